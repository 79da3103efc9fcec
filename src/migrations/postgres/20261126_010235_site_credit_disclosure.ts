import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_credit_disclosure_hidden_fields" AS ENUM('apr', 'borrowingRate', 'charges', 'totalCredit', 'totalChargeForCredit', 'costOfCredit', 'downPayment', 'duration', 'cashPrice', 'totalPayable', 'instalment', 'finalPayment');
  CREATE TYPE "public"."enum_sites_credit_disclosure_market" AS ENUM('SE', 'NO', 'FI', 'SK', 'UK');
  CREATE TYPE "public"."enum_sites_credit_disclosure_warning" AS ENUM('profile', 'on', 'off');
  CREATE TABLE "sites_credit_disclosure_hidden_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_credit_disclosure_hidden_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "credit_disclosure_market" "enum_sites_credit_disclosure_market";
  ALTER TABLE "sites" ADD COLUMN "credit_disclosure_warning" "enum_sites_credit_disclosure_warning" DEFAULT 'profile';
  ALTER TABLE "sites" ADD COLUMN "credit_disclosure_show_example" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "credit_disclosure_confirm_rules" boolean DEFAULT false;
  ALTER TABLE "sites_credit_disclosure_hidden_fields" ADD CONSTRAINT "sites_credit_disclosure_hidden_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_credit_disclosure_hidden_fields_order_idx" ON "sites_credit_disclosure_hidden_fields" USING btree ("order");
  CREATE INDEX "sites_credit_disclosure_hidden_fields_parent_idx" ON "sites_credit_disclosure_hidden_fields" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_credit_disclosure_hidden_fields" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "credit_disclosure_market";
  ALTER TABLE "sites" DROP COLUMN "credit_disclosure_warning";
  ALTER TABLE "sites" DROP COLUMN "credit_disclosure_show_example";
  ALTER TABLE "sites" DROP COLUMN "credit_disclosure_confirm_rules";
  DROP TYPE "public"."enum_sites_credit_disclosure_hidden_fields";
  DROP TYPE "public"."enum_sites_credit_disclosure_market";
  DROP TYPE "public"."enum_sites_credit_disclosure_warning";`)
}
