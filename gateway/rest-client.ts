import type { YogaLogger } from 'graphql-yoga';
import type { z } from 'zod';
import {
  CLIENT_SESSION_HEADER,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  bookingWidgetSettingsReplySchema,
  cancellationPoliciesReplySchema,
  clientSessionReplySchema,
  errorReplySchema,
  hotelReplySchema,
  reservationReplySchema,
  roomSearchReplySchema,
  availabilityReplySchema,
  inventoryReplySchema,
  type AvailabilityQuery,
  type InventoryQuery,
  type CancelReservationRequest,
  type CreateReservationRequest,
  type RoomSearchQuery,
} from '../contract';
import { callerHeaders } from './caller-address';
import { ClientSessionCache, type ClientSession } from './client-session-cache';
import {
  extensionsOf,
  gatewayError,
  invalidClientSessionError,
  isInvalidClientSession,
  unusableReplyError,
  upstreamError,
} from './gateway-errors';

/** What every request of one gateway shares: where the API is and how to talk to it. */
export interface BookingApiConnection {
  /** e.g. http://127.0.0.1:8080; /api/... and /book/... are appended. */
  baseUrl: string;
  clientKey: string;
  clientSecret: string;
  /** The travel-agency site's own API client; absent where no agency site is served. */
  agencyClient?: { key: string; secret: string } | undefined;
  appVersion: string;
  fetch: typeof fetch;
  retry429: { delayMs: number; maxAttempts: number };
  /** A call that has not answered by then is abandoned (a hung upstream must not hold the browser). */
  timeoutMs: number;
  /** The gateway's own session, for browsers that send none. */
  ownSession: ClientSessionCache;
  logger: YogaLogger;
}

/** What one GraphQL request brings along and forwards upstream (SPEC.md section 7 headers). */
export interface RequestScope {
  requestId: string;
  /** The browser's Client-Session; when absent the gateway's own session is used. */
  clientSession?: string;
  authorization?: string;
  acceptLanguage?: string;
  locale?: string;
  /** The address of the GraphQL caller (gateway/caller-address.ts), told to the booking API with a proof. */
  callerAddress?: string;
}

/** The browser headers a GraphQL request may carry that matter upstream. */
export function requestScopeFrom(request: Request, requestId: string, callerAddress?: string): RequestScope {
  const header = (name: string) => request.headers.get(name)?.trim() || undefined;
  const acceptLanguage = header('Accept-Language');
  return {
    requestId,
    clientSession: header(CLIENT_SESSION_HEADER),
    authorization: header('Authorization'),
    acceptLanguage,
    // X-Locale is the app's explicit choice; otherwise the browser's first preference is passed on
    // untouched (mapping it to a UI language is the client's rule, SPEC.md section 1).
    locale: header('X-Locale') ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim(),
    callerAddress,
  };
}

export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** A multipart body (file uploads) instead of JSON; fetch sets its Content-Type with the boundary. */
  form?: FormData;
  idempotencyKey?: string;
}

type ReservationAccess = { email?: string; bypass_token?: string };

const segment = encodeURIComponent;

/**
 * The booking API over HTTP, for one GraphQL request. It never imports booking-api code: any
 * server speaking the contract will do (DESIGN.md). Replies are parsed with the contract's zod
 * schemas; every failure leaves as a GraphQLError carrying `{ code, title, status, details }`.
 */
export class BookingApiClient {
  constructor(
    private readonly connection: BookingApiConnection,
    private readonly scope: RequestScope,
  ) {}

  get requestId(): string {
    return this.scope.requestId;
  }

  hotel(code: string) {
    return this.withSession({ method: 'GET', path: `/book/hotels/${segment(code)}` }, hotelReplySchema);
  }

  bookingWidgetSettings(code: string) {
    return this.withSession(
      { method: 'GET', path: `/book/hotels/${segment(code)}/settings/booking_widget` },
      bookingWidgetSettingsReplySchema,
    );
  }

  searchRooms(code: string, query: RoomSearchQuery) {
    return this.withSession(
      { method: 'GET', path: `/book/hotels/${segment(code)}/rooms`, query },
      roomSearchReplySchema,
    );
  }

  roomAvailability(code: string, query: AvailabilityQuery) {
    return this.withSession(
      { method: 'GET', path: `/book/hotels/${segment(code)}/rooms/availability`, query },
      availabilityReplySchema,
    );
  }

