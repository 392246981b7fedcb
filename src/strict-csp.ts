/**
 * The widget's Content-Security-Policy allows no eval (booking-api/http/security-headers.ts). Zod
 * would otherwise probe `new Function` on its first object parse, which the browser reports as a
 * policy violation; its interpreted parsing gives the same answers. Imported first by main.tsx.
 *
 * Zod keeps its configuration on this global so that every copy of zod shares it; setting it here,
 * before any zod module runs, keeps zod itself off the pages that parse nothing with it (the
 * results page). strict-csp.test.ts checks that zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
