import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_car_list_condition" AS ENUM('all', 'used', 'new');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_condition" AS ENUM('all', 'used', 'new');
  CREATE TABLE "pages_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"condition" "enum_pages_blocks_car_list_condition" DEFAULT 'all',
  	"show_recently_viewed" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_of_the_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"condition" "enum__pages_v_blocks_car_list_condition" DEFAULT 'all',
  	"show_recently_viewed" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_of_the_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_car_list" ADD CONSTRAINT "pages_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_of_the_week" ADD CONSTRAINT "pages_blocks_car_of_the_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list" ADD CONSTRAINT "_pages_v_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_of_the_week" ADD CONSTRAINT "_pages_v_blocks_car_of_the_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_car_list_order_idx" ON "pages_blocks_car_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_list_parent_id_idx" ON "pages_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_list_path_idx" ON "pages_blocks_car_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_list_locale_idx" ON "pages_blocks_car_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_of_the_week_order_idx" ON "pages_blocks_car_of_the_week" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_of_the_week_parent_id_idx" ON "pages_blocks_car_of_the_week" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_of_the_week_path_idx" ON "pages_blocks_car_of_the_week" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_of_the_week_locale_idx" ON "pages_blocks_car_of_the_week" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_list_order_idx" ON "_pages_v_blocks_car_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_list_parent_id_idx" ON "_pages_v_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_path_idx" ON "_pages_v_blocks_car_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_list_locale_idx" ON "_pages_v_blocks_car_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_order_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_parent_id_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_path_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_locale_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_car_list" CASCADE;
  DROP TABLE "pages_blocks_car_of_the_week" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list" CASCADE;
  DROP TABLE "_pages_v_blocks_car_of_the_week" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_car_list_condition";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_condition";`)
}
