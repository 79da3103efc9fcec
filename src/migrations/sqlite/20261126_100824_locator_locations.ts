import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'Location',
  	\`empty_text\` text,
  	\`unit\` text DEFAULT 'km',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_locator_order_idx\` ON \`pages_blocks_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locator_parent_id_idx\` ON \`pages_blocks_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locator_path_idx\` ON \`pages_blocks_locator\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locator_locale_idx\` ON \`pages_blocks_locator\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'Location',
  	\`empty_text\` text,
  	\`unit\` text DEFAULT 'km',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locator_order_idx\` ON \`_pages_v_blocks_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locator_parent_id_idx\` ON \`_pages_v_blocks_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locator_path_idx\` ON \`_pages_v_blocks_locator\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locator_locale_idx\` ON \`_pages_v_blocks_locator\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`locations_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_opening_hours_order_idx\` ON \`locations_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_opening_hours_parent_id_idx\` ON \`locations_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_charger_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`charger_id\` text,
  	\`amount\` numeric,
  	\`icon\` text,
  	\`watts\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_charger_options_order_idx\` ON \`locations_charger_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_charger_options_parent_id_idx\` ON \`locations_charger_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_emails_order_idx\` ON \`locations_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_emails_parent_id_idx\` ON \`locations_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_phones_order_idx\` ON \`locations_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_phones_parent_id_idx\` ON \`locations_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_webpages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_webpages_order_idx\` ON \`locations_webpages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_webpages_parent_id_idx\` ON \`locations_webpages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`location_type\` text DEFAULT 'Location' NOT NULL,
  	\`location_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`zip\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`lat\` numeric NOT NULL,
  	\`lng\` numeric NOT NULL,
  	\`info\` text,
  	\`dealer_path\` text,
  	\`open24h\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_site_idx\` ON \`locations\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_location_id_idx\` ON \`locations\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_locationId_idx\` ON \`locations\` (\`site_id\`,\`location_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`locations_id\` integer REFERENCES locations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_locator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_locator\`;`)
  await db.run(sql`DROP TABLE \`locations_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`locations_charger_options\`;`)
  await db.run(sql`DROP TABLE \`locations_emails\`;`)
  await db.run(sql`DROP TABLE \`locations_phones\`;`)
  await db.run(sql`DROP TABLE \`locations_webpages\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
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
  	\`brands_id\` integer,
  	\`redirects_id\` integer,
  	\`not_found_paths_id\` integer,
  	\`users_id\` integer,
  	\`leads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`not_found_paths_id\`) REFERENCES \`not_found_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id") SELECT "id", "order", "parent_id", "path", "pages_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_not_found_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`not_found_paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
}
