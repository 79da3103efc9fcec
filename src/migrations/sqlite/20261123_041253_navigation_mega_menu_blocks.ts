import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_navigation_extra_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_extra_items_order_idx\` ON \`pages_blocks_navigation_extra_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_extra_items_parent_id_idx\` ON \`pages_blocks_navigation_extra_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_extra_items_locale_idx\` ON \`pages_blocks_navigation_extra_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mega_menu_items_children_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`type\` text DEFAULT 'Link',
  	\`button_type\` text DEFAULT 'primary',
  	\`hide_in_navigation\` integer,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mega_menu_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_links_order_idx\` ON \`pages_blocks_mega_menu_items_children_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_links_parent_id_idx\` ON \`pages_blocks_mega_menu_items_children_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_links_locale_idx\` ON \`pages_blocks_mega_menu_items_children_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_links_image_idx\` ON \`pages_blocks_mega_menu_items_children_links\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mega_menu_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`type\` text DEFAULT 'Link',
  	\`button_type\` text DEFAULT 'primary',
  	\`hide_in_navigation\` integer,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mega_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_order_idx\` ON \`pages_blocks_mega_menu_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_parent_id_idx\` ON \`pages_blocks_mega_menu_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_locale_idx\` ON \`pages_blocks_mega_menu_items_children\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_children_image_idx\` ON \`pages_blocks_mega_menu_items_children\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mega_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`type\` text DEFAULT 'Link',
  	\`button_type\` text DEFAULT 'primary',
  	\`top_selected\` integer,
  	\`hide_in_navigation\` integer,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mega_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_order_idx\` ON \`pages_blocks_mega_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_parent_id_idx\` ON \`pages_blocks_mega_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_locale_idx\` ON \`pages_blocks_mega_menu_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_items_image_idx\` ON \`pages_blocks_mega_menu_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mega_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`logo_height\` numeric DEFAULT 55,
  	\`logo_width\` numeric DEFAULT 150,
  	\`block_name\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_order_idx\` ON \`pages_blocks_mega_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_parent_id_idx\` ON \`pages_blocks_mega_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_path_idx\` ON \`pages_blocks_mega_menu\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_locale_idx\` ON \`pages_blocks_mega_menu\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mega_menu_logo_idx\` ON \`pages_blocks_mega_menu\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_navigation_extra_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_extra_items_order_idx\` ON \`_pages_v_blocks_navigation_extra_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_extra_items_parent_id_idx\` ON \`_pages_v_blocks_navigation_extra_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_extra_items_locale_idx\` ON \`_pages_v_blocks_navigation_extra_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mega_menu_items_children_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`type\` text DEFAULT 'Link',
  	\`button_type\` text DEFAULT 'primary',
  	\`hide_in_navigation\` integer,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mega_menu_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_links_order_idx\` ON \`_pages_v_blocks_mega_menu_items_children_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_links_parent_id_idx\` ON \`_pages_v_blocks_mega_menu_items_children_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_links_locale_idx\` ON \`_pages_v_blocks_mega_menu_items_children_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_links_image_idx\` ON \`_pages_v_blocks_mega_menu_items_children_links\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mega_menu_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`type\` text DEFAULT 'Link',
  	\`button_type\` text DEFAULT 'primary',
  	\`hide_in_navigation\` integer,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mega_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_order_idx\` ON \`_pages_v_blocks_mega_menu_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_parent_id_idx\` ON \`_pages_v_blocks_mega_menu_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_locale_idx\` ON \`_pages_v_blocks_mega_menu_items_children\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_children_image_idx\` ON \`_pages_v_blocks_mega_menu_items_children\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mega_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`type\` text DEFAULT 'Link',
  	\`button_type\` text DEFAULT 'primary',
  	\`top_selected\` integer,
  	\`hide_in_navigation\` integer,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mega_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_order_idx\` ON \`_pages_v_blocks_mega_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_parent_id_idx\` ON \`_pages_v_blocks_mega_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_locale_idx\` ON \`_pages_v_blocks_mega_menu_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_items_image_idx\` ON \`_pages_v_blocks_mega_menu_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mega_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`logo_height\` numeric DEFAULT 55,
  	\`logo_width\` numeric DEFAULT 150,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_order_idx\` ON \`_pages_v_blocks_mega_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_parent_id_idx\` ON \`_pages_v_blocks_mega_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_path_idx\` ON \`_pages_v_blocks_mega_menu\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_locale_idx\` ON \`_pages_v_blocks_mega_menu\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mega_menu_logo_idx\` ON \`_pages_v_blocks_mega_menu\` (\`logo_id\`);`)
  await db.run(sql`DROP TABLE \`pages_blocks_navigation_items_children\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_navigation_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_navigation_items_children\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_navigation_items\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_navigation\` ADD \`sticky\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`content_type\` text DEFAULT 'image';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`video_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_video_idx\` ON \`pages_blocks_hero\` (\`video_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_link_list_items\` ADD \`has_icon\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hide_in_navigation\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`is_navigable_in_menu_when_it_has_children\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`external_link_href\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`external_link_linktype\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`pos_in_menu\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`order_in_dropdown\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`no_index\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`navigation_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_navigation\` ADD \`sticky\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`content_type\` text DEFAULT 'image';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`video_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_video_idx\` ON \`_pages_v_blocks_hero\` (\`video_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_link_list_items\` ADD \`has_icon\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hide_in_navigation\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_is_navigable_in_menu_when_it_has_children\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_external_link_href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_external_link_linktype\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_pos_in_menu\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_order_in_dropdown\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_no_index\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_navigation_title\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_navigation_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_items_children_order_idx\` ON \`pages_blocks_navigation_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_items_children_parent_id_idx\` ON \`pages_blocks_navigation_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_items_children_locale_idx\` ON \`pages_blocks_navigation_items_children\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_items_order_idx\` ON \`pages_blocks_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_items_parent_id_idx\` ON \`pages_blocks_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_navigation_items_locale_idx\` ON \`pages_blocks_navigation_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_navigation_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_items_children_order_idx\` ON \`_pages_v_blocks_navigation_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_items_children_parent_id_idx\` ON \`_pages_v_blocks_navigation_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_items_children_locale_idx\` ON \`_pages_v_blocks_navigation_items_children\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_items_order_idx\` ON \`_pages_v_blocks_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_items_parent_id_idx\` ON \`_pages_v_blocks_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_navigation_items_locale_idx\` ON \`_pages_v_blocks_navigation_items\` (\`_locale\`);`)
  await db.run(sql`DROP TABLE \`pages_blocks_navigation_extra_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mega_menu_items_children_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mega_menu_items_children\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mega_menu_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mega_menu\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_navigation_extra_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mega_menu_items_children_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mega_menu_items_children\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mega_menu_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mega_menu\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`show_search\` integer DEFAULT false,
  	\`search_placeholder\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "title", "text", "image_id", "link_label", "link_url", "show_search", "search_placeholder", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "text", "image_id", "link_label", "link_url", "show_search", "search_placeholder", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`show_search\` integer DEFAULT false,
  	\`search_placeholder\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "title", "text", "image_id", "link_label", "link_url", "show_search", "search_placeholder", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "text", "image_id", "link_label", "link_url", "show_search", "search_placeholder", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_navigation\` DROP COLUMN \`sticky\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_link_list_items\` DROP COLUMN \`has_icon\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hide_in_navigation\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`is_navigable_in_menu_when_it_has_children\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`external_link_href\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`external_link_linktype\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`pos_in_menu\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`order_in_dropdown\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`no_index\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`navigation_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_navigation\` DROP COLUMN \`sticky\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_link_list_items\` DROP COLUMN \`has_icon\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hide_in_navigation\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_is_navigable_in_menu_when_it_has_children\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_external_link_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_external_link_linktype\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_pos_in_menu\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_order_in_dropdown\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_no_index\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_navigation_title\`;`)
}
