import type { CreateReservationInput, CreateReservationMutation } from '../graphql/graphql';
import { initialPriceCheck, type PriceCheck } from './price-check-state';
import type { ChargeSplit } from '../pricing/price-summary';
import type { Failure } from '../failure';
import { emptyGuestForm, type GuestForm, type MemberContact } from './guest-form-shape';
import type { GuestErrors } from './guest-form';
import { NO_EXTRA_NAME_FIELDS, type GuestNameSettings } from '../../contract/name-settings';
import { emptyCardForm, type CardErrors, type CardForm } from '../payment/card-form-shape';
import type { SelectedRoom } from './selected-rooms';
import type { StayCriteria } from './reservation-request';
import type { BookingMcp } from '../currency/booking-currency';
import { noMemberReductions, type MemberReductionsChoice } from '../point-spending/reductions-choice';
import type { ExtrasDraft } from './extras-questions/offer';
import { emptyKoreanCard, type KoreanCardErrors, type KoreanCardForm, type SavedCardOption } from './card-choice-shape';
import { draftFits, type BookingDraft, type DraftStep } from './booking-draft';

export type CreatedReservation = CreateReservationMutation['createReservation'];

/** What the createReservation actor receives. */
export interface CreateReservationRequest {
  hotelCode: string;
  reservation: CreateReservationInput;
  idempotencyKey: string;
}

/** What the tokenizeCard actor receives: the card goes to the provider only, never to the gateway. */
export interface TokenizeCardRequest {
  /** The hotel's card provider (settings `cardPaymentProvider`): whose tokenizer takes the card; null when none runs. */
  provider: string | null;
  card: CardForm;
  /** A Korean domestic card's issuer check (birth date, first two PIN digits), sent with the card; null otherwise. */
  korean?: KoreanCardForm | null;
}

export interface BookingInput {
  hotelCode: string;
  /** The searched stay: dates and guests. */
  criteria: StayCriteria;
  locale?: string | null;
  /** The hotel's country (ISO 3166 alpha-2): a phone typed without its country code is one of this country. */
  country?: string | null;
  /** A booking in progress saved in this tab (./booking-draft.ts): resumed when it is of the same search and language. */
  draft?: BookingDraft | null;
  /** What the hotel asks of the guest's names, kana reading and address (booking widget settings). */
  nameSettings?: GuestNameSettings | null;
  /** Whether the hotel sells extras or asks questions (settings); null when not known. */
  sellsExtras?: boolean | null;
  /** The card provider that takes the hotel's cards (settings `cardPaymentProvider`); null when none runs or not known. */
  cardProvider?: string | null;
  /** The hotel's brand (settings `hotelBrandId`): a member of another brand books here as a guest. */
  hotelBrandId?: number | null;
  /** Whether the code of the steps past the room choice is there (./later-steps-loader.ts); ./machine.ts asks the loader by default. */
  laterStepsLoaded?: boolean;
}

