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
  await db.run(sql`CREATE TABLE \`pages_blocks_tire_hotel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`mailbox\` text,
  	\`contact_us_label\` text,
  	\`contact_us_url\` text,
  	\`book_service_label\` text,
  	\`book_service_url\` text,
  	\`tire_hotel_information_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tire_hotel_order_idx\` ON \`pages_blocks_tire_hotel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tire_hotel_parent_id_idx\` ON \`pages_blocks_tire_hotel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tire_hotel_path_idx\` ON \`pages_blocks_tire_hotel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tire_hotel_locale_idx\` ON \`pages_blocks_tire_hotel\` (\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tire_hotel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`mailbox\` text,
  	\`contact_us_label\` text,
  	\`contact_us_url\` text,
  	\`book_service_label\` text,
  	\`book_service_url\` text,
  	\`tire_hotel_information_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tire_hotel_order_idx\` ON \`_pages_v_blocks_tire_hotel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tire_hotel_parent_id_idx\` ON \`_pages_v_blocks_tire_hotel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tire_hotel_path_idx\` ON \`_pages_v_blocks_tire_hotel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tire_hotel_locale_idx\` ON \`_pages_v_blocks_tire_hotel\` (\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`tirehotel_agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reg_no\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`vehicle_id\` integer NOT NULL,
  	\`package_id\` integer NOT NULL,
  	\`workshop_id\` integer NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`tirehotel_customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`vehicle_id\`) REFERENCES \`tirehotel_vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`package_id\`) REFERENCES \`tirehotel_packages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`workshop_id\`) REFERENCES \`tirehotel_workshops\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_agreements_reg_no_idx\` ON \`tirehotel_agreements\` (\`reg_no\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_agreements_customer_idx\` ON \`tirehotel_agreements\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_agreements_vehicle_idx\` ON \`tirehotel_agreements\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_agreements_package_idx\` ON \`tirehotel_agreements\` (\`package_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_agreements_workshop_idx\` ON \`tirehotel_agreements\` (\`workshop_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_agreements_updated_at_idx\` ON \`tirehotel_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_agreements_created_at_idx\` ON \`tirehotel_agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`reminders_opt_out\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tirehotel_customers_updated_at_idx\` ON \`tirehotel_customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_customers_created_at_idx\` ON \`tirehotel_customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_vehicles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reg_no\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`brand\` text NOT NULL,
  	\`brand_code\` text NOT NULL,
  	\`model\` text,
  	\`product_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_vehicles_reg_no_idx\` ON \`tirehotel_vehicles\` (\`reg_no\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_vehicles_updated_at_idx\` ON \`tirehotel_vehicles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_vehicles_created_at_idx\` ON \`tirehotel_vehicles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_tyre_sets_wheels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`equipment_position\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`thread_pattern\` text NOT NULL,
  	\`section_width\` numeric NOT NULL,
  	\`aspect_ratio\` numeric NOT NULL,
  	\`rim_diameter\` numeric NOT NULL,
  	\`thread_depth\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tirehotel_tyre_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_wheels_order_idx\` ON \`tirehotel_tyre_sets_wheels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_wheels_parent_id_idx\` ON \`tirehotel_tyre_sets_wheels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_tyre_sets_tread_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`equipment_position\` text NOT NULL,
  	\`thread_depth\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tirehotel_tyre_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_tread_history_order_idx\` ON \`tirehotel_tyre_sets_tread_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_tread_history_parent_id_idx\` ON \`tirehotel_tyre_sets_tread_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_tyre_sets_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`content_type\` text DEFAULT 'image/svg+xml' NOT NULL,
  	\`data\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tirehotel_tyre_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_photos_order_idx\` ON \`tirehotel_tyre_sets_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_photos_parent_id_idx\` ON \`tirehotel_tyre_sets_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_tyre_sets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`agreement_id\` integer NOT NULL,
  	\`season\` text NOT NULL,
  	\`checked_in\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agreement_id\`) REFERENCES \`tirehotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_agreement_idx\` ON \`tirehotel_tyre_sets\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_updated_at_idx\` ON \`tirehotel_tyre_sets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_tyre_sets_created_at_idx\` ON \`tirehotel_tyre_sets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_packages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`package_level\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_packages_package_level_idx\` ON \`tirehotel_packages\` (\`package_level\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_packages_updated_at_idx\` ON \`tirehotel_packages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_packages_created_at_idx\` ON \`tirehotel_packages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_workshops_drop_off_only_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tirehotel_workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tirehotel_workshops_drop_off_only_days_order_idx\` ON \`tirehotel_workshops_drop_off_only_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_workshops_drop_off_only_days_parent_idx\` ON \`tirehotel_workshops_drop_off_only_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_workshops\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`erp_id\` text NOT NULL,
  	\`site_slug\` text,
  	\`location_name\` text NOT NULL,
  	\`department_name\` text NOT NULL,
  	\`address\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`slot_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`capacity_per_slot\` numeric DEFAULT 2 NOT NULL,
  	\`drop_off_capacity\` numeric DEFAULT 6 NOT NULL,
  	\`schedule\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_workshops_erp_id_idx\` ON \`tirehotel_workshops\` (\`erp_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_workshops_updated_at_idx\` ON \`tirehotel_workshops\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_workshops_created_at_idx\` ON \`tirehotel_workshops\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`confirmation_id\` text NOT NULL,
  	\`reg_no\` text NOT NULL,
  	\`agreement_id\` integer,
  	\`erp_id\` text NOT NULL,
  	\`booking_date\` text NOT NULL,
  	\`booking_start\` text,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`slot_key\` text,
  	\`active_key\` text,
  	\`idempotency_key\` text,
  	\`free_text\` text,
  	\`customer_first_name\` text,
  	\`customer_last_name\` text,
  	\`customer_email\` text,
  	\`customer_phone_mobile\` text,
  	\`confirmation_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agreement_id\`) REFERENCES \`tirehotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_bookings_confirmation_id_idx\` ON \`tirehotel_bookings\` (\`confirmation_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_bookings_reg_no_idx\` ON \`tirehotel_bookings\` (\`reg_no\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_bookings_agreement_idx\` ON \`tirehotel_bookings\` (\`agreement_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_bookings_slot_key_idx\` ON \`tirehotel_bookings\` (\`slot_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_bookings_active_key_idx\` ON \`tirehotel_bookings\` (\`active_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_bookings_idempotency_key_idx\` ON \`tirehotel_bookings\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_bookings_updated_at_idx\` ON \`tirehotel_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_bookings_created_at_idx\` ON \`tirehotel_bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`erpId_bookingDate_idx\` ON \`tirehotel_bookings\` (\`erp_id\`,\`booking_date\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`booking\` text NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`comment\` text,
  	\`date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tirehotel_reviews_booking_idx\` ON \`tirehotel_reviews\` (\`booking\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_reviews_updated_at_idx\` ON \`tirehotel_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_reviews_created_at_idx\` ON \`tirehotel_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tirehotel_challenges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agreement_id\` integer NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`nonce\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`used_at\` text,
  	\`voided\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agreement_id\`) REFERENCES \`tirehotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tirehotel_challenges_agreement_idx\` ON \`tirehotel_challenges\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_challenges_updated_at_idx\` ON \`tirehotel_challenges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tirehotel_challenges_created_at_idx\` ON \`tirehotel_challenges\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`expires_at\` text,
  	\`redacted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_outbox_to_idx\` ON \`sms_outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_expires_at_idx\` ON \`sms_outbox\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_updated_at_idx\` ON \`sms_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_created_at_idx\` ON \`sms_outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_bookings_id\` integer REFERENCES service_bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_booking_workshops_id\` integer REFERENCES service_booking_workshops(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_booking_claims_id\` integer REFERENCES service_booking_claims(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_booking_messages_id\` integer REFERENCES service_booking_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_agreements_id\` integer REFERENCES tirehotel_agreements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_customers_id\` integer REFERENCES tirehotel_customers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_vehicles_id\` integer REFERENCES tirehotel_vehicles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_tyre_sets_id\` integer REFERENCES tirehotel_tyre_sets(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_packages_id\` integer REFERENCES tirehotel_packages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_workshops_id\` integer REFERENCES tirehotel_workshops(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_bookings_id\` integer REFERENCES tirehotel_bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_reviews_id\` integer REFERENCES tirehotel_reviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tirehotel_challenges_id\` integer REFERENCES tirehotel_challenges(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_outbox_id\` integer REFERENCES sms_outbox(id);`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking_brand_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tire_hotel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking_brand_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tire_hotel\`;`)
  await db.run(sql`DROP TABLE \`service_bookings\`;`)
  await db.run(sql`DROP TABLE \`service_booking_workshops_closed_periods\`;`)
  await db.run(sql`DROP TABLE \`service_booking_workshops\`;`)
  await db.run(sql`DROP TABLE \`service_booking_claims\`;`)
  await db.run(sql`DROP TABLE \`service_booking_messages\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_agreements\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_customers\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_vehicles\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_tyre_sets_wheels\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_tyre_sets_tread_history\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_tyre_sets_photos\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_tyre_sets\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_packages\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_workshops_drop_off_only_days\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_workshops\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_bookings\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_reviews\`;`)
  await db.run(sql`DROP TABLE \`tirehotel_challenges\`;`)
  await db.run(sql`DROP TABLE \`sms_outbox\`;`)
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
