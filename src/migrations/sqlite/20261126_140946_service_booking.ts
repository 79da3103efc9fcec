import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_service_booking_brand_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_brand_links_order_idx\` ON \`pages_blocks_service_booking_brand_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_brand_links_parent_id_idx\` ON \`pages_blocks_service_booking_brand_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_brand_links_locale_idx\` ON \`pages_blocks_service_booking_brand_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`contact_email\` text DEFAULT 'kundservice@hedin.se',
  	\`damage_inspection_url\` text DEFAULT 'https://www.hedinbil.se/skadeverkstad',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_order_idx\` ON \`pages_blocks_service_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_parent_id_idx\` ON \`pages_blocks_service_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_path_idx\` ON \`pages_blocks_service_booking\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_locale_idx\` ON \`pages_blocks_service_booking\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_booking_brand_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_brand_links_order_idx\` ON \`_pages_v_blocks_service_booking_brand_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_brand_links_parent_id_idx\` ON \`_pages_v_blocks_service_booking_brand_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_brand_links_locale_idx\` ON \`_pages_v_blocks_service_booking_brand_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_email\` text DEFAULT 'kundservice@hedin.se',
  	\`damage_inspection_url\` text DEFAULT 'https://www.hedinbil.se/skadeverkstad',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_order_idx\` ON \`_pages_v_blocks_service_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_parent_id_idx\` ON \`_pages_v_blocks_service_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_path_idx\` ON \`_pages_v_blocks_service_booking\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_locale_idx\` ON \`_pages_v_blocks_service_booking\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'claiming' NOT NULL,
  	\`time_slot\` text NOT NULL,
  	\`is_full_day\` integer DEFAULT false,
  	\`department_id\` text NOT NULL,
  	\`site_name\` text,
  	\`registration_number\` text NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`version\` numeric DEFAULT 1 NOT NULL,
  	\`upstream_id\` text,
  	\`origin\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`free_text\` text,
  	\`mileage\` numeric,
  	\`car\` text,
  	\`services\` text NOT NULL,
  	\`total\` numeric,
  	\`duration_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`service_bookings_status_idx\` ON \`service_bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_time_slot_idx\` ON \`service_bookings\` (\`time_slot\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_department_id_idx\` ON \`service_bookings\` (\`department_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_bookings_idempotency_key_idx\` ON \`service_bookings\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_updated_at_idx\` ON \`service_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_bookings_created_at_idx\` ON \`service_bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`service_booking_workshops_closed_periods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_booking_workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_booking_workshops_closed_periods_order_idx\` ON \`service_booking_workshops_closed_periods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_workshops_closed_periods_parent_id_idx\` ON \`service_booking_workshops_closed_periods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_booking_workshops\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department_id\` text NOT NULL,
  	\`site_id\` text NOT NULL,
  	\`site_name\` text NOT NULL,
  	\`capacity\` numeric DEFAULT 1 NOT NULL,
  	\`slot_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`full_day_places\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`service_booking_workshops_department_id_idx\` ON \`service_booking_workshops\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_workshops_site_id_idx\` ON \`service_booking_workshops\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_workshops_updated_at_idx\` ON \`service_booking_workshops\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_workshops_created_at_idx\` ON \`service_booking_workshops\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`service_booking_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`claim_key\` text NOT NULL,
  	\`department_id\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`booking\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`service_booking_claims_claim_key_idx\` ON \`service_booking_claims\` (\`claim_key\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_claims_booking_idx\` ON \`service_booking_claims\` (\`booking\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_claims_updated_at_idx\` ON \`service_booking_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_claims_created_at_idx\` ON \`service_booking_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`departmentId_date_idx\` ON \`service_booking_claims\` (\`department_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`service_booking_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`booking\` text NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`booking_version\` numeric DEFAULT 1 NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text,
  	\`last_error\` text,
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`service_booking_messages_booking_idx\` ON \`service_booking_messages\` (\`booking\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_booking_messages_idempotency_key_idx\` ON \`service_booking_messages\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_messages_updated_at_idx\` ON \`service_booking_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_booking_messages_created_at_idx\` ON \`service_booking_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_nextAttemptAt_1_idx\` ON \`service_booking_messages\` (\`status\`,\`next_attempt_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_bookings_id\` integer REFERENCES service_bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_booking_workshops_id\` integer REFERENCES service_booking_workshops(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_booking_claims_id\` integer REFERENCES service_booking_claims(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_booking_messages_id\` integer REFERENCES service_booking_messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`service_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_booking_workshops__idx\` ON \`payload_locked_documents_rels\` (\`service_booking_workshops_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_booking_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`service_booking_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_booking_messages_i_idx\` ON \`payload_locked_documents_rels\` (\`service_booking_messages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking_brand_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking_brand_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`service_bookings\`;`)
  await db.run(sql`DROP TABLE \`service_booking_workshops_closed_periods\`;`)
  await db.run(sql`DROP TABLE \`service_booking_workshops\`;`)
  await db.run(sql`DROP TABLE \`service_booking_claims\`;`)
  await db.run(sql`DROP TABLE \`service_booking_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`stories_id\` integer,
  	\`tags_id\` integer,
  	\`authors_id\` integer,
  	\`sites_id\` integer,
  	\`dictionary_id\` integer,
  	\`media_id\` integer,
  	\`brands_id\` integer,
  	\`redirects_id\` integer,
  	\`not_found_paths_id\` integer,
  	\`users_id\` integer,
  	\`leads_id\` integer,
  	\`locations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`not_found_paths_id\`) REFERENCES \`not_found_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "stories_id", "tags_id", "authors_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id", "locations_id") SELECT "id", "order", "parent_id", "path", "pages_id", "stories_id", "tags_id", "authors_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id", "locations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_not_found_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`not_found_paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
}
