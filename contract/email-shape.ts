/**
 * The shape of an e-mail address the booking API takes: the pattern of zod's `z.email()` (its
 * `regexes.email`), written here so the widget's first load checks it without zod's core
 * (contract/email-shape.test.ts keeps the two the same).
 */
export const EMAIL_SHAPE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
