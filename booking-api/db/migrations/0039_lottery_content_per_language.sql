-- A lottery's name and the notification sent with its result become hotel content by language
-- (jsonb locale maps read through contract/localized-text.ts, as in 0032). The single texts were
-- what every entrant read, in English, so they are kept under "en"; no notification is {}.
CREATE FUNCTION pg_temp.lottery_text_in_en(value text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL OR btrim(value) = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', value) END
$$;
--> statement-breakpoint
ALTER TABLE "lottery_events" ALTER COLUMN "name" SET DATA TYPE jsonb USING pg_temp.lottery_text_in_en("name");
--> statement-breakpoint
ALTER TABLE "lottery_events" ALTER COLUMN "notification" SET DATA TYPE jsonb USING pg_temp.lottery_text_in_en("notification");
--> statement-breakpoint
ALTER TABLE "lottery_events" ALTER COLUMN "notification" SET DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "lottery_events" ALTER COLUMN "notification" SET NOT NULL;
