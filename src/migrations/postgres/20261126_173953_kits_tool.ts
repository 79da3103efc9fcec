import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_kit_quotes_status" AS ENUM('pending', 'delivering', 'delivered', 'failed', 'spam');
  CREATE TABLE "pages_blocks_kits_tool" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_kits_tool" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "kit_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_kit_quotes_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"retry" boolean DEFAULT false,
  	"quote_key" varchar NOT NULL,
  	"site" varchar NOT NULL,
  	"user" varchar NOT NULL,
  	"dealer" varchar NOT NULL,
  	"unit" varchar NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"auto" varchar NOT NULL,
  	"lines" jsonb NOT NULL,
  	"net" numeric NOT NULL,
  	"tax" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "paths_kits" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kit_quotes_id" integer;
  ALTER TABLE "pages_blocks_kits_tool" ADD CONSTRAINT "pages_blocks_kits_tool_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kits_tool" ADD CONSTRAINT "_pages_v_blocks_kits_tool_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_kits_tool_order_idx" ON "pages_blocks_kits_tool" USING btree ("_order");
  CREATE INDEX "pages_blocks_kits_tool_parent_id_idx" ON "pages_blocks_kits_tool" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_kits_tool_path_idx" ON "pages_blocks_kits_tool" USING btree ("_path");
  CREATE INDEX "pages_blocks_kits_tool_locale_idx" ON "pages_blocks_kits_tool" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_kits_tool_order_idx" ON "_pages_v_blocks_kits_tool" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_kits_tool_parent_id_idx" ON "_pages_v_blocks_kits_tool" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_kits_tool_path_idx" ON "_pages_v_blocks_kits_tool" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_kits_tool_locale_idx" ON "_pages_v_blocks_kits_tool" USING btree ("_locale");
  CREATE INDEX "kit_quotes_status_idx" ON "kit_quotes" USING btree ("status");
  CREATE UNIQUE INDEX "kit_quotes_quote_key_idx" ON "kit_quotes" USING btree ("quote_key");
  CREATE INDEX "kit_quotes_dealer_idx" ON "kit_quotes" USING btree ("dealer");
  CREATE INDEX "kit_quotes_transaction_id_idx" ON "kit_quotes" USING btree ("transaction_id");
  CREATE INDEX "kit_quotes_updated_at_idx" ON "kit_quotes" USING btree ("updated_at");
  CREATE INDEX "kit_quotes_created_at_idx" ON "kit_quotes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kit_quotes_fk" FOREIGN KEY ("kit_quotes_id") REFERENCES "public"."kit_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_kit_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("kit_quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_kits_tool" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_kits_tool" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kit_quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_kits_tool" CASCADE;
  DROP TABLE "_pages_v_blocks_kits_tool" CASCADE;
  DROP TABLE "kit_quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kit_quotes_fk";
  
  DROP INDEX "payload_locked_documents_rels_kit_quotes_id_idx";
  ALTER TABLE "sites" DROP COLUMN "paths_kits";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kit_quotes_id";
  DROP TYPE "public"."enum_kit_quotes_status";`)
}
