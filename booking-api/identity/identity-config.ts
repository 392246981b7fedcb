import { z } from 'zod';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { findBrandByCode } from '../repositories/hotels';
import { disableProvidersOtherThan, upsertEmbedOrigin, upsertProvider } from './identity-repository';

/**
 * Identity configuration from the environment (README "Single sign-on"), written to the database
 * at start so every process behind a load balancer reads the same rows:
 *
 * - `SSO_PROVIDERS`: a JSON array of `{ brand, slug, label, member_provider, issuer, client_id,
 *   client_secret?, scopes?, protocol?, authorization_endpoint?, token_endpoint?, userinfo_endpoint? }`;
 *   member_provider is line, facebook, open_id or brand; protocol oauth2 (Facebook) needs the three endpoints. Providers of
 *   a listed brand that are missing from the list are disabled.
 * - `EMBED_PARENT_ORIGINS`: a JSON object `{ "<brand code>": "https://hotel.example" }`, the origin
 *   whose parent-window messages the embedded widget accepts (`*` = any). A brand not listed accepts none.
 */
const providerSchema = z
  .object({
    brand: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/),
    label: z.string().min(1).max(60),
    member_provider: z.enum(['line', 'facebook', 'open_id', 'brand']),
    issuer: z.url({ protocol: /^https?$/ }),
    client_id: z.string().min(1),
    client_secret: z.string().min(1).optional(),
    scopes: z.string().min(1).optional(),
    /** oauth2: no discovery and no ID token; the member is read from userinfo_endpoint (Facebook's Graph API /me). */
    protocol: z.enum(['oidc', 'oauth2']).default('oidc'),
    authorization_endpoint: z.url({ protocol: /^https?$/ }).optional(),
    token_endpoint: z.url({ protocol: /^https?$/ }).optional(),
    userinfo_endpoint: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((p) => p.protocol === 'oidc' || (p.authorization_endpoint && p.token_endpoint && p.userinfo_endpoint), {
    message: 'an oauth2 provider needs authorization_endpoint, token_endpoint and userinfo_endpoint',
  });
const providersSchema = z.array(providerSchema);
const originsSchema = z.record(
  z.string(),
  z.union([z.literal('*'), z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)]),
);

export type ConfiguredProvider = z.infer<typeof providerSchema>;

function parseEnvJson<T>(name: string, raw: string | undefined, schema: z.ZodType<T>): T | null {
  if (!raw?.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `${name} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

export async function syncIdentityConfig(
  database: Database,
  clock: Clock,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const providers = parseEnvJson('SSO_PROVIDERS', env.SSO_PROVIDERS, providersSchema);
  const origins = parseEnvJson('EMBED_PARENT_ORIGINS', env.EMBED_PARENT_ORIGINS, originsSchema);
  if (!providers && !origins) return;
  const now = new Date(clock.now().epochMilliseconds);
  await database.db.transaction(async (tx) => {
    const brandIds = new Map<string, number>();
    const brandId = async (code: string) => {
      if (!brandIds.has(code)) {
        const row = await findBrandByCode(tx, code);
        if (!row) throw new Error(`identity configuration names an unknown brand: ${code}`);
        brandIds.set(code, row.id);
      }
      return brandIds.get(code)!;
    };
    if (providers) {
      const byBrand = new Map<number, string[]>();
      for (const [position, provider] of providers.entries()) {
        const id = await brandId(provider.brand);
        byBrand.set(id, [...(byBrand.get(id) ?? []), provider.slug]);
        const values = {
          label: provider.label,
          memberProvider: provider.member_provider,
          issuer: provider.issuer,
          clientId: provider.client_id,
          clientSecret: provider.client_secret ?? null,
          scopes: provider.scopes ?? (provider.protocol === 'oauth2' ? 'email public_profile' : 'openid email profile'),
          protocol: provider.protocol,
          authorizationEndpoint: provider.authorization_endpoint ?? null,
          tokenEndpoint: provider.token_endpoint ?? null,
          userinfoEndpoint: provider.userinfo_endpoint ?? null,
          enabled: true,
          position,
          updatedAt: now,
        };
        await upsertProvider(tx, id, provider.slug, values);
      }
      for (const [id, slugs] of byBrand) {
        await disableProvidersOtherThan(tx, id, slugs, now);
      }
    }
    if (origins) {
      for (const [code, origin] of Object.entries(origins)) {
        const id = await brandId(code);
        await upsertEmbedOrigin(tx, id, origin);
      }
    }
  });
}
