-- Identity and single sign-on: OpenID Connect providers per brand (open-id, LINE,
-- a brand's custom login) and plain OAuth 2.0 ones with a user-info endpoint (Facebook's Graph API), the pending sign-ins (state hashed; nonce and PKCE verifier
-- encrypted under a key derived from the state, so neither the database nor the browser alone
-- holds them), the provider identities linked to members, one-time access tokens, the parent
-- origin allowed to talk to the embedded widget, and the SMTP sender's claim on outbox rows.
CREATE TABLE "identity_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"slug" text NOT NULL,
	"member_provider" text NOT NULL,
	"label" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text,
	"scopes" text DEFAULT 'openid email profile' NOT NULL,
	"protocol" text DEFAULT 'oidc' NOT NULL,
	"authorization_endpoint" text,
	"token_endpoint" text,
	"userinfo_endpoint" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_providers_member_provider_check" CHECK ("member_provider" IN ('line', 'facebook', 'open_id', 'brand')),
	CONSTRAINT "identity_providers_slug_check" CHECK ("slug" ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
	CONSTRAINT "identity_providers_protocol_check" CHECK ("protocol" IN ('oidc', 'oauth2')),
	CONSTRAINT "identity_providers_oauth2_endpoints_check" CHECK ("protocol" = 'oidc' OR ("authorization_endpoint" IS NOT NULL AND "token_endpoint" IS NOT NULL AND "userinfo_endpoint" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_brand_slug_idx" ON "identity_providers" ("brand_id", "slug");
--> statement-breakpoint
CREATE TABLE "sso_sign_in_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL REFERENCES "identity_providers"("id"),
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"state_hash" text NOT NULL UNIQUE,
	"sealed_secrets" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sso_sign_in_attempts_expires_idx" ON "sso_sign_in_attempts" ("expires_at");
--> statement-breakpoint
CREATE TABLE "member_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"provider_id" integer NOT NULL REFERENCES "identity_providers"("id"),
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_provider_subject_idx" ON "member_identities" ("provider_id", "subject");
--> statement-breakpoint
CREATE INDEX "member_identities_member_idx" ON "member_identities" ("member_id");
--> statement-breakpoint
CREATE TABLE "member_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"brand_id" integer NOT NULL REFERENCES "hotel_brands"("id"),
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	CONSTRAINT "member_access_tokens_purpose_check" CHECK ("purpose" IN ('one_time_access', 'refresh'))
);
--> statement-breakpoint
CREATE INDEX "member_access_tokens_member_idx" ON "member_access_tokens" ("member_id");
--> statement-breakpoint
CREATE TABLE "brand_embed_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL REFERENCES "hotel_brands"("id"),
	"parent_origin" text DEFAULT '*' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_by" text;
