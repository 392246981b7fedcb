-- Points, ranks, membership programs, point exchanges and member vouchers.
-- Kept in sync by hand with db/schema-points.ts. Plain SQL that PGlite and PostgreSQL both run.
ALTER TABLE "membership_programs" ADD COLUMN "point_program_enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "membership_programs" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "membership_programs" ADD COLUMN "point_rate_percent" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "membership_ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL REFERENCES "membership_programs"("id"),
	"name" text NOT NULL,
	"ranking_points_threshold" integer NOT NULL,
	"point_rate_percent" integer NOT NULL,
	CONSTRAINT "membership_ranks_threshold_check" CHECK ("ranking_points_threshold" >= 0),
	CONSTRAINT "membership_ranks_rate_check" CHECK ("point_rate_percent" >= 0 AND "point_rate_percent" <= 100)
);
--> statement-breakpoint
CREATE INDEX "membership_ranks_program_idx" ON "membership_ranks" ("program_id");
--> statement-breakpoint
CREATE TABLE "member_point_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"program_id" integer REFERENCES "membership_programs"("id"),
	"balance" integer DEFAULT 0 NOT NULL,
	"ranking_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_point_accounts_balance_check" CHECK ("balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"amount" integer NOT NULL,
	"exchange_type" text NOT NULL,
	"code" text NOT NULL UNIQUE,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_exchanges_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "point_exchanges_type_check" CHECK ("exchange_type" IN ('digico'))
);
--> statement-breakpoint
CREATE INDEX "point_exchanges_member_idx" ON "point_exchanges" ("member_id", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "point_exchanges_idempotency_idx" ON "point_exchanges" ("member_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reservation_id" integer REFERENCES "reservations"("id"),
	"exchange_id" integer REFERENCES "point_exchanges"("id"),
	"credit_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_entries_kind_check" CHECK ("kind" IN ('gained', 'spent', 'refunded', 'expired')),
	CONSTRAINT "point_entries_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" ("member_id", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_reservation_kind_idx" ON "point_entries" ("reservation_id", "kind") WHERE "reservation_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "member_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"number" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"target_stay_from" date,
	"target_stay_to" date,
	"sales_from" date,
	"sales_to" date,
	"excluded_from" date,
	"excluded_to" date,
	"valid_through" date NOT NULL,
	"consumed_at" timestamp with time zone,
	"reservation_id" integer REFERENCES "reservations"("id"),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_vouchers_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "member_vouchers_member_idx" ON "member_vouchers" ("member_id");
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "spending_point_value" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "voucher_coupon_discount_amount" integer DEFAULT 0 NOT NULL;
