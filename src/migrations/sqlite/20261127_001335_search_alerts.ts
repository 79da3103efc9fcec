import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`frequency\` text DEFAULT 'daily' NOT NULL,
  	\`site\` text NOT NULL,
  	\`lang\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`query\` text,
  	\`path\` text,
  	\`condition\` text DEFAULT 'all' NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`last_sent_at\` text,
  	\`sent_count\` numeric DEFAULT 0 NOT NULL,
  	\`confirmations_sent\` numeric DEFAULT 0 NOT NULL,
  	\`sent_car_ids\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_alerts_status_idx\` ON \`search_alerts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_site_idx\` ON \`search_alerts\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_email_idx\` ON \`search_alerts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_updated_at_idx\` ON \`search_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_created_at_idx\` ON \`search_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_alert_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`favourites\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_alert_accounts_site_idx\` ON \`search_alert_accounts\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`search_alert_accounts_email_idx\` ON \`search_alert_accounts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`search_alert_accounts_updated_at_idx\` ON \`search_alert_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_alert_accounts_created_at_idx\` ON \`search_alert_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_alert_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`frequency\` text NOT NULL,
  	\`last_run_at\` text,
  	\`lease_until\` text,
  	\`alerts_checked\` numeric DEFAULT 0,
  	\`mails_sent\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_alert_runs_frequency_idx\` ON \`search_alert_runs\` (\`frequency\`);`)
  await db.run(sql`CREATE INDEX \`search_alert_runs_updated_at_idx\` ON \`search_alert_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_alert_runs_created_at_idx\` ON \`search_alert_runs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_alerts_id\` integer REFERENCES search_alerts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_alert_accounts_id\` integer REFERENCES search_alert_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_alert_runs_id\` integer REFERENCES search_alert_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alert_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alert_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alert_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alert_runs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_alerts\`;`)
  await db.run(sql`DROP TABLE \`search_alert_accounts\`;`)
  await db.run(sql`DROP TABLE \`search_alert_runs\`;`)
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
  	\`kit_quotes_id\` integer,
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
  	\`form_uploads_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
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
  	FOREIGN KEY (\`kit_quotes_id\`) REFERENCES \`kit_quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`sms_outbox_id\`) REFERENCES \`sms_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_uploads_id\`) REFERENCES \`form_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "stories_id", "tags_id", "authors_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id", "kit_quotes_id", "locations_id", "service_bookings_id", "service_booking_workshops_id", "service_booking_claims_id", "service_booking_messages_id", "tirehotel_agreements_id", "tirehotel_customers_id", "tirehotel_vehicles_id", "tirehotel_tyre_sets_id", "tirehotel_packages_id", "tirehotel_workshops_id", "tirehotel_bookings_id", "tirehotel_reviews_id", "tirehotel_challenges_id", "sms_outbox_id", "form_uploads_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "stories_id", "tags_id", "authors_id", "sites_id", "dictionary_id", "media_id", "brands_id", "redirects_id", "not_found_paths_id", "users_id", "leads_id", "kit_quotes_id", "locations_id", "service_bookings_id", "service_booking_workshops_id", "service_booking_claims_id", "service_booking_messages_id", "tirehotel_agreements_id", "tirehotel_customers_id", "tirehotel_vehicles_id", "tirehotel_tyre_sets_id", "tirehotel_packages_id", "tirehotel_workshops_id", "tirehotel_bookings_id", "tirehotel_reviews_id", "tirehotel_challenges_id", "sms_outbox_id", "form_uploads_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kit_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`kit_quotes_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`form_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
