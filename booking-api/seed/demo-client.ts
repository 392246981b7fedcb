/**
 * The API client of the demo start (WIDGET_CLIENT_KEY / WIDGET_CLIENT_SECRET unset). Its secret
 * opens the whole staff API, so production refuses to start with it (server/config.ts).
 */
export const DEMO_CLIENT_KEY = 'demo-widget';
export const DEMO_CLIENT_SECRET = 'demo-widget-secret';

/**
 * The travel-agency site's own API client of the demo start (AGENCY_CLIENT_KEY / AGENCY_CLIENT_SECRET
 * unset); production refuses an agency site with this secret (server/config.ts).
 */
export const DEMO_AGENCY_CLIENT_KEY = 'demo-agency';
export const DEMO_AGENCY_CLIENT_SECRET = 'demo-agency-secret';
