import { z } from 'zod';
import { savedCardsReplySchema, type SavedCard as SavedCardReply } from '../../../contract';
import type { Resolvers, SavedCard } from '../../generated/resolvers';
import { hotelCodeSchema, parseArguments } from '../../parse-arguments';

const segment = encodeURIComponent;
const cardArgsSchema = z.object({
  code: hotelCodeSchema,
  cardId: z
    .string()
    .trim()
    .regex(/^card_[A-Za-z0-9_-]{8,80}$/, 'is not a saved card id'),
});

const toSavedCard = (card: SavedCardReply): SavedCard => ({
  cardId: card.card_id,
  brand: card.brand,
  last4: card.last4,
  expiryMonth: card.expiry_month,
  expiryYear: card.expiry_year,
  createdAt: card.created_at,
});

/** Mapping only: the booking API decides whose cards these are (the member's Authorization is passed on). */
export const savedCardResolvers: Resolvers = {
  Query: {
    savedCards: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(z.object({ code: hotelCodeSchema }), args, requestId);
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(code)}/memberships/credit_cards` },
        savedCardsReplySchema,
      );
      return reply.credit_cards.map(toSavedCard);
    },
  },
  Mutation: {
    deleteSavedCard: async (_parent, args, { api, requestId }) => {
      const { code, cardId } = parseArguments(cardArgsSchema, args, requestId);
      const reply = await api.call(
        { method: 'DELETE', path: `/book/hotels/${segment(code)}/memberships/credit_cards/${segment(cardId)}` },
        savedCardsReplySchema,
      );
      return reply.credit_cards.map(toSavedCard);
    },
  },
};
