-- The bytes of new uploads live in the upload folder (UPLOAD_DIR); the row keeps what describes the
-- file. Files uploaded before keep their bytes here and are still served from the row.
ALTER TABLE "file_attachments" ALTER COLUMN "content" DROP NOT NULL;
--> statement-breakpoint
-- Who uploaded it (the caller's address when known from outside, a hash of the client session),
-- for the quota of unclaimed uploads per client.
ALTER TABLE "file_attachments" ADD COLUMN "uploader_address" text;
--> statement-breakpoint
ALTER TABLE "file_attachments" ADD COLUMN "uploader_session" text;
--> statement-breakpoint
CREATE INDEX "file_attachments_unclaimed_idx" ON "file_attachments" ("created_at") WHERE "reservation_id" IS NULL;
