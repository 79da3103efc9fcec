import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_car_teaser_condition" AS ENUM('all', 'new', 'used');
  CREATE TYPE "public"."enum_pages_blocks_car_teaser_sort" AS ENUM('newest', 'car_price_asc', 'car_price_desc', 'car_mileage_asc', 'car_year_desc');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teaser_condition" AS ENUM('all', 'new', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teaser_sort" AS ENUM('newest', 'car_price_asc', 'car_price_desc', 'car_mileage_asc', 'car_year_desc');
  CREATE TABLE "pages_blocks_car_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"condition" "enum_pages_blocks_car_teaser_condition" DEFAULT 'all',
  	"sort" "enum_pages_blocks_car_teaser_sort" DEFAULT 'newest',
  	"limit" numeric DEFAULT 8,
  	"dealer" varchar,
  	"see_all_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_search" boolean DEFAULT true,
  	"show_map" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_employees" boolean DEFAULT true,
  	"booking_path" varchar,
  	"show_in_stock_link" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_list_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"brand" varchar,
  	"region" varchar,
  	"department_group" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  CREATE TABLE "_pages_v_blocks_car_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"condition" "enum__pages_v_blocks_car_teaser_condition" DEFAULT 'all',
  	"sort" "enum__pages_v_blocks_car_teaser_sort" DEFAULT 'newest',
  	"limit" numeric DEFAULT 8,
  	"dealer" varchar,
  	"see_all_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_search" boolean DEFAULT true,
  	"show_map" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_employees" boolean DEFAULT true,
  	"booking_path" varchar,
  	"show_in_stock_link" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_list_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"brand" varchar,
  	"region" varchar,
  	"department_group" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_black_and_white_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "map_style_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brands_id" integer;
  ALTER TABLE "pages_blocks_car_teaser" ADD CONSTRAINT "pages_blocks_car_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_list" ADD CONSTRAINT "pages_blocks_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_detail" ADD CONSTRAINT "pages_blocks_site_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_list_teaser" ADD CONSTRAINT "pages_blocks_site_list_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_teaser" ADD CONSTRAINT "_pages_v_blocks_car_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_list" ADD CONSTRAINT "_pages_v_blocks_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_detail" ADD CONSTRAINT "_pages_v_blocks_site_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_list_teaser" ADD CONSTRAINT "_pages_v_blocks_site_list_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_black_and_white_id_media_id_fk" FOREIGN KEY ("logo_black_and_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_car_teaser_order_idx" ON "pages_blocks_car_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_teaser_parent_id_idx" ON "pages_blocks_car_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_teaser_path_idx" ON "pages_blocks_car_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_teaser_locale_idx" ON "pages_blocks_car_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_site_list_order_idx" ON "pages_blocks_site_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_list_parent_id_idx" ON "pages_blocks_site_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_list_path_idx" ON "pages_blocks_site_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_site_list_locale_idx" ON "pages_blocks_site_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_site_detail_order_idx" ON "pages_blocks_site_detail" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_detail_parent_id_idx" ON "pages_blocks_site_detail" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_detail_path_idx" ON "pages_blocks_site_detail" USING btree ("_path");
  CREATE INDEX "pages_blocks_site_detail_locale_idx" ON "pages_blocks_site_detail" USING btree ("_locale");
  CREATE INDEX "pages_blocks_site_list_teaser_order_idx" ON "pages_blocks_site_list_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_list_teaser_parent_id_idx" ON "pages_blocks_site_list_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_list_teaser_path_idx" ON "pages_blocks_site_list_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_site_list_teaser_locale_idx" ON "pages_blocks_site_list_teaser" USING btree ("_locale");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_texts_locale_parent" ON "pages_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_pages_v_blocks_car_teaser_order_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_teaser_parent_id_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_teaser_path_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_teaser_locale_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_site_list_order_idx" ON "_pages_v_blocks_site_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_list_parent_id_idx" ON "_pages_v_blocks_site_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_list_path_idx" ON "_pages_v_blocks_site_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_site_list_locale_idx" ON "_pages_v_blocks_site_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_site_detail_order_idx" ON "_pages_v_blocks_site_detail" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_detail_parent_id_idx" ON "_pages_v_blocks_site_detail" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_detail_path_idx" ON "_pages_v_blocks_site_detail" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_site_detail_locale_idx" ON "_pages_v_blocks_site_detail" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_site_list_teaser_order_idx" ON "_pages_v_blocks_site_list_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_list_teaser_parent_id_idx" ON "_pages_v_blocks_site_list_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_list_teaser_path_idx" ON "_pages_v_blocks_site_list_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_site_list_teaser_locale_idx" ON "_pages_v_blocks_site_list_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_texts_locale_parent" ON "_pages_v_texts" USING btree ("locale","parent_id");
  CREATE UNIQUE INDEX "brands_brand_code_idx" ON "brands" USING btree ("brand_code");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_logo_black_and_white_idx" ON "brands" USING btree ("logo_black_and_white_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_car_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_site_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_site_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_site_list_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_site_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_site_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_site_list_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_car_teaser" CASCADE;
  DROP TABLE "pages_blocks_site_list" CASCADE;
  DROP TABLE "pages_blocks_site_detail" CASCADE;
  DROP TABLE "pages_blocks_site_list_teaser" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_site_list" CASCADE;
  DROP TABLE "_pages_v_blocks_site_detail" CASCADE;
  DROP TABLE "_pages_v_blocks_site_list_teaser" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "brands" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brands_fk";
  
  DROP INDEX "payload_locked_documents_rels_brands_id_idx";
  ALTER TABLE "sites" DROP COLUMN "map_style_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brands_id";
  DROP TYPE "public"."enum_pages_blocks_car_teaser_condition";
  DROP TYPE "public"."enum_pages_blocks_car_teaser_sort";
  DROP TYPE "public"."enum__pages_v_blocks_car_teaser_condition";
  DROP TYPE "public"."enum__pages_v_blocks_car_teaser_sort";`)
}
