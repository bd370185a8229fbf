CREATE TABLE "subscription_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"validity" integer NOT NULL,
	"max_order" integer,
	"max_product" integer,
	"pos" integer DEFAULT 0 NOT NULL,
	"mobile_app" integer DEFAULT 0 NOT NULL,
	"chat" integer DEFAULT 0 NOT NULL,
	"review" integer DEFAULT 0 NOT NULL,
	"self_delivery" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"default" integer DEFAULT 0 NOT NULL,
	"colour" text,
	"text" text,
	"created_at" timestamp DEFAULT now() NOT NULL
);
