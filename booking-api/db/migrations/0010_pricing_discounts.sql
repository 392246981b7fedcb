-- Prices, discounts, coupons and promo codes (docs/pricing.md). Written by hand, kept
-- in step with booking-api/db/schema-pricing.ts. Plain SQL that PGlite and PostgreSQL both run.
CREATE TABLE "hotel_pricing_settings" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	"show_prices_tax_included" boolean DEFAULT true NOT NULL,
	"coupon_active" boolean DEFAULT false NOT NULL,
	"promo_code_active" boolean DEFAULT false NOT NULL,
	"rounding_unit" integer DEFAULT 1 NOT NULL,
	"accommodation_tax_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accommodation_tax_children_exempt" boolean DEFAULT false NOT NULL,
	"payment_promotion_percent" integer DEFAULT 0 NOT NULL,
	"payment_promotion_target_mode" text DEFAULT 'exclude' NOT NULL,
	"payment_promotion_hotel_plan_codes" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "hotel_pricing_settings_rounding_check" CHECK ("rounding_unit" BETWEEN 1 AND 100000),
	CONSTRAINT "hotel_pricing_settings_payment_percent_check" CHECK ("payment_promotion_percent" BETWEEN 0 AND 100),
	CONSTRAINT "hotel_pricing_settings_target_mode_check" CHECK ("payment_promotion_target_mode" IN ('include', 'exclude'))
);
--> statement-breakpoint
CREATE TABLE "plan_discounts" (
	"plan_id" integer PRIMARY KEY NOT NULL REFERENCES "plans"("id"),
	"sign_in_percent" integer DEFAULT 0 NOT NULL,
	"non_sign_in_percent" integer DEFAULT 0 NOT NULL,
	"brr_percent" integer DEFAULT 0 NOT NULL,
	"brr_days_before" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_discounts_percent_check" CHECK (
		"sign_in_percent" BETWEEN 0 AND 100 AND "non_sign_in_percent" BETWEEN 0 AND 100 AND "brr_percent" BETWEEN 0 AND 100
		AND "brr_days_before" >= 0
	)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"target_hotel_plan_codes" text[] DEFAULT '{}' NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"max_discounted_nights" integer,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"member_id" integer REFERENCES "members"("id"),
	CONSTRAINT "discount_codes_kind_check" CHECK ("kind" IN ('promo', 'coupon')),
	CONSTRAINT "discount_codes_type_check" CHECK ("discount_type" IN ('percent', 'amount_per_night')),
	CONSTRAINT "discount_codes_value_check" CHECK ("discount_value" > 0 AND ("discount_type" <> 'percent' OR "discount_value" <= 100)),
	CONSTRAINT "discount_codes_nights_check" CHECK ("max_discounted_nights" IS NULL OR "max_discounted_nights" >= 1),
	CONSTRAINT "discount_codes_usage_check" CHECK ("used_count" >= 0 AND ("usage_limit" IS NULL OR "used_count" <= "usage_limit"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_hotel_code_idx" ON "discount_codes" ("hotel_id", "code");
--> statement-breakpoint
CREATE TABLE "discount_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL REFERENCES "discount_codes"("id"),
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"member_id" integer,
	"used_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_reservation_code_idx" ON "discount_code_uses" ("reservation_id", "discount_code_id");
--> statement-breakpoint
CREATE INDEX "discount_code_uses_member_idx" ON "discount_code_uses" ("member_id");
--> statement-breakpoint
CREATE TABLE "reservation_price_summaries" (
	"reservation_id" integer PRIMARY KEY NOT NULL REFERENCES "reservations"("id"),
	"promo_code" text,
	"coupon_code" text,
	"summary" jsonb NOT NULL
);
