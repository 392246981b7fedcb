export * from './errors';
export * from './dates';
export * from './booking-api';
export * from './membership';
export * from './payments';
export * from './search';
export * from './reservation-changes';
