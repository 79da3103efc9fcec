import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_locator_type" AS ENUM('Location', 'ChargingPoint', 'F150Location');
  CREATE TYPE "public"."enum_pages_blocks_locator_unit" AS ENUM('km', 'mi');
  CREATE TYPE "public"."enum__pages_v_blocks_locator_type" AS ENUM('Location', 'ChargingPoint', 'F150Location');
  CREATE TYPE "public"."enum__pages_v_blocks_locator_unit" AS ENUM('km', 'mi');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "pages_blocks_locator" ADD CONSTRAINT "pages_blocks_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locator" ADD CONSTRAINT "_pages_v_blocks_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_pages_v_blocks_locator_order_idx" ON "_pages_v_blocks_locator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locator_parent_id_idx" ON "_pages_v_blocks_locator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locator_path_idx" ON "_pages_v_blocks_locator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locator_locale_idx" ON "_pages_v_blocks_locator" USING btree ("_locale");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_locator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_charger_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_phones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_webpages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_locator" CASCADE;
  DROP TABLE "_pages_v_blocks_locator" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations_charger_options" CASCADE;
  DROP TABLE "locations_emails" CASCADE;
  DROP TABLE "locations_phones" CASCADE;
  DROP TABLE "locations_webpages" CASCADE;
  DROP TABLE "locations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_pages_blocks_locator_type";
  DROP TYPE "public"."enum_pages_blocks_locator_unit";
  DROP TYPE "public"."enum__pages_v_blocks_locator_type";
  DROP TYPE "public"."enum__pages_v_blocks_locator_unit";
  DROP TYPE "public"."enum_locations_opening_hours_day";
  DROP TYPE "public"."enum_locations_charger_options_icon";
  DROP TYPE "public"."enum_locations_location_type";`)
}
