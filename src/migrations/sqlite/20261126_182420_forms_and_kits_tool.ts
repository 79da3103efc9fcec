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
  await db.run(sql`CREATE TABLE \`pages_blocks_sell_car_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_valuation\` integer DEFAULT true,
  	\`allow_photos\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_order_idx\` ON \`pages_blocks_sell_car_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_parent_id_idx\` ON \`pages_blocks_sell_car_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_path_idx\` ON \`pages_blocks_sell_car_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_locale_idx\` ON \`pages_blocks_sell_car_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_request_form_car_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_car_services_order_idx\` ON \`pages_blocks_service_request_form_car_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_car_services_parent_id_idx\` ON \`pages_blocks_service_request_form_car_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_car_services_locale_idx\` ON \`pages_blocks_service_request_form_car_services\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_request_form_mc_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_mc_services_order_idx\` ON \`pages_blocks_service_request_form_mc_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_mc_services_parent_id_idx\` ON \`pages_blocks_service_request_form_mc_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_mc_services_locale_idx\` ON \`pages_blocks_service_request_form_mc_services\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`motorcycle_dealer\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_order_idx\` ON \`pages_blocks_service_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_parent_id_idx\` ON \`pages_blocks_service_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_path_idx\` ON \`pages_blocks_service_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_locale_idx\` ON \`pages_blocks_service_request_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_embedded_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_order_idx\` ON \`pages_blocks_embedded_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_parent_id_idx\` ON \`pages_blocks_embedded_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_path_idx\` ON \`pages_blocks_embedded_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_embedded_form_locale_idx\` ON \`pages_blocks_embedded_form\` (\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sell_car_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_valuation\` integer DEFAULT true,
  	\`allow_photos\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_order_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_parent_id_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_path_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_locale_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_request_form_car_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_car_services_order_idx\` ON \`_pages_v_blocks_service_request_form_car_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_car_services_parent_id_idx\` ON \`_pages_v_blocks_service_request_form_car_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_car_services_locale_idx\` ON \`_pages_v_blocks_service_request_form_car_services\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_request_form_mc_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_mc_services_order_idx\` ON \`_pages_v_blocks_service_request_form_mc_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_mc_services_parent_id_idx\` ON \`_pages_v_blocks_service_request_form_mc_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_mc_services_locale_idx\` ON \`_pages_v_blocks_service_request_form_mc_services\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`motorcycle_dealer\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_order_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_parent_id_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_path_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_locale_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_embedded_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_order_idx\` ON \`_pages_v_blocks_embedded_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_parent_id_idx\` ON \`_pages_v_blocks_embedded_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_path_idx\` ON \`_pages_v_blocks_embedded_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_embedded_form_locale_idx\` ON \`_pages_v_blocks_embedded_form\` (\`_locale\`);`)
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
  await db.run(sql`CREATE TABLE \`form_uploads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_submission_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`form_uploads_form_submission_id_idx\` ON \`form_uploads\` (\`form_submission_id\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_updated_at_idx\` ON \`form_uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_created_at_idx\` ON \`form_uploads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_uploads_filename_idx\` ON \`form_uploads\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkbox\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`default_value\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_order_idx\` ON \`forms_blocks_checkbox\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_parent_id_idx\` ON \`forms_blocks_checkbox\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_path_idx\` ON \`forms_blocks_checkbox\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkbox_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_checkbox_locales_locale_parent_id_unique\` ON \`forms_blocks_checkbox_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_order_idx\` ON \`forms_blocks_email\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_parent_id_idx\` ON \`forms_blocks_email\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_path_idx\` ON \`forms_blocks_email\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_email_locales_locale_parent_id_unique\` ON \`forms_blocks_email_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_order_idx\` ON \`forms_blocks_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_parent_id_idx\` ON \`forms_blocks_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_path_idx\` ON \`forms_blocks_message\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_message_locales\` (
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_message_locales_locale_parent_id_unique\` ON \`forms_blocks_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`default_value\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_order_idx\` ON \`forms_blocks_number\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_parent_id_idx\` ON \`forms_blocks_number\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_path_idx\` ON \`forms_blocks_number\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_number\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_number_locales_locale_parent_id_unique\` ON \`forms_blocks_number_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_options_order_idx\` ON \`forms_blocks_select_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_options_parent_id_idx\` ON \`forms_blocks_select_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_options_locales_locale_parent_id_unique\` ON \`forms_blocks_select_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`placeholder\` text,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_order_idx\` ON \`forms_blocks_select\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_parent_id_idx\` ON \`forms_blocks_select\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_path_idx\` ON \`forms_blocks_select\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_locales_locale_parent_id_unique\` ON \`forms_blocks_select_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_order_idx\` ON \`forms_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_parent_id_idx\` ON \`forms_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_path_idx\` ON \`forms_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_text_locales_locale_parent_id_unique\` ON \`forms_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_order_idx\` ON \`forms_blocks_textarea\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_parent_id_idx\` ON \`forms_blocks_textarea\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_path_idx\` ON \`forms_blocks_textarea\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_textarea\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_textarea_locales_locale_parent_id_unique\` ON \`forms_blocks_textarea_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email_to\` text,
  	\`cc\` text,
  	\`bcc\` text,
  	\`reply_to\` text,
  	\`email_from\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_emails_order_idx\` ON \`forms_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_emails_parent_id_idx\` ON \`forms_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_emails_locales\` (
  	\`subject\` text DEFAULT 'You''ve received a new message.' NOT NULL,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_emails\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_emails_locales_locale_parent_id_unique\` ON \`forms_emails_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`confirmation_type\` text DEFAULT 'message',
  	\`redirect_type\` text DEFAULT 'reference',
  	\`redirect_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`submit_button_label\` text,
  	\`confirmation_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_rels_order_idx\` ON \`forms_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_rels_parent_idx\` ON \`forms_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_rels_path_idx\` ON \`forms_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`forms_rels_pages_id_idx\` ON \`forms_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_submission_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_order_idx\` ON \`form_submissions_submission_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_parent_id_idx\` ON \`form_submissions_submission_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`spam_reason\` text,
  	\`next_attempt_at\` text,
  	\`delivered_at\` text,
  	\`last_error\` text,
  	\`retry\` integer DEFAULT false,
  	\`sales_status\` text,
  	\`site\` text NOT NULL,
  	\`form_name\` text NOT NULL,
  	\`form_submission_id\` text NOT NULL,
  	\`car_id\` text,
  	\`car_title\` text,
  	\`recipient_name\` text NOT NULL,
  	\`recipient_email\` text NOT NULL,
  	\`recipient_site_id\` text,
  	\`recipient_department_erp_id\` text,
  	\`values\` text NOT NULL,
  	\`fingerprint\` text,
  	\`duplicate_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // The generated copy read the new sales_status column from the old table, which has none.
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "attempts", "spam_reason", "next_attempt_at", "delivered_at", "last_error", "retry", "sales_status", "site", "form_name", "form_submission_id", "car_id", "car_title", "recipient_name", "recipient_email", "recipient_site_id", "recipient_department_erp_id", "values", "fingerprint", "duplicate_key", "updated_at", "created_at") SELECT "id", "status", "attempts", "spam_reason", "next_attempt_at", "delivered_at", "last_error", "retry", NULL, "site", "form_name", "form_submission_id", "car_id", "car_title", "recipient_name", "recipient_email", "recipient_site_id", "recipient_department_erp_id", "values", "fingerprint", "duplicate_key", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_site_idx\` ON \`leads\` (\`site\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_form_submission_id_idx\` ON \`leads\` (\`form_submission_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_car_id_idx\` ON \`leads\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_fingerprint_idx\` ON \`leads\` (\`fingerprint\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_duplicate_key_idx\` ON \`leads\` (\`duplicate_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_nextAttemptAt_idx\` ON \`leads\` (\`status\`,\`next_attempt_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`purchase_email\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`paths_kits\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`kit_quotes_id\` integer REFERENCES kit_quotes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_uploads_id\` integer REFERENCES form_uploads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kit_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`kit_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`form_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_kits_tool\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sell_car_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_request_form_car_services\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_request_form_mc_services\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_request_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_embedded_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_kits_tool\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sell_car_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_request_form_car_services\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_request_form_mc_services\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_request_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_embedded_form\`;`)
  await db.run(sql`DROP TABLE \`kit_quotes\`;`)
  await db.run(sql`DROP TABLE \`form_uploads\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkbox\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkbox_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_message\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_message_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_options\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_emails\`;`)
  await db.run(sql`DROP TABLE \`forms_emails_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_rels\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_submission_data\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`spam_reason\` text,
  	\`next_attempt_at\` text,
  	\`delivered_at\` text,
  	\`last_error\` text,
  	\`retry\` integer DEFAULT false,
  	\`site\` text NOT NULL,
  	\`form_name\` text NOT NULL,
  	\`form_submission_id\` text NOT NULL,
  	\`car_id\` text NOT NULL,
  	\`car_title\` text,
  	\`recipient_name\` text NOT NULL,
  	\`recipient_email\` text NOT NULL,
  	\`recipient_site_id\` text,
  	\`recipient_department_erp_id\` text,
  	\`values\` text NOT NULL,
  	\`fingerprint\` text,
  	\`duplicate_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "attempts", "spam_reason", "next_attempt_at", "delivered_at", "last_error", "retry", "site", "form_name", "form_submission_id", "car_id", "car_title", "recipient_name", "recipient_email", "recipient_site_id", "recipient_department_erp_id", "values", "fingerprint", "duplicate_key", "updated_at", "created_at") SELECT "id", "status", "attempts", "spam_reason", "next_attempt_at", "delivered_at", "last_error", "retry", "site", "form_name", "form_submission_id", "car_id", "car_title", "recipient_name", "recipient_email", "recipient_site_id", "recipient_department_erp_id", "values", "fingerprint", "duplicate_key", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_site_idx\` ON \`leads\` (\`site\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_form_submission_id_idx\` ON \`leads\` (\`form_submission_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_car_id_idx\` ON \`leads\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_fingerprint_idx\` ON \`leads\` (\`fingerprint\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_duplicate_key_idx\` ON \`leads\` (\`duplicate_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_nextAttemptAt_idx\` ON \`leads\` (\`status\`,\`next_attempt_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`purchase_email\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`paths_kits\`;`)
}
