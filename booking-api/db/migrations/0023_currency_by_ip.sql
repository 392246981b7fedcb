-- Currency by IP. Kept in sync by hand with db/schema-currency.ts.
-- Plain SQL that PGlite and PostgreSQL both run.
-- Currency by IP (SPEC.md section 3 "detected"): per brand, off unless the brand turns it on.
CREATE TABLE "brand_currency_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL REFERENCES "hotel_brands"("id"),
	"currency_by_ip" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The brand's table of IP ranges (CIDR, IPv4 or IPv6) and their country; the longest prefix wins.
CREATE TABLE "ip_country_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"network" cidr NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "ip_country_ranges_country_code" CHECK ("country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ip_country_ranges_brand_network_idx" ON "ip_country_ranges" USING btree ("brand_id", "network");
