/**
 * Every table of the booking API: the core tables (hotels, rooms, plans, reservations) in ./schema-core.ts and
 * one module per feature. Feature schemas import the tables they reference from the module that defines them,
 * never from this index, so the schema modules form no import cycle.
 */
export * from './schema-core';
export * from './schema-membership';
export * from './schema-payments';
export * from './schema-payments-refunds';
export * from './schema-search';
export * from './schema-search-options';
export * from './schema-reservation-children';
export * from './schema-reservation-changes';
export * from './schema-pay-by-link';
export * from './schema-membership-accounts';
export * from './schema-pricing';
export * from './schema-identity';
export * from './schema-extras';
export * from './schema-corporate';
export * from './schema-lottery';
export * from './schema-payment-methods';
export * from './schema-points';
export * from './schema-reservation-currency';
export * from './schema-currency';
export * from './schema-rate-limits';
export * from './schema-card-tokens';
export * from './schema-photos';
export * from './schema-flights';
export * from './schema-agency';
export * from './schema-agency-hand-over';
