import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_bookings_status" AS ENUM('claiming', 'confirmed', 'requested', 'cancelled', 'rejected');
  CREATE TYPE "public"."enum_service_booking_messages_kind" AS ENUM('confirmation', 'cancellation', 'reschedule', 'reminder', 'upstream');
  CREATE TYPE "public"."enum_service_booking_messages_status" AS ENUM('pending', 'delivering', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_tirehotel_tyre_sets_wheels_equipment_position" AS ENUM('Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak');
  CREATE TYPE "public"."enum_tirehotel_tyre_sets_tread_history_equipment_position" AS ENUM('Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak');
  CREATE TYPE "public"."enum_tirehotel_tyre_sets_photos_content_type" AS ENUM('image/svg+xml', 'image/png', 'image/jpeg');
  CREATE TYPE "public"."enum_tirehotel_tyre_sets_season" AS ENUM('summer', 'winter');
  CREATE TYPE "public"."enum_tirehotel_workshops_drop_off_only_days" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_tirehotel_bookings_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_sms_outbox_kind" AS ENUM('code', 'booking', 'reminder');
  CREATE TYPE "public"."enum_sms_outbox_status" AS ENUM('pending', 'sent', 'failed', 'logged');
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
  
  CREATE TABLE "pages_blocks_tire_hotel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mailbox" varchar,
  	"contact_us_label" varchar,
  	"contact_us_url" varchar,
  	"book_service_label" varchar,
  	"book_service_url" varchar,
  	"tire_hotel_information_url" varchar,
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
  
  CREATE TABLE "_pages_v_blocks_tire_hotel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mailbox" varchar,
  	"contact_us_label" varchar,
  	"contact_us_url" varchar,
  	"book_service_label" varchar,
  	"book_service_url" varchar,
  	"tire_hotel_information_url" varchar,
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
  
  CREATE TABLE "tirehotel_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"package_id" integer NOT NULL,
  	"workshop_id" integer NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"reminders_opt_out" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"brand_code" varchar NOT NULL,
  	"model" varchar,
  	"product_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_tyre_sets_wheels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"equipment_position" "enum_tirehotel_tyre_sets_wheels_equipment_position" NOT NULL,
  	"name" varchar NOT NULL,
  	"thread_pattern" varchar NOT NULL,
  	"section_width" numeric NOT NULL,
  	"aspect_ratio" numeric NOT NULL,
  	"rim_diameter" numeric NOT NULL,
  	"thread_depth" numeric NOT NULL
  );
  
  CREATE TABLE "tirehotel_tyre_sets_tread_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"equipment_position" "enum_tirehotel_tyre_sets_tread_history_equipment_position" NOT NULL,
  	"thread_depth" numeric NOT NULL
  );
  
  CREATE TABLE "tirehotel_tyre_sets_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"content_type" "enum_tirehotel_tyre_sets_photos_content_type" DEFAULT 'image/svg+xml' NOT NULL,
  	"data" varchar NOT NULL
  );
  
  CREATE TABLE "tirehotel_tyre_sets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"agreement_id" integer NOT NULL,
  	"season" "enum_tirehotel_tyre_sets_season" NOT NULL,
  	"checked_in" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"package_level" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_workshops_drop_off_only_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tirehotel_workshops_drop_off_only_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tirehotel_workshops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"erp_id" varchar NOT NULL,
  	"site_slug" varchar,
  	"location_name" varchar NOT NULL,
  	"department_name" varchar NOT NULL,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"slot_minutes" numeric DEFAULT 60 NOT NULL,
  	"capacity_per_slot" numeric DEFAULT 2 NOT NULL,
  	"drop_off_capacity" numeric DEFAULT 6 NOT NULL,
  	"schedule" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"confirmation_id" varchar NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"agreement_id" integer,
  	"erp_id" varchar NOT NULL,
  	"booking_date" varchar NOT NULL,
  	"booking_start" timestamp(3) with time zone,
  	"status" "enum_tirehotel_bookings_status" DEFAULT 'booked' NOT NULL,
  	"slot_key" varchar,
  	"active_key" varchar,
  	"idempotency_key" varchar,
  	"free_text" varchar,
  	"customer_first_name" varchar,
  	"customer_last_name" varchar,
  	"customer_email" varchar,
  	"customer_phone_mobile" varchar,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"comment" varchar,
  	"date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agreement_id" integer NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"nonce" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"voided" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"kind" "enum_sms_outbox_kind" NOT NULL,
  	"status" "enum_sms_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"expires_at" timestamp(3) with time zone,
  	"redacted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_booking_workshops_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_booking_claims_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_booking_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_vehicles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_tyre_sets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_packages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_workshops_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_challenges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_outbox_id" integer;
  ALTER TABLE "pages_blocks_service_booking_brand_links" ADD CONSTRAINT "pages_blocks_service_booking_brand_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking" ADD CONSTRAINT "pages_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tire_hotel" ADD CONSTRAINT "pages_blocks_tire_hotel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_brand_links" ADD CONSTRAINT "_pages_v_blocks_service_booking_brand_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking" ADD CONSTRAINT "_pages_v_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tire_hotel" ADD CONSTRAINT "_pages_v_blocks_tire_hotel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_booking_workshops_closed_periods" ADD CONSTRAINT "service_booking_workshops_closed_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_booking_workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tirehotel_agreements" ADD CONSTRAINT "tirehotel_agreements_customer_id_tirehotel_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."tirehotel_customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_agreements" ADD CONSTRAINT "tirehotel_agreements_vehicle_id_tirehotel_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."tirehotel_vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_agreements" ADD CONSTRAINT "tirehotel_agreements_package_id_tirehotel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tirehotel_packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_agreements" ADD CONSTRAINT "tirehotel_agreements_workshop_id_tirehotel_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."tirehotel_workshops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_tyre_sets_wheels" ADD CONSTRAINT "tirehotel_tyre_sets_wheels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tirehotel_tyre_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tirehotel_tyre_sets_tread_history" ADD CONSTRAINT "tirehotel_tyre_sets_tread_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tirehotel_tyre_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tirehotel_tyre_sets_photos" ADD CONSTRAINT "tirehotel_tyre_sets_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tirehotel_tyre_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tirehotel_tyre_sets" ADD CONSTRAINT "tirehotel_tyre_sets_agreement_id_tirehotel_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_workshops_drop_off_only_days" ADD CONSTRAINT "tirehotel_workshops_drop_off_only_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tirehotel_workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tirehotel_bookings" ADD CONSTRAINT "tirehotel_bookings_agreement_id_tirehotel_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_challenges" ADD CONSTRAINT "tirehotel_challenges_agreement_id_tirehotel_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_service_booking_brand_links_order_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_brand_links_parent_id_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_brand_links_locale_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_booking_order_idx" ON "pages_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_parent_id_idx" ON "pages_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_path_idx" ON "pages_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_booking_locale_idx" ON "pages_blocks_service_booking" USING btree ("_locale");
  CREATE INDEX "pages_blocks_tire_hotel_order_idx" ON "pages_blocks_tire_hotel" USING btree ("_order");
  CREATE INDEX "pages_blocks_tire_hotel_parent_id_idx" ON "pages_blocks_tire_hotel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tire_hotel_path_idx" ON "pages_blocks_tire_hotel" USING btree ("_path");
  CREATE INDEX "pages_blocks_tire_hotel_locale_idx" ON "pages_blocks_tire_hotel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_order_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_parent_id_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_locale_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_order_idx" ON "_pages_v_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_parent_id_idx" ON "_pages_v_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_path_idx" ON "_pages_v_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_locale_idx" ON "_pages_v_blocks_service_booking" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_tire_hotel_order_idx" ON "_pages_v_blocks_tire_hotel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tire_hotel_parent_id_idx" ON "_pages_v_blocks_tire_hotel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tire_hotel_path_idx" ON "_pages_v_blocks_tire_hotel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tire_hotel_locale_idx" ON "_pages_v_blocks_tire_hotel" USING btree ("_locale");
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
  CREATE UNIQUE INDEX "tirehotel_agreements_reg_no_idx" ON "tirehotel_agreements" USING btree ("reg_no");
  CREATE INDEX "tirehotel_agreements_customer_idx" ON "tirehotel_agreements" USING btree ("customer_id");
  CREATE INDEX "tirehotel_agreements_vehicle_idx" ON "tirehotel_agreements" USING btree ("vehicle_id");
  CREATE INDEX "tirehotel_agreements_package_idx" ON "tirehotel_agreements" USING btree ("package_id");
  CREATE INDEX "tirehotel_agreements_workshop_idx" ON "tirehotel_agreements" USING btree ("workshop_id");
  CREATE INDEX "tirehotel_agreements_updated_at_idx" ON "tirehotel_agreements" USING btree ("updated_at");
  CREATE INDEX "tirehotel_agreements_created_at_idx" ON "tirehotel_agreements" USING btree ("created_at");
  CREATE INDEX "tirehotel_customers_updated_at_idx" ON "tirehotel_customers" USING btree ("updated_at");
  CREATE INDEX "tirehotel_customers_created_at_idx" ON "tirehotel_customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tirehotel_vehicles_reg_no_idx" ON "tirehotel_vehicles" USING btree ("reg_no");
  CREATE INDEX "tirehotel_vehicles_updated_at_idx" ON "tirehotel_vehicles" USING btree ("updated_at");
  CREATE INDEX "tirehotel_vehicles_created_at_idx" ON "tirehotel_vehicles" USING btree ("created_at");
  CREATE INDEX "tirehotel_tyre_sets_wheels_order_idx" ON "tirehotel_tyre_sets_wheels" USING btree ("_order");
  CREATE INDEX "tirehotel_tyre_sets_wheels_parent_id_idx" ON "tirehotel_tyre_sets_wheels" USING btree ("_parent_id");
  CREATE INDEX "tirehotel_tyre_sets_tread_history_order_idx" ON "tirehotel_tyre_sets_tread_history" USING btree ("_order");
  CREATE INDEX "tirehotel_tyre_sets_tread_history_parent_id_idx" ON "tirehotel_tyre_sets_tread_history" USING btree ("_parent_id");
  CREATE INDEX "tirehotel_tyre_sets_photos_order_idx" ON "tirehotel_tyre_sets_photos" USING btree ("_order");
  CREATE INDEX "tirehotel_tyre_sets_photos_parent_id_idx" ON "tirehotel_tyre_sets_photos" USING btree ("_parent_id");
  CREATE INDEX "tirehotel_tyre_sets_agreement_idx" ON "tirehotel_tyre_sets" USING btree ("agreement_id");
  CREATE INDEX "tirehotel_tyre_sets_updated_at_idx" ON "tirehotel_tyre_sets" USING btree ("updated_at");
  CREATE INDEX "tirehotel_tyre_sets_created_at_idx" ON "tirehotel_tyre_sets" USING btree ("created_at");
  CREATE UNIQUE INDEX "tirehotel_packages_package_level_idx" ON "tirehotel_packages" USING btree ("package_level");
  CREATE INDEX "tirehotel_packages_updated_at_idx" ON "tirehotel_packages" USING btree ("updated_at");
  CREATE INDEX "tirehotel_packages_created_at_idx" ON "tirehotel_packages" USING btree ("created_at");
  CREATE INDEX "tirehotel_workshops_drop_off_only_days_order_idx" ON "tirehotel_workshops_drop_off_only_days" USING btree ("order");
  CREATE INDEX "tirehotel_workshops_drop_off_only_days_parent_idx" ON "tirehotel_workshops_drop_off_only_days" USING btree ("parent_id");
  CREATE UNIQUE INDEX "tirehotel_workshops_erp_id_idx" ON "tirehotel_workshops" USING btree ("erp_id");
  CREATE INDEX "tirehotel_workshops_updated_at_idx" ON "tirehotel_workshops" USING btree ("updated_at");
  CREATE INDEX "tirehotel_workshops_created_at_idx" ON "tirehotel_workshops" USING btree ("created_at");
  CREATE UNIQUE INDEX "tirehotel_bookings_confirmation_id_idx" ON "tirehotel_bookings" USING btree ("confirmation_id");
  CREATE INDEX "tirehotel_bookings_reg_no_idx" ON "tirehotel_bookings" USING btree ("reg_no");
  CREATE INDEX "tirehotel_bookings_agreement_idx" ON "tirehotel_bookings" USING btree ("agreement_id");
  CREATE UNIQUE INDEX "tirehotel_bookings_slot_key_idx" ON "tirehotel_bookings" USING btree ("slot_key");
  CREATE UNIQUE INDEX "tirehotel_bookings_active_key_idx" ON "tirehotel_bookings" USING btree ("active_key");
  CREATE UNIQUE INDEX "tirehotel_bookings_idempotency_key_idx" ON "tirehotel_bookings" USING btree ("idempotency_key");
  CREATE INDEX "tirehotel_bookings_updated_at_idx" ON "tirehotel_bookings" USING btree ("updated_at");
  CREATE INDEX "tirehotel_bookings_created_at_idx" ON "tirehotel_bookings" USING btree ("created_at");
  CREATE INDEX "erpId_bookingDate_idx" ON "tirehotel_bookings" USING btree ("erp_id","booking_date");
  CREATE UNIQUE INDEX "tirehotel_reviews_booking_idx" ON "tirehotel_reviews" USING btree ("booking");
  CREATE INDEX "tirehotel_reviews_updated_at_idx" ON "tirehotel_reviews" USING btree ("updated_at");
  CREATE INDEX "tirehotel_reviews_created_at_idx" ON "tirehotel_reviews" USING btree ("created_at");
  CREATE INDEX "tirehotel_challenges_agreement_idx" ON "tirehotel_challenges" USING btree ("agreement_id");
  CREATE INDEX "tirehotel_challenges_updated_at_idx" ON "tirehotel_challenges" USING btree ("updated_at");
  CREATE INDEX "tirehotel_challenges_created_at_idx" ON "tirehotel_challenges" USING btree ("created_at");
  CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to");
  CREATE INDEX "sms_outbox_expires_at_idx" ON "sms_outbox" USING btree ("expires_at");
  CREATE INDEX "sms_outbox_updated_at_idx" ON "sms_outbox" USING btree ("updated_at");
  CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_bookings_fk" FOREIGN KEY ("service_bookings_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_booking_workshops_fk" FOREIGN KEY ("service_booking_workshops_id") REFERENCES "public"."service_booking_workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_booking_claims_fk" FOREIGN KEY ("service_booking_claims_id") REFERENCES "public"."service_booking_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_booking_messages_fk" FOREIGN KEY ("service_booking_messages_id") REFERENCES "public"."service_booking_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_agreements_fk" FOREIGN KEY ("tirehotel_agreements_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_customers_fk" FOREIGN KEY ("tirehotel_customers_id") REFERENCES "public"."tirehotel_customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_vehicles_fk" FOREIGN KEY ("tirehotel_vehicles_id") REFERENCES "public"."tirehotel_vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_tyre_sets_fk" FOREIGN KEY ("tirehotel_tyre_sets_id") REFERENCES "public"."tirehotel_tyre_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_packages_fk" FOREIGN KEY ("tirehotel_packages_id") REFERENCES "public"."tirehotel_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_workshops_fk" FOREIGN KEY ("tirehotel_workshops_id") REFERENCES "public"."tirehotel_workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_bookings_fk" FOREIGN KEY ("tirehotel_bookings_id") REFERENCES "public"."tirehotel_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_reviews_fk" FOREIGN KEY ("tirehotel_reviews_id") REFERENCES "public"."tirehotel_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_challenges_fk" FOREIGN KEY ("tirehotel_challenges_id") REFERENCES "public"."tirehotel_challenges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("service_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_service_booking_workshops__idx" ON "payload_locked_documents_rels" USING btree ("service_booking_workshops_id");
  CREATE INDEX "payload_locked_documents_rels_service_booking_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("service_booking_claims_id");
  CREATE INDEX "payload_locked_documents_rels_service_booking_messages_i_idx" ON "payload_locked_documents_rels" USING btree ("service_booking_messages_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_customers_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_tyre_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_tyre_sets_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_packages_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_workshops_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_workshops_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_challenges_id");
  CREATE INDEX "payload_locked_documents_rels_sms_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_service_booking_brand_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tire_hotel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_brand_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tire_hotel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_workshops_closed_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_workshops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_booking_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_vehicles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_tyre_sets_wheels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_tyre_sets_tread_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_tyre_sets_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_tyre_sets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_workshops_drop_off_only_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_workshops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_service_booking_brand_links" CASCADE;
  DROP TABLE "pages_blocks_service_booking" CASCADE;
  DROP TABLE "pages_blocks_tire_hotel" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_brand_links" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_tire_hotel" CASCADE;
  DROP TABLE "service_bookings" CASCADE;
  DROP TABLE "service_booking_workshops_closed_periods" CASCADE;
  DROP TABLE "service_booking_workshops" CASCADE;
  DROP TABLE "service_booking_claims" CASCADE;
  DROP TABLE "service_booking_messages" CASCADE;
  DROP TABLE "tirehotel_agreements" CASCADE;
  DROP TABLE "tirehotel_customers" CASCADE;
  DROP TABLE "tirehotel_vehicles" CASCADE;
  DROP TABLE "tirehotel_tyre_sets_wheels" CASCADE;
  DROP TABLE "tirehotel_tyre_sets_tread_history" CASCADE;
  DROP TABLE "tirehotel_tyre_sets_photos" CASCADE;
  DROP TABLE "tirehotel_tyre_sets" CASCADE;
  DROP TABLE "tirehotel_packages" CASCADE;
  DROP TABLE "tirehotel_workshops_drop_off_only_days" CASCADE;
  DROP TABLE "tirehotel_workshops" CASCADE;
  DROP TABLE "tirehotel_bookings" CASCADE;
  DROP TABLE "tirehotel_reviews" CASCADE;
  DROP TABLE "tirehotel_challenges" CASCADE;
  DROP TABLE "sms_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_booking_workshops_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_booking_claims_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_booking_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_vehicles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_tyre_sets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_packages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_workshops_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_challenges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_service_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_booking_workshops__idx";
  DROP INDEX "payload_locked_documents_rels_service_booking_claims_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_booking_messages_i_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_agreements_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_vehicles_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_tyre_sets_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_packages_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_workshops_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_challenges_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_booking_workshops_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_booking_claims_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_booking_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_vehicles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_tyre_sets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_packages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_workshops_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_challenges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_outbox_id";
  DROP TYPE "public"."enum_service_bookings_status";
  DROP TYPE "public"."enum_service_booking_messages_kind";
  DROP TYPE "public"."enum_service_booking_messages_status";
  DROP TYPE "public"."enum_tirehotel_tyre_sets_wheels_equipment_position";
  DROP TYPE "public"."enum_tirehotel_tyre_sets_tread_history_equipment_position";
  DROP TYPE "public"."enum_tirehotel_tyre_sets_photos_content_type";
  DROP TYPE "public"."enum_tirehotel_tyre_sets_season";
  DROP TYPE "public"."enum_tirehotel_workshops_drop_off_only_days";
  DROP TYPE "public"."enum_tirehotel_bookings_status";
  DROP TYPE "public"."enum_sms_outbox_kind";
  DROP TYPE "public"."enum_sms_outbox_status";`)
}
