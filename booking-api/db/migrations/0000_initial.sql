CREATE TABLE "api_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"key" text NOT NULL,
	"secret_hash" text NOT NULL,
	CONSTRAINT "api_clients_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cancellation_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"no_show_percentage" integer NOT NULL,
	"tiers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hotel_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "hotel_brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"book_languages" text[] NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"full_address" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"button_colour" text DEFAULT '#c21e58' NOT NULL,
	"header_colour" text DEFAULT '#ffffff' NOT NULL,
	"max_guests_per_room" integer DEFAULT 20 NOT NULL,
	"reservable_period_months" integer DEFAULT 12 NOT NULL,
	"max_nights" integer DEFAULT 30 NOT NULL,
	"default_adults" integer DEFAULT 2 NOT NULL,
	"checkin_date_offset" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"hotel_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply_status" integer NOT NULL,
	"reply_body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_hotel_id_key_pk" PRIMARY KEY("hotel_id","key")
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"total" integer NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "inventory_room_type_id_stay_date_pk" PRIMARY KEY("room_type_id","stay_date"),
	CONSTRAINT "inventory_available_not_negative" CHECK ("inventory"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"hotel_plan_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"meal_included" boolean NOT NULL,
	"refundable" boolean NOT NULL,
	"cancellation_policy_id" integer NOT NULL,
	"payment_methods" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"plan_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"base_price" integer NOT NULL,
	"adult_supplement" integer NOT NULL,
	"child_supplement" integer NOT NULL,
	CONSTRAINT "rates_plan_id_stay_date_pk" PRIMARY KEY("plan_id","stay_date")
);
--> statement-breakpoint
CREATE TABLE "reservation_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"total_price" integer NOT NULL,
	"tax" integer NOT NULL,
	"cancellation_tiers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"confirmation_number" text NOT NULL,
	"bypass_token" text NOT NULL,
	"status" text NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"payment_type" text NOT NULL,
	"currency" text NOT NULL,
	"total_price" integer NOT NULL,
	"tax" integer NOT NULL,
	"locale" text,
	"special_request" text,
	"cancellation_fee" integer,
	"cancel_reason" text,
	"cancel_details" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_confirmation_number_unique" UNIQUE("confirmation_number")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"max_occupancy" integer NOT NULL,
	"room_total" integer NOT NULL,
	"recommendation_rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sessions" ADD CONSTRAINT "client_sessions_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_cancellation_policy_id_cancellation_policies_id_fk" FOREIGN KEY ("cancellation_policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_hotel_code_idx" ON "plans" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE INDEX "plans_room_type_idx" ON "plans" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "reservation_rooms_reservation_idx" ON "reservation_rooms" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_hotel_idx" ON "reservations" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_hotel_code_idx" ON "room_types" USING btree ("hotel_id","code");