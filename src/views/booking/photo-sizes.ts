/**
 * How wide the hotel's header photo is shown, as its `sizes` says it: the banner (room-photos.tsx)
 * and the server's preload of it (server/served-page.ts) must name the same, or the browser
 * fetches two variants.
 */
export const HOTEL_BANNER_SIZES = '(max-width: 1100px) 100vw, 1100px';
