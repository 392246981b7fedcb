export * from './errors';
export * from './dates';
export * from './booking-api';
