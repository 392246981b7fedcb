import { z } from 'zod';
import {
  KANA_MAX_LENGTH,
  MEMBER_NAME_SCRIPTS,
  NAME_MAX_LENGTH,
  kanaNameProblem,
  nameProblem,
  nameRuleText,
} from './names-addresses';
import { CONTENT_LOCALES } from './localized-text';
import { reservationReplySchema } from './booking-api';
import { bookablePaymentTypeSchema } from './payments';

/**
 * Membership calls of SPEC.md section 7 (`/book/hotels/{h}/memberships/...`, `/book/user/...`):
 * sign-up, confirmation, sign-in, sign-out, the logged-in user, password reset. Field names are
 * snake_case as on the wire.
 */

/** `Authorization: Bearer <member session token>` carries the signed-in member. */
export const AUTHORIZATION_HEADER = 'Authorization';
export const BEARER_PREFIX = 'Bearer ';

// ---- password and names (SPEC.md section 5) -------------------------------------------------
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'needs_upper' | 'needs_lower' | 'needs_digit';

/**
 * What is wrong with a new password, empty when it is strong enough: at least 8 characters with
 * an upper-case letter, a lower-case letter and a digit. The API refuses a weak one with 1300;
 * forms use the same function to say it before sending.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  if (!/\p{Lu}/u.test(password)) problems.push('needs_upper');
  if (!/\p{Ll}/u.test(password)) problems.push('needs_lower');
  if (!/\p{Nd}/u.test(password)) problems.push('needs_digit');
  return problems;
}

/**
 * A member's own name: wholly in one script a guest name may be written in (English, hiragana,
 * hanzi, hangul, or kanji and kana), and a kana reading in hiragana or katakana
 * (contract/names-addresses.ts). Digits, symbols and other scripts are unsupported characters.
 */
export const memberNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((name) => nameProblem(name, MEMBER_NAME_SCRIPTS) === null, nameRuleText('name_script', MEMBER_NAME_SCRIPTS));
export const kanaNameSchema = z
  .string()
  .trim()
  .max(KANA_MAX_LENGTH, `must be at most ${KANA_MAX_LENGTH} characters`)
  .refine((kana) => kanaNameProblem(kana, 'optional') === null, nameRuleText('kana_invalid'));

/** E-mail addresses are compared case-insensitively; they are stored lower-cased. */
export const memberEmailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'))
  .transform((email) => email.toLowerCase());

/** Length only: the strength rule answers with its own code 1300 (see passwordProblems). */
const passwordInputSchema = z
  .string()
  .min(1, 'is required')
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The language a member reads the site and their e-mails in: any language of the list (contract/localized-text.ts). */
export const memberLocaleSchema = z.enum(CONTENT_LOCALES);

/** PUT /book/user/locale: the language the member now reads the site in; their e-mails follow it. */
export const memberLocaleRequestSchema = z.strictObject({ locale: memberLocaleSchema });
export const memberLocaleReplySchema = z.object({ data: z.object({ locale: memberLocaleSchema }) });

