import type { BookingApiClient } from './rest-client';

/** Per-request context of the GraphQL gateway. */
export interface GatewayContext {
  api: BookingApiClient;
}
