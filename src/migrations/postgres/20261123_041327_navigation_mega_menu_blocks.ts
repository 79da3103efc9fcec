import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_mega_menu_items_children_links_kind" AS ENUM('Link', 'CTAButton');
  CREATE TYPE "public"."enum_pages_blocks_mega_menu_items_children_links_btn" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_mega_menu_items_children_kind" AS ENUM('Link', 'CTAButton');
  CREATE TYPE "public"."enum_pages_blocks_mega_menu_items_children_btn" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_mega_menu_items_kind" AS ENUM('Link', 'CTAButton');
  CREATE TYPE "public"."enum_pages_blocks_mega_menu_items_btn" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_content_type" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_external_link_linktype" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_links_kind" AS ENUM('Link', 'CTAButton');
  CREATE TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_links_btn" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_kind" AS ENUM('Link', 'CTAButton');
  CREATE TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_btn" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_mega_menu_items_kind" AS ENUM('Link', 'CTAButton');
  CREATE TYPE "public"."enum__pages_v_blocks_mega_menu_items_btn" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_content_type" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum__pages_v_version_external_link_linktype" AS ENUM('internal', 'external');
  CREATE TABLE "pages_blocks_navigation_extra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_mega_menu_items_children_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"type" "enum_pages_blocks_mega_menu_items_children_links_kind" DEFAULT 'Link',
  	"button_type" "enum_pages_blocks_mega_menu_items_children_links_btn" DEFAULT 'primary',
  	"hide_in_navigation" boolean,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_mega_menu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"type" "enum_pages_blocks_mega_menu_items_children_kind" DEFAULT 'Link',
  	"button_type" "enum_pages_blocks_mega_menu_items_children_btn" DEFAULT 'primary',
  	"hide_in_navigation" boolean,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_mega_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"type" "enum_pages_blocks_mega_menu_items_kind" DEFAULT 'Link',
  	"button_type" "enum_pages_blocks_mega_menu_items_btn" DEFAULT 'primary',
  	"top_selected" boolean,
  	"hide_in_navigation" boolean,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_mega_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"logo_height" numeric DEFAULT 55,
  	"logo_width" numeric DEFAULT 150,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_navigation_extra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mega_menu_items_children_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"type" "enum__pages_v_blocks_mega_menu_items_children_links_kind" DEFAULT 'Link',
  	"button_type" "enum__pages_v_blocks_mega_menu_items_children_links_btn" DEFAULT 'primary',
  	"hide_in_navigation" boolean,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mega_menu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"type" "enum__pages_v_blocks_mega_menu_items_children_kind" DEFAULT 'Link',
  	"button_type" "enum__pages_v_blocks_mega_menu_items_children_btn" DEFAULT 'primary',
  	"hide_in_navigation" boolean,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mega_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"type" "enum__pages_v_blocks_mega_menu_items_kind" DEFAULT 'Link',
  	"button_type" "enum__pages_v_blocks_mega_menu_items_btn" DEFAULT 'primary',
  	"top_selected" boolean,
  	"hide_in_navigation" boolean,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mega_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"logo_height" numeric DEFAULT 55,
  	"logo_width" numeric DEFAULT 150,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_navigation_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_navigation_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_navigation_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_navigation_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_navigation_items_children" CASCADE;
  DROP TABLE "pages_blocks_navigation_items" CASCADE;
  DROP TABLE "_pages_v_blocks_navigation_items_children" CASCADE;
  DROP TABLE "_pages_v_blocks_navigation_items" CASCADE;
  ALTER TABLE "pages_blocks_navigation" ADD COLUMN "sticky" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "content_type" "enum_pages_blocks_hero_content_type" DEFAULT 'image';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "video_id" integer;
  ALTER TABLE "pages_blocks_link_list_items" ADD COLUMN "has_icon" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "hide_in_navigation" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "is_navigable_in_menu_when_it_has_children" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "external_link_href" varchar;
  ALTER TABLE "pages" ADD COLUMN "external_link_linktype" "enum_pages_external_link_linktype" DEFAULT 'internal';
  ALTER TABLE "pages" ADD COLUMN "pos_in_menu" numeric;
  ALTER TABLE "pages" ADD COLUMN "order_in_dropdown" numeric;
  ALTER TABLE "pages" ADD COLUMN "no_index" boolean DEFAULT false;
  ALTER TABLE "pages_locales" ADD COLUMN "navigation_title" varchar;
  ALTER TABLE "_pages_v_blocks_navigation" ADD COLUMN "sticky" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "content_type" "enum__pages_v_blocks_hero_content_type" DEFAULT 'image';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "video_id" integer;
  ALTER TABLE "_pages_v_blocks_link_list_items" ADD COLUMN "has_icon" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hide_in_navigation" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_is_navigable_in_menu_when_it_has_children" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_external_link_href" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_external_link_linktype" "enum__pages_v_version_external_link_linktype" DEFAULT 'internal';
  ALTER TABLE "_pages_v" ADD COLUMN "version_pos_in_menu" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_order_in_dropdown" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_no_index" boolean DEFAULT false;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_navigation_title" varchar;
  ALTER TABLE "pages_blocks_navigation_extra_items" ADD CONSTRAINT "pages_blocks_navigation_extra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu_items_children_links" ADD CONSTRAINT "pages_blocks_mega_menu_items_children_links_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu_items_children_links" ADD CONSTRAINT "pages_blocks_mega_menu_items_children_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mega_menu_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu_items_children" ADD CONSTRAINT "pages_blocks_mega_menu_items_children_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu_items_children" ADD CONSTRAINT "pages_blocks_mega_menu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mega_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu_items" ADD CONSTRAINT "pages_blocks_mega_menu_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu_items" ADD CONSTRAINT "pages_blocks_mega_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mega_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu" ADD CONSTRAINT "pages_blocks_mega_menu_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mega_menu" ADD CONSTRAINT "pages_blocks_mega_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_navigation_extra_items" ADD CONSTRAINT "_pages_v_blocks_navigation_extra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu_items_children_links" ADD CONSTRAINT "_pages_v_blocks_mega_menu_items_children_links_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu_items_children_links" ADD CONSTRAINT "_pages_v_blocks_mega_menu_items_children_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mega_menu_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu_items_children" ADD CONSTRAINT "_pages_v_blocks_mega_menu_items_children_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu_items_children" ADD CONSTRAINT "_pages_v_blocks_mega_menu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mega_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu_items" ADD CONSTRAINT "_pages_v_blocks_mega_menu_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu_items" ADD CONSTRAINT "_pages_v_blocks_mega_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mega_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu" ADD CONSTRAINT "_pages_v_blocks_mega_menu_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mega_menu" ADD CONSTRAINT "_pages_v_blocks_mega_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_navigation_extra_items_order_idx" ON "pages_blocks_navigation_extra_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_navigation_extra_items_parent_id_idx" ON "pages_blocks_navigation_extra_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_navigation_extra_items_locale_idx" ON "pages_blocks_navigation_extra_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_mega_menu_items_children_links_order_idx" ON "pages_blocks_mega_menu_items_children_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_mega_menu_items_children_links_parent_id_idx" ON "pages_blocks_mega_menu_items_children_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mega_menu_items_children_links_locale_idx" ON "pages_blocks_mega_menu_items_children_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_mega_menu_items_children_links_image_idx" ON "pages_blocks_mega_menu_items_children_links" USING btree ("image_id");
  CREATE INDEX "pages_blocks_mega_menu_items_children_order_idx" ON "pages_blocks_mega_menu_items_children" USING btree ("_order");
  CREATE INDEX "pages_blocks_mega_menu_items_children_parent_id_idx" ON "pages_blocks_mega_menu_items_children" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mega_menu_items_children_locale_idx" ON "pages_blocks_mega_menu_items_children" USING btree ("_locale");
  CREATE INDEX "pages_blocks_mega_menu_items_children_image_idx" ON "pages_blocks_mega_menu_items_children" USING btree ("image_id");
  CREATE INDEX "pages_blocks_mega_menu_items_order_idx" ON "pages_blocks_mega_menu_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_mega_menu_items_parent_id_idx" ON "pages_blocks_mega_menu_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mega_menu_items_locale_idx" ON "pages_blocks_mega_menu_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_mega_menu_items_image_idx" ON "pages_blocks_mega_menu_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_mega_menu_order_idx" ON "pages_blocks_mega_menu" USING btree ("_order");
  CREATE INDEX "pages_blocks_mega_menu_parent_id_idx" ON "pages_blocks_mega_menu" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mega_menu_path_idx" ON "pages_blocks_mega_menu" USING btree ("_path");
  CREATE INDEX "pages_blocks_mega_menu_locale_idx" ON "pages_blocks_mega_menu" USING btree ("_locale");
  CREATE INDEX "pages_blocks_mega_menu_logo_idx" ON "pages_blocks_mega_menu" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_navigation_extra_items_order_idx" ON "_pages_v_blocks_navigation_extra_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_navigation_extra_items_parent_id_idx" ON "_pages_v_blocks_navigation_extra_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_navigation_extra_items_locale_idx" ON "_pages_v_blocks_navigation_extra_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_links_order_idx" ON "_pages_v_blocks_mega_menu_items_children_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_links_parent_id_idx" ON "_pages_v_blocks_mega_menu_items_children_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_links_locale_idx" ON "_pages_v_blocks_mega_menu_items_children_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_links_image_idx" ON "_pages_v_blocks_mega_menu_items_children_links" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_order_idx" ON "_pages_v_blocks_mega_menu_items_children" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_parent_id_idx" ON "_pages_v_blocks_mega_menu_items_children" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_locale_idx" ON "_pages_v_blocks_mega_menu_items_children" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_children_image_idx" ON "_pages_v_blocks_mega_menu_items_children" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_order_idx" ON "_pages_v_blocks_mega_menu_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_parent_id_idx" ON "_pages_v_blocks_mega_menu_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_locale_idx" ON "_pages_v_blocks_mega_menu_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mega_menu_items_image_idx" ON "_pages_v_blocks_mega_menu_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_mega_menu_order_idx" ON "_pages_v_blocks_mega_menu" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mega_menu_parent_id_idx" ON "_pages_v_blocks_mega_menu" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mega_menu_path_idx" ON "_pages_v_blocks_mega_menu" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_mega_menu_locale_idx" ON "_pages_v_blocks_mega_menu" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mega_menu_logo_idx" ON "_pages_v_blocks_mega_menu" USING btree ("logo_id");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_video_idx" ON "pages_blocks_hero" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_hero_video_idx" ON "_pages_v_blocks_hero" USING btree ("video_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_navigation_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_navigation_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_blocks_navigation_extra_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mega_menu_items_children_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mega_menu_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mega_menu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mega_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_navigation_extra_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mega_menu_items_children_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mega_menu_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mega_menu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mega_menu" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_navigation_extra_items" CASCADE;
  DROP TABLE "pages_blocks_mega_menu_items_children_links" CASCADE;
  DROP TABLE "pages_blocks_mega_menu_items_children" CASCADE;
  DROP TABLE "pages_blocks_mega_menu_items" CASCADE;
  DROP TABLE "pages_blocks_mega_menu" CASCADE;
  DROP TABLE "_pages_v_blocks_navigation_extra_items" CASCADE;
  DROP TABLE "_pages_v_blocks_mega_menu_items_children_links" CASCADE;
  DROP TABLE "_pages_v_blocks_mega_menu_items_children" CASCADE;
  DROP TABLE "_pages_v_blocks_mega_menu_items" CASCADE;
  DROP TABLE "_pages_v_blocks_mega_menu" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_video_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_video_id_media_id_fk";
  
  DROP INDEX "pages_blocks_hero_video_idx";
  DROP INDEX "_pages_v_blocks_hero_video_idx";
  ALTER TABLE "pages_blocks_navigation_items_children" ADD CONSTRAINT "pages_blocks_navigation_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_navigation_items" ADD CONSTRAINT "pages_blocks_navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_navigation_items_children" ADD CONSTRAINT "_pages_v_blocks_navigation_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_navigation_items" ADD CONSTRAINT "_pages_v_blocks_navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_navigation_items_children_order_idx" ON "pages_blocks_navigation_items_children" USING btree ("_order");
  CREATE INDEX "pages_blocks_navigation_items_children_parent_id_idx" ON "pages_blocks_navigation_items_children" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_navigation_items_children_locale_idx" ON "pages_blocks_navigation_items_children" USING btree ("_locale");
  CREATE INDEX "pages_blocks_navigation_items_order_idx" ON "pages_blocks_navigation_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_navigation_items_parent_id_idx" ON "pages_blocks_navigation_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_navigation_items_locale_idx" ON "pages_blocks_navigation_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_navigation_items_children_order_idx" ON "_pages_v_blocks_navigation_items_children" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_navigation_items_children_parent_id_idx" ON "_pages_v_blocks_navigation_items_children" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_navigation_items_children_locale_idx" ON "_pages_v_blocks_navigation_items_children" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_navigation_items_order_idx" ON "_pages_v_blocks_navigation_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_navigation_items_parent_id_idx" ON "_pages_v_blocks_navigation_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_navigation_items_locale_idx" ON "_pages_v_blocks_navigation_items" USING btree ("_locale");
  ALTER TABLE "pages_blocks_navigation" DROP COLUMN "sticky";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "content_type";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "video_id";
  ALTER TABLE "pages_blocks_link_list_items" DROP COLUMN "has_icon";
  ALTER TABLE "pages" DROP COLUMN "hide_in_navigation";
  ALTER TABLE "pages" DROP COLUMN "is_navigable_in_menu_when_it_has_children";
  ALTER TABLE "pages" DROP COLUMN "external_link_href";
  ALTER TABLE "pages" DROP COLUMN "external_link_linktype";
  ALTER TABLE "pages" DROP COLUMN "pos_in_menu";
  ALTER TABLE "pages" DROP COLUMN "order_in_dropdown";
  ALTER TABLE "pages" DROP COLUMN "no_index";
  ALTER TABLE "pages_locales" DROP COLUMN "navigation_title";
  ALTER TABLE "_pages_v_blocks_navigation" DROP COLUMN "sticky";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "content_type";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "video_id";
  ALTER TABLE "_pages_v_blocks_link_list_items" DROP COLUMN "has_icon";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hide_in_navigation";
  ALTER TABLE "_pages_v" DROP COLUMN "version_is_navigable_in_menu_when_it_has_children";
  ALTER TABLE "_pages_v" DROP COLUMN "version_external_link_href";
  ALTER TABLE "_pages_v" DROP COLUMN "version_external_link_linktype";
  ALTER TABLE "_pages_v" DROP COLUMN "version_pos_in_menu";
  ALTER TABLE "_pages_v" DROP COLUMN "version_order_in_dropdown";
  ALTER TABLE "_pages_v" DROP COLUMN "version_no_index";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_navigation_title";
  DROP TYPE "public"."enum_pages_blocks_mega_menu_items_children_links_kind";
  DROP TYPE "public"."enum_pages_blocks_mega_menu_items_children_links_btn";
  DROP TYPE "public"."enum_pages_blocks_mega_menu_items_children_kind";
  DROP TYPE "public"."enum_pages_blocks_mega_menu_items_children_btn";
  DROP TYPE "public"."enum_pages_blocks_mega_menu_items_kind";
  DROP TYPE "public"."enum_pages_blocks_mega_menu_items_btn";
  DROP TYPE "public"."enum_pages_blocks_hero_content_type";
  DROP TYPE "public"."enum_pages_external_link_linktype";
  DROP TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_links_kind";
  DROP TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_links_btn";
  DROP TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_kind";
  DROP TYPE "public"."enum__pages_v_blocks_mega_menu_items_children_btn";
  DROP TYPE "public"."enum__pages_v_blocks_mega_menu_items_kind";
  DROP TYPE "public"."enum__pages_v_blocks_mega_menu_items_btn";
  DROP TYPE "public"."enum__pages_v_blocks_hero_content_type";
  DROP TYPE "public"."enum__pages_v_version_external_link_linktype";`)
}
