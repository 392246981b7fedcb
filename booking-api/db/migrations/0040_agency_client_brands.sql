-- The brands a travel-agency API client sells besides its own: its client sessions open the
-- per-hotel routes of their hotels and its hotel search lists their facilities. A widget's client
-- has no rows. The demo start grants the demo agency client the demo brands (booking-api/seed/demo.ts).
CREATE TABLE "agency_client_brands" (
	"client_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "agency_client_brands_client_id_brand_id_pk" PRIMARY KEY("client_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "agency_client_brands" ADD CONSTRAINT "agency_client_brands_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_client_brands" ADD CONSTRAINT "agency_client_brands_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE no action ON UPDATE no action;