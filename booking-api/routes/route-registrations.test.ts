import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addRoute, declaredRoutes, jsonReply } from '../http/declared-routes';
import { createBookingApi } from '../app';
import type { Database } from '../db/database';

/**
 * Method and path pairs registered more than once. Hono lists every handler of a registration as its
 * own entry in `app.routes` (middleware first, `app.use` ones as ALL), so a registration is a run of
 * consecutive entries for one method and path; a run with more than one final handler (one that takes
 * no `next`) is two registrations that happen to sit side by side.
 */
function duplicateRegistrations(app: Hono): string[] {
  const registrations = new Map<string, number>();
  let previous = '';
  let finalsInRun = 0;
  for (const route of app.routes) {
    if (route.method === 'ALL') {
      previous = '';
      continue;
    }
    const key = `${route.method} ${route.path}`;
    const final = route.handler.length < 2;
    if (key !== previous) {
      registrations.set(key, (registrations.get(key) ?? 0) + 1);
      finalsInRun = final ? 1 : 0;
    } else if (final && ++finalsInRun > 1) {
      registrations.set(key, (registrations.get(key) ?? 0) + 1);
    }
    previous = key;
  }
  return [...registrations].filter(([, count]) => count > 1).map(([key]) => key);
}

/** A path by the position of its parameters: hono's `:number{regex}` and a declaration's `{confirmation_number}` alike. */
const shape = (path: string) =>
  path.replace(/:[A-Za-z_]+(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{}').replace(/\{[A-Za-z_]+\}/g, '{}');

/** Method and path pairs registered without a declaration (http/declared-routes.ts) among the app's routes. */
function undeclaredRoutes(app: OpenAPIHono): string[] {
  const declared = new Set(
    app.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === 'route' ? [`${definition.route.method.toUpperCase()} ${shape(definition.route.path)}`] : [],
    ),
  );
  const registered = new Set(
    app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${shape(route.path)}`),
  );
  return [...registered].filter((route) => !declared.has(route)).sort();
}

// Building the app reads nothing from the database; its routes are walked, never called.
const database = {} as Database;

describe('booking API route registrations', () => {
  it('registers every method and path once, in the demo and in production', () => {
    for (const mode of ['demo', 'production'] as const) {
      const app = createBookingApi({ database, mode, publicUrl: 'https://booking.hotel.example' });
      expect(app.routes.length).toBeGreaterThan(100);
      expect(duplicateRegistrations(app)).toEqual([]);
    }
  });

  it('declares every route it registers, so the OpenAPI document is generated from the declarations', () => {
    for (const mode of ['demo', 'production'] as const) {
      const app = createBookingApi({ database, mode, publicUrl: 'https://booking.hotel.example' }) as OpenAPIHono;
      expect(undeclaredRoutes(app)).toEqual([]);
    }
  });

  it('declares the client session on every travel-agency route, the one check guarding /api/ota', () => {
    const app = createBookingApi({ database, mode: 'production' }) as OpenAPIHono;
    const agencyRoutes = app.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === 'route' && definition.route.path.startsWith('/api/ota/') ? [definition.route] : [],
    );
    expect(agencyRoutes.length).toBeGreaterThanOrEqual(9);
    const unguarded = agencyRoutes.filter((route) => JSON.stringify(route.security) !== '[{"clientSession":[]}]');
    expect(unguarded.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([]);
  });

  it('finds a route registered without a declaration', () => {
    const routes = declaredRoutes();
    addRoute(
      routes,
      { method: 'get', path: '/book/hotels/{h}/rooms', responses: { 200: jsonReply('Rooms', z.object({})) } },
      (c) => c.json({}),
    );
    routes.get('/book/hotels/:h/kids_tiers', (c) => c.text('tiers'));
    expect(undeclaredRoutes(routes)).toEqual(['GET /book/hotels/{}/kids_tiers']);
  });

  it('finds a path registered twice by two route modules, adjacent or apart', () => {
    const rooms = new Hono().get('/book/hotels/:h/rooms', (c) => c.text('rooms'));
    const undated = new Hono().get('/book/hotels/:h/rooms', async (c, next) =>
      c.req.query('search_type') ? c.text('undated') : next(),
    );
    const tiers = new Hono().get('/book/hotels/:h/kids_tiers', (c) => c.text('tiers'));
    const apart = new Hono().route('/', undated).route('/', tiers).route('/', rooms);
    expect(duplicateRegistrations(apart)).toEqual(['GET /book/hotels/:h/rooms']);
    const adjacent = new Hono().route('/', rooms).route(
      '/',
      new Hono().get('/book/hotels/:h/rooms', (c) => c.text('again')),
    );
    expect(duplicateRegistrations(adjacent)).toEqual(['GET /book/hotels/:h/rooms']);
  });

  it('counts a route with its own middleware once', () => {
    const app = new Hono().get(
      '/book/hotels/:h/rooms',
      async (_c, next) => next(),
      (c) => c.text('rooms'),
    );
    app.post('/book/hotels/:h/rooms', (c) => c.text('not the same method'));
    expect(duplicateRegistrations(app)).toEqual([]);
  });
});
