-- What a room card shows beside the photos: the room's floor area, its beds (kind and number,
-- named in the guest's language by the widget) and its view (hotel content, a locale map); and the
-- meals a plan includes. Plans that included a meal before are breakfast plans.
ALTER TABLE "room_types" ADD COLUMN "size_sqm" integer;
--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_size_sqm_positive" CHECK ("size_sqm" IS NULL OR "size_sqm" > 0);
--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "beds" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "view" jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "meals" text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
UPDATE "plans" SET "meals" = '{breakfast}' WHERE "meal_included";
