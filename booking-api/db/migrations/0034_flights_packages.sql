-- Hotel plus flight packages: airports (IATA code, names per language, the agency area they sit in),
-- the routes flown between them (carrier, flight number, local departure and arrival times, the
-- fare per seat in JPY), the dated flights with the seats still sold, the airports that serve a
-- hotel, and the seats a package reservation holds on its outbound and return flights.
CREATE TABLE "airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"area_code" text,
	"time_zone" text NOT NULL,
	"is_origin" boolean DEFAULT true NOT NULL,
	CONSTRAINT "airports_code_iata" CHECK ("code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "airports_code_idx" ON "airports" ("code");
--> statement-breakpoint
CREATE TABLE "flight_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_airport_id" integer NOT NULL REFERENCES "airports"("id"),
	"destination_airport_id" integer NOT NULL REFERENCES "airports"("id"),
	"carrier_code" text NOT NULL,
	"carrier_name" jsonb NOT NULL,
	"flight_number" text NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	"arrival_day_offset" integer DEFAULT 0 NOT NULL,
	"fare_per_seat" integer NOT NULL,
	"seats_per_flight" integer NOT NULL,
	CONSTRAINT "flight_routes_distinct_airports" CHECK ("origin_airport_id" <> "destination_airport_id"),
	CONSTRAINT "flight_routes_times" CHECK ("departure_time" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "arrival_time" ~ '^[0-2][0-9]:[0-5][0-9]$'),
	CONSTRAINT "flight_routes_fare_positive" CHECK ("fare_per_seat" > 0 AND "seats_per_flight" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_routes_flight_number_idx" ON "flight_routes" ("flight_number");
--> statement-breakpoint
CREATE INDEX "flight_routes_airports_idx" ON "flight_routes" ("origin_airport_id", "destination_airport_id");
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL REFERENCES "flight_routes"("id"),
	"departure_date" date NOT NULL,
	"fare_per_seat" integer NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_available" integer NOT NULL,
	CONSTRAINT "flights_seats_within_total" CHECK ("seats_available" >= 0 AND "seats_available" <= "seats_total"),
	CONSTRAINT "flights_fare_positive" CHECK ("fare_per_seat" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flights_route_date_idx" ON "flights" ("route_id", "departure_date");
--> statement-breakpoint
CREATE INDEX "flights_departure_date_idx" ON "flights" ("departure_date");
--> statement-breakpoint
CREATE TABLE "hotel_gateway_airports" (
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id") ON DELETE CASCADE,
	"airport_id" integer NOT NULL REFERENCES "airports"("id"),
	"position" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("hotel_id", "airport_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
	"flight_id" integer NOT NULL REFERENCES "flights"("id"),
	"direction" text NOT NULL,
	"seats" integer NOT NULL,
	"fare_per_seat" integer NOT NULL,
	"total_fare" integer NOT NULL,
	"seats_returned_at" timestamp with time zone,
	CONSTRAINT "reservation_flights_direction" CHECK ("direction" IN ('outbound', 'return')),
	CONSTRAINT "reservation_flights_seats_positive" CHECK ("seats" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_flights_direction_idx" ON "reservation_flights" ("reservation_id", "direction");
--> statement-breakpoint
CREATE INDEX "reservation_flights_flight_idx" ON "reservation_flights" ("flight_id");
