import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { agencyDevPageMiddleware } from '../../server/agency-dev-page';

const page = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

/** One request through the middleware: the page it answered, or null when it went on to Vite. */
async function serve(url: string, host: string, accept = 'text/html,application/xhtml+xml', method = 'GET') {
  const transformed: string[] = [];
  const middleware = agencyDevPageMiddleware({
    agencyHosts: ['agency.localhost'],
    membershipHotel: async () => 'demo-kyoto',
    readIndexHtml: async () => page,
    transformIndexHtml: async (pageUrl, html) => {
      transformed.push(pageUrl);
      return html.replace('</head>', '<script type="module" src="/@vite/client"></script></head>');
    },
  });
  const headers: Record<string, string> = {};
  let body: string | null = null;
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    end: (chunk?: string) => void (body = chunk ?? ''),
  } as unknown as ServerResponse;
  let passed = false;
  await middleware({ url, method, headers: { host, accept } } as IncomingMessage, res, () => void (passed = true));
  return { passed, body: body as string | null, headers, transformed };
}

describe('npm run dev serves the travel-agency site on its host names', () => {
  it.each(['/', '/search-hotels?area=kyoto', '/hotels/demo-kyoto', '/reservation/fail?code=demo-kyoto'])(
    '%s on agency.localhost is the agency page',
    async (url) => {
      const answer = await serve(url, 'agency.localhost:5173');
      expect(answer.passed).toBe(false);
      expect(answer.body).toContain('<meta name="site-mode" content="agency" />');
      expect(answer.body).toContain('<meta name="agency-membership-hotel" content="demo-kyoto" />');
      // Vite's client stays in the page (hot reload).
      expect(answer.body).toContain('/@vite/client');
      expect(answer.transformed).toEqual([url]);
      expect(answer.headers['vary']).toBe('Host');
    },
  );

  it('leaves the widget host, files, Vite paths, the backend and non-page requests to Vite', async () => {
    expect((await serve('/', 'localhost:5173')).passed).toBe(true);
    expect((await serve('/booking/result?code=demo-kyoto', '127.0.0.1:5173')).passed).toBe(true);
    for (const url of [
      '/src/main.tsx',
      '/@vite/client',
      '/favicon.svg',
      '/graphql',
      '/api/openapi.json',
      '/book/hotels/demo-kyoto',
    ]) {
      expect((await serve(url, 'agency.localhost:5173')).passed, url).toBe(true);
    }
    expect((await serve('/search-hotels', 'agency.localhost:5173', 'application/json')).passed).toBe(true);
    expect((await serve('/', 'agency.localhost:5173', 'text/html', 'POST')).passed).toBe(true);
  });
});
