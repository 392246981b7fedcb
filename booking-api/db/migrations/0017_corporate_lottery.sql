-- Corporate accounts and room lotteries (SPEC.md sections 3, 4, 5, 6 and 7).
-- Organizations group members of a brand; a member of an organization is a corporate user, an
-- organization_role containing "admin" makes them an organization admin. Reservations booked by a
-- corporate user carry the organization. Password-protected CSV downloads are kept for a short time
-- and counted for the download limit (1600). Lottery events belong to a hotel; members enter them,
-- a draw makes winners, and a winner books the won room before the reservation deadline.
-- Plain SQL that PGlite and PostgreSQL both accept (no extensions).
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"program_id" integer,
	"csv_downloads_per_day" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "organizations_brand_idx" ON "organizations" ("brand_id");
--> statement-breakpoint
CREATE TABLE "organization_users" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"organization_id" integer NOT NULL REFERENCES "organizations"("id"),
	"organization_role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "organization_users_organization_idx" ON "organization_users" ("organization_id");
--> statement-breakpoint
CREATE TABLE "organization_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id"),
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"max_stays" integer NOT NULL,
	CONSTRAINT "organization_allowances_period_check" CHECK ("period_end" >= "period_start"),
	CONSTRAINT "organization_allowances_max_check" CHECK ("max_stays" >= 0)
);
--> statement-breakpoint
CREATE INDEX "organization_allowances_organization_idx" ON "organization_allowances" ("organization_id", "period_start");
--> statement-breakpoint
CREATE TABLE "organization_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id"),
	"requested_by" integer NOT NULL REFERENCES "members"("id"),
	"token_hash" text NOT NULL UNIQUE,
	"file_name" text NOT NULL,
	"zip_base64" text NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "organization_downloads_organization_idx" ON "organization_downloads" ("organization_id", "created_at");
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "organization_id" integer REFERENCES "organizations"("id");
--> statement-breakpoint
CREATE INDEX "reservations_organization_idx" ON "reservations" ("organization_id");
--> statement-breakpoint
CREATE TABLE "lottery_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"uuid" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"room_type_id" integer NOT NULL REFERENCES "room_types"("id"),
	"plan_id" integer NOT NULL REFERENCES "plans"("id"),
	"stay_start" date NOT NULL,
	"stay_end" date NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_nights" integer DEFAULT 1 NOT NULL,
	"accept_from" timestamp with time zone NOT NULL,
	"accept_until" timestamp with time zone NOT NULL,
	"result_date" timestamp with time zone NOT NULL,
	"reservation_deadline" timestamp with time zone NOT NULL,
	"winners" integer NOT NULL,
	"notification" text,
	"requires_access_token" boolean DEFAULT false NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "lottery_events_nights_check" CHECK ("min_nights" >= 1 AND "max_nights" >= "min_nights"),
	CONSTRAINT "lottery_events_stay_check" CHECK ("stay_end" > "stay_start"),
	CONSTRAINT "lottery_events_dates_check" CHECK ("accept_until" > "accept_from" AND "result_date" >= "accept_until" AND "reservation_deadline" > "result_date")
);
--> statement-breakpoint
CREATE INDEX "lottery_events_hotel_idx" ON "lottery_events" ("hotel_id");
--> statement-breakpoint
CREATE TABLE "lottery_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL REFERENCES "lottery_events"("id"),
	"token_hash" text NOT NULL UNIQUE,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL REFERENCES "lottery_events"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"entry_number" text NOT NULL UNIQUE,
	"status" text NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"adults" integer NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"reservation_id" integer REFERENCES "reservations"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_entries_status_check" CHECK ("status" IN ('registered', 'not_winner', 'winner_reservation_pending', 'winner_reservation_pending_declined', 'winner_reservation_confirmed', 'winner_reservation_cancelled', 'registration_cancelled'))
);
--> statement-breakpoint
CREATE INDEX "lottery_entries_member_idx" ON "lottery_entries" ("member_id");
--> statement-breakpoint
-- One live entry per member and event (3756); a cancelled registration may be followed by a new one.
CREATE UNIQUE INDEX "lottery_entries_live_idx" ON "lottery_entries" ("event_id", "member_id") WHERE "status" <> 'registration_cancelled';
