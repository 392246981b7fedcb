import type { SnapshotFrom } from 'xstate';
import type { bookingMachine } from './machine';
import { guestFormModes, guestFormRules, guestNamesLetters, type NamesLetters } from './guest-form';
import { priceChangeDirection } from './price-check';

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/**
 * Selectors of the booking chart for the views of the steps past the room choice, which come with
 * those steps' code (./later-steps.ts) rather than with the results page (./selectors.ts).
 */

/** How the guest form asks the kana reading and the address: do_not_ask, optional or required. */
export const selectKanaNamesMode = (s: BookingSnapshot) => guestFormModes(guestFormRules(s.context)).kanaNames;
export const selectAddressMode = (s: BookingSnapshot) => guestFormModes(guestFormRules(s.context)).address;
/** Which letters the names take, for the hint above them: English only, English or the language's script, or kanji and kana. */
export const selectNamesLetters = (s: BookingSnapshot): NamesLetters => guestNamesLetters(guestFormRules(s.context));
/** After a price_changed refusal: 'cheaper' or 'higher' once the new summary is shown (./price-check.ts). */
export const selectPriceChange = (s: BookingSnapshot) =>
  priceChangeDirection(s.context.priceCheck, s.context.additions, s.context.failure);
