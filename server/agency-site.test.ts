// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readAgencyMembershipHotel, readAgencyMode } from '../src/app/site-mode';
import { agencyPage, isAgencyHost, markAsAgencyPage, normaliseHostName, parseAgencyHosts } from './agency-site';
import { readServerConfig } from './config';

const production = {
  NODE_ENV: 'production',
  WIDGET_CLIENT_SECRET: 'a-secret-of-our-own',
  PUBLIC_URL: 'https://booking.hotel.example',
};

describe('agency mode is chosen by host name', () => {
  it('the demo start serves agency.localhost; production serves no agency site unless AGENCY_HOSTS names one', () => {
    expect(readServerConfig({}).agencyHosts).toEqual(['agency.localhost']);
    expect(readServerConfig({}).agencyClient).toEqual({
      key: 'demo-agency',
      secret: 'demo-agency-secret',
      brandCode: 'demo',
    });
    expect(readServerConfig(production).agencyHosts).toEqual([]);
    expect(readServerConfig(production).agencyClient).toBeUndefined();
    expect(readServerConfig({ AGENCY_HOSTS: '' }).agencyHosts).toEqual([]);
    const named = readServerConfig({
      ...production,
      AGENCY_HOSTS: 'Travel.Example.com, stays.example.com:443 ,,',
      AGENCY_CLIENT_SECRET: 'agency-own-secret',
    });
    expect(named.agencyHosts).toEqual(['travel.example.com', 'stays.example.com']);
    expect(named.agencyClient).toEqual({ key: 'demo-agency', secret: 'agency-own-secret', brandCode: 'demo' });
  });

  it('production refuses an agency site without a secret of its own', () => {
    expect(() => readServerConfig({ ...production, AGENCY_HOSTS: 'travel.example.com' })).toThrow(
      /AGENCY_CLIENT_SECRET is not/,
    );
    expect(() =>
      readServerConfig({
        ...production,
        AGENCY_HOSTS: 'travel.example.com',
        AGENCY_CLIENT_SECRET: 'demo-agency-secret',
      }),
    ).toThrow(/demo default/);
  });

  it('matches the Host header without port, case or trailing dot, and nothing else', () => {
    const hosts = parseAgencyHosts('agency.localhost');
    expect(isAgencyHost('agency.localhost:3000', hosts)).toBe(true);
    expect(isAgencyHost('AGENCY.localhost.', hosts)).toBe(true);
    expect(isAgencyHost('localhost:3000', hosts)).toBe(false);
    expect(isAgencyHost('agency.localhost.evil.example', hosts)).toBe(false);
    expect(isAgencyHost('evil-agency.localhost', hosts)).toBe(false);
    expect(isAgencyHost(undefined, hosts)).toBe(false);
    expect(isAgencyHost('agency.localhost', [])).toBe(false);
    expect(normaliseHostName('[::1]:8080')).toBe('[::1]');
  });
});

describe('the agency page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-page-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const app = new Hono();
  app.use('*', agencyPage(dir, ['agency.localhost']));
  app.get('*', (c) => c.text('widget'));
  const get = (url: string, host: string) => app.request(url, { headers: { host } });

  it('is the built page marked for the browser, on every route of an agency host, never cached across hosts', async () => {
    for (const route of ['/', '/search-hotels', '/hotels/demo-kyoto?checkin=2030-01-01']) {
      const response = await get(route, 'agency.localhost:4110');
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toBe('Host');
      const html = await response.text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(readAgencyMode(doc)).toBe(true);
    }
  });

  it('is the same marked page with status 404 on a path that is no page of the agency site', async () => {
    for (const [route, status] of [
      ['/booking/result?code=demo-kyoto', 200],
      ['/my-account/points', 200],
      ['/reservation/confirmation/ABC', 200],
      ['/nope', 404],
      ['/hotels', 404],
      ['/payments/x', 404],
      ['/reservation', 404],
    ] as const) {
      const response = await get(route, 'agency.localhost');
      expect(response.status, route).toBe(status);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expect(readAgencyMode(new DOMParser().parseFromString(await response.text(), 'text/html')), route).toBe(true);
    }
    const head = await app.request('/nope', { method: 'HEAD', headers: { host: 'agency.localhost' } });
    expect(head.status).toBe(404);
  });

  it("leaves other hosts and the build's files alone", async () => {
    expect(await (await get('/', 'localhost:4110')).text()).toBe('widget');
    expect(await (await get('/assets/index-abc.js', 'agency.localhost')).text()).toBe('widget');
    expect(await (await get('/favicon.ico', 'agency.localhost')).text()).toBe('widget');
  });

  it('the browser reads no marker as the widget', () => {
    expect(readAgencyMode(new DOMParser().parseFromString('<html><head></head></html>', 'text/html'))).toBe(false);
    expect(
      readAgencyMode(
        new DOMParser().parseFromString(
          '<html><head><meta name="site-mode" content="widget"></head></html>',
          'text/html',
        ),
      ),
    ).toBe(false);
    expect(markAsAgencyPage('<p>no head</p>')).toContain('content="agency"');
    const withHotel = new DOMParser().parseFromString(
      markAsAgencyPage('<html><head></head></html>', 'demo-"kyoto'),
      'text/html',
    );
    expect(readAgencyMembershipHotel(withHotel)).toBe('demo-"kyoto');
    expect(
      readAgencyMembershipHotel(
        new DOMParser().parseFromString(markAsAgencyPage('<html><head></head></html>'), 'text/html'),
      ),
    ).toBeNull();
  });
});
