import { z } from 'zod';

/**
 * The widget's Content-Security-Policy allows no eval (booking-api/http/security-headers.ts). Zod
 * would otherwise probe `new Function` on its first object parse, which the browser reports as a
 * policy violation; its interpreted parsing gives the same answers. Imported first by main.tsx.
 */
z.config({ jitless: true });
