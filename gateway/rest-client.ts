export type BookingApiClient = unknown;
