import { describe, expect, it } from 'vitest';
import { backendPaths } from '../../vite.config';

const proxied = (path: string) => backendPaths.some((pattern) => new RegExp(pattern).test(path));

describe('npm run dev proxies only the backend paths to the server', () => {
  it.each(['/graphql', '/graphql?query=x', '/book/hotels/demo-kyoto', '/api/client_sessions', '/healthz'])(
    '%s goes to the backend',
    (path) => {
      expect(proxied(path)).toBe(true);
    },
  );
  it.each(['/booking/result', '/booking/recommender', '/api-docs', '/graphqlish', '/', '/search'])(
    '%s stays with Vite (app route)',
    (path) => {
      expect(proxied(path)).toBe(false);
    },
  );
});
