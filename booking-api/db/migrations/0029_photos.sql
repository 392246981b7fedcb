-- Photos of a hotel (room_type_id null) and of its room types, in the order staff set. The image
-- files (responsive variants: widths x AVIF, WebP, JPEG) live in the photo folder (UPLOAD_DIR/photos),
-- named by file_key; the row keeps what describes them. A photo the demo seed draws keeps its scene,
-- from which a missing variant file is drawn again.
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"room_type_id" integer REFERENCES "room_types"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_widths" integer[] NOT NULL,
	"alt_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scene" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "photos_size_positive" CHECK ("width" > 0 AND "height" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "photos_public_id_idx" ON "photos" ("public_id");
--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" ("hotel_id", "room_type_id", "position");
