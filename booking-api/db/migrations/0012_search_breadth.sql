-- Search breadth: children by tier or age (SPEC.md section 9 tier modes, section 5
-- tiers-mode rule), per-plan sale limit and day use, hotel notifications with display dates and
-- label filters, and facility map positions. Plain SQL that PGlite and PostgreSQL both accept.
CREATE TABLE "hotel_kids_settings" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	"kids_type" text NOT NULL,
	CONSTRAINT "hotel_kids_settings_type_check" CHECK ("kids_type" IN ('tiers', 'tiers_with_meal_and_bed_as_extras', 'ages'))
);
--> statement-breakpoint
CREATE TABLE "kids_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"nightly_price" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "kids_tiers_code_check" CHECK ("code" ~ '^[A-Z]$'),
	CONSTRAINT "kids_tiers_age_check" CHECK ("min_age" >= 0 AND "max_age" >= "min_age" AND "max_age" < 18),
	CONSTRAINT "kids_tiers_price_check" CHECK ("nightly_price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kids_tiers_hotel_code_idx" ON "kids_tiers" ("hotel_id", "code");
--> statement-breakpoint
CREATE TABLE "plan_search_options" (
	"plan_id" integer PRIMARY KEY NOT NULL REFERENCES "plans"("id"),
	"sale_limit" integer,
	"day_use" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_search_options_sale_limit_check" CHECK ("sale_limit" IS NULL OR "sale_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hotel_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ja" text NOT NULL,
	"display_start_date" date,
	"display_end_date" date,
	"label_filters" text[] DEFAULT '{all_users}' NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "hotel_notifications_dates_check" CHECK ("display_start_date" IS NULL OR "display_end_date" IS NULL OR "display_end_date" >= "display_start_date")
);
--> statement-breakpoint
CREATE INDEX "hotel_notifications_hotel_idx" ON "hotel_notifications" ("hotel_id");
--> statement-breakpoint
CREATE TABLE "facility_locations" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	CONSTRAINT "facility_locations_range_check" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180)
);
