-- Extras (add-ons) and additional questions with file attachments (SPEC.md sections 3, 5,
-- 7 and 9). Plain SQL that PGlite and PostgreSQL both accept. Attachments are kept in the
-- database (bytea) so several processes sharing one PostgreSQL serve the same files.
CREATE TABLE "extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra_type" text NOT NULL,
	"price" integer NOT NULL,
	"price_without_tax" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer NOT NULL,
	"purchase_limit" integer,
	"inventory" integer,
	"deadline_days_before" integer DEFAULT 0 NOT NULL,
	"deadline_hour" integer DEFAULT 0 NOT NULL,
	"sale_end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "extras_type_check" CHECK ("extra_type" IN ('generic', 'dated')),
	CONSTRAINT "extras_quantity_check" CHECK ("min_quantity" >= 1 AND "max_quantity" >= "min_quantity"),
	CONSTRAINT "extras_inventory_not_negative" CHECK ("inventory" IS NULL OR "inventory" >= 0),
	CONSTRAINT "extras_deadline_hour_check" CHECK ("deadline_hour" BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "extras_hotel_code_idx" ON "extras" ("hotel_id", "code");
--> statement-breakpoint
CREATE TABLE "extra_date_prices" (
	"extra_id" integer NOT NULL REFERENCES "extras"("id"),
	"delivery_date" date NOT NULL,
	"price" integer NOT NULL,
	"price_without_tax" integer NOT NULL,
	CONSTRAINT "extra_date_prices_pk" PRIMARY KEY ("extra_id", "delivery_date")
);
--> statement-breakpoint
CREATE TABLE "reservation_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"extra_id" integer NOT NULL REFERENCES "extras"("id"),
	"delivery_date" date,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"price_without_tax" integer NOT NULL,
	CONSTRAINT "reservation_extras_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "reservation_extras_reservation_idx" ON "reservation_extras" ("reservation_id");
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extra_total_price" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extra_price_without_tax" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "additional_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"position" integer DEFAULT 0 NOT NULL,
	"question_type" text NOT NULL,
	"answer_type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"hotel_plan_codes" text[] DEFAULT '{}' NOT NULL,
	"display_start_date" date,
	"display_end_date" date,
	"ownable_type" text DEFAULT 'reservation' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "additional_questions_question_type_check" CHECK ("question_type" IN ('checkin', 'checkout', 'people_per_room', 'free', 'notification')),
	CONSTRAINT "additional_questions_answer_type_check" CHECK ("answer_type" IN ('text', 'textarea', 'single_option', 'multiple_options', 'date', 'file', 'none'))
);
--> statement-breakpoint
CREATE INDEX "additional_questions_hotel_idx" ON "additional_questions" ("hotel_id");
--> statement-breakpoint
CREATE TABLE "reservation_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
	"question_id" integer NOT NULL REFERENCES "additional_questions"("id"),
	"answer" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reservation_answers_reservation_idx" ON "reservation_answers" ("reservation_id");
--> statement-breakpoint
CREATE TABLE "file_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL UNIQUE,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"reservation_id" integer REFERENCES "reservations"("id"),
	"answer_id" integer REFERENCES "reservation_answers"("id"),
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_attachments_reservation_idx" ON "file_attachments" ("reservation_id");
