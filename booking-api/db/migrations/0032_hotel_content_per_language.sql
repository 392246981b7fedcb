-- Hotel content per language: every translatable text a hotel writes becomes one locale map
-- (jsonb { "<content locale>": "<text>" }, read through contract/localized-text.ts). Single texts
-- were what every guest read, in English, so they are kept under "en"; the English and Japanese
-- columns of children's tiers and notices become one map each. Blank texts are not kept (a map
-- without the language falls back, as a blank would have shown nothing).
CREATE FUNCTION pg_temp.text_in_en(value text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL OR btrim(value) = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', value) END
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.text_in_en_ja(en text, ja text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT pg_temp.text_in_en(en) || CASE WHEN ja IS NULL OR btrim(ja) = '' THEN '{}'::jsonb ELSE jsonb_build_object('ja', ja) END
$$;
--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "name" TYPE jsonb USING pg_temp.text_in_en("name");
--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "full_address" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "full_address" TYPE jsonb USING pg_temp.text_in_en("full_address");
--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "full_address" SET DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "cancellation_policies" ALTER COLUMN "name" TYPE jsonb USING pg_temp.text_in_en("name");
--> statement-breakpoint
ALTER TABLE "cancellation_policies" ALTER COLUMN "description" TYPE jsonb USING pg_temp.text_in_en("description");
--> statement-breakpoint
ALTER TABLE "room_types" ALTER COLUMN "name" TYPE jsonb USING pg_temp.text_in_en("name");
--> statement-breakpoint
ALTER TABLE "room_types" ALTER COLUMN "description" TYPE jsonb USING pg_temp.text_in_en("description");
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "name" TYPE jsonb USING pg_temp.text_in_en("name");
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "description" TYPE jsonb USING pg_temp.text_in_en("description");
--> statement-breakpoint
ALTER TABLE "pay_by_links" ALTER COLUMN "subject" TYPE jsonb USING pg_temp.text_in_en("subject");
--> statement-breakpoint
ALTER TABLE "kids_tiers" ADD COLUMN "name" jsonb;
--> statement-breakpoint
UPDATE "kids_tiers" SET "name" = pg_temp.text_in_en_ja("name_en", "name_ja");
--> statement-breakpoint
ALTER TABLE "kids_tiers" ALTER COLUMN "name" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "kids_tiers" DROP COLUMN "name_en";
--> statement-breakpoint
ALTER TABLE "kids_tiers" DROP COLUMN "name_ja";
--> statement-breakpoint
ALTER TABLE "hotel_notifications" ADD COLUMN "title" jsonb;
--> statement-breakpoint
ALTER TABLE "hotel_notifications" ADD COLUMN "body" jsonb;
--> statement-breakpoint
UPDATE "hotel_notifications" SET "title" = pg_temp.text_in_en_ja("title_en", "title_ja"), "body" = pg_temp.text_in_en_ja("body_en", "body_ja");
--> statement-breakpoint
ALTER TABLE "hotel_notifications" ALTER COLUMN "title" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotel_notifications" ALTER COLUMN "body" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotel_notifications" DROP COLUMN "title_en", DROP COLUMN "title_ja", DROP COLUMN "body_en", DROP COLUMN "body_ja";
