import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_kits_tool\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_kits_tool_order_idx\` ON \`pages_blocks_kits_tool\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_kits_tool_parent_id_idx\` ON \`pages_blocks_kits_tool\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_kits_tool_path_idx\` ON \`pages_blocks_kits_tool\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_kits_tool_locale_idx\` ON \`pages_blocks_kits_tool\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_kits_tool\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kits_tool_order_idx\` ON \`_pages_v_blocks_kits_tool\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kits_tool_parent_id_idx\` ON \`_pages_v_blocks_kits_tool\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kits_tool_path_idx\` ON \`_pages_v_blocks_kits_tool\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kits_tool_locale_idx\` ON \`_pages_v_blocks_kits_tool\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`kit_quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text,
  	\`delivered_at\` text,
  	\`last_error\` text,
  	\`retry\` integer DEFAULT false,
  	\`quote_key\` text NOT NULL,
  	\`site\` text NOT NULL,
  	\`user\` text NOT NULL,
  	\`dealer\` text NOT NULL,
  	\`unit\` text NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`auto\` text NOT NULL,
  	\`lines\` text NOT NULL,
  	\`net\` numeric NOT NULL,
  	\`tax\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`kit_quotes_status_idx\` ON \`kit_quotes\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`kit_quotes_quote_key_idx\` ON \`kit_quotes\` (\`quote_key\`);`)
  await db.run(sql`CREATE INDEX \`kit_quotes_dealer_idx\` ON \`kit_quotes\` (\`dealer\`);`)
  await db.run(sql`CREATE INDEX \`kit_quotes_transaction_id_idx\` ON \`kit_quotes\` (\`transaction_id\`);`)
  await db.run(sql`CREATE INDEX \`kit_quotes_updated_at_idx\` ON \`kit_quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`kit_quotes_created_at_idx\` ON \`kit_quotes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`paths_kits\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`kit_quotes_id\` integer REFERENCES kit_quotes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kit_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`kit_quotes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_kits_tool\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_kits_tool\`;`)
  await db.run(sql`DROP TABLE \`kit_quotes\`;`)
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
  	\`service_bookings_id\` integer,
  	\`service_booking_workshops_id\` integer,
  	\`service_booking_claims_id\` integer,
  	\`service_booking_messages_id\` integer,
  	\`tirehotel_agreements_id\` integer,
  	\`tirehotel_customers_id\` integer,
  	\`tirehotel_vehicles_id\` integer,
  	\`tirehotel_tyre_sets_id\` integer,
  	\`tirehotel_packages_id\` integer,
  	\`tirehotel_workshops_id\` integer,
  	\`tirehotel_bookings_id\` integer,
  	\`tirehotel_reviews_id\` integer,
  	\`tirehotel_challenges_id\` integer,
  	\`sms_outbox_id\` integer,
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
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_bookings_id\`) REFERENCES \`service_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_booking_workshops_id\`) REFERENCES \`service_booking_workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_booking_claims_id\`) REFERENCES \`service_booking_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_booking_messages_id\`) REFERENCES \`service_booking_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_agreements_id\`) REFERENCES \`tirehotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_customers_id\`) REFERENCES \`tirehotel_customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_vehicles_id\`) REFERENCES \`tirehotel_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_tyre_sets_id\`) REFERENCES \`tirehotel_tyre_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_packages_id\`) REFERENCES \`tirehotel_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_workshops_id\`) REFERENCES \`tirehotel_workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_bookings_id\`) REFERENCES \`tirehotel_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_reviews_id\`) REFERENCES \`tirehotel_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tirehotel_challenges_id\`) REFERENCES \`tirehotel_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_outbox_id\`) REFERENCES \`sms_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "stories_id", "tags_id", "authors_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id", "locations_id", "service_bookings_id", "service_booking_workshops_id", "service_booking_claims_id", "service_booking_messages_id", "tirehotel_agreements_id", "tirehotel_customers_id", "tirehotel_vehicles_id", "tirehotel_tyre_sets_id", "tirehotel_packages_id", "tirehotel_workshops_id", "tirehotel_bookings_id", "tirehotel_reviews_id", "tirehotel_challenges_id", "sms_outbox_id") SELECT "id", "order", "parent_id", "path", "pages_id", "stories_id", "tags_id", "authors_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id", "locations_id", "service_bookings_id", "service_booking_workshops_id", "service_booking_claims_id", "service_booking_messages_id", "tirehotel_agreements_id", "tirehotel_customers_id", "tirehotel_vehicles_id", "tirehotel_tyre_sets_id", "tirehotel_packages_id", "tirehotel_workshops_id", "tirehotel_bookings_id", "tirehotel_reviews_id", "tirehotel_challenges_id", "sms_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`service_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_booking_workshops__idx\` ON \`payload_locked_documents_rels\` (\`service_booking_workshops_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_booking_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`service_booking_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_booking_messages_i_idx\` ON \`payload_locked_documents_rels\` (\`service_booking_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_tyre_sets_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_tyre_sets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_workshops_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_workshops_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tirehotel_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`tirehotel_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_outbox_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`paths_kits\`;`)
}
