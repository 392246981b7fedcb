import { describe, expect, it } from 'vitest';
import { checkEdges, importCycles, type Edge } from './dependency-check';

const edge = (from: string, to: string, typeOnly = false): Edge => ({ from, to, typeOnly, line: 1 });
const rules = (edges: Edge[], io = new Map<string, { name: string; line: number }[]>()) =>
  checkEdges(edges, io).map((v) => v.rule);

describe('the dependency check', () => {
  it('finds a cycle through a type-only import, and none in a chain', () => {
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts', true)])).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
    ]);
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('a.ts', 'c.ts')])).toEqual([]);
    expect(importCycles([edge('routes.ts', 'page.tsx'), { ...edge('page.tsx', 'routes.ts'), lazy: true }])).toEqual([]);
  });

  it('refuses a route file importing query builders, tables or the database, not their types nor a repository', () => {
    expect(rules([edge('booking-api/routes/rooms.ts', 'drizzle-orm')])).toEqual(['a route file runs SQL']);
    expect(rules([edge('booking-api/points/points-routes.ts', 'booking-api/db/schema.ts')])).toEqual([
      'a route file runs SQL',
    ]);
    expect(rules([edge('booking-api/outbox/dev-outbox-route.ts', 'booking-api/db/database.ts')])).toEqual([
      'a route file runs SQL',
    ]);
    expect(rules([edge('booking-api/routes/deps.ts', 'booking-api/db/database.ts', true)])).toEqual([]);
    expect(rules([edge('booking-api/points/points-routes.ts', 'booking-api/points/point-ledger.ts')])).toEqual([]);
    // A service is refused by the rule of its own (below), not as a route file.
    expect(rules([edge('booking-api/points/point-ledger.ts', 'drizzle-orm')])).toEqual([
      'a service runs SQL outside its repository',
    ]);
  });

  it('refuses a service importing query builders or tables, not its repository or seed', () => {
    expect(rules([edge('booking-api/payments/refunds.ts', 'drizzle-orm')])).toEqual([
      'a service runs SQL outside its repository',
    ]);
    expect(rules([edge('booking-api/photos/photos.ts', 'booking-api/db/schema-photos.ts')])).toEqual([
      'a service runs SQL outside its repository',
    ]);
    expect(rules([edge('booking-api/photos/photos.ts', 'booking-api/db/schema.ts', true)])).toEqual([]);
    expect(rules([edge('booking-api/payments/card-payments.ts', 'booking-api/db/transactions.ts')])).toEqual([]);
    expect(rules([edge('booking-api/payments/payments-repository.ts', 'drizzle-orm')])).toEqual([]);
    expect(rules([edge('booking-api/payments/sandbox/sandbox-repository.ts', 'drizzle-orm')])).toEqual([]);
    expect(rules([edge('booking-api/pricing/seed-pricing.ts', 'drizzle-orm')])).toEqual([]);
    // Every feature and the core services alike; db/, the core repositories and seed/ hold SQL.
    expect(rules([edge('booking-api/services/room-availability.ts', 'drizzle-orm')])).toEqual([
      'a service runs SQL outside its repository',
    ]);
    expect(rules([edge('booking-api/agency/hotel-search.ts', 'booking-api/db/schema.ts')])).toEqual([
      'a service runs SQL outside its repository',
    ]);
    expect(rules([edge('booking-api/repositories/inventory.ts', 'drizzle-orm')])).toEqual([]);
    expect(rules([edge('booking-api/seed/demo.ts', 'drizzle-orm')])).toEqual([]);
    expect(rules([edge('booking-api/db/migrate.ts', 'drizzle-orm')])).toEqual([]);
  });

  it('refuses a view importing a network client or a chart’s actors, not a type or a provider', () => {
    expect(rules([edge('src/views/a.tsx', 'graphql-request')])).toEqual(['a view imports a network client']);
    expect(rules([edge('src/shell/a.tsx', 'machines/transport/graphql-client.ts')])).toEqual([
      'a view imports a network client',
    ]);
    expect(rules([edge('src/views/a.tsx', 'machines/search/actors.ts')])).toEqual(['a view imports a network client']);
    expect(rules([edge('src/views/a.tsx', 'machines/transport/graphql-client.ts', true)])).toEqual([]);
    expect(rules([edge('src/views/a.tsx', 'machines/search/provider.tsx')])).toEqual([]);
  });

  it('refuses a chart doing I/O outside its actors and provider', () => {
    expect(rules([edge('machines/search/machine.ts', 'machines/search/actors.ts')])).toEqual(['a chart does I/O']);
    expect(rules([edge('machines/search/machine.ts', 'graphql-request')])).toEqual(['a chart does I/O']);
    expect(rules([edge('machines/search/actors.ts', 'machines/transport/graphql-client.ts')])).toEqual([]);
    expect(rules([], new Map([['machines/search/machine.ts', [{ name: 'fetch', line: 3 }]]]))).toEqual([
      'a chart does I/O',
    ]);
    expect(rules([], new Map([['machines/search/actors.ts', [{ name: 'fetch', line: 3 }]]]))).toEqual([]);
    // The booking's later-steps chunk carries its actors for the provider; the booking chart itself may not.
    expect(rules([edge('machines/booking/later-steps.ts', 'machines/booking/actors.ts')])).toEqual([]);
    expect(rules([edge('machines/booking/machine.ts', 'machines/booking/actors.ts')])).toEqual(['a chart does I/O']);
  });

  it('keeps the gateway, the booking API and the browser apart', () => {
    expect(rules([edge('gateway/index.ts', 'booking-api/index.ts')])).toEqual(['the gateway imports the booking API']);
    expect(rules([edge('gateway/a.integration.test.ts', 'booking-api/index.ts')])).toEqual([]);
    expect(rules([edge('machines/a.ts', 'gateway/index.ts')])).toEqual(['the browser imports a server']);
    expect(rules([edge('src/a.ts', 'booking-api/db/schema.ts', true)])).toEqual(['the browser imports a server']);
    expect(rules([edge('booking-api/a.ts', 'src/app.tsx')])).toEqual([
      'the booking API imports the gateway or the browser',
    ]);
    expect(rules([edge('booking-api/a.ts', 'contract/index.ts')])).toEqual([]);
  });
});
