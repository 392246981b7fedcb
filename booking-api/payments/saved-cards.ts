import type { SavedCard } from '../../contract';
import { ErrorCode, cardBrandSchema } from '../../contract';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { randomToken } from '../security/secrets';
import type { PaymentDeps, PaymentTransactionRow } from './payment-deps';
import {
  findOwnSavedCard,
  insertSavedCard,
  isCardOfTransactionSaved,
  listSavedCardRows,
  softDeleteSavedCard,
  type SavedCardRow,
} from './payments-repository';

/**
 * Saved cards of members (payments slice 2). A card is saved only after a payment with it
 * succeeded and the member asked (save_card): the provider turns the one-time token into a durable
 * one, and only that token, the brand, last four digits and expiry are kept. Every read and delete is
 * scoped to the member: another member's card id answers exactly like an unknown one.
 */

const notFound = () =>
  new BookingFailure(
    404,
    ErrorCode.savedCardNotFound,
    'Saved card not found',
    'You have no saved card with this id; it may have been deleted.',
  );

/** The provider token of one of the member's saved cards, for a booking paid with it. */
export async function savedCardToken(
  db: Queryable,
  memberId: number,
  cardId: string,
  providerKind: string,
): Promise<string> {
  const card = await findOwnSavedCard(db, memberId, cardId);
  if (!card || card.provider !== providerKind) throw notFound();
  return card.providerToken;
}

/** After a successful payment whose member asked to keep the card: saved once (unique per payment). */
export async function saveCardOfPayment(deps: PaymentDeps, txn: PaymentTransactionRow): Promise<void> {
  if (txn.saveCardForMemberId === null) return;
  const { db } = deps.database;
  if (await isCardOfTransactionSaved(db, txn.id)) return;
  const saved = await deps.cardProviders.provider(deps, txn.provider).saveCard({
    idempotencyKey: `${txn.publicId}:save_card`,
    token: txn.cardToken,
  });
  if (!saved) throw new Error(`provider does not know the token of ${txn.publicId}`);
  await insertSavedCard(db, {
    publicId: `card_${randomToken(18)}`,
    memberId: txn.saveCardForMemberId,
    provider: txn.provider,
    providerToken: saved.token,
    brand: saved.brand,
    last4: saved.last4,
    expiryMonth: saved.expiryMonth,
    expiryYear: saved.expiryYear,
    sourceTransactionId: txn.id,
    createdAt: new Date(deps.clock.now().epochMilliseconds),
  });
}

const toSavedCard = (row: SavedCardRow): SavedCard => ({
  card_id: row.publicId,
  brand: cardBrandSchema.parse(row.brand),
  last4: row.last4,
  expiry_month: row.expiryMonth,
  expiry_year: row.expiryYear,
  created_at: row.createdAt.toISOString(),
});

export async function listSavedCards(db: Queryable, memberId: number): Promise<SavedCard[]> {
  const rows = await listSavedCardRows(db, memberId);
  return rows.map(toSavedCard);
}

/** Deletes (soft) one of the member's cards; a second delete, or someone else's card, is 404. */
export async function deleteSavedCard(deps: PaymentDeps, memberId: number, cardId: string): Promise<void> {
  const deleted = await softDeleteSavedCard(
    deps.database.db,
    memberId,
    cardId,
    new Date(deps.clock.now().epochMilliseconds),
  );
  if (!deleted) throw notFound();
}
