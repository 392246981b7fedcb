-- The booking widget's hand-over to the travel agency site: the booking in progress kept for a
-- short while under an unguessable id (the agency's /confirm-reservation restores it and books it
-- once), where each reservation came from, and the colours of a hotel's agency button.
CREATE TABLE "temporary_storages" (
  "id" text PRIMARY KEY NOT NULL,
  "hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
  "data" jsonb NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "attempts" integer NOT NULL DEFAULT 0,
  "reservation_id" integer REFERENCES "reservations"("id")
);
--> statement-breakpoint
CREATE INDEX "temporary_storages_expires_idx" ON "temporary_storages" ("expires_at");
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "traffic_source" text NOT NULL DEFAULT 'booking_widget';
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "ota_button_colour" text;
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "ota_button_text_colour" text;
