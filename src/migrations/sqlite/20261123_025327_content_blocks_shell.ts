import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`type\` text,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_order_idx\` ON \`pages_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_parent_id_idx\` ON \`pages_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_path_idx\` ON \`pages_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_locale_idx\` ON \`pages_blocks_alert\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`rich_text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`reverse\` integer DEFAULT false,
  	\`full_height\` integer DEFAULT false,
  	\`center_content\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'none',
  	\`text_color\` text,
  	\`use_text_animations\` integer DEFAULT false,
  	\`use_media_animations\` integer DEFAULT false,
  	\`image_desktop_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_desktop\` text,
  	\`video_phone\` text,
  	\`youtube_id\` text,
  	\`has_control_bar\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_order_idx\` ON \`pages_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_parent_id_idx\` ON \`pages_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_path_idx\` ON \`pages_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_locale_idx\` ON \`pages_blocks_blurb\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_image_desktop_idx\` ON \`pages_blocks_blurb\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_image_phone_idx\` ON \`pages_blocks_blurb\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_model_card_items_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_model_card_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_items_labels_order_idx\` ON \`pages_blocks_car_model_card_items_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_items_labels_parent_id_idx\` ON \`pages_blocks_car_model_card_items_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_items_labels_locale_idx\` ON \`pages_blocks_car_model_card_items_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_model_card_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`is_campaign\` integer DEFAULT false,
  	\`campaign\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_model_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_items_order_idx\` ON \`pages_blocks_car_model_card_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_items_parent_id_idx\` ON \`pages_blocks_car_model_card_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_items_locale_idx\` ON \`pages_blocks_car_model_card_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_items_image_idx\` ON \`pages_blocks_car_model_card_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_model_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_order_idx\` ON \`pages_blocks_car_model_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_parent_id_idx\` ON \`pages_blocks_car_model_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_path_idx\` ON \`pages_blocks_car_model_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_locale_idx\` ON \`pages_blocks_car_model_card\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_columns_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`sub_title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_items_order_idx\` ON \`pages_blocks_text_columns_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_items_parent_id_idx\` ON \`pages_blocks_text_columns_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_items_locale_idx\` ON \`pages_blocks_text_columns_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_order_idx\` ON \`pages_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_parent_id_idx\` ON \`pages_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_path_idx\` ON \`pages_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_columns_locale_idx\` ON \`pages_blocks_text_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_locale_idx\` ON \`pages_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_locale_idx\` ON \`pages_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_split_hover_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`button_url\` text,
  	\`image_id\` integer,
  	\`video\` text,
  	\`background_color\` text DEFAULT 'black',
  	\`text_color\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_split_hover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_items_order_idx\` ON \`pages_blocks_split_hover_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_items_parent_id_idx\` ON \`pages_blocks_split_hover_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_items_locale_idx\` ON \`pages_blocks_split_hover_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_items_image_idx\` ON \`pages_blocks_split_hover_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_split_hover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_order_idx\` ON \`pages_blocks_split_hover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_parent_id_idx\` ON \`pages_blocks_split_hover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_path_idx\` ON \`pages_blocks_split_hover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_hover_locale_idx\` ON \`pages_blocks_split_hover\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loan_warning\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_loan_warning_order_idx\` ON \`pages_blocks_loan_warning\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loan_warning_parent_id_idx\` ON \`pages_blocks_loan_warning\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loan_warning_path_idx\` ON \`pages_blocks_loan_warning\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loan_warning_locale_idx\` ON \`pages_blocks_loan_warning\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_carousel_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`text_shadow\` integer DEFAULT true,
  	\`text_color\` text DEFAULT 'light',
  	\`button_label\` text,
  	\`button_url\` text,
  	\`button_type\` text DEFAULT 'primary',
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_id\` integer,
  	\`video_phone_id\` integer,
  	\`sub_title\` text,
  	\`sub_title_link_label\` text,
  	\`sub_title_link_url\` text,
  	\`sub_title_color\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_items_order_idx\` ON \`pages_blocks_hero_carousel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_items_parent_id_idx\` ON \`pages_blocks_hero_carousel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_items_locale_idx\` ON \`pages_blocks_hero_carousel_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_items_image_idx\` ON \`pages_blocks_hero_carousel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_items_image_phone_idx\` ON \`pages_blocks_hero_carousel_items\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_items_video_idx\` ON \`pages_blocks_hero_carousel_items\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_items_video_phone_idx\` ON \`pages_blocks_hero_carousel_items\` (\`video_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`has_media_buttons\` integer DEFAULT true,
  	\`content_placement_x\` text DEFAULT 'left',
  	\`content_placement_y\` text DEFAULT 'bottom',
  	\`height\` text DEFAULT 'default',
  	\`autoplay\` integer DEFAULT true,
  	\`autoplay_delay\` numeric DEFAULT 5,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_order_idx\` ON \`pages_blocks_hero_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_parent_id_idx\` ON \`pages_blocks_hero_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_path_idx\` ON \`pages_blocks_hero_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_locale_idx\` ON \`pages_blocks_hero_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_countdown_units\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_units_order_idx\` ON \`pages_blocks_countdown_units\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_units_parent_idx\` ON \`pages_blocks_countdown_units\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_units_locale_idx\` ON \`pages_blocks_countdown_units\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`target\` text,
  	\`ended_text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_order_idx\` ON \`pages_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_parent_id_idx\` ON \`pages_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_path_idx\` ON \`pages_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_locale_idx\` ON \`pages_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_order_idx\` ON \`pages_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_parent_id_idx\` ON \`pages_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_locale_idx\` ON \`pages_blocks_table_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_image_cell\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_image_cell_order_idx\` ON \`pages_blocks_table_image_cell\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_image_cell_parent_id_idx\` ON \`pages_blocks_table_image_cell\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_image_cell_path_idx\` ON \`pages_blocks_table_image_cell\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_image_cell_locale_idx\` ON \`pages_blocks_table_image_cell\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_image_cell_image_idx\` ON \`pages_blocks_table_image_cell\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_link_cell\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header\` text,
  	\`line_one\` text,
  	\`line_one_bold\` integer DEFAULT false,
  	\`line_two\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_link_cell_order_idx\` ON \`pages_blocks_table_link_cell\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_link_cell_parent_id_idx\` ON \`pages_blocks_table_link_cell\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_link_cell_path_idx\` ON \`pages_blocks_table_link_cell\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_link_cell_locale_idx\` ON \`pages_blocks_table_link_cell\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_text_cell\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line_one\` text,
  	\`line_two\` text,
  	\`line_three\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_text_cell_order_idx\` ON \`pages_blocks_table_text_cell\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_text_cell_parent_id_idx\` ON \`pages_blocks_table_text_cell\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_text_cell_path_idx\` ON \`pages_blocks_table_text_cell\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_text_cell_locale_idx\` ON \`pages_blocks_table_text_cell\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_order_idx\` ON \`pages_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_parent_id_idx\` ON \`pages_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_locale_idx\` ON \`pages_blocks_table_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_order_idx\` ON \`pages_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_parent_id_idx\` ON \`pages_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_path_idx\` ON \`pages_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_locale_idx\` ON \`pages_blocks_table\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_breadcrumb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`structured_data\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_breadcrumb_order_idx\` ON \`pages_blocks_car_breadcrumb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_breadcrumb_parent_id_idx\` ON \`pages_blocks_car_breadcrumb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_breadcrumb_path_idx\` ON \`pages_blocks_car_breadcrumb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_breadcrumb_locale_idx\` ON \`pages_blocks_car_breadcrumb\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`title\` text,
  	\`youtube_id\` text,
  	\`video_url\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`autoplay\` integer DEFAULT false,
  	\`muted\` integer DEFAULT false,
  	\`controls\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_order_idx\` ON \`pages_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_parent_id_idx\` ON \`pages_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_path_idx\` ON \`pages_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_locale_idx\` ON \`pages_blocks_video_player\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_player_poster_idx\` ON \`pages_blocks_video_player\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`logo_black_and_white_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_black_and_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_brands_order_idx\` ON \`pages_blocks_footer_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_brands_parent_id_idx\` ON \`pages_blocks_footer_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_brands_locale_idx\` ON \`pages_blocks_footer_brands\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_brands_logo_idx\` ON \`pages_blocks_footer_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_brands_logo_black_and_white_idx\` ON \`pages_blocks_footer_brands\` (\`logo_black_and_white_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_footer_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_social_links_order_idx\` ON \`pages_blocks_footer_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_social_links_parent_id_idx\` ON \`pages_blocks_footer_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_footer_social_links_locale_idx\` ON \`pages_blocks_footer_social_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`type\` text,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_order_idx\` ON \`_pages_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_parent_id_idx\` ON \`_pages_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_path_idx\` ON \`_pages_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_locale_idx\` ON \`_pages_v_blocks_alert\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`rich_text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`reverse\` integer DEFAULT false,
  	\`full_height\` integer DEFAULT false,
  	\`center_content\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'none',
  	\`text_color\` text,
  	\`use_text_animations\` integer DEFAULT false,
  	\`use_media_animations\` integer DEFAULT false,
  	\`image_desktop_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_desktop\` text,
  	\`video_phone\` text,
  	\`youtube_id\` text,
  	\`has_control_bar\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_order_idx\` ON \`_pages_v_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_parent_id_idx\` ON \`_pages_v_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_path_idx\` ON \`_pages_v_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_locale_idx\` ON \`_pages_v_blocks_blurb\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_image_desktop_idx\` ON \`_pages_v_blocks_blurb\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_image_phone_idx\` ON \`_pages_v_blocks_blurb\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_model_card_items_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_model_card_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_items_labels_order_idx\` ON \`_pages_v_blocks_car_model_card_items_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_items_labels_parent_id_idx\` ON \`_pages_v_blocks_car_model_card_items_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_items_labels_locale_idx\` ON \`_pages_v_blocks_car_model_card_items_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_model_card_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`is_campaign\` integer DEFAULT false,
  	\`campaign\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_model_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_items_order_idx\` ON \`_pages_v_blocks_car_model_card_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_items_parent_id_idx\` ON \`_pages_v_blocks_car_model_card_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_items_locale_idx\` ON \`_pages_v_blocks_car_model_card_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_items_image_idx\` ON \`_pages_v_blocks_car_model_card_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_model_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_order_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_parent_id_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_path_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_locale_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_columns_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`sub_title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_items_order_idx\` ON \`_pages_v_blocks_text_columns_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_items_parent_id_idx\` ON \`_pages_v_blocks_text_columns_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_items_locale_idx\` ON \`_pages_v_blocks_text_columns_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_order_idx\` ON \`_pages_v_blocks_text_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_parent_id_idx\` ON \`_pages_v_blocks_text_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_path_idx\` ON \`_pages_v_blocks_text_columns\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_columns_locale_idx\` ON \`_pages_v_blocks_text_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_locale_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_locale_idx\` ON \`_pages_v_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_split_hover_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`button_url\` text,
  	\`image_id\` integer,
  	\`video\` text,
  	\`background_color\` text DEFAULT 'black',
  	\`text_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_split_hover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_items_order_idx\` ON \`_pages_v_blocks_split_hover_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_items_parent_id_idx\` ON \`_pages_v_blocks_split_hover_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_items_locale_idx\` ON \`_pages_v_blocks_split_hover_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_items_image_idx\` ON \`_pages_v_blocks_split_hover_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_split_hover\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_order_idx\` ON \`_pages_v_blocks_split_hover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_parent_id_idx\` ON \`_pages_v_blocks_split_hover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_path_idx\` ON \`_pages_v_blocks_split_hover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_hover_locale_idx\` ON \`_pages_v_blocks_split_hover\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loan_warning\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loan_warning_order_idx\` ON \`_pages_v_blocks_loan_warning\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loan_warning_parent_id_idx\` ON \`_pages_v_blocks_loan_warning\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loan_warning_path_idx\` ON \`_pages_v_blocks_loan_warning\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loan_warning_locale_idx\` ON \`_pages_v_blocks_loan_warning\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_carousel_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`text_shadow\` integer DEFAULT true,
  	\`text_color\` text DEFAULT 'light',
  	\`button_label\` text,
  	\`button_url\` text,
  	\`button_type\` text DEFAULT 'primary',
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_id\` integer,
  	\`video_phone_id\` integer,
  	\`sub_title\` text,
  	\`sub_title_link_label\` text,
  	\`sub_title_link_url\` text,
  	\`sub_title_color\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_items_order_idx\` ON \`_pages_v_blocks_hero_carousel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_items_parent_id_idx\` ON \`_pages_v_blocks_hero_carousel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_items_locale_idx\` ON \`_pages_v_blocks_hero_carousel_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_items_image_idx\` ON \`_pages_v_blocks_hero_carousel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_items_image_phone_idx\` ON \`_pages_v_blocks_hero_carousel_items\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_items_video_idx\` ON \`_pages_v_blocks_hero_carousel_items\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_items_video_phone_idx\` ON \`_pages_v_blocks_hero_carousel_items\` (\`video_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`has_media_buttons\` integer DEFAULT true,
  	\`content_placement_x\` text DEFAULT 'left',
  	\`content_placement_y\` text DEFAULT 'bottom',
  	\`height\` text DEFAULT 'default',
  	\`autoplay\` integer DEFAULT true,
  	\`autoplay_delay\` numeric DEFAULT 5,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_order_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_parent_id_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_path_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_locale_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_countdown_units\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_units_order_idx\` ON \`_pages_v_blocks_countdown_units\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_units_parent_idx\` ON \`_pages_v_blocks_countdown_units\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_units_locale_idx\` ON \`_pages_v_blocks_countdown_units\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`target\` text,
  	\`ended_text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_order_idx\` ON \`_pages_v_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_parent_id_idx\` ON \`_pages_v_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_path_idx\` ON \`_pages_v_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_locale_idx\` ON \`_pages_v_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_order_idx\` ON \`_pages_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_parent_id_idx\` ON \`_pages_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_locale_idx\` ON \`_pages_v_blocks_table_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_image_cell\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_image_cell_order_idx\` ON \`_pages_v_blocks_table_image_cell\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_image_cell_parent_id_idx\` ON \`_pages_v_blocks_table_image_cell\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_image_cell_path_idx\` ON \`_pages_v_blocks_table_image_cell\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_image_cell_locale_idx\` ON \`_pages_v_blocks_table_image_cell\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_image_cell_image_idx\` ON \`_pages_v_blocks_table_image_cell\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_link_cell\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header\` text,
  	\`line_one\` text,
  	\`line_one_bold\` integer DEFAULT false,
  	\`line_two\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_link_cell_order_idx\` ON \`_pages_v_blocks_table_link_cell\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_link_cell_parent_id_idx\` ON \`_pages_v_blocks_table_link_cell\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_link_cell_path_idx\` ON \`_pages_v_blocks_table_link_cell\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_link_cell_locale_idx\` ON \`_pages_v_blocks_table_link_cell\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_text_cell\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`line_one\` text,
  	\`line_two\` text,
  	\`line_three\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_text_cell_order_idx\` ON \`_pages_v_blocks_table_text_cell\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_text_cell_parent_id_idx\` ON \`_pages_v_blocks_table_text_cell\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_text_cell_path_idx\` ON \`_pages_v_blocks_table_text_cell\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_text_cell_locale_idx\` ON \`_pages_v_blocks_table_text_cell\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_order_idx\` ON \`_pages_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_parent_id_idx\` ON \`_pages_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_locale_idx\` ON \`_pages_v_blocks_table_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_order_idx\` ON \`_pages_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_parent_id_idx\` ON \`_pages_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_path_idx\` ON \`_pages_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_locale_idx\` ON \`_pages_v_blocks_table\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_breadcrumb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`structured_data\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_breadcrumb_order_idx\` ON \`_pages_v_blocks_car_breadcrumb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_breadcrumb_parent_id_idx\` ON \`_pages_v_blocks_car_breadcrumb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_breadcrumb_path_idx\` ON \`_pages_v_blocks_car_breadcrumb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_breadcrumb_locale_idx\` ON \`_pages_v_blocks_car_breadcrumb\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`title\` text,
  	\`youtube_id\` text,
  	\`video_url\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`autoplay\` integer DEFAULT false,
  	\`muted\` integer DEFAULT false,
  	\`controls\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_order_idx\` ON \`_pages_v_blocks_video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_parent_id_idx\` ON \`_pages_v_blocks_video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_path_idx\` ON \`_pages_v_blocks_video_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_locale_idx\` ON \`_pages_v_blocks_video_player\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_player_poster_idx\` ON \`_pages_v_blocks_video_player\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_footer_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`logo_black_and_white_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_black_and_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_brands_order_idx\` ON \`_pages_v_blocks_footer_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_brands_parent_id_idx\` ON \`_pages_v_blocks_footer_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_brands_locale_idx\` ON \`_pages_v_blocks_footer_brands\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_brands_logo_idx\` ON \`_pages_v_blocks_footer_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_brands_logo_black_and_white_idx\` ON \`_pages_v_blocks_footer_brands\` (\`logo_black_and_white_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_footer_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_social_links_order_idx\` ON \`_pages_v_blocks_footer_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_social_links_parent_id_idx\` ON \`_pages_v_blocks_footer_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_footer_social_links_locale_idx\` ON \`_pages_v_blocks_footer_social_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer_columns\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`show_brands\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`brands_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`highlighted_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`highlighted_link_url\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`info_field1_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`info_field1_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`info_field2_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`info_field2_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`info_field_one_child_full_width\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`info_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`info_text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer_columns\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`show_brands\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`brands_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`highlighted_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`highlighted_link_url\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`info_field1_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`info_field1_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`info_field2_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`info_field2_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`info_field_one_child_full_width\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`info_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`info_text\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_model_card_items_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_model_card_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_model_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_columns_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_hover_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_hover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loan_warning\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_carousel_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_countdown_units\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_image_cell\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_link_cell\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_text_cell\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_breadcrumb\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_brands\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_footer_social_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_model_card_items_labels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_model_card_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_model_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_columns_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_split_hover_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_split_hover\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loan_warning\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_carousel_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_countdown_units\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_image_cell\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_link_cell\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_text_cell\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_breadcrumb\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_player\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_footer_brands\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_footer_social_links\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`info_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` ADD \`info_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`show_brands\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`brands_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`highlighted_link_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`highlighted_link_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`info_field1_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`info_field1_text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`info_field2_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`info_field2_text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer\` DROP COLUMN \`info_field_one_child_full_width\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`info_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` ADD \`info_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`show_brands\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`brands_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`highlighted_link_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`highlighted_link_url\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`info_field1_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`info_field1_text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`info_field2_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`info_field2_text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer\` DROP COLUMN \`info_field_one_child_full_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_footer_columns\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_footer_columns\` DROP COLUMN \`description\`;`)
}
