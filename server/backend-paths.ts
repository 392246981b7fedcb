/**
 * The paths `npm run dev` hands to the backend instead of Vite (vite.config.ts proxies them; the
 * agency page of server/agency-dev-page.ts leaves them alone). Keys starting with ^ are regular
 * expressions; a plain '/book' would also swallow '/booking/...'.
 */
export const BACKEND_PATHS = ['^/graphql(\\?|$)', '^/book/', '^/api/', '^/healthz$'];
