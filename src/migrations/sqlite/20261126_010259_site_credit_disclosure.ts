import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_credit_disclosure_hidden_fields\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_credit_disclosure_hidden_fields_order_idx\` ON \`sites_credit_disclosure_hidden_fields\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sites_credit_disclosure_hidden_fields_parent_idx\` ON \`sites_credit_disclosure_hidden_fields\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`credit_disclosure_market\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`credit_disclosure_warning\` text DEFAULT 'profile';`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`credit_disclosure_show_example\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`credit_disclosure_confirm_rules\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_credit_disclosure_hidden_fields\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`credit_disclosure_market\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`credit_disclosure_warning\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`credit_disclosure_show_example\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`credit_disclosure_confirm_rules\`;`)
}
