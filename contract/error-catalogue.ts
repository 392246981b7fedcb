import { ErrorCode } from './error-codes';

/**
 * SPEC.md section 8 codes the widget must word although the booking API does not send them itself:
 * codes of other systems (jobs, plan and room-type administration, the points and payment
 * providers, language-restricted plans) and the spec's aliases of codes it does send.
 */
export const SPEC_ONLY_CODES = [
  '1200',
  '1403',
  '2101',
  '2201',
  '2304',
  '3011',
  '3013',
  '3014',
  '3016',
  '3202',
  '3250',
  '3251',
  '3601',
  '3602',
  '3603',
  '3604',
] as const;

/** The card issuer's codes (SPEC.md section 8 "Card issue codes"), spelled as the issuer sends them. */
export const CARD_ISSUE_CODES = [
  'INVALID_PARAMETER_SYNTAX',
  'INVALID_EXPIRATION_YEAR',
  'Invalid_card_number',
  'Others',
] as const;

/** Every code a guest may meet: each has its message in every UI language (src/i18n/messages.ts). */
export const ERROR_CATALOGUE: readonly string[] = [
  ...new Set<string>([...Object.values(ErrorCode), ...SPEC_ONLY_CODES, ...CARD_ISSUE_CODES]),
];
