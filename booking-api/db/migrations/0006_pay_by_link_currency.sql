-- Pay-by-link (SPEC.md sections 3 "Pay-by-link record" and 4 "Pay-by-link results").
CREATE TABLE "pay_by_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_number" text NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"subject" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"amount_version" integer DEFAULT 1 NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_by_links_payment_number_unique" UNIQUE("payment_number"),
	CONSTRAINT "pay_by_links_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_by_link_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL REFERENCES "pay_by_links"("id"),
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pay_by_link_visits_link_idx" ON "pay_by_link_visits" USING btree ("link_id");
--> statement-breakpoint
CREATE TABLE "pay_by_link_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"link_id" integer NOT NULL REFERENCES "pay_by_links"("id"),
	"visit_id" text NOT NULL REFERENCES "pay_by_link_visits"("id"),
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"provider_reference" text,
	"challenge_url" text,
	"failure_code" text,
	"transitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_by_link_attempts_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
-- At most one attempt in progress per link (a double click finds the running one), and at most one that took money.
CREATE UNIQUE INDEX "pay_by_link_attempts_one_open" ON "pay_by_link_attempts" USING btree ("link_id") WHERE "status" IN ('initiated', 'pre_3d_secure', 'authorized', 'capturing');
--> statement-breakpoint
CREATE UNIQUE INDEX "pay_by_link_attempts_one_captured" ON "pay_by_link_attempts" USING btree ("link_id") WHERE "status" = 'captured';
--> statement-breakpoint
-- Multi-currency (SPEC.md sections 3 "Currency state", 4 "Currency", 9 currencies): per hotel, whether
-- multi-currency payment is on, and the exchange rates the hotel maintains (units of the target
-- currency for one unit of the hotel's currency, an exact decimal).
CREATE TABLE "hotel_currency_settings" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	"mcp_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"currency" text NOT NULL,
	"rate" numeric(22, 10) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_pk" PRIMARY KEY ("hotel_id", "currency"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("rate" > 0)
);
