import {
  ErrorCode,
  NO_PARENT_ORIGIN,
  type MemberSessionReply,
  type SsoAuthorizeRequest,
  type SsoProvidersReply,
  type SsoSignInRequest,
} from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction, type Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { decryptText, encryptText } from '../membership-accounts/account-keys';
import {
  findMemberByEmail,
  findMemberById,
  insertMember,
  membershipIdTaken,
  updateMember,
  type MemberRow,
} from '../repositories/members';
import type { HotelWithBrand } from '../repositories/hotels';
import { startSession } from '../services/member-sessions';
import { randomToken, randomUnambiguousCode, sha256Hex } from '../security/secrets';
import {
  authorizationUrl,
  discover,
  exchangeCode,
  fetchUserinfo,
  OidcError,
  verifyIdToken,
  type FetchLike,
  type IdTokenClaims,
  type ProviderMetadata,
} from './oidc-client';
import {
  claimSignInAttempt,
  dropSignInAttemptsExpiredBefore,
  embedSettingsOf,
  enabledProviders,
  findProvider,
  insertMemberIdentity,
  insertSignInAttempt,
  lockMemberIdentity,
  touchMemberIdentity,
  type ProviderRow,
} from './identity-repository';

/**
 * OpenID Connect sign-in for a brand's providers (open-id, LINE, Facebook, the brand's own login),
 * SPEC.md sections 1, 6 and 7. `authorize` records a single-use attempt and returns the provider's
 * login URL; `complete` (the /sso/custom/callback page calls it) claims the attempt once, redeems
 * the code with the PKCE verifier, checks the ID token and links or creates the member.
 */

export interface SsoCall {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  fetch?: FetchLike;
}

/** SPEC.md section 9 keeps browsing state 10 minutes around a custom login; the attempt lives as long. */
export const SSO_ATTEMPT_MINUTES = 10;
/** A member created by a provider has no password of ours; this never verifies (passwords.ts wants six parts). */
export const NO_PASSWORD = 'sso$no-password';

export const ssoFailures = {
  unknownProvider: () =>
    new BookingFailure(
      404,
      ErrorCode.ssoProviderUnknown,
      'Sign-in provider not available',
      'This hotel does not offer this sign-in provider.',
    ),
  invalidState: () =>
    new BookingFailure(
      422,
      ErrorCode.ssoStateInvalid,
      'Sign-in not valid',
      'This sign-in link is not valid or was already used; please sign in again.',
    ),
  expired: () =>
    new BookingFailure(422, ErrorCode.expired, 'Sign-in expired', 'The sign-in took too long; please sign in again.'),
  refused: (reason: string) =>
    new BookingFailure(
      422,
      ErrorCode.ssoFailed,
      'Sign-in failed',
      `The sign-in provider's answer was refused (${reason}); please sign in again.`,
    ),
  accountRemoved: () =>
    new BookingFailure(422, ErrorCode.ssoFailed, 'Sign-in failed', 'The account linked to this sign-in was removed.'),
};

/** The key that seals an attempt's nonce and verifier: derived from the state, which is never stored. */
const sealKey = (state: string) => Buffer.from(sha256Hex(`sso-seal:${state}`), 'hex');

export async function listProviders(database: Database, brandId: number): Promise<SsoProvidersReply> {
  const rows = await enabledProviders(database.db, brandId);
  const embed = await embedSettingsOf(database.db, brandId);
  // Not configured: no parent window is trusted (an empty origin matches no sender). Accepting any
  // origin by default would let any page that frames the widget hand it a session of its choosing.
  return { data: rows, parent_origin: embed?.parentOrigin ?? NO_PARENT_ORIGIN };
}

/** OIDC providers describe themselves (discovery); OAuth 2.0 ones are configured with their endpoints. */
function metadataOf(fetchImpl: FetchLike, provider: ProviderRow): Promise<ProviderMetadata> {
  if (provider.protocol === 'oauth2') {
    return Promise.resolve({
      issuer: provider.issuer,
      authorization_endpoint: provider.authorizationEndpoint!,
      token_endpoint: provider.tokenEndpoint!,
      jwks_uri: '',
    });
  }
  return discover(fetchImpl, provider.issuer);
}

function asRefusal(error: unknown): never {
  if (error instanceof OidcError) throw ssoFailures.refused(error.reason);
  throw error;
}

export async function authorize(
  call: SsoCall,
  request: SsoAuthorizeRequest,
): Promise<{ data: { authorization_url: string; expires_at: string } }> {
  const provider = await findProvider(call.database.db, call.hotel.brandId, { slug: request.provider });
  if (!provider || !provider.enabled) throw ssoFailures.unknownProvider();
  const meta = await metadataOf(call.fetch ?? fetch, provider).catch(asRefusal);
  const state = randomToken(32);
  const nonce = randomToken(24);
  const codeVerifier = randomToken(48);
  const now = new Date(call.clock.now().epochMilliseconds);
  const expiresAt = new Date(now.getTime() + SSO_ATTEMPT_MINUTES * 60_000);
  await insertSignInAttempt(call.database.db, {
    providerId: provider.id,
    brandId: provider.brandId,
    stateHash: sha256Hex(state),
    sealedSecrets: encryptText(sealKey(state), JSON.stringify({ nonce, codeVerifier })),
    redirectUri: request.redirect_uri,
    createdAt: now,
    expiresAt,
  });
  // Expired attempts are worth nothing; dropping them now and then keeps the table small.
  if (Math.random() < 0.05)
    await dropSignInAttemptsExpiredBefore(call.database.db, new Date(now.getTime() - 86_400_000));
  const url = authorizationUrl(meta, {
    clientId: provider.clientId,
    redirectUri: request.redirect_uri,
    scopes: provider.scopes,
    state,
    nonce,
    codeVerifier,
  });
  return { data: { authorization_url: url, expires_at: expiresAt.toISOString() } };
}

