-- Windowed counters for the limits on failed sign-ins, staff credentials, client-session credentials
-- and reservation look-ups: one row per key (a sha256 of what is limited, e.g. the caller's address),
-- upserted atomically so several processes sharing the database count together. They replace the
-- per-attempt rows of sign_in_attempts (limits per e-mail and per client session are gone).
CREATE TABLE "rate_limit_counters" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" ("window_started_at");
--> statement-breakpoint
DROP TABLE "sign_in_attempts";
