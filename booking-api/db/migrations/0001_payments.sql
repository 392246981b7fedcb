CREATE TABLE "payment_gateway_settings" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	"provider" text NOT NULL,
	"hosted_kind" text,
	"payment_hub_config" text DEFAULT 'none' NOT NULL
);
--> statement-breakpoint
-- Hotels that exist before this migration (an existing data folder) get the sandbox too.
INSERT INTO "payment_gateway_settings" ("hotel_id", "provider") SELECT "id", 'sandbox' FROM "hotels" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"provider_reference" text,
	"challenge_url" text,
	"failure_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_transactions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE INDEX "payment_transactions_reservation_idx" ON "payment_transactions" USING btree ("reservation_id");
--> statement-breakpoint
CREATE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("status","expires_at");
--> statement-breakpoint
CREATE TABLE "payment_transaction_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL REFERENCES "payment_transactions"("id"),
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_transaction_transitions_transaction_idx" ON "payment_transaction_transitions" USING btree ("transaction_id");
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"scenario" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL REFERENCES "sandbox_card_tokens"("token"),
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"three_d_secure" text NOT NULL,
	"decline_code" text,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"capture_count" integer DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"challenge_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_captured_once" CHECK ("sandbox_authorizations"."capture_count" <= 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
