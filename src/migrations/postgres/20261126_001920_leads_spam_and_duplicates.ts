import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_spam_reason" AS ENUM('honeypot', 'too_fast', 'no_fill_time');
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'spam';
  ALTER TABLE "leads" ADD COLUMN "spam_reason" "enum_leads_spam_reason";
  ALTER TABLE "leads" ADD COLUMN "fingerprint" varchar;
  ALTER TABLE "leads" ADD COLUMN "duplicate_key" varchar;
  CREATE INDEX "leads_fingerprint_idx" ON "leads" USING btree ("fingerprint");
  CREATE UNIQUE INDEX "leads_duplicate_key_idx" ON "leads" USING btree ("duplicate_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  UPDATE "leads" SET "status" = 'failed', "last_error" = 'marked spam' WHERE "status" = 'spam';
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('pending', 'delivering', 'delivered', 'failed');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "leads_fingerprint_idx";
  DROP INDEX "leads_duplicate_key_idx";
  ALTER TABLE "leads" DROP COLUMN "spam_reason";
  ALTER TABLE "leads" DROP COLUMN "fingerprint";
  ALTER TABLE "leads" DROP COLUMN "duplicate_key";
  DROP TYPE "public"."enum_leads_spam_reason";`)
}
