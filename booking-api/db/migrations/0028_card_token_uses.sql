-- A card token from the browser's tokenization is single use: the first payment that uses it claims it
-- here, in the same transaction that records that payment (a reservation's payment transaction or a
-- pay-by-link attempt), so a second booking with the token finds the row and is refused (3205), even
-- when both race. A member's saved card (the provider's durable token) is never claimed.
CREATE TABLE "card_token_uses" (
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"payment_transaction_id" integer REFERENCES "payment_transactions"("id"),
	"pay_by_link_attempt_id" integer REFERENCES "pay_by_link_attempts"("id"),
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_token_uses_pk" PRIMARY KEY ("provider", "token"),
	CONSTRAINT "card_token_uses_one_payment" CHECK (num_nonnulls("payment_transaction_id", "pay_by_link_attempt_id") = 1)
);
--> statement-breakpoint
-- Tokens that already paid before this table existed are spent too (saved cards' tokens excepted).
INSERT INTO "card_token_uses" ("provider", "token", "payment_transaction_id", "used_at")
SELECT DISTINCT ON (t."provider", t."card_token") t."provider", t."card_token", t."id", t."created_at"
FROM "payment_transactions" t
WHERE NOT EXISTS (SELECT 1 FROM "member_saved_cards" c WHERE c."provider" = t."provider" AND c."provider_token" = t."card_token")
ORDER BY t."provider", t."card_token", t."id";
--> statement-breakpoint
INSERT INTO "card_token_uses" ("provider", "token", "pay_by_link_attempt_id", "used_at")
SELECT DISTINCT ON (a."provider", a."card_token") a."provider", a."card_token", a."id", a."created_at"
FROM "pay_by_link_attempts" a
ORDER BY a."provider", a."card_token", a."id"
ON CONFLICT DO NOTHING;
