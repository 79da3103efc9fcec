import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_bookings_status" AS ENUM('claiming', 'confirmed', 'requested', 'cancelled', 'rejected');
  CREATE TYPE "public"."enum_service_booking_messages_kind" AS ENUM('confirmation', 'cancellation', 'reschedule', 'reminder', 'upstream');
  CREATE TYPE "public"."enum_service_booking_messages_status" AS ENUM('pending', 'delivering', 'delivered', 'failed', 'skipped');
  CREATE TABLE "pages_blocks_service_booking_brand_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"contact_email" varchar DEFAULT 'kundservice@hedin.se',
  	"damage_inspection_url" varchar DEFAULT 'https://www.hedinbil.se/skadeverkstad',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_brand_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_email" varchar DEFAULT 'kundservice@hedin.se',
  	"damage_inspection_url" varchar DEFAULT 'https://www.hedinbil.se/skadeverkstad',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "service_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_service_bookings_status" DEFAULT 'claiming' NOT NULL,
  	"time_slot" varchar NOT NULL,
  	"is_full_day" boolean DEFAULT false,
  	"department_id" varchar NOT NULL,
  	"site_name" varchar,
  	"registration_number" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"upstream_id" varchar,
  	"origin" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"free_text" varchar,
  	"mileage" numeric,
  	"car" jsonb,
  	"services" jsonb NOT NULL,
  	"total" numeric,
  	"duration_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_booking_workshops_closed_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "service_booking_workshops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"department_id" varchar NOT NULL,
  	"site_id" varchar NOT NULL,
  	"site_name" varchar NOT NULL,
  	"capacity" numeric DEFAULT 1 NOT NULL,
  	"slot_minutes" numeric DEFAULT 60 NOT NULL,
  	"full_day_places" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_booking_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim_key" varchar NOT NULL,
  	"department_id" varchar NOT NULL,
  	"date" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"booking" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_booking_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_service_booking_messages_kind" NOT NULL,
  	"booking" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"booking_version" numeric DEFAULT 1 NOT NULL,
  	"status" "enum_service_booking_messages_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_booking_workshops_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_booking_claims_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_booking_messages_id" integer;
  ALTER TABLE "pages_blocks_service_booking_brand_links" ADD CONSTRAINT "pages_blocks_service_booking_brand_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking" ADD CONSTRAINT "pages_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_brand_links" ADD CONSTRAINT "_pages_v_blocks_service_booking_brand_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking" ADD CONSTRAINT "_pages_v_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_booking_workshops_closed_periods" ADD CONSTRAINT "service_booking_workshops_closed_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_booking_workshops"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_service_booking_brand_links_order_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_brand_links_parent_id_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_brand_links_locale_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_booking_order_idx" ON "pages_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_parent_id_idx" ON "pages_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_path_idx" ON "pages_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_booking_locale_idx" ON "pages_blocks_service_booking" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_order_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_parent_id_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_locale_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_order_idx" ON "_pages_v_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_parent_id_idx" ON "_pages_v_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_path_idx" ON "_pages_v_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_locale_idx" ON "_pages_v_blocks_service_booking" USING btree ("_locale");
  CREATE INDEX "service_bookings_status_idx" ON "service_bookings" USING btree ("status");
  CREATE INDEX "service_bookings_time_slot_idx" ON "service_bookings" USING btree ("time_slot");
  CREATE INDEX "service_bookings_department_id_idx" ON "service_bookings" USING btree ("department_id");
  CREATE UNIQUE INDEX "service_bookings_idempotency_key_idx" ON "service_bookings" USING btree ("idempotency_key");
  CREATE INDEX "service_bookings_updated_at_idx" ON "service_bookings" USING btree ("updated_at");
  CREATE INDEX "service_bookings_created_at_idx" ON "service_bookings" USING btree ("created_at");
  CREATE INDEX "service_booking_workshops_closed_periods_order_idx" ON "service_booking_workshops_closed_periods" USING btree ("_order");
  CREATE INDEX "service_booking_workshops_closed_periods_parent_id_idx" ON "service_booking_workshops_closed_periods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "service_booking_workshops_department_id_idx" ON "service_booking_workshops" USING btree ("department_id");
  CREATE INDEX "service_booking_workshops_site_id_idx" ON "service_booking_workshops" USING btree ("site_id");
  CREATE INDEX "service_booking_workshops_updated_at_idx" ON "service_booking_workshops" USING btree ("updated_at");
  CREATE INDEX "service_booking_workshops_created_at_idx" ON "service_booking_workshops" USING btree ("created_at");
  CREATE UNIQUE INDEX "service_booking_claims_claim_key_idx" ON "service_booking_claims" USING btree ("claim_key");
  CREATE INDEX "service_booking_claims_booking_idx" ON "service_booking_claims" USING btree ("booking");
  CREATE INDEX "service_booking_claims_updated_at_idx" ON "service_booking_claims" USING btree ("updated_at");
  CREATE INDEX "service_booking_claims_created_at_idx" ON "service_booking_claims" USING btree ("created_at");
  CREATE INDEX "departmentId_date_idx" ON "service_booking_claims" USING btree ("department_id","date");
  CREATE INDEX "service_booking_messages_booking_idx" ON "service_booking_messages" USING btree ("booking");
  CREATE UNIQUE INDEX "service_booking_messages_idempotency_key_idx" ON "service_booking_messages" USING btree ("idempotency_key");
  CREATE INDEX "service_booking_messages_updated_at_idx" ON "service_booking_messages" USING btree ("updated_at");
  CREATE INDEX "service_booking_messages_created_at_idx" ON "service_booking_messages" USING btree ("created_at");
  CREATE INDEX "status_nextAttemptAt_1_idx" ON "service_booking_messages" USING btree ("status","next_attempt_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_bookings_fk" FOREIGN KEY ("service_bookings_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_booking_workshops_fk" FOREIGN KEY ("service_booking_workshops_id") REFERENCES "public"."service_booking_workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_booking_claims_fk" FOREIGN KEY ("service_booking_claims_id") REFERENCES "public"."service_booking_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_booking_messages_fk" FOREIGN KEY ("service_booking_messages_id") REFERENCES "public"."service_booking_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("service_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_service_booking_workshops__idx" ON "payload_locked_documents_rels" USING btree ("service_booking_workshops_id");
  CREATE INDEX "payload_locked_documents_rels_service_booking_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("service_booking_claims_id");
  CREATE INDEX "payload_locked_documents_rels_service_booking_messages_i_idx" ON "payload_locked_documents_rels" USING btree ("service_booking_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_service_booking_brand_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_brand_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_workshops_closed_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_workshops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_service_booking_brand_links" CASCADE;
  DROP TABLE "pages_blocks_service_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_brand_links" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking" CASCADE;
  DROP TABLE "service_bookings" CASCADE;
  DROP TABLE "service_booking_workshops_closed_periods" CASCADE;
  DROP TABLE "service_booking_workshops" CASCADE;
  DROP TABLE "service_booking_claims" CASCADE;
  DROP TABLE "service_booking_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_booking_workshops_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_booking_claims_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_booking_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_service_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_booking_workshops__idx";
  DROP INDEX "payload_locked_documents_rels_service_booking_claims_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_booking_messages_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_booking_workshops_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_booking_claims_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_booking_messages_id";
  DROP TYPE "public"."enum_service_bookings_status";
  DROP TYPE "public"."enum_service_booking_messages_kind";
  DROP TYPE "public"."enum_service_booking_messages_status";`)
}
