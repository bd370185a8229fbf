CREATE TABLE "guests" (
	"id" bigint PRIMARY KEY NOT NULL,
	"fcm_token" text,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"verified" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text,
	"l_name" text,
	"email" text,
	"phone" text,
	"password_hash" text,
	"image" text,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"social_id" text,
	"login_medium" text DEFAULT 'manual' NOT NULL,
	"ref_code" text NOT NULL,
	"wallet_balance" double precision DEFAULT 0 NOT NULL,
	"loyalty_point" integer DEFAULT 0 NOT NULL,
	"cm_firebase_token" text,
	"interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"is_guest" integer NOT NULL,
	"module_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"model" text NOT NULL,
	"store_id" integer NOT NULL,
	"variation" jsonb NOT NULL,
	"variation_key" text NOT NULL,
	"add_on_ids" jsonb NOT NULL,
	"add_on_qtys" jsonb NOT NULL,
	"price" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_number" text NOT NULL,
	"contact_person_email" text,
	"address_type" text NOT NULL,
	"address" text NOT NULL,
	"additional_information" text,
	"floor" text,
	"road" text,
	"house" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer NOT NULL,
	"zone_ids" jsonb NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"receiver_type" text NOT NULL,
	"receiver_id" integer NOT NULL,
	"last_message_id" integer,
	"last_message_time" text,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_man_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_man_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"attachment" jsonb NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" integer NOT NULL,
	"message" text,
	"files" jsonb NOT NULL,
	"order_id" integer,
	"is_seen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"store_name" text NOT NULL,
	"store_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"tax" double precision NOT NULL,
	"delivery_time" text NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text,
	"business_plan" text DEFAULT 'commission' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"credit" double precision DEFAULT 0 NOT NULL,
	"debit" double precision DEFAULT 0 NOT NULL,
	"balance" double precision DEFAULT 0 NOT NULL,
	"admin_bonus" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer,
	"store_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_men" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"image" text,
	"identity_type" text,
	"identity_number" text,
	"identity_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zone_id" integer NOT NULL,
	"vehicle_id" integer,
	"earning" integer DEFAULT 1 NOT NULL,
	"serve_for" jsonb DEFAULT '["delivery"]'::jsonb NOT NULL,
	"application_status" text DEFAULT 'pending' NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer,
	"item_campaign_id" integer,
	"item_details" jsonb NOT NULL,
	"price" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"discount_on_item" double precision DEFAULT 0 NOT NULL,
	"tax_amount" double precision DEFAULT 0 NOT NULL,
	"total_add_on_price" double precision DEFAULT 0 NOT NULL,
	"variation" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"user_id" integer,
	"guest_id" bigint,
	"idempotency_key" text,
	"order_status" text NOT NULL,
	"order_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"order_amount" double precision NOT NULL,
	"items_total" double precision DEFAULT 0 NOT NULL,
	"coupon_discount_amount" double precision DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"store_discount_amount" double precision DEFAULT 0 NOT NULL,
	"total_tax_amount" double precision DEFAULT 0 NOT NULL,
	"delivery_charge" double precision DEFAULT 0 NOT NULL,
	"additional_charge" double precision DEFAULT 0 NOT NULL,
	"extra_packaging_amount" double precision DEFAULT 0 NOT NULL,
	"dm_tips" double precision DEFAULT 0 NOT NULL,
	"store_id" integer,
	"module_id" integer NOT NULL,
	"zone_id" integer,
	"delivery_man_id" integer,
	"parcel_category_id" integer,
	"charge_payer" text,
	"distance" double precision DEFAULT 0 NOT NULL,
	"delivery_address" jsonb,
	"receiver_details" jsonb,
	"scheduled" boolean DEFAULT false NOT NULL,
	"schedule_at" text,
	"order_note" text,
	"delivery_instruction" text,
	"cutlery" boolean DEFAULT false NOT NULL,
	"otp" text NOT NULL,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"order_attachment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_times" jsonb NOT NULL,
	"cancellation_reason" text,
	"canceled_by" text,
	"refund_requested" boolean DEFAULT false NOT NULL,
	"review_reminder_dismissed" boolean DEFAULT false NOT NULL,
	"simulated" boolean DEFAULT true NOT NULL,
	"details_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_target_unique" ON "otp_codes" USING btree ("purpose","target");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_social_unique" ON "users" USING btree ("social_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_ref_code_unique" ON "users" USING btree ("ref_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_unique_choice" ON "cart_lines" USING btree ("owner_key","module_id","model","item_id","variation_key");--> statement-breakpoint
CREATE INDEX "cart_lines_owner_idx" ON "cart_lines" USING btree ("owner_key","module_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_unique" ON "conversations" USING btree ("user_id","receiver_type","receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dm_reviews_order_unique" ON "delivery_man_reviews" USING btree ("order_id","delivery_man_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_email_unique" ON "newsletters" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_email_unique" ON "vendor_applications" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_phone_unique" ON "vendor_applications" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_item_unique" ON "wishlists" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_store_unique" ON "wishlists" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_men_email_unique" ON "delivery_men" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_men_phone_unique" ON "delivery_men" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("owner_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_key","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("order_status");