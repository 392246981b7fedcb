-- SPEC.md section 3 booking_widget_type: a brand-facility setup's widget searches into the brand's facility
-- list (/facilities) instead of its own rooms. The demo start makes demo-bali one (booking-api/seed/demo-catalogue.ts).
ALTER TABLE "hotels" ADD COLUMN "booking_widget_type" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_booking_widget_type" CHECK ("hotels"."booking_widget_type" IN ('standard', 'brand_facility'));