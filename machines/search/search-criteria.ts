/**
 * The search criteria (SPEC.md sections 2 and 3), in three modules: their types and constants
 * (criteria-types.ts), rooms, guests and checks (criteria-rooms.ts), and the URL query
 * (criteria-query.ts). Importers may keep importing everything from here.
 */
export * from './criteria-types';
export * from './criteria-rooms';
export * from './criteria-query';
