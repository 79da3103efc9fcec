import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`condition\` text DEFAULT 'all',
  	\`show_recently_viewed\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_order_idx\` ON \`pages_blocks_car_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_parent_id_idx\` ON \`pages_blocks_car_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_path_idx\` ON \`pages_blocks_car_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_locale_idx\` ON \`pages_blocks_car_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_of_the_week\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_order_idx\` ON \`pages_blocks_car_of_the_week\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_parent_id_idx\` ON \`pages_blocks_car_of_the_week\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_path_idx\` ON \`pages_blocks_car_of_the_week\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_locale_idx\` ON \`pages_blocks_car_of_the_week\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`condition\` text DEFAULT 'all',
  	\`show_recently_viewed\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_order_idx\` ON \`_pages_v_blocks_car_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_parent_id_idx\` ON \`_pages_v_blocks_car_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_path_idx\` ON \`_pages_v_blocks_car_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_locale_idx\` ON \`_pages_v_blocks_car_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_of_the_week\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_order_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_parent_id_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_path_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_locale_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_car_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_of_the_week\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_of_the_week\`;`)
}
