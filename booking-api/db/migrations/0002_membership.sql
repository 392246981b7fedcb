-- Membership: members per brand, sessions and one-time tokens stored hashed, password
-- history, sign-in attempts for rate limits, the e-mail outbox, and the member of a reservation.
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_kana" text,
	"last_name_kana" text,
	"locale" text,
	"status" text NOT NULL,
	"membership_id" text NOT NULL UNIQUE,
	"provider" text DEFAULT 'tripla' NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "members_status_check" CHECK ("status" IN ('provisional', 'active'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_email_idx" ON "members" ("brand_id", "email");
--> statement-breakpoint
CREATE TABLE "member_password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_password_history_member_idx" ON "member_password_history" ("member_id");
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" ("member_id");
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_tokens_purpose_check" CHECK ("purpose" IN ('confirmation', 'password_reset'))
);
--> statement-breakpoint
CREATE INDEX "member_tokens_member_idx" ON "member_tokens" ("member_id", "purpose");
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_key_idx" ON "sign_in_attempts" ("key_hash", "attempted_at");
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "hotel_brands"("id"),
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" ("status", "id");
--> statement-breakpoint
CREATE TABLE "membership_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL REFERENCES "hotel_brands"("id"),
	"allow_signup" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "member_id" integer REFERENCES "members"("id");
--> statement-breakpoint
CREATE INDEX "reservations_member_idx" ON "reservations" ("member_id");
