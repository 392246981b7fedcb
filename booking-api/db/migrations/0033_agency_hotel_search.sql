-- The travel-agency site's hotel search. A hotel is listed on the agency site by its own setting
-- (agency_listings.listed), with what the search filters on: the area of the agency's gazetteer
-- (booking-api/agency/areas.ts), a star class and the facility's features (the vocabulary of
-- contract/hotel-search-intent.ts). Coordinates stay in facility_locations (migration 0012).
-- A plan's meals beyond meal_included (dinner, half board) are in agency_plan_meals; a plan
-- without a row serves breakfast when meal_included, else no meal. Guests' review scores (1-5)
-- are in hotel_reviews; the search shows their average and count.
CREATE TABLE "agency_listings" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	"listed" boolean DEFAULT true NOT NULL,
	"area_code" text NOT NULL,
	"star_rating" smallint NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"recommendation_rank" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "agency_listings_star_rating_check" CHECK ("star_rating" BETWEEN 1 AND 5),
	CONSTRAINT "agency_listings_area_code_check" CHECK ("area_code" ~ '^[a-z][a-z0-9-]{0,39}$')
);
--> statement-breakpoint
CREATE INDEX "agency_listings_area_idx" ON "agency_listings" ("area_code") WHERE "listed";
--> statement-breakpoint
CREATE TABLE "agency_plan_meals" (
	"plan_id" integer PRIMARY KEY NOT NULL REFERENCES "plans"("id"),
	"meal" text NOT NULL,
	CONSTRAINT "agency_plan_meals_meal_check" CHECK ("meal" IN ('breakfast', 'dinner', 'breakfast_and_dinner', 'room_only'))
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"score" smallint NOT NULL,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "hotel_reviews_score_check" CHECK ("score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" ("hotel_id");
