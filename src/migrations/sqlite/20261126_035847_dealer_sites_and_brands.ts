import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_car_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`condition\` text DEFAULT 'all',
  	\`sort\` text DEFAULT 'newest',
  	\`limit\` numeric DEFAULT 8,
  	\`dealer\` text,
  	\`see_all_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teaser_order_idx\` ON \`pages_blocks_car_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teaser_parent_id_idx\` ON \`pages_blocks_car_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teaser_path_idx\` ON \`pages_blocks_car_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teaser_locale_idx\` ON \`pages_blocks_car_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_search\` integer DEFAULT true,
  	\`show_map\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_order_idx\` ON \`pages_blocks_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_parent_id_idx\` ON \`pages_blocks_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_path_idx\` ON \`pages_blocks_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_locale_idx\` ON \`pages_blocks_site_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_detail\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_employees\` integer DEFAULT true,
  	\`booking_path\` text,
  	\`show_in_stock_link\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_detail_order_idx\` ON \`pages_blocks_site_detail\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_detail_parent_id_idx\` ON \`pages_blocks_site_detail\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_detail_path_idx\` ON \`pages_blocks_site_detail\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_detail_locale_idx\` ON \`pages_blocks_site_detail\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_site_list_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`brand\` text,
  	\`region\` text,
  	\`department_group\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_teaser_order_idx\` ON \`pages_blocks_site_list_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_teaser_parent_id_idx\` ON \`pages_blocks_site_list_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_teaser_path_idx\` ON \`pages_blocks_site_list_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_site_list_teaser_locale_idx\` ON \`pages_blocks_site_list_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	\`locale\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_texts_locale_parent\` ON \`pages_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`condition\` text DEFAULT 'all',
  	\`sort\` text DEFAULT 'newest',
  	\`limit\` numeric DEFAULT 8,
  	\`dealer\` text,
  	\`see_all_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teaser_order_idx\` ON \`_pages_v_blocks_car_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teaser_parent_id_idx\` ON \`_pages_v_blocks_car_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teaser_path_idx\` ON \`_pages_v_blocks_car_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teaser_locale_idx\` ON \`_pages_v_blocks_car_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_search\` integer DEFAULT true,
  	\`show_map\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_order_idx\` ON \`_pages_v_blocks_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_parent_id_idx\` ON \`_pages_v_blocks_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_path_idx\` ON \`_pages_v_blocks_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_locale_idx\` ON \`_pages_v_blocks_site_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_detail\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_employees\` integer DEFAULT true,
  	\`booking_path\` text,
  	\`show_in_stock_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_detail_order_idx\` ON \`_pages_v_blocks_site_detail\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_detail_parent_id_idx\` ON \`_pages_v_blocks_site_detail\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_detail_path_idx\` ON \`_pages_v_blocks_site_detail\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_detail_locale_idx\` ON \`_pages_v_blocks_site_detail\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_site_list_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`brand\` text,
  	\`region\` text,
  	\`department_group\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_teaser_order_idx\` ON \`_pages_v_blocks_site_list_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_teaser_parent_id_idx\` ON \`_pages_v_blocks_site_list_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_teaser_path_idx\` ON \`_pages_v_blocks_site_list_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_site_list_teaser_locale_idx\` ON \`_pages_v_blocks_site_list_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	\`locale\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_locale_parent\` ON \`_pages_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`logo_black_and_white_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_black_and_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_brand_code_idx\` ON \`brands\` (\`brand_code\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_idx\` ON \`brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_black_and_white_idx\` ON \`brands\` (\`logo_black_and_white_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`map_style_url\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brands_id\` integer REFERENCES brands(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_car_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_detail\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_site_list_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_detail\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_site_list_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`sites_id\` integer,
  	\`dictionary_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`leads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "sites_id", "dictionary_id", "media_id", "users_id", "leads_id") SELECT "id", "order", "parent_id", "path", "pages_id", "sites_id", "dictionary_id", "media_id", "users_id", "leads_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`map_style_url\`;`)
}
