-- Reservation changes after booking: the facility's change deadline, plan minimum nights,
-- the staff-edited flag, the no-show percentage as booked, accumulated change fees, and a log of
-- every online change.
ALTER TABLE "hotels" ADD COLUMN "reservation_changes_enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "change_deadline_days_before" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "change_deadline_hour" integer DEFAULT 18 NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_change_deadline_check" CHECK ("change_deadline_days_before" >= 0 AND "change_deadline_hour" BETWEEN 0 AND 23);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "min_nights" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_min_nights_check" CHECK ("min_nights" >= 1);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "staff_edited_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "change_fees" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD COLUMN "no_show_percentage" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
UPDATE "reservation_rooms" SET "no_show_percentage" = "cancellation_policies"."no_show_percentage"
FROM "plans" JOIN "cancellation_policies" ON "cancellation_policies"."id" = "plans"."cancellation_policy_id"
WHERE "plans"."id" = "reservation_rooms"."plan_id";
--> statement-breakpoint
CREATE TABLE "reservation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"kind" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"price_difference" integer NOT NULL,
	"change_fee" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_changes_kind_check" CHECK ("kind" IN ('itinerary', 'guest'))
);
--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" ("reservation_id");
