-- Every payment method, receipts and pay-by-link refunds. SPEC.md sections 3
-- (deposit_amount, remain_amount, deposit percentage, receipt), 5 (Korean cards, receipt rules),
-- 9 (payment methods). Plain SQL that PGlite and PostgreSQL both run.
CREATE TABLE "hotel_payment_settings" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	-- credit_card_deposit: the share of the total charged at booking (1-99 %); a plan may override it.
	"deposit_percentage" integer DEFAULT 30 NOT NULL,
	-- bank_transfer: days after booking to pay (never later than the day before check-in).
	"bank_transfer_due_days" integer DEFAULT 3 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_branch" text DEFAULT '' NOT NULL,
	"bank_account_type" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"bank_account_holder" text DEFAULT '' NOT NULL,
	-- Receipts can be downloaded from this local hour of the check-out day.
	"receipt_available_hour" integer DEFAULT 11 NOT NULL,
	CONSTRAINT "hotel_payment_settings_deposit_range" CHECK ("deposit_percentage" BETWEEN 1 AND 99),
	CONSTRAINT "hotel_payment_settings_due_days" CHECK ("bank_transfer_due_days" BETWEEN 1 AND 30),
	CONSTRAINT "hotel_payment_settings_receipt_hour" CHECK ("receipt_available_hour" BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE TABLE "plan_payment_settings" (
	"plan_id" integer PRIMARY KEY NOT NULL REFERENCES "plans"("id"),
	"deposit_percentage" integer NOT NULL,
	CONSTRAINT "plan_payment_settings_deposit_range" CHECK ("deposit_percentage" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "reservation_payment_terms" (
	"reservation_id" integer PRIMARY KEY NOT NULL REFERENCES "reservations"("id"),
	"method" text NOT NULL,
	"deposit_percentage" integer,
	-- What the guest pays at booking (card) or by transfer, and what is left for the facility.
	"deposit_amount" integer NOT NULL,
	"remain_amount" integer NOT NULL,
	-- bank_transfer: the instant the transfer must have arrived by, when staff marked it paid, by whom.
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_amount" integer,
	"transfer_reference" text,
	CONSTRAINT "reservation_payment_terms_amounts" CHECK ("deposit_amount" >= 0 AND "remain_amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "reservation_payment_terms_due_idx" ON "reservation_payment_terms" ("due_at") WHERE "paid_at" IS NULL AND "due_at" IS NOT NULL;
--> statement-breakpoint
-- The sandbox issuer's note that a Korean domestic card was verified with the holder's birth date
-- and the first two PIN digits. Neither value is kept: only the fact and when.
CREATE TABLE "sandbox_korean_card_checks" (
	"token" text PRIMARY KEY NOT NULL REFERENCES "sandbox_card_tokens"("token"),
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Receipts issued (SPEC.md section 3 Receipt: receipt_title, receipt_unicode = Taiwan tax id).
CREATE TABLE "reservation_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"receipt_number" text NOT NULL,
	"receipt_title" text NOT NULL,
	"receipt_unicode" text,
	"amount" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reservation_receipts_reservation_idx" ON "reservation_receipts" ("reservation_id");
--> statement-breakpoint
-- Pay-by-link refunds through the provider: one per link (the whole captured amount).
CREATE TABLE "pay_by_link_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL REFERENCES "pay_by_links"("id"),
	"attempt_id" integer NOT NULL REFERENCES "pay_by_link_attempts"("id"),
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"provider_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pay_by_link_refunds_status" CHECK ("status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "pay_by_link_refunds_one_per_link" UNIQUE ("link_id")
);
