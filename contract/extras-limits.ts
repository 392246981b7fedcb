/** The extras limits, shared by the zod schemas (./extras.ts) and the widget's zod-free summary (./extras-summary.ts). */

// ---- limits (SPEC.md section 9) ----------------------------------------------------------------
export const MAX_ATTACHMENTS = 30;
export const MAX_ATTACHMENT_BYTES = 80 * 1024 * 1024;
export const MAX_TEXT_ANSWER_LENGTH = 255;
/** Longer free text (textarea answers); SPEC's 255 applies to one-line text answers. */
export const MAX_TEXTAREA_ANSWER_LENGTH = 2000;
export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
