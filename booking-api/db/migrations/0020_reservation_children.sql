-- Children by tier, stored and priced: the nightly price of each children's meal and
-- bed option of a hotel in the tiers_with_meal_and_bed_as_extras mode (SPEC.md sections 3 and 9),
-- and every child of every reservation room (tier, age, option) so changes reprice from them.
CREATE TABLE "kids_meal_bed_prices" (
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"option" text NOT NULL,
	"nightly_price" integer NOT NULL,
	PRIMARY KEY ("hotel_id", "option"),
	CONSTRAINT "kids_meal_bed_prices_option_check" CHECK ("option" IN ('meal_no', 'meal_no_bedding', 'meal_same_as_adult_bedding', 'meal_yes', 'meal_yes_bedding')),
	CONSTRAINT "kids_meal_bed_prices_price_check" CHECK ("nightly_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_room_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"room_position" integer NOT NULL,
	"child_index" integer NOT NULL,
	"tier_code" text,
	"age" integer,
	"meal_bed_option" text,
	CONSTRAINT "reservation_room_children_option_check" CHECK ("meal_bed_option" IS NULL OR "meal_bed_option" IN ('meal_no', 'meal_no_bedding', 'meal_same_as_adult_bedding', 'meal_yes', 'meal_yes_bedding')),
	CONSTRAINT "reservation_room_children_age_check" CHECK ("age" IS NULL OR ("age" >= 0 AND "age" < 18))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_room_children_idx" ON "reservation_room_children" ("reservation_id", "room_position", "child_index");
