import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_car_detail_layout" AS ENUM('standard', 'alternate');
  CREATE TYPE "public"."enum__pages_v_blocks_car_detail_layout" AS ENUM('standard', 'alternate');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('pending', 'delivering', 'delivered', 'failed');
  CREATE TABLE "pages_blocks_car_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_car_detail_layout" DEFAULT 'standard',
  	"show_similar_cars" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_car_detail_layout" DEFAULT 'standard',
  	"show_similar_cars" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"retry" boolean DEFAULT false,
  	"site" varchar NOT NULL,
  	"form_name" varchar NOT NULL,
  	"form_submission_id" varchar NOT NULL,
  	"car_id" varchar NOT NULL,
  	"car_title" varchar,
  	"recipient_name" varchar NOT NULL,
  	"recipient_email" varchar NOT NULL,
  	"recipient_site_id" varchar,
  	"recipient_department_erp_id" varchar,
  	"values" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "pages_blocks_car_detail" ADD CONSTRAINT "pages_blocks_car_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_detail" ADD CONSTRAINT "_pages_v_blocks_car_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_car_detail_order_idx" ON "pages_blocks_car_detail" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_detail_parent_id_idx" ON "pages_blocks_car_detail" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_detail_path_idx" ON "pages_blocks_car_detail" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_detail_locale_idx" ON "pages_blocks_car_detail" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_detail_order_idx" ON "_pages_v_blocks_car_detail" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_detail_parent_id_idx" ON "_pages_v_blocks_car_detail" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_detail_path_idx" ON "_pages_v_blocks_car_detail" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_detail_locale_idx" ON "_pages_v_blocks_car_detail" USING btree ("_locale");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site");
  CREATE UNIQUE INDEX "leads_form_submission_id_idx" ON "leads" USING btree ("form_submission_id");
  CREATE INDEX "leads_car_id_idx" ON "leads" USING btree ("car_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "status_nextAttemptAt_idx" ON "leads" USING btree ("status","next_attempt_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_car_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_car_detail" CASCADE;
  DROP TABLE "_pages_v_blocks_car_detail" CASCADE;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_pages_blocks_car_detail_layout";
  DROP TYPE "public"."enum__pages_v_blocks_car_detail_layout";
  DROP TYPE "public"."enum_leads_status";`)
}
