import { z } from 'zod';
import { cardBrandSchema } from './payments';

/**
 * Saved cards of members (payments slice 2; SPEC.md section 3 "Saved card", section 4
 * memberships credit_cards GET and DELETE by id). Only what the provider tells about its durable
 * token: brand, last four digits and expiry. The token itself never leaves the booking API.
 */
export const savedCardSchema = z.object({
  card_id: z.string(),
  brand: cardBrandSchema,
  last4: z.string().regex(/^[0-9]{4}$/),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /book/hotels/{h}/memberships/credit_cards (Authorization: Bearer). */
export const savedCardsReplySchema = z.object({ credit_cards: z.array(savedCardSchema) });
export type SavedCardsReply = z.infer<typeof savedCardsReplySchema>;
