import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_alerts_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_search_alerts_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_search_alerts_condition" AS ENUM('all', 'used', 'new');
  CREATE TYPE "public"."enum_search_alert_runs_frequency" AS ENUM('instant', 'daily');
  CREATE TABLE "search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_search_alerts_status" DEFAULT 'pending' NOT NULL,
  	"frequency" "enum_search_alerts_frequency" DEFAULT 'daily' NOT NULL,
  	"site" varchar NOT NULL,
  	"lang" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"query" varchar,
  	"path" varchar,
  	"condition" "enum_search_alerts_condition" DEFAULT 'all' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"sent_count" numeric DEFAULT 0 NOT NULL,
  	"confirmations_sent" numeric DEFAULT 0 NOT NULL,
  	"sent_car_ids" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_alert_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"favourites" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_alert_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"frequency" "enum_search_alert_runs_frequency" NOT NULL,
  	"last_run_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"alerts_checked" numeric DEFAULT 0,
  	"mails_sent" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_alert_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_alert_runs_id" integer;
  CREATE INDEX "search_alerts_status_idx" ON "search_alerts" USING btree ("status");
  CREATE INDEX "search_alerts_site_idx" ON "search_alerts" USING btree ("site");
  CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");
  CREATE INDEX "search_alerts_updated_at_idx" ON "search_alerts" USING btree ("updated_at");
  CREATE INDEX "search_alerts_created_at_idx" ON "search_alerts" USING btree ("created_at");
  CREATE INDEX "search_alert_accounts_site_idx" ON "search_alert_accounts" USING btree ("site");
  CREATE INDEX "search_alert_accounts_email_idx" ON "search_alert_accounts" USING btree ("email");
  CREATE INDEX "search_alert_accounts_updated_at_idx" ON "search_alert_accounts" USING btree ("updated_at");
  CREATE INDEX "search_alert_accounts_created_at_idx" ON "search_alert_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "search_alert_runs_frequency_idx" ON "search_alert_runs" USING btree ("frequency");
  CREATE INDEX "search_alert_runs_updated_at_idx" ON "search_alert_runs" USING btree ("updated_at");
  CREATE INDEX "search_alert_runs_created_at_idx" ON "search_alert_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alerts_fk" FOREIGN KEY ("search_alerts_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alert_accounts_fk" FOREIGN KEY ("search_alert_accounts_id") REFERENCES "public"."search_alert_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alert_runs_fk" FOREIGN KEY ("search_alert_runs_id") REFERENCES "public"."search_alert_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_search_alert_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alert_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_search_alert_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alert_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_alert_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_alert_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_alerts" CASCADE;
  DROP TABLE "search_alert_accounts" CASCADE;
  DROP TABLE "search_alert_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_alert_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_alert_runs_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_alert_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_alert_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_alert_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_alert_runs_id";
  DROP TYPE "public"."enum_search_alerts_status";
  DROP TYPE "public"."enum_search_alerts_frequency";
  DROP TYPE "public"."enum_search_alerts_condition";
  DROP TYPE "public"."enum_search_alert_runs_frequency";`)
}
