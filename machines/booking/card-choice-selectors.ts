import type { SnapshotFrom } from 'xstate';
import { bookingMachine, usesSavedCard } from './machine';
import { isKoreanDomesticMethod } from './bookable-payment-methods';

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The member's saved cards the payment step offers (none for a guest, none for a Korean domestic card). */
export const selectSavedCards = (s: BookingSnapshot) =>
  isKoreanDomesticMethod(s.context.paymentMethod) ? [] : s.context.savedCards;
export const selectChosenSavedCardId = (s: BookingSnapshot) =>
  usesSavedCard(s.context) ? s.context.savedCardId : null;
/** The card fields show unless a saved card is chosen. */
export const selectEntersNewCard = (s: BookingSnapshot) => !usesSavedCard(s.context);
/** "Save this card" is offered to a member (who has a saved-card list) paying with a new card. */
export const selectCanSaveCard = (s: BookingSnapshot) =>
  s.context.savedCardsLoaded && !usesSavedCard(s.context) && !isKoreanDomesticMethod(s.context.paymentMethod);
export const selectSaveCard = (s: BookingSnapshot) => s.context.saveCard;
export const selectAsksKoreanCardCheck = (s: BookingSnapshot) => isKoreanDomesticMethod(s.context.paymentMethod);
export const selectKoreanCard = (s: BookingSnapshot) => s.context.koreanCard;
export const selectKoreanCardErrors = (s: BookingSnapshot) => s.context.koreanCardErrors;
