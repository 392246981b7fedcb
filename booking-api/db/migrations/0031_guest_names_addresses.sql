-- What a hotel asks of its guests (SPEC.md sections 3 and 5): names in kanji with their kana reading,
-- the reading's own mode when kanji are not required, and the guest's address.
ALTER TABLE "hotels" ADD COLUMN "kanji_name_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "customer_address_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "kana_name_mode" text DEFAULT 'do_not_ask' NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_kana_name_mode" CHECK ("kana_name_mode" IN ('do_not_ask', 'optional', 'required'));
--> statement-breakpoint
-- The reading and address the guest gave (null when not asked or left blank).
ALTER TABLE "reservations" ADD COLUMN "guest_first_name_kana" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_last_name_kana" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_postal_code" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_prefecture_or_state" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_street_address" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_building_name_and_number" text;
