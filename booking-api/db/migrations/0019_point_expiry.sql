-- Point expiry (round 2, R2-D): every programme says how long credited points stay valid.
-- Kept in sync by hand with db/schema-membership-accounts.ts. Plain SQL that PGlite and PostgreSQL both run.
ALTER TABLE "membership_programs" ADD COLUMN "point_validity_days" integer DEFAULT 730 NOT NULL;
--> statement-breakpoint
ALTER TABLE "membership_programs" ADD CONSTRAINT "membership_programs_point_validity_check" CHECK ("point_validity_days" > 0);
