-- The exchange rate a multi-currency (mcp) reservation was charged at: later quotes of a
-- shorter stay and its refunds convert with this rate, never today's. Kept in sync by hand with
-- db/schema-reservation-currency.ts. Plain SQL that PGlite and PostgreSQL both run.
CREATE TABLE "reservation_currency_rates" (
  "reservation_id" integer PRIMARY KEY NOT NULL REFERENCES "reservations"("id"),
  "currency" text NOT NULL,
  "rate" text NOT NULL,
  "rate_updated_at" timestamp with time zone NOT NULL
);