export interface BookingContext {
  hotelCode: string;
  criteria: StayCriteria;
  locale: string | null;
  /** The hotel's country, for phone numbers typed without a country code. */
  country: string | null;
  /** The hotel's name, kana and address fields (contract/names-addresses.ts); with `locale` they decide the guest form's rules. */
  nameSettings: GuestNameSettings;
  /** Whether every booking at this hotel has an Extras step (it sells extras or asks questions); null when not known. */
  sellsExtras: boolean | null;
  /** The card provider whose tokenizer takes the card (machines/payment/card-tokenizers.ts); null when none runs. */
  cardProvider: string | null;
  /** The hotel's brand; null when not known. */
  hotelBrandId: number | null;
  selection: SelectedRoom[];
  /** The signed-in member (null for a guest): their details fill the guest form's empty fields. */
  member: MemberContact | null;
  guest: GuestForm;
  guestErrors: GuestErrors;
  /**
   * Generated once per attempt and kept until what would be sent changes, so a double click or a
   * retry after a network failure sends the same key and never books twice.
   */
  idempotencyKey: string | null;
  reservation: CreatedReservation | null;
  failure: Failure | null;
  /** The payment methods of each selected plan, as the search listed them (by room plan code). */
  planPaymentMethods: Record<string, readonly string[]>;
  /** The chosen payment method (null until the guest details step starts). */
  paymentMethod: string | null;
  card: CardForm;
  cardErrors: CardErrors;
  /** The provider token of `card` for this attempt; forgotten with the idempotency key. */
  cardToken: string | null;
  /** A Korean domestic card's birth date and PIN digits (./card-choice.ts), and their errors. */
  koreanCard: KoreanCardForm;
  koreanCardErrors: KoreanCardErrors;
  /** The signed-in member's saved cards (empty for a guest), the one chosen, and "save this card". */
  savedCards: SavedCardOption[];
  /** True once the list loaded, i.e. a signed-in member (who may also save a new card). */
  savedCardsLoaded: boolean;
  savedCardId: string | null;
  saveCard: boolean;
  /** Multi-currency (machines/currency): paying in another currency at a shown rate; null in the hotel currency. */
  mcp: BookingMcp | null;
  /** Points and a voucher of the signed-in member (machines/point-spending); `valid` false blocks the submit. */
  memberReductions: MemberReductionsChoice;
  /** Extras and answers of the extras and questions step (null until it ran). */
  additions: ExtrasDraft | null;
  /** False while an answer is invalid or a file uploads (the step says so with extras.updated). */
  extrasReady: boolean;
  /** The quoted total sent as expectedTotalPrice, and a price_changed refusal (./price-check.ts). */
  priceCheck: PriceCheck;
  /** What the quoted payment method charges now and leaves for later (machines/pricing/price-summary.ts); null until quoted. */
  quotedCharge: ChargeSplit | null;
  /** The step a resumed booking returns to (./booking-draft.ts); null once it is there or for a new booking. */
  resumeStep: DraftStep | null;
  /** The code of the extras, guest and payment steps is loaded (./later-steps-loader.ts): `LoadingSteps` is passed at once. */
  laterStepsLoaded: boolean;
}

export function initialBookingContext(input: BookingInput): BookingContext {
  const fresh = freshBookingContext(input);
  const draft = input.draft && draftFits(input.draft, fresh) ? input.draft : null;
  if (!draft) return fresh;
  return {
    ...fresh,
    // The draft's criteria also keep the searched code (same stay, checked by draftFits).
    criteria: draft.criteria,
    selection: draft.selection,
    planPaymentMethods: draft.planPaymentMethods,
    paymentMethod: draft.paymentMethod,
    guest: { ...fresh.guest, ...draft.guest },
    additions: draft.additions,
    card: { ...fresh.card, holderName: draft.holderName },
    failure: draft.failure,
    resumeStep: draft.selection.length > 0 ? draft.step : null,
  };
}

function freshBookingContext(input: BookingInput): BookingContext {
  return {
    hotelCode: input.hotelCode,
    criteria: input.criteria,
    locale: input.locale ?? null,
    country: input.country ?? null,
    nameSettings: input.nameSettings ?? NO_EXTRA_NAME_FIELDS,
    sellsExtras: input.sellsExtras ?? null,
    cardProvider: input.cardProvider ?? null,
    hotelBrandId: input.hotelBrandId ?? null,
    selection: [],
    member: null,
    guest: { ...emptyGuestForm },
    guestErrors: {},
    idempotencyKey: null,
    reservation: null,
    failure: null,
    planPaymentMethods: {},
    paymentMethod: null,
    card: { ...emptyCardForm },
    cardErrors: {},
    cardToken: null,
    koreanCard: { ...emptyKoreanCard },
    koreanCardErrors: {},
    savedCards: [],
    savedCardsLoaded: false,
    savedCardId: null,
    saveCard: false,
    mcp: null,
    memberReductions: noMemberReductions,
    additions: null,
    priceCheck: initialPriceCheck,
    quotedCharge: null,
    extrasReady: true,
    resumeStep: null,
    laterStepsLoaded: input.laterStepsLoaded ?? false,
  };
}
