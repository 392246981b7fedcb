import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free local port, for the
 * tests: its own login and consent pages (any login, any password; the login becomes `sub`, and
 * `<login>@idp.example` a verified e-mail unless the login starts with "unverified"), RS256 ID
 * tokens, PKCE required. Codes and tokens live in a store the test can age (`expireCodes`).
 */

type Payload = Record<string, unknown> & {
  exp?: number;
  consumed?: number;
  grantId?: string;
  uid?: string;
  userCode?: string;
};
const store = new Map<string, Payload>();
const keyOf = (model: string, id: string) => `${model}:${id}`;

class TestAdapter {
  constructor(private readonly model: string) {}
  async upsert(id: string, payload: Payload, expiresIn?: number) {
    store.set(keyOf(this.model, id), {
      ...payload,
      ...(expiresIn ? { exp: Math.floor(Date.now() / 1000) + expiresIn } : {}),
    });
  }
  async find(id: string) {
    return store.get(keyOf(this.model, id));
  }
  async findByUid(uid: string) {
    for (const [key, value] of store) if (key.startsWith(`${this.model}:`) && value.uid === uid) return value;
    return undefined;
  }
  async findByUserCode(userCode: string) {
    for (const [key, value] of store) if (key.startsWith(`${this.model}:`) && value.userCode === userCode) return value;
    return undefined;
  }
  async consume(id: string) {
    const value = store.get(keyOf(this.model, id));
    if (value) value.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    store.delete(keyOf(this.model, id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, value] of store) if (value.grantId === grantId) store.delete(key);
  }
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Another client registered at the same provider (for wrong-audience tests). */
  otherClientId: string;
  /** The private key the provider signs with (to forge tokens with other claims in tests). */
  signingJwk: JsonWebKey & { kid: string };
  /** Every authorization code issued so far is now expired. */
  expireCodes(): void;
  close(): Promise<void>;
}

export interface LocalOidcOptions {
  /** Absolute callback URLs the widget client may use; a function is asked on each request (ports are known late). */
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

/** Signs a JWT with an RSA JWK (RS256), for forging ID tokens in tests. */
export function signJwt(jwk: JsonWebKey & { kid: string }, claims: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), { key: jwk, format: 'jwk' });
  return `${header}.${body}.${signature.toString('base64url')}`;
}

export function newRsaJwk(kid: string): JsonWebKey & { kid: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } as JsonWebKey & { kid: string };
}

export async function startLocalOidcProvider(options: LocalOidcOptions): Promise<LocalOidcProvider> {
  const clientId = options.clientId ?? 'hotel-widget';
  const clientSecret = options.clientSecret ?? 'hotel-widget-secret-0123456789';
  const otherClientId = 'another-app';
  const signingJwk = newRsaJwk('test-key-1');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    adapter: TestAdapter as never,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: otherClientId,
        client_secret: 'another-app-secret-0123456789',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingJwk as never] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    cookies: { keys: ['local-oidc-cookie-key-for-tests-only'] },
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 3600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: `${id.replace(/[^a-z0-9.-]/gi, '')}@idp.example`,
            email_verified: !id.startsWith('unverified'),
            given_name: 'Taro',
            family_name: 'Yamada',
            name: 'Taro Yamada',
          };
        },
      };
    },
  } as never);
  // Plain http on 127.0.0.1: the provider's dev login page works without TLS.
  (provider as unknown as { proxy: boolean }).proxy = true;
  const silence = () => {};
  provider.on('server_error', silence);
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    otherClientId,
    signingJwk,
    expireCodes() {
      for (const [key, value] of store)
        if (key.startsWith('AuthorizationCode:')) value.exp = Math.floor(Date.now() / 1000) - 120;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
