-- Payments slice 2: refunds. Written by hand; kept in sync with schema-payments-refunds.ts
-- and the refunded_amount columns of schema-payments.ts.
ALTER TABLE "payment_transactions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_bounds" CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "amount");
--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD CONSTRAINT "sandbox_refund_bounds" CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "captured_amount");
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"transaction_id" integer NOT NULL REFERENCES "payment_transactions"("id"),
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"cause" text NOT NULL,
	"cause_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "payment_refunds_cause_key_unique" UNIQUE("cause_key"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "payment_refunds_cause_check" CHECK ("cause" IN ('cancellation', 'itinerary_change')),
	CONSTRAINT "payment_refunds_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "payment_refunds_transaction_idx" ON "payment_refunds" USING btree ("transaction_id");
--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status");
--> statement-breakpoint
-- Saved cards of members: the provider's durable token, brand, last four and expiry; never the number.
CREATE TABLE "member_saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"source_transaction_id" integer REFERENCES "payment_transactions"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_saved_cards_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "member_saved_cards_source_unique" UNIQUE("source_transaction_id"),
	CONSTRAINT "member_saved_cards_last4_check" CHECK ("last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE INDEX "member_saved_cards_member_idx" ON "member_saved_cards" USING btree ("member_id");
--> statement-breakpoint
-- The member who asked to keep the card of this payment once it succeeds (null: not asked).
ALTER TABLE "payment_transactions" ADD COLUMN "save_card_for_member_id" integer REFERENCES "members"("id");