  roomInventory(code: string, query: InventoryQuery) {
    return this.withSession(
      { method: 'GET', path: `/book/hotels/${segment(code)}/rooms/inventory`, query },
      inventoryReplySchema,
    );
  }

  cancellationPolicies(code: string) {
    return this.withSession(
      { method: 'GET', path: `/book/hotels/${segment(code)}/cancellation_policies` },
      cancellationPoliciesReplySchema,
    );
  }

  createReservation(code: string, body: CreateReservationRequest, idempotencyKey: string) {
    return this.withSession(
      { method: 'POST', path: `/book/hotels/${segment(code)}/reservations`, body, idempotencyKey },
      reservationReplySchema,
    );
  }

  reservation(code: string, confirmationNumber: string, access: ReservationAccess) {
    return this.withSession(
      {
        method: 'GET',
        path: `/book/hotels/${segment(code)}/reservations/${segment(confirmationNumber)}`,
        query: access,
      },
      reservationReplySchema,
    );
  }

  cancelReservation(
    code: string,
    confirmationNumber: string,
    access: ReservationAccess,
    body: CancelReservationRequest,
  ) {
    return this.withSession(
      {
        method: 'PUT',
        path: `/book/hotels/${segment(code)}/reservations/${segment(confirmationNumber)}/cancel`,
        query: access,
        body,
      },
      reservationReplySchema,
    );
  }

  /** Any /book call with the session handling below (used by schema modules with their own calls, e.g. membership). */
  call<T>(call: UpstreamCall, schema: z.ZodType<T>): Promise<T> {
    return this.withSession(call, schema);
  }

  /**
   * A fresh session with the site's key and secret (for the browser; never cached here): the
   * widget's, or the travel-agency site's own API client.
   */
  async startClientSession(site: 'widget' | 'agency' = 'widget'): Promise<ClientSession> {
    const agency = this.connection.agencyClient;
    if (site === 'agency' && !agency) {
      throw gatewayError('No travel-agency site is served here.', {
        code: ErrorCode.invalid,
        title: 'Agency site not served',
        status: 400,
        details: { base: [{ code: ErrorCode.invalid, text: 'No travel-agency site is served here (AGENCY_HOSTS).' }] },
        requestId: this.requestId,
      });
    }
    const credentials =
      site === 'agency' && agency ? agency : { key: this.connection.clientKey, secret: this.connection.clientSecret };
    const reply = await this.exchange(
      {
        method: 'POST',
        path: '/api/client_sessions',
        body: { key: credentials.key, secret: credentials.secret },
      },
      clientSessionReplySchema,
      undefined,
    ).catch((error: unknown) => {
      throw this.credentialsRefused(error);
    });
    return { token: reply.data.client_session, expiresAt: reply.data.expires_at };
  }

  /**
   * A /book call with a Client-Session. The browser's own session is forwarded and, if refused,
   * reported as 1009 so the browser re-initialises. Without one the gateway's cached session is
   * used, renewed once if refused, and the call repeated once.
   */
  private async withSession<T>(call: UpstreamCall, schema: z.ZodType<T>): Promise<T> {
    const browserSession = this.scope.clientSession;
    if (browserSession) {
      try {
        return await this.exchange(call, schema, browserSession);
      } catch (error) {
        if (isInvalidClientSession(error))
          throw invalidClientSessionError(String((error as Error).message), this.requestId);
        throw error;
      }
    }
    const cache = this.connection.ownSession;
    const open = () => this.startClientSession();
    const token = await cache.token(open);
    try {
      return await this.exchange(call, schema, token);
    } catch (error) {
      if (!isInvalidClientSession(error)) throw error;
      this.connection.logger.info(`[${this.requestId}] gateway client session refused; renewing and repeating once`);
      cache.invalidate(token);
      const renewed = await cache.token(open);
      try {
        return await this.exchange(call, schema, renewed);
      } catch (repeatError) {
        // A session refused right after being issued is the server's problem, not the browser's:
        // answering 1009 would send the browser into a re-initialisation loop.
        if (isInvalidClientSession(repeatError)) {
          this.connection.logger.error(`[${this.requestId}] a freshly issued client session was refused`);
          throw unusableReplyError('The booking API refused a freshly issued client session', 502, this.requestId);
        }
        throw repeatError;
      }
    }
  }