// ---- requests -------------------------------------------------------------------------------
export const signUpRequestSchema = z.object({
  email: memberEmailSchema,
  password: passwordInputSchema,
  first_name: memberNameSchema,
  last_name: memberNameSchema,
  first_name_kana: kanaNameSchema.optional(),
  last_name_kana: kanaNameSchema.optional(),
  locale: memberLocaleSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: memberEmailSchema,
  password: passwordInputSchema,
  grant_type: z.literal('password').default('password'),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

const tokenSchema = z.string().trim().min(1, 'is required').max(200);

export const confirmMemberRequestSchema = z.object({ confirmation_token: tokenSchema });
export const emailOnlyRequestSchema = z.object({ email: memberEmailSchema });
export const updatePasswordRequestSchema = z.object({
  reset_password_token: tokenSchema,
  password: passwordInputSchema,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

export const memberReservationTabSchema = z.enum(['upcoming', 'completed', 'cancelled']);
export type MemberReservationTab = z.infer<typeof memberReservationTabSchema>;
/**
 * SPEC.md section 4 "Reservation channel filter: all, officialWebsite, tripla, wbf". The channel is
 * derived, not stored: every reservation in this database was made through this widget (the hotel's
 * own site), so its channel is officialWebsite; tripla and wbf (other sales channels) match none.
 */
export const memberReservationChannelSchema = z.enum(['all', 'officialWebsite', 'tripla', 'wbf']);
export type MemberReservationChannel = z.infer<typeof memberReservationChannelSchema>;
/** The channel every reservation booked through this product carries (see above). */
export const OWN_RESERVATION_CHANNEL: Exclude<MemberReservationChannel, 'all'> = 'officialWebsite';
/** Payment type filter: all, or one of the payment types a reservation can be made with. */
export const memberReservationPaymentFilterSchema = z.union([z.literal('all'), bookablePaymentTypeSchema]);
export type MemberReservationPaymentFilter = z.infer<typeof memberReservationPaymentFilterSchema>;
export const memberReservationsQuerySchema = z.object({
  status: memberReservationTabSchema.default('upcoming'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  channel: memberReservationChannelSchema.default('all'),
  payment_type: memberReservationPaymentFilterSchema.default('all'),
});

// ---- replies --------------------------------------------------------------------------------
/** The logged-in user of SPEC.md section 3 (the display name is derived by the client per locale). */
export const memberUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** facebook, line or the product's own ("tripla"). */
  provider: z.string(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  organization_role: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  first_name_kana: z.string().nullable(),
  last_name_kana: z.string().nullable(),
  locale: z.string().nullable(),
  rank: z.string().nullable(),
  program_id: z.number().int().nullable(),
  rank_id: z.number().int().nullable(),
  membership_id: z.string(),
  encrypted_membership_id: z.string().nullable(),
  point_program_enabled: z.boolean(),
  non_signed_in_program_ids: z.array(z.number().int()),
  hotel_brand_id: z.number().int(),
  session: z.object({ expires_at: z.string() }).nullable(),
});
export type MemberUserReply = z.infer<typeof memberUserSchema>;

export const memberSessionReplySchema = z.object({
  data: z.object({ token: z.string().min(1), expires_at: z.string(), user: memberUserSchema }),
});
export type MemberSessionReply = z.infer<typeof memberSessionReplySchema>;

export const userMeReplySchema = z.object({ data: memberUserSchema });

export const memberStatusSchema = z.enum(['provisional', 'active']);
/** Sign-up and confirmation: the account's state now (never whether another account exists). */
export const membershipStateReplySchema = z.object({
  data: z.object({ email: z.string(), status: memberStatusSchema }),
});
export type MembershipStateReply = z.infer<typeof membershipStateReplySchema>;

/** Requests that must not reveal whether an address is registered answer this, always. */
export const acceptedReplySchema = z.object({ data: z.object({ accepted: z.literal(true) }) });

export const memberReservationsReplySchema = z.object({
  data: z.array(reservationReplySchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});
export type MemberReservationsReply = z.infer<typeof memberReservationsReplySchema>;

/** Limits the booking API applies (documented here so clients can word their messages). */
export const MembershipLimits = {
  /** Consecutive wrong current passwords (signed in, changing the password or e-mail) before that form is locked (1301). */
  failuresBeforeLock: 5,
  lockMinutes: 30,
  /**
   * Failed sign-ins from one caller address within the window, over all accounts and for one
   * account, before that address is refused (1303). Sign-in never locks an account.
   */
  failedSignInsPerAddress: 30,
  failedSignInsPerAccountFromAddress: 10,
  attemptWindowMinutes: 15,
  /** SPEC.md section 9: the reset e-mail is valid up to 10 minutes. */
  resetPasswordMinutes: 10,
  confirmationHours: 24,
  /** A second confirmation or reset mail within this many seconds is not sent (double clicks). */
  mailCooldownSeconds: 60,
  sessionDays: 14,
  /** Passwords remembered for the 1302 rule (the current one included). */
  passwordHistory: 5,
  reservationsPerPage: 10,
} as const;
