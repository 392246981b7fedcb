-- What a guest's booking, change and cancellation e-mails and calendar file need: the hotel's
-- check-in and check-out times and contact, and an outbox message's HTML body and attachments
-- (the booking's .ics calendar file), beside its text body.
ALTER TABLE "hotels" ADD COLUMN "checkin_time" text NOT NULL DEFAULT '15:00';
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "checkout_time" text NOT NULL DEFAULT '11:00';
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "phone" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "email" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_html" text;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb NOT NULL DEFAULT '[]'::jsonb;