  /**
   * The gateway's key and secret being refused is a server misconfiguration; a browser must not
   * read it as its own 401 (log out) or 4xx. 429 and 503 keep their meaning.
   */
  private credentialsRefused(error: unknown): unknown {
    const { status, code, title } = extensionsOf(error);
    if (status === undefined || status >= 500 || status === 429) return error;
    this.connection.logger.error(`[${this.requestId}] client session refused: ${status} ${code} ${title}`);
    return unusableReplyError('The booking API refused the gateway client credentials', 502, this.requestId);
  }

  /** One REST exchange: headers, 429 retries, then the reply parsed or turned into a GraphQLError. */
  private async exchange<T>(call: UpstreamCall, schema: z.ZodType<T>, clientSession: string | undefined): Promise<T> {
    const { baseUrl, retry429, logger } = this.connection;
    const url = new URL(baseUrl.replace(/\/+$/, '') + call.path);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    }
    const init: RequestInit = { method: call.method, headers: this.headers(call, clientSession) };
    if (call.body !== undefined) init.body = JSON.stringify(call.body);
    else if (call.form) init.body = call.form;
    const where = `${call.method} ${call.path}`;

    for (let attempt = 1; ; attempt += 1) {
      const started = Date.now();
      let response: Response;
      let text: string;
      try {
        response = await this.connection.fetch(url, {
          ...init,
          signal: AbortSignal.timeout(this.connection.timeoutMs),
        });
        text = await response.text();
      } catch (cause) {
        const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
        logger.warn(`[${this.requestId}] ${where} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
        if (timedOut) throw unusableReplyError('The booking API did not answer in time', 504, this.requestId);
        throw unusableReplyError('The booking API could not be reached', 502, this.requestId);
      }
      logger.debug(`[${this.requestId}] ${where} -> ${response.status} in ${Date.now() - started} ms`);

      if (response.status === 429 && attempt < retry429.maxAttempts) {
        await new Promise((resolve) => setTimeout(resolve, retry429.delayMs));
        continue;
      }
      return this.readReply(where, response.status, text, schema);
    }
  }

  private headers(call: UpstreamCall, clientSession: string | undefined): Headers {
    const { requestId, authorization, acceptLanguage, locale } = this.scope;
    const headers = new Headers({
      Accept: 'application/json',
      'X-Request-Id': requestId,
      'X-App-Version': this.connection.appVersion,
    });
    if (call.body !== undefined) headers.set('Content-Type', 'application/json');
    const language = acceptLanguage ?? locale;
    if (language) headers.set('Accept-Language', language);
    if (locale) headers.set('Locale', locale);
    if (clientSession) headers.set(CLIENT_SESSION_HEADER, clientSession);
    if (authorization) headers.set('Authorization', authorization);
    if (call.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, call.idempotencyKey);
    if (this.scope.callerAddress) {
      for (const [name, value] of Object.entries(callerHeaders(this.connection.clientSecret, this.scope.callerAddress)))
        headers.set(name, value);
    }
    return headers;
  }

  private readReply<T>(where: string, status: number, text: string, schema: z.ZodType<T>): T {
    const { logger } = this.connection;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      logger.warn(`[${this.requestId}] ${where} answered ${status} with a body that is not JSON`);
      throw unusableReplyError('The booking API reply is not JSON', unusableStatus(status), this.requestId);
    }

    if (status < 200 || status >= 300) {
      const shaped = errorReplySchema.safeParse(json);
      if (shaped.success) {
        logger.debug(`[${this.requestId}] ${where} error ${shaped.data.errors[0]!.details.base[0]!.code}`);
        throw upstreamError(shaped.data, status, this.requestId);
      }
      logger.warn(`[${this.requestId}] ${where} answered ${status} without the error shape`);
      throw unusableReplyError(
        'The booking API error reply does not match the contract',
        unusableStatus(status),
        this.requestId,
      );
    }

    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      logger.error(`[${this.requestId}] ${where} reply does not match the contract: ${issues}`);
      throw unusableReplyError('The booking API reply does not match the contract', 502, this.requestId);
    }
    return parsed.data;
  }
}

/**
 * The status reported for a reply the gateway cannot use: 503 and 429 keep their meaning for the
 * browser (503 page; try later), anything else is the gateway's 502 Bad Gateway.
 */
function unusableStatus(upstreamStatus: number): number {
  return upstreamStatus === 503 || upstreamStatus === 429 ? upstreamStatus : 502;
}
