import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_alert_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum_pages_blocks_alert_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum_pages_blocks_blurb_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_blurb_background_color" AS ENUM('none', 'surface', 'primary', 'black', 'white');
  CREATE TYPE "public"."enum_pages_blocks_blurb_text_color" AS ENUM('dark', 'light', 'black', 'white');
  CREATE TYPE "public"."enum_pages_blocks_text_columns_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_pages_blocks_split_hover_items_background_color" AS ENUM('none', 'surface', 'primary', 'black', 'white');
  CREATE TYPE "public"."enum_pages_blocks_split_hover_items_text_color" AS ENUM('dark', 'light', 'black', 'white');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_items_text_color" AS ENUM('light', 'dark', 'white', 'black');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_items_button_type" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_items_sub_title_color" AS ENUM('light', 'dark', 'white', 'black');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_x" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_y" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_height" AS ENUM('default', 'medium', 'fullHeight');
  CREATE TYPE "public"."enum_pages_blocks_countdown_units" AS ENUM('years', 'days', 'hours', 'minutes', 'seconds');
  CREATE TYPE "public"."enum_pages_blocks_footer_social_links_icon" AS ENUM('facebook', 'instagram', 'youtube', 'linkedin', 'tiktok', 'x');
  CREATE TYPE "public"."enum__pages_v_blocks_alert_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum__pages_v_blocks_alert_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_background_color" AS ENUM('none', 'surface', 'primary', 'black', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_text_color" AS ENUM('dark', 'light', 'black', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_text_columns_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_split_hover_items_background_color" AS ENUM('none', 'surface', 'primary', 'black', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_split_hover_items_text_color" AS ENUM('dark', 'light', 'black', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_items_text_color" AS ENUM('light', 'dark', 'white', 'black');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_items_button_type" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_items_sub_title_color" AS ENUM('light', 'dark', 'white', 'black');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_x" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_y" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_height" AS ENUM('default', 'medium', 'fullHeight');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_units" AS ENUM('years', 'days', 'hours', 'minutes', 'seconds');
  CREATE TYPE "public"."enum__pages_v_blocks_footer_social_links_icon" AS ENUM('facebook', 'instagram', 'youtube', 'linkedin', 'tiktok', 'x');
  CREATE TABLE "pages_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"type" "enum_pages_blocks_alert_type",
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum_pages_blocks_alert_icon",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_blurb_title_tag" DEFAULT 'h2',
  	"rich_text" jsonb,
  	"link_label" varchar,
  	"link_url" varchar,
  	"reverse" boolean DEFAULT false,
  	"full_height" boolean DEFAULT false,
  	"center_content" boolean DEFAULT false,
  	"background_color" "enum_pages_blocks_blurb_background_color" DEFAULT 'none',
  	"text_color" "enum_pages_blocks_blurb_text_color",
  	"use_text_animations" boolean DEFAULT false,
  	"use_media_animations" boolean DEFAULT false,
  	"image_desktop_id" integer,
  	"image_phone_id" integer,
  	"video_desktop" varchar,
  	"video_phone" varchar,
  	"youtube_id" varchar,
  	"has_control_bar" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card_items_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_url" varchar,
  	"is_campaign" boolean DEFAULT false,
  	"campaign" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_columns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"sub_title" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "pages_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"columns" "enum_pages_blocks_text_columns_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_split_hover_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_url" varchar,
  	"image_id" integer,
  	"video" varchar,
  	"background_color" "enum_pages_blocks_split_hover_items_background_color" DEFAULT 'black',
  	"text_color" "enum_pages_blocks_split_hover_items_text_color"
  );
  
  CREATE TABLE "pages_blocks_split_hover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_loan_warning" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"text_shadow" boolean DEFAULT true,
  	"text_color" "enum_pages_blocks_hero_carousel_items_text_color" DEFAULT 'light',
  	"button_label" varchar,
  	"button_url" varchar,
  	"button_type" "enum_pages_blocks_hero_carousel_items_button_type" DEFAULT 'primary',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer,
  	"sub_title" varchar,
  	"sub_title_link_label" varchar,
  	"sub_title_link_url" varchar,
  	"sub_title_color" "enum_pages_blocks_hero_carousel_items_sub_title_color"
  );
  
  CREATE TABLE "pages_blocks_hero_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"has_media_buttons" boolean DEFAULT true,
  	"content_placement_x" "enum_pages_blocks_hero_carousel_content_placement_x" DEFAULT 'left',
  	"content_placement_y" "enum_pages_blocks_hero_carousel_content_placement_y" DEFAULT 'bottom',
  	"height" "enum_pages_blocks_hero_carousel_height" DEFAULT 'default',
  	"autoplay" boolean DEFAULT true,
  	"autoplay_delay" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_countdown_units" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_countdown_units",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"target" timestamp(3) with time zone,
  	"ended_text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_image_cell" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_link_cell" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header" varchar,
  	"line_one" varchar,
  	"line_one_bold" boolean DEFAULT false,
  	"line_two" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_text_cell" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"line_one" varchar,
  	"line_two" varchar,
  	"line_three" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_breadcrumb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"structured_data" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"title" varchar,
  	"youtube_id" varchar,
  	"video_url" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"autoplay" boolean DEFAULT false,
  	"muted" boolean DEFAULT false,
  	"controls" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_footer_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"logo_black_and_white_id" integer
  );
  
  CREATE TABLE "pages_blocks_footer_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_footer_social_links_icon",
  	"url" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"type" "enum__pages_v_blocks_alert_type",
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum__pages_v_blocks_alert_icon",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_blurb_title_tag" DEFAULT 'h2',
  	"rich_text" jsonb,
  	"link_label" varchar,
  	"link_url" varchar,
  	"reverse" boolean DEFAULT false,
  	"full_height" boolean DEFAULT false,
  	"center_content" boolean DEFAULT false,
  	"background_color" "enum__pages_v_blocks_blurb_background_color" DEFAULT 'none',
  	"text_color" "enum__pages_v_blocks_blurb_text_color",
  	"use_text_animations" boolean DEFAULT false,
  	"use_media_animations" boolean DEFAULT false,
  	"image_desktop_id" integer,
  	"image_phone_id" integer,
  	"video_desktop" varchar,
  	"video_phone" varchar,
  	"youtube_id" varchar,
  	"has_control_bar" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_items_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_url" varchar,
  	"is_campaign" boolean DEFAULT false,
  	"campaign" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"sub_title" varchar,
  	"text" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"columns" "enum__pages_v_blocks_text_columns_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_split_hover_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_url" varchar,
  	"image_id" integer,
  	"video" varchar,
  	"background_color" "enum__pages_v_blocks_split_hover_items_background_color" DEFAULT 'black',
  	"text_color" "enum__pages_v_blocks_split_hover_items_text_color",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_split_hover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_loan_warning" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"text_shadow" boolean DEFAULT true,
  	"text_color" "enum__pages_v_blocks_hero_carousel_items_text_color" DEFAULT 'light',
  	"button_label" varchar,
  	"button_url" varchar,
  	"button_type" "enum__pages_v_blocks_hero_carousel_items_button_type" DEFAULT 'primary',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer,
  	"sub_title" varchar,
  	"sub_title_link_label" varchar,
  	"sub_title_link_url" varchar,
  	"sub_title_color" "enum__pages_v_blocks_hero_carousel_items_sub_title_color",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"has_media_buttons" boolean DEFAULT true,
  	"content_placement_x" "enum__pages_v_blocks_hero_carousel_content_placement_x" DEFAULT 'left',
  	"content_placement_y" "enum__pages_v_blocks_hero_carousel_content_placement_y" DEFAULT 'bottom',
  	"height" "enum__pages_v_blocks_hero_carousel_height" DEFAULT 'default',
  	"autoplay" boolean DEFAULT true,
  	"autoplay_delay" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_countdown_units" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_countdown_units",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"target" timestamp(3) with time zone,
  	"ended_text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_image_cell" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_link_cell" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header" varchar,
  	"line_one" varchar,
  	"line_one_bold" boolean DEFAULT false,
  	"line_two" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_text_cell" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"line_one" varchar,
  	"line_two" varchar,
  	"line_three" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_breadcrumb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"structured_data" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"title" varchar,
  	"youtube_id" varchar,
  	"video_url" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"autoplay" boolean DEFAULT false,
  	"muted" boolean DEFAULT false,
  	"controls" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_footer_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"logo_black_and_white_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_footer_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_footer_social_links_icon",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_blocks_footer_columns" ADD COLUMN "description" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "show_brands" boolean DEFAULT true;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "brands_heading" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "highlighted_link_label" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "highlighted_link_url" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "info_field1_heading" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "info_field1_text" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "info_field2_heading" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "info_field2_text" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "info_field_one_child_full_width" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_footer_columns" ADD COLUMN "description" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "show_brands" boolean DEFAULT true;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "brands_heading" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "highlighted_link_label" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "highlighted_link_url" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "info_field1_heading" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "info_field1_text" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "info_field2_heading" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "info_field2_text" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "info_field_one_child_full_width" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_alert" ADD CONSTRAINT "pages_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_items_labels" ADD CONSTRAINT "pages_blocks_car_model_card_items_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_items" ADD CONSTRAINT "pages_blocks_car_model_card_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_items" ADD CONSTRAINT "pages_blocks_car_model_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card" ADD CONSTRAINT "pages_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns_items" ADD CONSTRAINT "pages_blocks_text_columns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns" ADD CONSTRAINT "pages_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_hover_items" ADD CONSTRAINT "pages_blocks_split_hover_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_hover_items" ADD CONSTRAINT "pages_blocks_split_hover_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_split_hover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_split_hover" ADD CONSTRAINT "pages_blocks_split_hover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loan_warning" ADD CONSTRAINT "pages_blocks_loan_warning_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_items" ADD CONSTRAINT "pages_blocks_hero_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_items" ADD CONSTRAINT "pages_blocks_hero_carousel_items_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_items" ADD CONSTRAINT "pages_blocks_hero_carousel_items_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_items" ADD CONSTRAINT "pages_blocks_hero_carousel_items_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_items" ADD CONSTRAINT "pages_blocks_hero_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel" ADD CONSTRAINT "pages_blocks_hero_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown_units" ADD CONSTRAINT "pages_blocks_countdown_units_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_columns" ADD CONSTRAINT "pages_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_image_cell" ADD CONSTRAINT "pages_blocks_table_image_cell_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_image_cell" ADD CONSTRAINT "pages_blocks_table_image_cell_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_link_cell" ADD CONSTRAINT "pages_blocks_table_link_cell_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_text_cell" ADD CONSTRAINT "pages_blocks_table_text_cell_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_rows" ADD CONSTRAINT "pages_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table" ADD CONSTRAINT "pages_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_breadcrumb" ADD CONSTRAINT "pages_blocks_car_breadcrumb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_player" ADD CONSTRAINT "pages_blocks_video_player_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_player" ADD CONSTRAINT "pages_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_brands" ADD CONSTRAINT "pages_blocks_footer_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_brands" ADD CONSTRAINT "pages_blocks_footer_brands_logo_black_and_white_id_media_id_fk" FOREIGN KEY ("logo_black_and_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_brands" ADD CONSTRAINT "pages_blocks_footer_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_footer_social_links" ADD CONSTRAINT "pages_blocks_footer_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alert" ADD CONSTRAINT "_pages_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_items_labels" ADD CONSTRAINT "_pages_v_blocks_car_model_card_items_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_items" ADD CONSTRAINT "_pages_v_blocks_car_model_card_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_items" ADD CONSTRAINT "_pages_v_blocks_car_model_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card" ADD CONSTRAINT "_pages_v_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns_items" ADD CONSTRAINT "_pages_v_blocks_text_columns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns" ADD CONSTRAINT "_pages_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_hover_items" ADD CONSTRAINT "_pages_v_blocks_split_hover_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_hover_items" ADD CONSTRAINT "_pages_v_blocks_split_hover_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_split_hover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_split_hover" ADD CONSTRAINT "_pages_v_blocks_split_hover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loan_warning" ADD CONSTRAINT "_pages_v_blocks_loan_warning_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_items" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_items" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_items_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_items" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_items_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_items" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_items_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_items" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown_units" ADD CONSTRAINT "_pages_v_blocks_countdown_units_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_columns" ADD CONSTRAINT "_pages_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_image_cell" ADD CONSTRAINT "_pages_v_blocks_table_image_cell_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_image_cell" ADD CONSTRAINT "_pages_v_blocks_table_image_cell_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_link_cell" ADD CONSTRAINT "_pages_v_blocks_table_link_cell_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_text_cell" ADD CONSTRAINT "_pages_v_blocks_table_text_cell_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_rows" ADD CONSTRAINT "_pages_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table" ADD CONSTRAINT "_pages_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_breadcrumb" ADD CONSTRAINT "_pages_v_blocks_car_breadcrumb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_player" ADD CONSTRAINT "_pages_v_blocks_video_player_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_player" ADD CONSTRAINT "_pages_v_blocks_video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_brands" ADD CONSTRAINT "_pages_v_blocks_footer_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_brands" ADD CONSTRAINT "_pages_v_blocks_footer_brands_logo_black_and_white_id_media_id_fk" FOREIGN KEY ("logo_black_and_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_brands" ADD CONSTRAINT "_pages_v_blocks_footer_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_footer_social_links" ADD CONSTRAINT "_pages_v_blocks_footer_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_alert_order_idx" ON "pages_blocks_alert" USING btree ("_order");
  CREATE INDEX "pages_blocks_alert_parent_id_idx" ON "pages_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_alert_path_idx" ON "pages_blocks_alert" USING btree ("_path");
  CREATE INDEX "pages_blocks_alert_locale_idx" ON "pages_blocks_alert" USING btree ("_locale");
  CREATE INDEX "pages_blocks_blurb_order_idx" ON "pages_blocks_blurb" USING btree ("_order");
  CREATE INDEX "pages_blocks_blurb_parent_id_idx" ON "pages_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blurb_path_idx" ON "pages_blocks_blurb" USING btree ("_path");
  CREATE INDEX "pages_blocks_blurb_locale_idx" ON "pages_blocks_blurb" USING btree ("_locale");
  CREATE INDEX "pages_blocks_blurb_image_desktop_idx" ON "pages_blocks_blurb" USING btree ("image_desktop_id");
  CREATE INDEX "pages_blocks_blurb_image_phone_idx" ON "pages_blocks_blurb" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_car_model_card_items_labels_order_idx" ON "pages_blocks_car_model_card_items_labels" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_items_labels_parent_id_idx" ON "pages_blocks_car_model_card_items_labels" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_items_labels_locale_idx" ON "pages_blocks_car_model_card_items_labels" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_model_card_items_order_idx" ON "pages_blocks_car_model_card_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_items_parent_id_idx" ON "pages_blocks_car_model_card_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_items_locale_idx" ON "pages_blocks_car_model_card_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_model_card_items_image_idx" ON "pages_blocks_car_model_card_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_car_model_card_order_idx" ON "pages_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_parent_id_idx" ON "pages_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_path_idx" ON "pages_blocks_car_model_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_model_card_locale_idx" ON "pages_blocks_car_model_card" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_columns_items_order_idx" ON "pages_blocks_text_columns_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_columns_items_parent_id_idx" ON "pages_blocks_text_columns_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_columns_items_locale_idx" ON "pages_blocks_text_columns_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_columns_order_idx" ON "pages_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_columns_parent_id_idx" ON "pages_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_columns_path_idx" ON "pages_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_columns_locale_idx" ON "pages_blocks_text_columns" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_split_hover_items_order_idx" ON "pages_blocks_split_hover_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_split_hover_items_parent_id_idx" ON "pages_blocks_split_hover_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_split_hover_items_locale_idx" ON "pages_blocks_split_hover_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_split_hover_items_image_idx" ON "pages_blocks_split_hover_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_split_hover_order_idx" ON "pages_blocks_split_hover" USING btree ("_order");
  CREATE INDEX "pages_blocks_split_hover_parent_id_idx" ON "pages_blocks_split_hover" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_split_hover_path_idx" ON "pages_blocks_split_hover" USING btree ("_path");
  CREATE INDEX "pages_blocks_split_hover_locale_idx" ON "pages_blocks_split_hover" USING btree ("_locale");
  CREATE INDEX "pages_blocks_loan_warning_order_idx" ON "pages_blocks_loan_warning" USING btree ("_order");
  CREATE INDEX "pages_blocks_loan_warning_parent_id_idx" ON "pages_blocks_loan_warning" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_loan_warning_path_idx" ON "pages_blocks_loan_warning" USING btree ("_path");
  CREATE INDEX "pages_blocks_loan_warning_locale_idx" ON "pages_blocks_loan_warning" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_carousel_items_order_idx" ON "pages_blocks_hero_carousel_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_carousel_items_parent_id_idx" ON "pages_blocks_hero_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_items_locale_idx" ON "pages_blocks_hero_carousel_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_carousel_items_image_idx" ON "pages_blocks_hero_carousel_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_carousel_items_image_phone_idx" ON "pages_blocks_hero_carousel_items" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_hero_carousel_items_video_idx" ON "pages_blocks_hero_carousel_items" USING btree ("video_id");
  CREATE INDEX "pages_blocks_hero_carousel_items_video_phone_idx" ON "pages_blocks_hero_carousel_items" USING btree ("video_phone_id");
  CREATE INDEX "pages_blocks_hero_carousel_order_idx" ON "pages_blocks_hero_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_carousel_parent_id_idx" ON "pages_blocks_hero_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_path_idx" ON "pages_blocks_hero_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_carousel_locale_idx" ON "pages_blocks_hero_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_countdown_units_order_idx" ON "pages_blocks_countdown_units" USING btree ("order");
  CREATE INDEX "pages_blocks_countdown_units_parent_idx" ON "pages_blocks_countdown_units" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_countdown_units_locale_idx" ON "pages_blocks_countdown_units" USING btree ("locale");
  CREATE INDEX "pages_blocks_countdown_order_idx" ON "pages_blocks_countdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_countdown_parent_id_idx" ON "pages_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_countdown_path_idx" ON "pages_blocks_countdown" USING btree ("_path");
  CREATE INDEX "pages_blocks_countdown_locale_idx" ON "pages_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_columns_order_idx" ON "pages_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_columns_parent_id_idx" ON "pages_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_columns_locale_idx" ON "pages_blocks_table_columns" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_image_cell_order_idx" ON "pages_blocks_table_image_cell" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_image_cell_parent_id_idx" ON "pages_blocks_table_image_cell" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_image_cell_path_idx" ON "pages_blocks_table_image_cell" USING btree ("_path");
  CREATE INDEX "pages_blocks_table_image_cell_locale_idx" ON "pages_blocks_table_image_cell" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_image_cell_image_idx" ON "pages_blocks_table_image_cell" USING btree ("image_id");
  CREATE INDEX "pages_blocks_table_link_cell_order_idx" ON "pages_blocks_table_link_cell" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_link_cell_parent_id_idx" ON "pages_blocks_table_link_cell" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_link_cell_path_idx" ON "pages_blocks_table_link_cell" USING btree ("_path");
  CREATE INDEX "pages_blocks_table_link_cell_locale_idx" ON "pages_blocks_table_link_cell" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_text_cell_order_idx" ON "pages_blocks_table_text_cell" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_text_cell_parent_id_idx" ON "pages_blocks_table_text_cell" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_text_cell_path_idx" ON "pages_blocks_table_text_cell" USING btree ("_path");
  CREATE INDEX "pages_blocks_table_text_cell_locale_idx" ON "pages_blocks_table_text_cell" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_rows_order_idx" ON "pages_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_rows_parent_id_idx" ON "pages_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_rows_locale_idx" ON "pages_blocks_table_rows" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_order_idx" ON "pages_blocks_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_parent_id_idx" ON "pages_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_path_idx" ON "pages_blocks_table" USING btree ("_path");
  CREATE INDEX "pages_blocks_table_locale_idx" ON "pages_blocks_table" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_breadcrumb_order_idx" ON "pages_blocks_car_breadcrumb" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_breadcrumb_parent_id_idx" ON "pages_blocks_car_breadcrumb" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_breadcrumb_path_idx" ON "pages_blocks_car_breadcrumb" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_breadcrumb_locale_idx" ON "pages_blocks_car_breadcrumb" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_player_order_idx" ON "pages_blocks_video_player" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_player_parent_id_idx" ON "pages_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_player_path_idx" ON "pages_blocks_video_player" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_player_locale_idx" ON "pages_blocks_video_player" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_player_poster_idx" ON "pages_blocks_video_player" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_footer_brands_order_idx" ON "pages_blocks_footer_brands" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_brands_parent_id_idx" ON "pages_blocks_footer_brands" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_footer_brands_locale_idx" ON "pages_blocks_footer_brands" USING btree ("_locale");
  CREATE INDEX "pages_blocks_footer_brands_logo_idx" ON "pages_blocks_footer_brands" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_footer_brands_logo_black_and_white_idx" ON "pages_blocks_footer_brands" USING btree ("logo_black_and_white_id");
  CREATE INDEX "pages_blocks_footer_social_links_order_idx" ON "pages_blocks_footer_social_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_footer_social_links_parent_id_idx" ON "pages_blocks_footer_social_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_footer_social_links_locale_idx" ON "pages_blocks_footer_social_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_alert_order_idx" ON "_pages_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_alert_parent_id_idx" ON "_pages_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_alert_path_idx" ON "_pages_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_alert_locale_idx" ON "_pages_v_blocks_alert" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_blurb_order_idx" ON "_pages_v_blocks_blurb" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blurb_parent_id_idx" ON "_pages_v_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_path_idx" ON "_pages_v_blocks_blurb" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blurb_locale_idx" ON "_pages_v_blocks_blurb" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_blurb_image_desktop_idx" ON "_pages_v_blocks_blurb" USING btree ("image_desktop_id");
  CREATE INDEX "_pages_v_blocks_blurb_image_phone_idx" ON "_pages_v_blocks_blurb" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_items_labels_order_idx" ON "_pages_v_blocks_car_model_card_items_labels" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_items_labels_parent_id_idx" ON "_pages_v_blocks_car_model_card_items_labels" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_items_labels_locale_idx" ON "_pages_v_blocks_car_model_card_items_labels" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_model_card_items_order_idx" ON "_pages_v_blocks_car_model_card_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_items_parent_id_idx" ON "_pages_v_blocks_car_model_card_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_items_locale_idx" ON "_pages_v_blocks_car_model_card_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_model_card_items_image_idx" ON "_pages_v_blocks_car_model_card_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_order_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_parent_id_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_path_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_model_card_locale_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_columns_items_order_idx" ON "_pages_v_blocks_text_columns_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_columns_items_parent_id_idx" ON "_pages_v_blocks_text_columns_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_columns_items_locale_idx" ON "_pages_v_blocks_text_columns_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_columns_order_idx" ON "_pages_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_columns_parent_id_idx" ON "_pages_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_columns_path_idx" ON "_pages_v_blocks_text_columns" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_columns_locale_idx" ON "_pages_v_blocks_text_columns" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_split_hover_items_order_idx" ON "_pages_v_blocks_split_hover_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_split_hover_items_parent_id_idx" ON "_pages_v_blocks_split_hover_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_split_hover_items_locale_idx" ON "_pages_v_blocks_split_hover_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_split_hover_items_image_idx" ON "_pages_v_blocks_split_hover_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_split_hover_order_idx" ON "_pages_v_blocks_split_hover" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_split_hover_parent_id_idx" ON "_pages_v_blocks_split_hover" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_split_hover_path_idx" ON "_pages_v_blocks_split_hover" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_split_hover_locale_idx" ON "_pages_v_blocks_split_hover" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_loan_warning_order_idx" ON "_pages_v_blocks_loan_warning" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_loan_warning_parent_id_idx" ON "_pages_v_blocks_loan_warning" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_loan_warning_path_idx" ON "_pages_v_blocks_loan_warning" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_loan_warning_locale_idx" ON "_pages_v_blocks_loan_warning" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_carousel_items_order_idx" ON "_pages_v_blocks_hero_carousel_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_carousel_items_parent_id_idx" ON "_pages_v_blocks_hero_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_items_locale_idx" ON "_pages_v_blocks_hero_carousel_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_carousel_items_image_idx" ON "_pages_v_blocks_hero_carousel_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_items_image_phone_idx" ON "_pages_v_blocks_hero_carousel_items" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_items_video_idx" ON "_pages_v_blocks_hero_carousel_items" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_items_video_phone_idx" ON "_pages_v_blocks_hero_carousel_items" USING btree ("video_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_order_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_carousel_parent_id_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_path_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_carousel_locale_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_countdown_units_order_idx" ON "_pages_v_blocks_countdown_units" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_countdown_units_parent_idx" ON "_pages_v_blocks_countdown_units" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_units_locale_idx" ON "_pages_v_blocks_countdown_units" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_countdown_order_idx" ON "_pages_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_countdown_parent_id_idx" ON "_pages_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_path_idx" ON "_pages_v_blocks_countdown" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_countdown_locale_idx" ON "_pages_v_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_columns_order_idx" ON "_pages_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_columns_parent_id_idx" ON "_pages_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_columns_locale_idx" ON "_pages_v_blocks_table_columns" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_image_cell_order_idx" ON "_pages_v_blocks_table_image_cell" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_image_cell_parent_id_idx" ON "_pages_v_blocks_table_image_cell" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_image_cell_path_idx" ON "_pages_v_blocks_table_image_cell" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_table_image_cell_locale_idx" ON "_pages_v_blocks_table_image_cell" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_image_cell_image_idx" ON "_pages_v_blocks_table_image_cell" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_table_link_cell_order_idx" ON "_pages_v_blocks_table_link_cell" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_link_cell_parent_id_idx" ON "_pages_v_blocks_table_link_cell" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_link_cell_path_idx" ON "_pages_v_blocks_table_link_cell" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_table_link_cell_locale_idx" ON "_pages_v_blocks_table_link_cell" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_text_cell_order_idx" ON "_pages_v_blocks_table_text_cell" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_text_cell_parent_id_idx" ON "_pages_v_blocks_table_text_cell" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_text_cell_path_idx" ON "_pages_v_blocks_table_text_cell" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_table_text_cell_locale_idx" ON "_pages_v_blocks_table_text_cell" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_rows_order_idx" ON "_pages_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_rows_parent_id_idx" ON "_pages_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_rows_locale_idx" ON "_pages_v_blocks_table_rows" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_order_idx" ON "_pages_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_parent_id_idx" ON "_pages_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_path_idx" ON "_pages_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_table_locale_idx" ON "_pages_v_blocks_table" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_breadcrumb_order_idx" ON "_pages_v_blocks_car_breadcrumb" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_breadcrumb_parent_id_idx" ON "_pages_v_blocks_car_breadcrumb" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_breadcrumb_path_idx" ON "_pages_v_blocks_car_breadcrumb" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_breadcrumb_locale_idx" ON "_pages_v_blocks_car_breadcrumb" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_player_order_idx" ON "_pages_v_blocks_video_player" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_player_parent_id_idx" ON "_pages_v_blocks_video_player" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_player_path_idx" ON "_pages_v_blocks_video_player" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_player_locale_idx" ON "_pages_v_blocks_video_player" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_player_poster_idx" ON "_pages_v_blocks_video_player" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_footer_brands_order_idx" ON "_pages_v_blocks_footer_brands" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_footer_brands_parent_id_idx" ON "_pages_v_blocks_footer_brands" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_footer_brands_locale_idx" ON "_pages_v_blocks_footer_brands" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_footer_brands_logo_idx" ON "_pages_v_blocks_footer_brands" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_footer_brands_logo_black_and_white_idx" ON "_pages_v_blocks_footer_brands" USING btree ("logo_black_and_white_id");
  CREATE INDEX "_pages_v_blocks_footer_social_links_order_idx" ON "_pages_v_blocks_footer_social_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_footer_social_links_parent_id_idx" ON "_pages_v_blocks_footer_social_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_footer_social_links_locale_idx" ON "_pages_v_blocks_footer_social_links" USING btree ("_locale");
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "info_heading";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "info_text";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "info_heading";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "info_text";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_alert" CASCADE;
  DROP TABLE "pages_blocks_blurb" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_items_labels" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_items" CASCADE;
  DROP TABLE "pages_blocks_car_model_card" CASCADE;
  DROP TABLE "pages_blocks_text_columns_items" CASCADE;
  DROP TABLE "pages_blocks_text_columns" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_split_hover_items" CASCADE;
  DROP TABLE "pages_blocks_split_hover" CASCADE;
  DROP TABLE "pages_blocks_loan_warning" CASCADE;
  DROP TABLE "pages_blocks_hero_carousel_items" CASCADE;
  DROP TABLE "pages_blocks_hero_carousel" CASCADE;
  DROP TABLE "pages_blocks_countdown_units" CASCADE;
  DROP TABLE "pages_blocks_countdown" CASCADE;
  DROP TABLE "pages_blocks_table_columns" CASCADE;
  DROP TABLE "pages_blocks_table_image_cell" CASCADE;
  DROP TABLE "pages_blocks_table_link_cell" CASCADE;
  DROP TABLE "pages_blocks_table_text_cell" CASCADE;
  DROP TABLE "pages_blocks_table_rows" CASCADE;
  DROP TABLE "pages_blocks_table" CASCADE;
  DROP TABLE "pages_blocks_car_breadcrumb" CASCADE;
  DROP TABLE "pages_blocks_video_player" CASCADE;
  DROP TABLE "pages_blocks_footer_brands" CASCADE;
  DROP TABLE "pages_blocks_footer_social_links" CASCADE;
  DROP TABLE "_pages_v_blocks_alert" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_items_labels" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_items" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns_items" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_split_hover_items" CASCADE;
  DROP TABLE "_pages_v_blocks_split_hover" CASCADE;
  DROP TABLE "_pages_v_blocks_loan_warning" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel_items" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown_units" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown" CASCADE;
  DROP TABLE "_pages_v_blocks_table_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_table_image_cell" CASCADE;
  DROP TABLE "_pages_v_blocks_table_link_cell" CASCADE;
  DROP TABLE "_pages_v_blocks_table_text_cell" CASCADE;
  DROP TABLE "_pages_v_blocks_table_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_table" CASCADE;
  DROP TABLE "_pages_v_blocks_car_breadcrumb" CASCADE;
  DROP TABLE "_pages_v_blocks_video_player" CASCADE;
  DROP TABLE "_pages_v_blocks_footer_brands" CASCADE;
  DROP TABLE "_pages_v_blocks_footer_social_links" CASCADE;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "info_heading" varchar;
  ALTER TABLE "pages_blocks_footer" ADD COLUMN "info_text" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "info_heading" varchar;
  ALTER TABLE "_pages_v_blocks_footer" ADD COLUMN "info_text" varchar;
  ALTER TABLE "pages_blocks_footer_columns" DROP COLUMN "description";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "show_brands";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "brands_heading";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "highlighted_link_label";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "highlighted_link_url";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "info_field1_heading";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "info_field1_text";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "info_field2_heading";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "info_field2_text";
  ALTER TABLE "pages_blocks_footer" DROP COLUMN "info_field_one_child_full_width";
  ALTER TABLE "_pages_v_blocks_footer_columns" DROP COLUMN "description";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "show_brands";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "brands_heading";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "highlighted_link_label";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "highlighted_link_url";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "info_field1_heading";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "info_field1_text";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "info_field2_heading";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "info_field2_text";
  ALTER TABLE "_pages_v_blocks_footer" DROP COLUMN "info_field_one_child_full_width";
  DROP TYPE "public"."enum_pages_blocks_alert_type";
  DROP TYPE "public"."enum_pages_blocks_alert_icon";
  DROP TYPE "public"."enum_pages_blocks_blurb_title_tag";
  DROP TYPE "public"."enum_pages_blocks_blurb_background_color";
  DROP TYPE "public"."enum_pages_blocks_blurb_text_color";
  DROP TYPE "public"."enum_pages_blocks_text_columns_columns";
  DROP TYPE "public"."enum_pages_blocks_split_hover_items_background_color";
  DROP TYPE "public"."enum_pages_blocks_split_hover_items_text_color";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_items_text_color";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_items_button_type";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_items_sub_title_color";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_x";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_y";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_height";
  DROP TYPE "public"."enum_pages_blocks_countdown_units";
  DROP TYPE "public"."enum_pages_blocks_footer_social_links_icon";
  DROP TYPE "public"."enum__pages_v_blocks_alert_type";
  DROP TYPE "public"."enum__pages_v_blocks_alert_icon";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_text_columns_columns";
  DROP TYPE "public"."enum__pages_v_blocks_split_hover_items_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_split_hover_items_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_items_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_items_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_items_sub_title_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_x";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_y";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_height";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_units";
  DROP TYPE "public"."enum__pages_v_blocks_footer_social_links_icon";`)
}
