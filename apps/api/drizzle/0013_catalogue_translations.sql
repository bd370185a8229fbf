CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"translationable_type" text NOT NULL,
	"translationable_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translations_unique" ON "translations" USING btree ("translationable_type","translationable_id","locale","key");--> statement-breakpoint
CREATE INDEX "translations_locale" ON "translations" USING btree ("locale");