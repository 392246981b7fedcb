import type { GuestLocation } from './guest-location';
import type { BookingApiClient } from './rest-client';

/** Per-request context of the GraphQL gateway (codegen's `contextType`). */
export interface GatewayContext {
  /** The booking API, carrying this request's tracing id and forwarded browser headers. */
  api: BookingApiClient;
  /** Tracing id of this GraphQL request, sent upstream as X-Request-Id and echoed in logs. */
  requestId: string;
  /** The guest's country or address, only when the gateway is configured to trust a proxy (gateway/guest-location.ts). */
  guestLocation?: GuestLocation | undefined;
  /** The travel agency site's origin for this request (AGENCY_HOSTS on the request's scheme and port), null without one. */
  agencyOrigin?: string | null;
}
