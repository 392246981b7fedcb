/** (Kept free of zod for the widget's bundle; contract/identity.ts re-exports it.) */

/** Where every provider sends the browser back (SPEC.md section 2). */
export const SSO_CALLBACK_PATH = '/sso/custom/callback';
