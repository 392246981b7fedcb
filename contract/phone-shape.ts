/**
 * The shapes of a phone number, without the library (the widget's main bundle carries only these;
 * contract/phone-number.ts reads the number itself).
 */

/** Digits with the separators people type: spaces, hyphens, dots, slashes, parentheses, a leading +. */
export const TYPED_PHONE = /^\+?[0-9 ()./-]*[0-9][0-9 ()./-]*$/;

/** Already in E.164: a "+", a country code and at most 15 digits in all ("+81751234567"). */
export const isE164Shape = (text: string) => /^\+[1-9][0-9]{6,14}$/.test(text.trim());
