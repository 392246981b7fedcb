-- Search and availability: per-hotel multi-room search settings. A hotel without a row
-- uses the defaults of contract/search.ts (5 rooms per multi-room search, 3 children per adult).
CREATE TABLE "hotel_search_settings" (
	"hotel_id" integer PRIMARY KEY NOT NULL REFERENCES "hotels"("id"),
	"multi_rooms_search_limit" integer NOT NULL,
	"max_children_per_adult" integer NOT NULL,
	CONSTRAINT "hotel_search_settings_limit_range" CHECK ("multi_rooms_search_limit" BETWEEN 1 AND 999),
	CONSTRAINT "hotel_search_settings_children_range" CHECK ("max_children_per_adult" >= 0)
);