export async function complete(call: SsoCall, request: SsoSignInRequest): Promise<MemberSessionReply> {
  const { db } = call.database;
  const now = new Date(call.clock.now().epochMilliseconds);
  // Claimed before anything else: a replayed or concurrent callback finds the attempt used.
  const attempt = await claimSignInAttempt(db, call.hotel.brandId, sha256Hex(request.state), now);
  if (!attempt) throw ssoFailures.invalidState();
  if (attempt.expiresAt.getTime() <= now.getTime()) throw ssoFailures.expired();
  const secrets = decryptText(sealKey(request.state), attempt.sealedSecrets);
  if (!secrets) throw ssoFailures.invalidState();
  const { nonce, codeVerifier } = JSON.parse(secrets) as { nonce: string; codeVerifier: string };
  const provider = await findProvider(db, call.hotel.brandId, { id: attempt.providerId });
  if (!provider || !provider.enabled) throw ssoFailures.unknownProvider();

  const fetchImpl = call.fetch ?? fetch;
  const claims = await (async () => {
    const meta = await metadataOf(fetchImpl, provider);
    const { idToken, accessToken } = await exchangeCode(fetchImpl, meta, {
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      redirectUri: attempt.redirectUri,
      code: request.code,
      codeVerifier,
    });
    if (provider.protocol === 'oauth2') {
      if (!accessToken) throw new OidcError('no_access_token', 'the token reply has no access token');
      return fetchUserinfo(fetchImpl, provider.userinfoEndpoint!, accessToken);
    }
    if (!idToken) throw new OidcError('no_id_token', 'the token reply has no ID token');
    return verifyIdToken(fetchImpl, meta, idToken, {
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      nonce,
      nowSeconds: Math.floor(now.getTime() / 1000),
    });
  })().catch(asRefusal);

  const member = await inTransaction(call.database.db, (tx) => linkOrCreateMember(tx, provider, claims, now));
  return startSession(call.database, call.clock, member);
}

/**
 * The member of a provider account. Known (provider, sub): that member. Otherwise an address the
 * provider says it verified links to the brand's member with it; anything else makes a new member
 * of that provider (SPEC.md section 3 `provider`), active at once since there is no link to follow.
 * The unique (provider, sub) index makes two first sign-ins at once end with one link.
 */
async function linkOrCreateMember(
  tx: Queryable,
  provider: ProviderRow,
  claims: IdTokenClaims,
  now: Date,
): Promise<MemberRow> {
  const identity = await lockMemberIdentity(tx, provider.id, claims.sub);
  if (identity) {
    const member = await findMemberById(tx, identity.memberId);
    if (!member || member.status === 'removed') throw ssoFailures.accountRemoved();
    await touchMemberIdentity(tx, identity.id, now);
    return member;
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  const verifiedEmail = email && claims.email_verified === true && email.length <= 254 ? email : null;
  let member = verifiedEmail ? await findMemberByEmail(tx, provider.brandId, verifiedEmail, { forUpdate: true }) : null;
  if (member?.status === 'removed') throw ssoFailures.accountRemoved();
  if (member && member.status === 'provisional') {
    // The provider vouches for the address: the confirmation link is no longer needed.
    await updateMember(tx, member.id, { status: 'active', confirmedAt: now, updatedAt: now });
    member = { ...member, status: 'active', confirmedAt: now };
  }
  if (!member) {
    const names = memberNames(claims);
    member = await insertMember(tx, {
      brandId: provider.brandId,
      // Without a verified address the member gets a placeholder no one can receive mail at.
      email: verifiedEmail ?? `${sha256Hex(`${provider.id}:${claims.sub}`).slice(0, 32)}@${provider.slug}.sso.invalid`,
      passwordHash: NO_PASSWORD,
      firstName: names.first,
      lastName: names.last,
      status: 'active',
      membershipId: await newMembershipId(tx),
      provider: provider.memberProvider,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!member) throw ssoFailures.refused('account_conflict');
  }
  const linked = await insertMemberIdentity(tx, {
    memberId: member.id,
    providerId: provider.id,
    subject: claims.sub,
    email,
    createdAt: now,
    lastSignInAt: now,
  });
  if (!linked) throw ssoFailures.refused('concurrent_sign_in');
  return member;
}

function clip(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;
}

function memberNames(claims: IdTokenClaims): { first: string; last: string } {
  const first = clip(claims.given_name);
  const last = clip(claims.family_name);
  if (first || last) return { first: first ?? '', last: last ?? '' };
  return { first: clip(claims.name) ?? '', last: '' };
}

async function newMembershipId(tx: Queryable): Promise<string> {
  for (;;) {
    const candidate = randomUnambiguousCode(12);
    if (!(await membershipIdTaken(tx, candidate))) return candidate;
  }
}
