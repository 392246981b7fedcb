-- Membership account management: the member profile fields of SPEC.md
-- section 3, the promotion e-mail setting, account removal, the pending login e-mail change,
-- membership programs with update_member_profile_enabled, and the QR code setting.
ALTER TABLE "members" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "dob" date;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gender" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nationality" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "occupation" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "post_code" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "prefecture" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "building_name" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "receipt_name" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "promotion_email" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "removed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_status_check";
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_status_check" CHECK ("status" IN ('provisional', 'active', 'removed'));
--> statement-breakpoint
ALTER TABLE "member_tokens" ADD COLUMN "new_email" text;
--> statement-breakpoint
ALTER TABLE "member_tokens" DROP CONSTRAINT "member_tokens_purpose_check";
--> statement-breakpoint
ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_purpose_check" CHECK ("purpose" IN ('confirmation', 'password_reset', 'email_change'));
--> statement-breakpoint
CREATE TABLE "membership_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"name" text NOT NULL,
	"update_member_profile_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "membership_programs_brand_idx" ON "membership_programs" ("brand_id");
--> statement-breakpoint
ALTER TABLE "membership_settings" ADD COLUMN "encrypted_qr_code_enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "membership_settings" ADD COLUMN "custom_account_removal" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "membership_settings" ADD COLUMN "custom_account_removal_description" text;
--> statement-breakpoint
CREATE TABLE "member_account_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"reason" text NOT NULL,
	"details" text,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_account_removals_reason_check" CHECK ("reason" IN ('not_using_any_more', 'too_expensive', 'unattractive_benefits', 'other'))
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key_hex" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
