import { z } from 'zod';
import {
  ADDRESS_LINE_MAX_LENGTH,
  PREFECTURE_MAX_LENGTH,
  addressLineProblem,
  nameRuleText,
  normalizePostCode,
  postCodeProblem,
} from './names-addresses';
import { phoneSchema } from './booking-api';
import { isoDateSchema } from './dates';
import { kanaNameSchema, memberEmailSchema, memberNameSchema } from './membership';

/**
 * Account management of a signed-in member (SPEC.md sections 3, 5, 6, 7 "Membership"): the member
 * profile, the login e-mail change, the password change, the promotion e-mail setting and its
 * unsubscribe link, the QR code of the membership id, and account removal. Snake_case on the wire.
 */

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const addressText = (max: number) =>
  optionalText(max).refine(
    (line) => addressLineProblem(line, 'optional', max) === null,
    nameRuleText('address_characters'),
  );

// ---- member profile -------------------------------------------------------------------------
export const memberGenderSchema = z.enum(['female', 'male', 'other', 'unanswered']);

export const memberProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  first_name_kana: z.string().nullable(),
  last_name_kana: z.string().nullable(),
  email: z.string(),
  /** The address a login e-mail change waits to move to until its link is followed; null when none. */
  pending_email: z.string().nullable(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  address: z.string().nullable(),
  post_code: z.string().nullable(),
  prefecture: z.string().nullable(),
  building_name: z.string().nullable(),
  /** Taiwan tax id printed on receipts. */
  receipt_name: z.string().nullable(),
  promotion_email: z.boolean(),
  membership_id: z.string(),
  provider: z.string(),
  /** SPEC.md section 5: not of the product's own provider, and some program enables profile updates. */
  profile_updatable: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileReplySchema = z.object({ data: memberProfileSchema });

/** PUT /memberships/update: only the fields sent change; an empty string clears an optional field. */
export const updateMemberProfileRequestSchema = z
  .object({
    first_name: memberNameSchema,
    last_name: memberNameSchema,
    first_name_kana: z.union([z.literal(''), kanaNameSchema]),
    last_name_kana: z.union([z.literal(''), kanaNameSchema]),
    phone: z.union([z.literal(''), phoneSchema]),
    dob: z.union([z.literal(''), isoDateSchema]),
    gender: z.union([z.literal(''), memberGenderSchema]),
    nationality: optionalText(2).regex(/^([A-Z]{2})?$/, 'must be an ISO 3166 country code'),
    occupation: optionalText(100),
    // Address lines as a guest's (contract/names-addresses.ts): letters, digits and address punctuation.
    address: addressText(ADDRESS_LINE_MAX_LENGTH),
    post_code: optionalText(20)
      .refine((code) => postCodeProblem(code, 'optional') === null, nameRuleText('post_code_invalid'))
      .transform((code) => normalizePostCode(code)),
    prefecture: addressText(PREFECTURE_MAX_LENGTH),
    building_name: addressText(ADDRESS_LINE_MAX_LENGTH),
    receipt_name: optionalText(100),
  })
  .partial()
  .strict();
export type UpdateMemberProfileRequest = z.infer<typeof updateMemberProfileRequestSchema>;

/** PUT /memberships/update_email: the new address gets a link; the login e-mail changes only when it is followed. */
export const updateEmailRequestSchema = z.object({
  email: memberEmailSchema,
  current_password: z.string().min(1, 'is required').max(128),
});
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;

/** PUT /memberships/update_password while signed in: the current password is required. */
export const changeOwnPasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'is required').max(128),
  password: z.string().min(1, 'is required').max(128),
});
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;

/** PUT /memberships/promotion_email. */
export const promotionEmailRequestSchema = z.object({ promotion_email: z.boolean() });

// ---- unsubscribe (SPEC.md section 7 "Marketing e-mail") ---------------------------------------
export const unsubscribeRequestSchema = z.object({ token: z.string().trim().min(1, 'is required').max(300) });
export const subscriptionStatusReplySchema = z.object({
  data: z.object({ email: z.string(), subscribed: z.boolean() }),
});

// ---- QR code --------------------------------------------------------------------------------
export const memberQrCodeReplySchema = z.object({
  data: z.object({
    membership_id: z.string(),
    /** What the QR code holds: the membership id, AES-GCM encrypted when encrypted_qr_code_enabled. */
    payload: z.string(),
    encrypted: z.boolean(),
    svg: z.string(),
  }),
});
export type MemberQrCodeReply = z.infer<typeof memberQrCodeReplySchema>;

// ---- account removal (SPEC.md section 6) -------------------------------------------------------
export const ACCOUNT_REMOVAL_REASONS = [
  'not_using_any_more',
  'too_expensive',
  'unattractive_benefits',
  'other',
] as const;
export const accountRemovalReasonSchema = z.enum(ACCOUNT_REMOVAL_REASONS);
export type AccountRemovalReason = z.infer<typeof accountRemovalReasonSchema>;
export const removeAccountRequestSchema = z
  .object({
    reason: accountRemovalReasonSchema,
    details: optionalText(1000).optional(),
    current_password: z.string().min(1, 'is required').max(128),
  })
  .refine((r) => r.reason !== 'other' || (r.details ?? '').length > 0, {
    message: 'is required when the reason is other',
    path: ['details'],
  });
export type RemoveAccountRequest = z.infer<typeof removeAccountRequestSchema>;

export const accountSettingsReplySchema = z.object({
  data: z.object({
    encrypted_qr_code_enabled: z.boolean(),
    custom_account_removal: z.boolean(),
    custom_account_removal_description: z.string().nullable(),
  }),
});

/** Limits of account management. */
export const MemberAccountLimits = {
  /** The e-mail change link is valid this many hours. */
  emailChangeHours: 24,
  /** Unsubscribe links in promotional e-mails stay valid this many days. */
  unsubscribeLinkDays: 90,
} as const;
