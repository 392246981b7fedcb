import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotelBrands } from './schema-core';
import { members } from './schema-membership';

/**
 * Identity and single sign-on, kept in sync by hand with migrations/0016_identity_sso.sql.
 * The outbox's SMTP claim columns of that migration are reached with SQL in outbox/smtp-sender.ts.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An OpenID Connect provider a brand signs members in with (open-id, LINE, Facebook, the brand's own login). */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    /** In URLs and GraphQL: `line`, `facebook`, `openid`, `brand`... */
    slug: text('slug').notNull(),
    /** What the member's `provider` becomes: line, facebook, open_id or brand. */
    memberProvider: text('member_provider', { enum: ['line', 'facebook', 'open_id', 'brand'] }).notNull(),
    label: text('label').notNull(),
    /** Discovery at `<issuer>/.well-known/openid-configuration`. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret'),
    scopes: text('scopes').notNull().default('openid email profile'),
    /** oidc: discovery and a verified ID token; oauth2: the endpoints below and the user-info reply (Facebook's Graph API). */
    protocol: text('protocol', { enum: ['oidc', 'oauth2'] })
      .notNull()
      .default('oidc'),
    authorizationEndpoint: text('authorization_endpoint'),
    tokenEndpoint: text('token_endpoint'),
    userinfoEndpoint: text('userinfo_endpoint'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('identity_providers_brand_slug_idx').on(t.brandId, t.slug)],
);

/** A sign-in sent to a provider and not back yet: single use, short-lived. */
export const ssoSignInAttempts = pgTable(
  'sso_sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    /** sha256 of the state; the state itself only travels through the browser. */
    stateHash: text('state_hash').notNull().unique(),
    /** Nonce and PKCE verifier, AES-GCM under a key derived from the state. */
    sealedSecrets: text('sealed_secrets').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('sso_sign_in_attempts_expires_idx').on(t.expiresAt)],
);

/** A provider account (issuer's `sub`) linked to a member. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: instant('created_at').notNull(),
    lastSignInAt: instant('last_sign_in_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_identities_provider_subject_idx').on(t.providerId, t.subject),
    index('member_identities_member_idx').on(t.memberId),
  ],
);

/** One-time access tokens (header X-One-Time-Access-Token) and refresh tokens; stored hashed. */
export const memberAccessTokens = pgTable(
  'member_access_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    purpose: text('purpose', { enum: ['one_time_access', 'refresh'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    spentAt: instant('spent_at'),
  },
  (t) => [index('member_access_tokens_member_idx').on(t.memberId)],
);

/** SPEC.md section 5 "Parent messages": the origin of the page embedding the widget (`*` = any); no row = none. */
export const brandEmbedSettings = pgTable('brand_embed_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => hotelBrands.id),
  parentOrigin: text('parent_origin').notNull(),
});
