CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"store_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"stock_type" text DEFAULT 'unlimited' NOT NULL,
	"addon_stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_ids" jsonb NOT NULL,
	"variations" jsonb NOT NULL,
	"food_variations" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"choice_options" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"tax_type" text DEFAULT 'percent' NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"veg" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "item_campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"category_ids" jsonb NOT NULL,
	"variations" jsonb NOT NULL,
	"food_variations" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"choice_options" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"tax_type" text DEFAULT 'percent' NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"available_time_starts" text DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" text DEFAULT '23:59:59' NOT NULL,
	"veg" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"unit" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"organic" integer DEFAULT 0 NOT NULL,
	"is_halal" integer DEFAULT 0 NOT NULL,
	"recommended" integer DEFAULT 0 NOT NULL,
	"brand_id" integer,
	"common_condition_id" integer,
	"is_prescription_required" integer DEFAULT 0 NOT NULL,
	"generic_name" jsonb NOT NULL,
	"nutritions" jsonb NOT NULL,
	"allergies" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating" jsonb NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"module_type" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail" text NOT NULL,
	"icon" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"theme_id" integer DEFAULT 1 NOT NULL,
	"all_zone_service" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "modules_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"customer_name" text NOT NULL,
	"comment" text,
	"attachment" jsonb NOT NULL,
	"rating" integer NOT NULL,
	"reply" text,
	"status" integer DEFAULT 1 NOT NULL,
	"module_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" integer NOT NULL,
	"opening_time" text NOT NULL,
	"closing_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"footer_text" text,
	"minimum_order" double precision DEFAULT 0 NOT NULL,
	"comission" double precision,
	"schedule_order" boolean DEFAULT true NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"vendor_id" integer NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"take_away" boolean DEFAULT true NOT NULL,
	"item_section" boolean DEFAULT true NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"reviews_section" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"off_day" text DEFAULT ' ' NOT NULL,
	"self_delivery_system" integer DEFAULT 0 NOT NULL,
	"pos_system" boolean DEFAULT false NOT NULL,
	"minimum_shipping_charge" double precision DEFAULT 0 NOT NULL,
	"per_km_shipping_charge" double precision DEFAULT 0 NOT NULL,
	"maximum_shipping_charge" double precision,
	"delivery_time" text NOT NULL,
	"veg" integer DEFAULT 1 NOT NULL,
	"non_veg" integer DEFAULT 1 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total_order" integer DEFAULT 0 NOT NULL,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"cutlery" boolean DEFAULT false NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"announcement" integer DEFAULT 0 NOT NULL,
	"announcement_message" text,
	"featured" integer DEFAULT 0 NOT NULL,
	"halal_tag_status" integer DEFAULT 0 NOT NULL,
	"extra_packaging_status" boolean DEFAULT false NOT NULL,
	"extra_packaging_amount" double precision DEFAULT 0 NOT NULL,
	"store_business_model" text DEFAULT 'commission' NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"positive_rating" double precision DEFAULT 0 NOT NULL,
	"ratings" jsonb NOT NULL,
	"discount" jsonb,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "module_contents" (
	"module_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "module_contents_module_id_key_pk" PRIMARY KEY("module_id","key")
);
--> statement-breakpoint
CREATE TABLE "parcel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"parcel_per_km_shipping_charge" double precision,
	"parcel_minimum_shipping_charge" double precision,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"review" text NOT NULL,
	"reviewer_image" text NOT NULL,
	"company_image" text,
	"status" integer DEFAULT 1 NOT NULL,
	"extra" jsonb
);
--> statement-breakpoint
CREATE TABLE "tip_amounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount" double precision NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"type" text NOT NULL,
	"is_active" integer DEFAULT 1 NOT NULL,
	"starting_coverage_area" double precision NOT NULL,
	"maximum_coverage_area" double precision NOT NULL,
	"extra_charges" double precision NOT NULL,
	"is_delivery" integer DEFAULT 1 NOT NULL,
	"is_ride" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_zones" (
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"per_km_shipping_charge" double precision NOT NULL,
	"minimum_shipping_charge" double precision NOT NULL,
	"maximum_shipping_charge" double precision,
	"maximum_cod_order_amount" double precision,
	"delivery_charge_type" text DEFAULT 'distance' NOT NULL,
	"fixed_shipping_charge" double precision,
	CONSTRAINT "module_zones_module_id_zone_id_pk" PRIMARY KEY("module_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"street" text,
	"district" text NOT NULL,
	"formatted_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "places_place_id_unique" UNIQUE("place_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"digital_payment" boolean DEFAULT true NOT NULL,
	"offline_payment" boolean DEFAULT false NOT NULL,
	"increased_delivery_fee" double precision DEFAULT 0 NOT NULL,
	"increased_delivery_fee_status" integer DEFAULT 0 NOT NULL,
	"increase_delivery_charge_message" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"add_type" text NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"priority" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"is_rating_active" integer DEFAULT 1 NOT NULL,
	"is_review_active" integer DEFAULT 1 NOT NULL,
	"profile_image" text,
	"cover_image" text,
	"video_attachment" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"data" integer,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"default_link" text,
	"created_by" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"campaign_status" text DEFAULT 'confirmed' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"module_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"customer_id" jsonb NOT NULL,
	"cashback_type" text NOT NULL,
	"same_user_limit" integer DEFAULT 1 NOT NULL,
	"total_used" integer DEFAULT 0 NOT NULL,
	"cashback_amount" double precision NOT NULL,
	"min_purchase" double precision NOT NULL,
	"max_discount" double precision NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"start_date" text NOT NULL,
	"expire_date" text NOT NULL,
	"min_purchase" double precision DEFAULT 0 NOT NULL,
	"max_discount" double precision DEFAULT 0 NOT NULL,
	"discount" double precision NOT NULL,
	"discount_type" text NOT NULL,
	"coupon_type" text NOT NULL,
	"limit" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"data" text,
	"total_uses" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"created_by" text DEFAULT 'admin' NOT NULL,
	"customer_id" jsonb NOT NULL,
	"slug" text,
	"store_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"available_stock" integer NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount" double precision NOT NULL,
	"discount_amount" double precision NOT NULL,
	"price" double precision NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer,
	"is_publish" integer DEFAULT 1 NOT NULL,
	"admin_discount_percentage" double precision DEFAULT 0 NOT NULL,
	"vendor_discount_percentage" double precision DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_module_idx" ON "categories" USING btree ("module_id","parent_id");--> statement-breakpoint
CREATE INDEX "items_module_store_idx" ON "items" USING btree ("module_id","store_id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "reviews_store_idx" ON "reviews" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_schedules_store_idx" ON "store_schedules" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "stores_module_zone_idx" ON "stores" USING btree ("module_id","zone_id");