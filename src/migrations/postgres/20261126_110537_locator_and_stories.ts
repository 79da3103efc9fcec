import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_locator_type" AS ENUM('Location', 'ChargingPoint', 'F150Location');
  CREATE TYPE "public"."enum_pages_blocks_locator_unit" AS ENUM('km', 'mi');
  CREATE TYPE "public"."enum_pages_blocks_stories_list_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum__pages_v_blocks_locator_type" AS ENUM('Location', 'ChargingPoint', 'F150Location');
  CREATE TYPE "public"."enum__pages_v_blocks_locator_unit" AS ENUM('km', 'mi');
  CREATE TYPE "public"."enum__pages_v_blocks_stories_list_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_published_locale" AS ENUM('sv', 'nb', 'fi', 'en', 'sk');
  CREATE TYPE "public"."enum_locations_opening_hours_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_locations_charger_options_icon" AS ENUM('CCS2', 'CCS1', 'Type2');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('Location', 'ChargingPoint', 'F150Location');
  CREATE TABLE "pages_blocks_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_locator_type" DEFAULT 'Location',
  	"empty_text" varchar,
  	"unit" "enum_pages_blocks_locator_unit" DEFAULT 'km',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_dates" boolean DEFAULT true,
  	"layout" "enum_pages_blocks_stories_list_layout" DEFAULT 'grid',
  	"highlight_latest_story" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stories_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"index_path" varchar,
  	"show_dates" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_story_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_prev_next" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_locator_type" DEFAULT 'Location',
  	"empty_text" varchar,
  	"unit" "enum__pages_v_blocks_locator_unit" DEFAULT 'km',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_dates" boolean DEFAULT true,
  	"layout" "enum__pages_v_blocks_stories_list_layout" DEFAULT 'grid',
  	"highlight_latest_story" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stories_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"index_path" varchar,
  	"show_dates" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_prev_next" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"site_id" integer,
  	"index_id" integer,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stories_locales" (
  	"title" varchar,
  	"premble" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_site_id" integer,
  	"version_index_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_author_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_stories_v_locales" (
  	"version_title" varchar,
  	"version_premble" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "authors_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_locations_opening_hours_day",
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_charger_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"charger_id" varchar,
  	"amount" numeric,
  	"icon" "enum_locations_charger_options_icon",
  	"watts" numeric
  );
  
  CREATE TABLE "locations_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "locations_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "locations_webpages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"location_type" "enum_locations_location_type" DEFAULT 'Location' NOT NULL,
  	"location_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"info" varchar,
  	"dealer_path" varchar,
  	"open24h" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "pages_blocks_locator" ADD CONSTRAINT "pages_blocks_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_list" ADD CONSTRAINT "pages_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_teaser" ADD CONSTRAINT "pages_blocks_stories_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_article" ADD CONSTRAINT "pages_blocks_story_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locator" ADD CONSTRAINT "_pages_v_blocks_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_list" ADD CONSTRAINT "_pages_v_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_teaser" ADD CONSTRAINT "_pages_v_blocks_stories_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_article" ADD CONSTRAINT "_pages_v_blocks_story_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_index_id_pages_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_locales" ADD CONSTRAINT "stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_index_id_pages_id_fk" FOREIGN KEY ("version_index_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_locales" ADD CONSTRAINT "_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags" ADD CONSTRAINT "tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authors_locales" ADD CONSTRAINT "authors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours" ADD CONSTRAINT "locations_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_charger_options" ADD CONSTRAINT "locations_charger_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_emails" ADD CONSTRAINT "locations_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_phones" ADD CONSTRAINT "locations_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_webpages" ADD CONSTRAINT "locations_webpages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_locator_order_idx" ON "pages_blocks_locator" USING btree ("_order");
  CREATE INDEX "pages_blocks_locator_parent_id_idx" ON "pages_blocks_locator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locator_path_idx" ON "pages_blocks_locator" USING btree ("_path");
  CREATE INDEX "pages_blocks_locator_locale_idx" ON "pages_blocks_locator" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stories_list_order_idx" ON "pages_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_stories_list_parent_id_idx" ON "pages_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stories_list_path_idx" ON "pages_blocks_stories_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_stories_list_locale_idx" ON "pages_blocks_stories_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stories_teaser_order_idx" ON "pages_blocks_stories_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_stories_teaser_parent_id_idx" ON "pages_blocks_stories_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stories_teaser_path_idx" ON "pages_blocks_stories_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_stories_teaser_locale_idx" ON "pages_blocks_stories_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_story_article_order_idx" ON "pages_blocks_story_article" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_article_parent_id_idx" ON "pages_blocks_story_article" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_article_path_idx" ON "pages_blocks_story_article" USING btree ("_path");
  CREATE INDEX "pages_blocks_story_article_locale_idx" ON "pages_blocks_story_article" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_locator_order_idx" ON "_pages_v_blocks_locator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locator_parent_id_idx" ON "_pages_v_blocks_locator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locator_path_idx" ON "_pages_v_blocks_locator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locator_locale_idx" ON "_pages_v_blocks_locator" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stories_list_order_idx" ON "_pages_v_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stories_list_parent_id_idx" ON "_pages_v_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stories_list_path_idx" ON "_pages_v_blocks_stories_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stories_list_locale_idx" ON "_pages_v_blocks_stories_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stories_teaser_order_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stories_teaser_parent_id_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stories_teaser_path_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stories_teaser_locale_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_story_article_order_idx" ON "_pages_v_blocks_story_article" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_article_parent_id_idx" ON "_pages_v_blocks_story_article" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_article_path_idx" ON "_pages_v_blocks_story_article" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_story_article_locale_idx" ON "_pages_v_blocks_story_article" USING btree ("_locale");
  CREATE INDEX "stories_image_idx" ON "stories" USING btree ("image_id");
  CREATE INDEX "stories_site_idx" ON "stories" USING btree ("site_id");
  CREATE INDEX "stories_index_idx" ON "stories" USING btree ("index_id");
  CREATE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");
  CREATE INDEX "stories_date_idx" ON "stories" USING btree ("date");
  CREATE INDEX "stories_author_idx" ON "stories" USING btree ("author_id");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE UNIQUE INDEX "index_slug_idx" ON "stories" USING btree ("index_id","slug");
  CREATE UNIQUE INDEX "stories_locales_locale_parent_id_unique" ON "stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stories_rels_order_idx" ON "stories_rels" USING btree ("order");
  CREATE INDEX "stories_rels_parent_idx" ON "stories_rels" USING btree ("parent_id");
  CREATE INDEX "stories_rels_path_idx" ON "stories_rels" USING btree ("path");
  CREATE INDEX "stories_rels_tags_id_idx" ON "stories_rels" USING btree ("tags_id");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_image_idx" ON "_stories_v" USING btree ("version_image_id");
  CREATE INDEX "_stories_v_version_version_site_idx" ON "_stories_v" USING btree ("version_site_id");
  CREATE INDEX "_stories_v_version_version_index_idx" ON "_stories_v" USING btree ("version_index_id");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "_stories_v" USING btree ("version_slug");
  CREATE INDEX "_stories_v_version_version_date_idx" ON "_stories_v" USING btree ("version_date");
  CREATE INDEX "_stories_v_version_version_author_idx" ON "_stories_v" USING btree ("version_author_id");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_snapshot_idx" ON "_stories_v" USING btree ("snapshot");
  CREATE INDEX "_stories_v_published_locale_idx" ON "_stories_v" USING btree ("published_locale");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "_stories_v_autosave_idx" ON "_stories_v" USING btree ("autosave");
  CREATE INDEX "version_index_version_slug_idx" ON "_stories_v" USING btree ("version_index_id","version_slug");
  CREATE UNIQUE INDEX "_stories_v_locales_locale_parent_id_unique" ON "_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stories_v_rels_order_idx" ON "_stories_v_rels" USING btree ("order");
  CREATE INDEX "_stories_v_rels_parent_idx" ON "_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stories_v_rels_path_idx" ON "_stories_v_rels" USING btree ("path");
  CREATE INDEX "_stories_v_rels_tags_id_idx" ON "_stories_v_rels" USING btree ("tags_id");
  CREATE INDEX "tags_site_idx" ON "tags" USING btree ("site_id");
  CREATE INDEX "tags_key_idx" ON "tags" USING btree ("key");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_key_idx" ON "tags" USING btree ("site_id","key");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "authors_image_idx" ON "authors" USING btree ("image_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE UNIQUE INDEX "authors_locales_locale_parent_id_unique" ON "authors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_opening_hours_order_idx" ON "locations_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_parent_id_idx" ON "locations_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_charger_options_order_idx" ON "locations_charger_options" USING btree ("_order");
  CREATE INDEX "locations_charger_options_parent_id_idx" ON "locations_charger_options" USING btree ("_parent_id");
  CREATE INDEX "locations_emails_order_idx" ON "locations_emails" USING btree ("_order");
  CREATE INDEX "locations_emails_parent_id_idx" ON "locations_emails" USING btree ("_parent_id");
  CREATE INDEX "locations_phones_order_idx" ON "locations_phones" USING btree ("_order");
  CREATE INDEX "locations_phones_parent_id_idx" ON "locations_phones" USING btree ("_parent_id");
  CREATE INDEX "locations_webpages_order_idx" ON "locations_webpages" USING btree ("_order");
  CREATE INDEX "locations_webpages_parent_id_idx" ON "locations_webpages" USING btree ("_parent_id");
  CREATE INDEX "locations_site_idx" ON "locations" USING btree ("site_id");
  CREATE INDEX "locations_location_id_idx" ON "locations" USING btree ("location_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_locationId_idx" ON "locations" USING btree ("site_id","location_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_locator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stories_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stories_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_story_article" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stories_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stories_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_story_article" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_charger_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_phones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_webpages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_locator" CASCADE;
  DROP TABLE "pages_blocks_stories_list" CASCADE;
  DROP TABLE "pages_blocks_stories_teaser" CASCADE;
  DROP TABLE "pages_blocks_story_article" CASCADE;
  DROP TABLE "_pages_v_blocks_locator" CASCADE;
  DROP TABLE "_pages_v_blocks_stories_list" CASCADE;
  DROP TABLE "_pages_v_blocks_stories_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_story_article" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "stories_locales" CASCADE;
  DROP TABLE "stories_rels" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "_stories_v_locales" CASCADE;
  DROP TABLE "_stories_v_rels" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "authors_locales" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations_charger_options" CASCADE;
  DROP TABLE "locations_emails" CASCADE;
  DROP TABLE "locations_phones" CASCADE;
  DROP TABLE "locations_webpages" CASCADE;
  DROP TABLE "locations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_authors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  DROP INDEX "payload_locked_documents_rels_stories_id_idx";
  DROP INDEX "payload_locked_documents_rels_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_authors_id_idx";
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "authors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_pages_blocks_locator_type";
  DROP TYPE "public"."enum_pages_blocks_locator_unit";
  DROP TYPE "public"."enum_pages_blocks_stories_list_layout";
  DROP TYPE "public"."enum__pages_v_blocks_locator_type";
  DROP TYPE "public"."enum__pages_v_blocks_locator_unit";
  DROP TYPE "public"."enum__pages_v_blocks_stories_list_layout";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum__stories_v_published_locale";
  DROP TYPE "public"."enum_locations_opening_hours_day";
  DROP TYPE "public"."enum_locations_charger_options_icon";
  DROP TYPE "public"."enum_locations_location_type";`)
}
