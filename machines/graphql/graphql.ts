/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountRemovalReason =
  | 'not_using_any_more'
  | 'other'
  | 'too_expensive'
  | 'unattractive_benefits';

export type AnswerType =
  | 'date'
  | 'file'
  | 'multiple_options'
  | 'none'
  | 'single_option'
  | 'text'
  | 'textarea';

export type BedKind =
  | 'bunk'
  | 'double'
  | 'futon'
  | 'king'
  | 'queen'
  | 'semi_double'
  | 'single'
  | 'sofa_bed';

/**
 * SPEC.md section 3 booking_widget_type: a facility's own widget, or a brand-facility setup, whose
 * search results are the brand's facility list (/facilities).
 */
export type BookingWidgetType =
  | 'brand_facility'
  | 'standard';

export type CancelReservationInput = {
  /** The fee the guest was shown; refused with 1010 if the fee in force differs. */
  cancellationFeeDisplayed: number;
  details?: string | null | undefined;
  reason: CancellationReason;
};

export type CancellationReason =
  | 'booked_by_mistake'
  | 'change_of_plans'
  | 'found_another_hotel'
  | 'illness'
  | 'other'
  | 'travel_restrictions';

export type CancellationTermsKind =
  /** A fee of feePercentage % is in force from booking (below 100). */
  | 'fee'
  /** Free until freeUntil, then feePercentage % of the price. */
  | 'free'
  /** 100 % from the moment of booking. */
  | 'non_refundable'
  /** The stay starts today and cannot be cancelled online. */
  | 'not_online';

export type CreateReservationInput = {
  answers?: Array<QuestionAnswerInput> | null | undefined;
  /** Provider token of the card (from the provider's tokenization, e.g. POST /api/sandbox/tokens); required for card payment types, refused otherwise. */
  cardToken?: string | null | undefined;
  checkinDate: string;
  checkoutDate: string;
  couponCode?: string | null | undefined;
  /** The total the guest saw; a different total in force is refused with price_changed. */
  expectedTotalPrice?: number | null | undefined;
  extras?: Array<ExtraSelectionInput> | null | undefined;
  guest: GuestInput;
  locale?: string | null | undefined;
  /** A lottery winner books the won room with the entry number. */
  lotteryEntryNumber?: string | null | undefined;
  /** Multi-currency: pay by card (credit_card, Visa or Mastercard) in this currency. */
  mcpCurrency?: string | null | undefined;
  /** The rateUpdatedAt the guest was shown; a changed rate is refused with exchange_rate_updated (409). */
  mcpRateUpdatedAt?: string | null | undefined;
  /**
   * A hotel plus flight package: the outbound flight (on the check-in day) and the return flight (on
   * the check-out day), both or neither. The rooms and the seats are booked together; at most 5 rooms.
   */
  outboundFlightId?: number | null | undefined;
  /** Only on_site in the foundation. */
  paymentType: string;
  /** One code at a time: a promo code or a coupon code. */
  promoCode?: string | null | undefined;
  returnFlightId?: number | null | undefined;
  rooms: Array<ReservationRoomInput>;
  /** Keep this card (cardToken) for the signed-in member once the payment succeeds. */
  saveCard?: boolean | null | undefined;
  /** Pay with one of the signed-in member's saved cards (instead of cardToken). */
  savedCardId?: string | null | undefined;
  specialRequest?: string | null | undefined;
  /** Points to spend (signed-in members; step and minimum in PointInfo). */
  spendingPointValue?: number | null | undefined;
  /** The extras total the guest saw; 1103 if the total in force differs. */
  totalExtraPrice?: number | null | undefined;
  /** One of the signed-in member's vouchers, consumed by the booking. */
  voucherCouponCode?: string | null | undefined;
};

export type ExtraSelectionInput = {
  /** Dated extras only: the delivery date. */
  date?: string | null | undefined;
  extraId: number;
  quantity: number;
};

export type ExtraType =
  | 'dated'
  | 'generic';

export type GuestInput = {
  buildingNameAndNumber?: string | null | undefined;
  email: string;
  firstName: string;
  /** The kana reading and the address, when the hotel asks for them (bookingWidgetSettings). */
  firstNameKana?: string | null | undefined;
  lastName: string;
  lastNameKana?: string | null | undefined;
  phone: string;
  /** Letters and digits; typed spaces and hyphens are dropped. */
  postalCode?: string | null | undefined;
  prefectureOrState?: string | null | undefined;
  streetAddress?: string | null | undefined;
};

/** The agency's hotel search (GET /api/ota/v1/hotels/search): the criteria of /search-hotels. */
export type HotelSearchInput = {
  adults?: number | null | undefined;
  /** An area code of the agency's gazetteer (searchAreas); its inner areas are included. */
  area?: string | null | undefined;
  checkin: string;
  checkout: string;
  children?: number | null | undefined;
  /** JPY, KRW, USD, CNY, TWD or EUR (JPY by default). */
  currency?: string | null | undefined;
  /** onsen, parking, pool, wifi, non_smoking, pets_allowed, near_station, sea_view, free_cancellation, gym. */
  features?: Array<string> | null | undefined;
  /** Words of a facility's or an area's name. */
  keyword?: string | null | undefined;
  /** Each room's children's ages, rooms separated by ; (e.g. 4,9;1); one list applies to every room of a roomCount search. */
  kidsAges?: string | null | undefined;
  maxPrice?: number | null | undefined;
  /** breakfast, dinner, breakfast_and_dinner or room_only. */
  meal?: string | null | undefined;
  /** Per night for all the rooms together, in currency (major units). */
  minPrice?: number | null | undefined;
  /** recommended (default), price_low_to_high, price_high_to_low or rating. */
  order?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  roomCount?: number | null | undefined;
  /** Guests per room, e.g. 2-0,3-1 (adults-children per room); else adults, children and roomCount. */
  rooms?: string | null | undefined;
};

export type ItineraryChangeInput = {
  checkinDate: string;
  checkoutDate: string;
  /** The newTotalPrice of the quote the guest saw; a commit is refused with update_total_changed if it differs. */
  quotedTotalPrice?: number | null | undefined;
  removeRoomPositions?: Array<number> | null | undefined;
};

/** SPEC.md section 3 children meal and bed options (tiers_with_meal_and_bed_as_extras); the _bedding ones take a bed. */
export type KidsMealBedOption =
  | 'meal_no'
  | 'meal_no_bedding'
  | 'meal_same_as_adult_bedding'
  | 'meal_yes'
  | 'meal_yes_bedding';

/** Children of one room in one tier (SPEC.md section 3 kids_tiers: codes with counts). */
export type KidsTierCountInput = {
  code: string;
  count: number;
};

export type LotteryEntryInput = {
  adults: number;
  checkinDate: string;
  checkoutDate: string;
  email: string;
  firstName: string;
  lastName: string;
  lotteryAccessToken?: string | null | undefined;
  lotteryEventUuid: string;
  phone: string;
};

/** SPEC.md section 4 "Lottery entry statuses". */
export type LotteryEntryStatus =
  | 'not_winner'
  | 'registered'
  | 'registration_cancelled'
  | 'winner_reservation_cancelled'
  | 'winner_reservation_confirmed'
  | 'winner_reservation_pending'
  | 'winner_reservation_pending_declined';

export type Meal =
  | 'breakfast'
  | 'dinner'
  | 'lunch';

/** Only the fields given change; an empty string clears an optional field. */
export type MemberProfileInput = {
  address?: string | null | undefined;
  buildingName?: string | null | undefined;
  dob?: string | null | undefined;
  firstName?: string | null | undefined;
  firstNameKana?: string | null | undefined;
  gender?: string | null | undefined;
  lastName?: string | null | undefined;
  lastNameKana?: string | null | undefined;
  nationality?: string | null | undefined;
  occupation?: string | null | undefined;
  phone?: string | null | undefined;
  postCode?: string | null | undefined;
  prefecture?: string | null | undefined;
  receiptName?: string | null | undefined;
};

/** SPEC.md section 4 channel filter; every reservation booked through this product is officialWebsite. */
export type MemberReservationChannel =
  | 'all'
  | 'officialWebsite'
  | 'tripla'
  | 'wbf';

export type MemberReservationTab =
  | 'cancelled'
  | 'completed'
  | 'upcoming';

export type MemberStatus =
  | 'active'
  | 'provisional';

/** What a guest form does with a field: not shown, shown and may stay blank, or must be filled. */
export type NameFieldMode =
  | 'do_not_ask'
  | 'optional'
  | 'required';

/** SPEC.md section 4 pay-by-link results. */
export type PayByLinkResult =
  | 'already_paid'
  | 'cancelled'
  | 'completed'
  | 'failed'
  | 'paid'
  | 'refunded';

export type PayByLinkStatus =
  | 'awaiting_payment'
  | 'cancelled'
  | 'completed'
  | 'paid'
  | 'refunded';

/** SPEC.md section 4 payment transaction states; initiated is the row written before the provider is called. */
export type PaymentTransactionStatus =
  | 'authorized'
  | 'cancelled'
  | 'captured'
  | 'capturing'
  | 'failed'
  | 'initiated'
  /** After captured: part of the amount was refunded. */
  | 'partially_refunded'
  | 'persisted'
  | 'pre_3d_secure'
  /** After captured: the whole amount was refunded. */
  | 'refunded';

export type PointHistoryType =
  | 'expired'
  | 'future'
  | 'gained'
  | 'refunded'
  | 'spent';

export type PriceQuoteInput = {
  checkin: string;
  checkout: string;
  couponCode?: string | null | undefined;
  /** The selected extras, checked (1100-1106) and added to priceSummary as the booking will charge them. */
  extras?: Array<ExtraSelectionInput> | null | undefined;
  /** Multi-currency: also the total, deposit and remain in this currency (the summaries' mcp amounts). */
  mcpCurrency?: string | null | undefined;
  paymentType?: string | null | undefined;
  promoCode?: string | null | undefined;
  rooms: Array<PriceQuoteRoomInput>;
};

export type PriceQuoteRoomInput = {
  adults: number;
  children?: number | null | undefined;
  /** The room's children's ages (ages mode), one per child. */
  kidsAges?: Array<number> | null | undefined;
  /** The meal and bed option of each child (tiers_with_meal_and_bed_as_extras). */
  kidsMealBed?: Array<KidsMealBedOption> | null | undefined;
  /** The room's children by tier (tier modes), as the search and the reservation take them. */
  kidsTiers?: Array<KidsTierCountInput> | null | undefined;
  roomPlanCode: string;
};

export type QuestionAnswerInput = {
  answer?: string | null | undefined;
  /** Ids from uploadAttachment. */
  attachmentIds?: Array<string> | null | undefined;
  options?: Array<string> | null | undefined;
  questionId: number;
};

export type QuestionType =
  | 'checkin'
  | 'checkout'
  | 'free'
  | 'notification'
  | 'people_per_room';

export type ReservationRoomInput = {
  adults: number;
  children?: number | null | undefined;
  kidsAges?: Array<number> | null | undefined;
  kidsMealBed?: Array<KidsMealBedOption> | null | undefined;
  kidsTiers?: Array<KidsTierCountInput> | null | undefined;
  roomPlanCode: string;
  roomTypeCode: string;
};

export type ReservationStatus =
  | 'cancelled'
  | 'done'
  | 'payment_pending';

export type RoomOccupancyInput = {
  adults: number;
  children: number;
  /** The room's children's ages (ages mode), one per child. */
  kidsAges?: Array<number> | null | undefined;
  /** The meal and bed option of each child (tiers_with_meal_and_bed_as_extras), one per child. */
  kidsMealBed?: Array<KidsMealBedOption> | null | undefined;
  /** The room's children by tier (tier modes); their counts add up to children. */
  kidsTiers?: Array<KidsTierCountInput> | null | undefined;
};

export type RoomOrder =
  | 'price_high_to_low'
  | 'price_low_to_high'
  | 'recommended';

export type RoomSearchInput = {
  /** Adults in each of roomCount identical rooms; omit when rooms is given. */
  adults?: number | null | undefined;
  /** YYYY-MM-DD */
  checkin: string;
  /** YYYY-MM-DD */
  checkout: string;
  children?: number | null | undefined;
  couponCode?: string | null | undefined;
  /** Day use: same-day plans only; checkout must equal checkin (not with undatedNights). */
  isDayUse?: boolean | null | undefined;
  /** Skip the tiers-mode sale-limit rule (SPEC.md section 5). */
  isIncludingOccupied?: boolean | null | undefined;
  /** Children's ages of every room of a roomCount search (ages mode). */
  kidsAges?: Array<number> | null | undefined;
  /** Meal and bed option of each child of every room of a roomCount search. */
  kidsMealBed?: Array<KidsMealBedOption> | null | undefined;
  /** Children by tier of every room of a roomCount search (each room alike); with rooms, give them per room instead. */
  kidsTiers?: Array<KidsTierCountInput> | null | undefined;
  /** Multi-currency: also price every plan in this currency (mcp* fields, mcpCurrency). Refused with currency_not_available when the hotel does not offer it. */
  mcpCurrency?: string | null | undefined;
  order?: RoomOrder | null | undefined;
  /** One code at a time: a promo code or a coupon code. */
  promoCode?: string | null | undefined;
  roomCount?: number | null | undefined;
  /** The guests of each room (a multi-room search, at most the hotel's multiRoomsSearchLimit rooms); wins over adults, children and roomCount. */
  rooms?: Array<RoomOccupancyInput> | null | undefined;
  /** When nothing is found, also compute nextAvailableDate. */
  searchNextAvailableDateIfNoResult?: boolean | null | undefined;
  /** Undated search: the first check-in from checkin on where this many nights find rooms (not with guests differing between rooms). */
  undatedNights?: number | null | undefined;
};

export type SignUpInput = {
  email: string;
  firstName: string;
  firstNameKana?: string | null | undefined;
  lastName: string;
  lastNameKana?: string | null | undefined;
  locale?: string | null | undefined;
  password: string;
};

export type VoucherStatus =
  | 'available'
  | 'consumed'
  | 'expired'
  | 'pending';

export type HandedOverBookingQueryVariables = Exact<{
  id: string;
}>;


export type HandedOverBookingQuery = { handedOverBooking: { id: string, hotelCode: string, hotelName: string, currency: string, search: string, checkinDate: string, checkoutDate: string, expectedTotalPrice: number | null, reservationNumber: string | null, cardPaymentProvider: string, rooms: Array<{ roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number }>, guest: { firstName: string, lastName: string, email: string, phone: string } } };

export type BookHandedOverBookingMutationVariables = Exact<{
  id: string;
  cardToken: string;
}>;


export type BookHandedOverBookingMutation = { bookHandedOverBooking: { confirmationNumber: string, bypassToken: string, status: ReservationStatus, payment: { transactionId: string } | null } };

export type InterpretHotelSearchQueryVariables = Exact<{
  query: string;
  language?: string | null | undefined;
}>;


export type InterpretHotelSearchQuery = { interpretHotelSearch: { checkin: string | null, nights: number | null, adults: number | null, rooms: number | null, meal: string | null, features: Array<string>, language: string, interpretedBy: string, today: string, children: { count: number, ages: Array<number> } | null, area: { code: string, name: string } | null, budget: { max: number, currency: string, per: string } | null } };

export type SearchAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchAreasQuery = { agencyToday: string, searchAreas: Array<{ code: string, name: string, within: string | null }> };

export type MemberUserFieldsFragment = { id: number, email: string, provider: string, organizationId: number | null, organizationRole: string | null, firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, locale: string | null, membershipId: string, hotelBrandId: number, pointProgramEnabled: boolean, sessionExpiresAt: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, email: string, provider: string, organizationId: number | null, organizationRole: string | null, firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, locale: string | null, membershipId: string, hotelBrandId: number, pointProgramEnabled: boolean, sessionExpiresAt: string | null } };

export type SignInMutationVariables = Exact<{
  code: string;
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { token: string, expiresAt: string, user: { id: number, email: string, provider: string, organizationId: number | null, organizationRole: string | null, firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, locale: string | null, membershipId: string, hotelBrandId: number, pointProgramEnabled: boolean, sessionExpiresAt: string | null } } };

export type SignOutMutationVariables = Exact<{
  code: string;
}>;


export type SignOutMutation = { signOut: boolean };

export type RememberMemberLocaleMutationVariables = Exact<{
  locale: string;
}>;


export type RememberMemberLocaleMutation = { rememberMemberLocale: boolean };

export type CalendarAvailabilityQueryVariables = Exact<{
  code: string;
  from: string;
  to: string;
  adults: number;
  children?: number | null | undefined;
  mcpCurrency?: string | null | undefined;
}>;


export type CalendarAvailabilityQuery = { roomAvailability: { currency: string, fewRoomsThreshold: number, days: Array<{ date: string, bookable: boolean, roomsLeft: number, lowestPrice: number | null, mcpLowestPrice: number | null }> } };

export type CreateReservationMutationVariables = Exact<{
  code: string;
  input: CreateReservationInput;
  idempotencyKey: string;
}>;


export type CreateReservationMutation = { createReservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string, checkinDate: string, checkoutDate: string, totalPrice: number, currency: string, payment: { transactionId: string, status: PaymentTransactionStatus, challengeUrl: string | null, failureCode: string | null } | null } };

export type BookingMemberContactQueryVariables = Exact<{
  code: string;
}>;


export type BookingMemberContactQuery = { memberProfile: { firstName: string, lastName: string, email: string, phone: string | null } };

export type ExtrasOfferQueryVariables = Exact<{
  code: string;
  checkin: string;
  checkout: string;
  roomPlanCodes?: Array<string> | string | null | undefined;
  labelFilters?: Array<string> | string | null | undefined;
}>;


export type ExtrasOfferQuery = { extras: Array<{ id: number, code: string, name: string, description: string, extraType: ExtraType, price: number, priceWithoutTax: number, minQuantity: number, maxQuantity: number, purchaseLimit: number | null, bookingAvailableDates: Array<string>, orderDeadline: string, inventory: number | null, pricesByDate: Array<{ date: string, price: number, priceWithoutTax: number }> }>, additionalQuestions: Array<{ id: number, questionType: QuestionType, answerType: AnswerType, title: string, description: string, required: boolean, options: Array<{ value: string, label: string }> }> };

export type BrandFacilitiesQueryVariables = Exact<{
  brand: string;
}>;


export type BrandFacilitiesQuery = { brandFacilities: Array<{ code: string, name: string, currency: string, latitude: number | null, longitude: number | null }> };

export type CancellationPoliciesQueryVariables = Exact<{
  code: string;
}>;


export type CancellationPoliciesQuery = { cancellationPolicies: Array<{ id: number, name: string, description: string, noShowPercentageOfCost: number, parts: Array<{ daysBefore: number, hoursAfter: number, percentageOfCost: number }> }> };

export type HotelCurrenciesQueryVariables = Exact<{
  code: string;
}>;


export type HotelCurrenciesQuery = { currencies: { hotelCurrency: string, mcpEnabled: boolean, suggested: Array<string>, detected: string | null, currencies: Array<{ code: string, decimals: number, symbol: string, rate: string, rateUpdatedAt: string, suggested: boolean }> } };

export type HandOverSettingQueryVariables = Exact<{
  code: string;
  otaEnabled?: boolean | null | undefined;
}>;


export type HandOverSettingQuery = { handOverSetting: { enabled: boolean, buttonColour: string, buttonTextColour: string } };

export type CreateTemporaryStorageMutationVariables = Exact<{
  code: string;
  search: string;
  booking: CreateReservationInput;
  otaEnabled?: boolean | null | undefined;
}>;


export type CreateTemporaryStorageMutation = { createTemporaryStorage: { id: string, confirmUrl: string } };

export type HotelSearchQueryVariables = Exact<{
  search: HotelSearchInput;
}>;


export type HotelSearchQuery = { hotelSearch: { page: number, totalPages: number, totalEntries: number, nights: number, currency: string, facilities: Array<{ code: string, name: string, address: string, latitude: number | null, longitude: number | null, starRating: number, features: Array<string>, soldOut: boolean, area: { code: string, name: string }, rating: { average: number | null, count: number }, photo: { id: string, alt: string, width: number, height: number, variants: Array<{ format: string, width: number, height: number, url: string }> } | null, displayPrice: { total: number, perNight: number, currency: string } | null, lowestPlan: { roomTypeName: string, planName: string, meal: string, refundable: boolean } | null, nextAvailable: Array<{ checkin: string, checkout: string, displayPrice: { total: number, perNight: number, currency: string } }>, partyRefusal: { reason: string, detail: string } | null }> } };

export type StartClientSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type StartClientSessionMutation = { startClientSession: { token: string, expiresAt: string } };

export type HotelSettingsQueryVariables = Exact<{
  code: string;
}>;


export type HotelSettingsQuery = { hotel: { id: number, code: string, name: string, currency: string, timeZone: string, bookLanguages: Array<string>, availableLanguages: Array<string>, brand: { id: number, code: string, name: string }, address: { postCode: string, fullAddress: string, country: string }, photos: Array<{ id: string, alt: string, width: number, height: number, variants: Array<{ format: string, width: number, height: number, url: string }> }> }, bookingWidgetSettings: { hotelId: number, hotelName: string, hotelBrandId: number, currency: string, timeZone: string, today: string, bookLanguages: Array<string>, buttonColour: string, headerColour: string, maxGuestsPerRoom: number, multiRoomsSearchEnabled: boolean, showPricesTaxIncluded: boolean, kanjiNameRequired: boolean, customerAddressRequired: boolean, kanaNameMode: NameFieldMode, bookingWidgetType: BookingWidgetType, sellsExtras: boolean | null, couponActive: boolean, promoCodeActive: boolean, planSearchEnabled: boolean, reservablePeriodMonths: number, mcpEnabled: boolean, multiRoomsSearchLimit: number, maxChildrenPerAdult: number, cardPaymentProvider: string | null, defaultSearchSetting: { adults: number, checkinDateOffset: number, yesterdayBookable: boolean, availableRoomsOnly: boolean } } };

export type StartAgencyClientSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type StartAgencyClientSessionMutation = { startClientSession: { token: string, expiresAt: string } };

export type LotteryEventFieldsFragment = { uuid: string, name: string, hotelCode: string, hotelName: string, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, stayStart: string, stayEnd: string, minNights: number, maxNights: number, acceptFrom: string, acceptUntil: string, resultDate: string, reservationDeadline: string, notification: string | null, requiresAccessToken: boolean, phase: string };

export type LotteryEntryFieldsFragment = { entryNumber: string, status: LotteryEntryStatus, checkinDate: string, checkoutDate: string, nights: number, adults: number, guestFirstName: string, guestLastName: string, guestEmail: string, guestPhone: string, resultDate: string, reservationDeadline: string, reservationNumber: string | null, createdAt: string, event: { uuid: string, name: string, hotelCode: string, hotelName: string, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, stayStart: string, stayEnd: string, minNights: number, maxNights: number, acceptFrom: string, acceptUntil: string, resultDate: string, reservationDeadline: string, notification: string | null, requiresAccessToken: boolean, phase: string } };

export type LotteryEventQueryVariables = Exact<{
  code: string;
  uuid: string;
  accessToken?: string | null | undefined;
}>;


export type LotteryEventQuery = { lotteryEvent: { uuid: string, name: string, hotelCode: string, hotelName: string, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, stayStart: string, stayEnd: string, minNights: number, maxNights: number, acceptFrom: string, acceptUntil: string, resultDate: string, reservationDeadline: string, notification: string | null, requiresAccessToken: boolean, phase: string } };

export type EnterLotteryMutationVariables = Exact<{
  code: string;
  input: LotteryEntryInput;
}>;


export type EnterLotteryMutation = { enterLottery: { entryNumber: string, status: LotteryEntryStatus, checkinDate: string, checkoutDate: string, nights: number, adults: number, guestFirstName: string, guestLastName: string, guestEmail: string, guestPhone: string, resultDate: string, reservationDeadline: string, reservationNumber: string | null, createdAt: string, event: { uuid: string, name: string, hotelCode: string, hotelName: string, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, stayStart: string, stayEnd: string, minNights: number, maxNights: number, acceptFrom: string, acceptUntil: string, resultDate: string, reservationDeadline: string, notification: string | null, requiresAccessToken: boolean, phase: string } } };

export type LotteryEntryQueryVariables = Exact<{
  code: string;
  entryNumber: string;
}>;


export type LotteryEntryQuery = { lotteryEntry: { entryNumber: string, status: LotteryEntryStatus, checkinDate: string, checkoutDate: string, nights: number, adults: number, guestFirstName: string, guestLastName: string, guestEmail: string, guestPhone: string, resultDate: string, reservationDeadline: string, reservationNumber: string | null, createdAt: string, event: { uuid: string, name: string, hotelCode: string, hotelName: string, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, stayStart: string, stayEnd: string, minNights: number, maxNights: number, acceptFrom: string, acceptUntil: string, resultDate: string, reservationDeadline: string, notification: string | null, requiresAccessToken: boolean, phase: string } } };

export type CancelLotteryEntryMutationVariables = Exact<{
  code: string;
  entryNumber: string;
}>;


export type CancelLotteryEntryMutation = { cancelLotteryEntry: { entryNumber: string, status: LotteryEntryStatus, checkinDate: string, checkoutDate: string, nights: number, adults: number, guestFirstName: string, guestLastName: string, guestEmail: string, guestPhone: string, resultDate: string, reservationDeadline: string, reservationNumber: string | null, createdAt: string, event: { uuid: string, name: string, hotelCode: string, hotelName: string, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, stayStart: string, stayEnd: string, minNights: number, maxNights: number, acceptFrom: string, acceptUntil: string, resultDate: string, reservationDeadline: string, notification: string | null, requiresAccessToken: boolean, phase: string } } };

export type MyLotteryEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLotteryEntriesQuery = { myLotteryEntries: Array<{ entryNumber: string, status: LotteryEntryStatus, checkinDate: string, checkoutDate: string, nights: number, adults: number, guestFirstName: string, guestLastName: string, guestEmail: string, guestPhone: string, resultDate: string, reservationDeadline: string, reservationNumber: string | null, createdAt: string, event: { uuid: string, name: string, hotelCode: string, hotelName: string, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, stayStart: string, stayEnd: string, minNights: number, maxNights: number, acceptFrom: string, acceptUntil: string, resultDate: string, reservationDeadline: string, notification: string | null, requiresAccessToken: boolean, phase: string } }> };

export type MemberProfileFieldsFragment = { firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, email: string, pendingEmail: string | null, phone: string | null, dob: string | null, gender: string | null, nationality: string | null, occupation: string | null, address: string | null, postCode: string | null, prefecture: string | null, buildingName: string | null, receiptName: string | null, promotionEmail: boolean, membershipId: string, provider: string, profileUpdatable: boolean };

export type MemberAccountQueryVariables = Exact<{
  code: string;
}>;


export type MemberAccountQuery = { memberProfile: { firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, email: string, pendingEmail: string | null, phone: string | null, dob: string | null, gender: string | null, nationality: string | null, occupation: string | null, address: string | null, postCode: string | null, prefecture: string | null, buildingName: string | null, receiptName: string | null, promotionEmail: boolean, membershipId: string, provider: string, profileUpdatable: boolean }, memberAccountSettings: { encryptedQrCodeEnabled: boolean, customAccountRemoval: boolean, customAccountRemovalDescription: string | null }, memberQrCode: { membershipId: string, encrypted: boolean, svg: string } };

export type UpdateMemberProfileMutationVariables = Exact<{
  code: string;
  input: MemberProfileInput;
}>;


export type UpdateMemberProfileMutation = { updateMemberProfile: { firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, email: string, pendingEmail: string | null, phone: string | null, dob: string | null, gender: string | null, nationality: string | null, occupation: string | null, address: string | null, postCode: string | null, prefecture: string | null, buildingName: string | null, receiptName: string | null, promotionEmail: boolean, membershipId: string, provider: string, profileUpdatable: boolean } };

export type SetPromotionEmailMutationVariables = Exact<{
  code: string;
  subscribed: boolean;
}>;


export type SetPromotionEmailMutation = { setPromotionEmail: { firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, email: string, pendingEmail: string | null, phone: string | null, dob: string | null, gender: string | null, nationality: string | null, occupation: string | null, address: string | null, postCode: string | null, prefecture: string | null, buildingName: string | null, receiptName: string | null, promotionEmail: boolean, membershipId: string, provider: string, profileUpdatable: boolean } };

export type RequestEmailChangeMutationVariables = Exact<{
  code: string;
  email: string;
  currentPassword: string;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { email: string, pendingEmail: string } };

export type ChangeOwnPasswordMutationVariables = Exact<{
  code: string;
  currentPassword: string;
  password: string;
}>;


export type ChangeOwnPasswordMutation = { changeOwnPassword: boolean };

export type RemoveAccountMutationVariables = Exact<{
  code: string;
  reason: AccountRemovalReason;
  details?: string | null | undefined;
  currentPassword: string;
}>;


export type RemoveAccountMutation = { removeAccount: boolean };

export type MemberCouponsQueryVariables = Exact<{
  code: string;
}>;


export type MemberCouponsQuery = { memberCoupons: Array<{ code: string, name: string, discountType: string, discountValue: number, targetHotelPlanCodes: Array<string>, validUntil: string | null, maxDiscountedNights: number | null, uiStatus: string, reservationNumber: string | null }> };

export type SignUpMutationVariables = Exact<{
  code: string;
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { email: string, status: MemberStatus } };

export type ConfirmMemberMutationVariables = Exact<{
  code: string;
  confirmationToken: string;
}>;


export type ConfirmMemberMutation = { confirmMember: { email: string, status: MemberStatus } };

export type ResendConfirmationMutationVariables = Exact<{
  code: string;
  email: string;
}>;


export type ResendConfirmationMutation = { resendConfirmation: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  code: string;
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ChangePasswordMutationVariables = Exact<{
  code: string;
  resetPasswordToken: string;
  password: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type MyReservationsQueryVariables = Exact<{
  status?: MemberReservationTab | null | undefined;
  page?: number | null | undefined;
  channel?: MemberReservationChannel | null | undefined;
  paymentType?: string | null | undefined;
}>;


export type MyReservationsQuery = { myReservations: { page: number, totalPages: number, totalEntries: number, reservations: Array<{ confirmationNumber: string, status: ReservationStatus, bypassToken: string, checkinDate: string, checkoutDate: string, nights: number, currency: string, totalPrice: number, hotel: { code: string, name: string }, rooms: Array<{ roomTypeName: string, roomPlanName: string }> }> } };

export type OrganizationSignInMutationVariables = Exact<{
  code: string;
  email: string;
  password: string;
}>;


export type OrganizationSignInMutation = { organizationSignIn: { token: string, expiresAt: string, user: { id: number, email: string, provider: string, organizationId: number | null, organizationRole: string | null, firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, locale: string | null, membershipId: string, hotelBrandId: number, pointProgramEnabled: boolean, sessionExpiresAt: string | null } } };

export type OrganizationReservationsQueryVariables = Exact<{
  brand: string;
  id: number;
  page?: number | null | undefined;
}>;


export type OrganizationReservationsQuery = { organizationReservations: { page: number, totalPages: number, totalEntries: number, reservations: Array<{ reservationNumber: string, reservedAt: string, guestName: string, bookedBy: string, hotelName: string, checkinDate: string, nights: number, rooms: number, status: string, totalPrice: number, currency: string }>, allowances: Array<{ periodStart: string, periodEnd: string, maxStays: number, reserved: number, remaining: number }> } };

export type CreateOrganizationDownloadMutationVariables = Exact<{
  brand: string;
  id: number;
}>;


export type CreateOrganizationDownloadMutation = { createOrganizationDownload: { downloadPath: string, password: string, fileName: string, rowCount: number, expiresAt: string, downloadsLeft: number } };

export type PackageAirportsQueryVariables = Exact<{ [key: string]: never; }>;


export type PackageAirportsQuery = { packageAirports: Array<{ code: string, name: string, city: string }> };

export type PackageFlightsQueryVariables = Exact<{
  code: string;
  origin: string;
  checkin: string;
  checkout: string;
  rooms: string;
}>;


export type PackageFlightsQuery = { packageFlights: { passengers: number, currency: string, outbound: Array<{ id: number, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, farePerSeat: number, totalFare: number, seatsAvailable: number, bookable: boolean, origin: { code: string, city: string }, destination: { code: string, city: string } }>, return: Array<{ id: number, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, farePerSeat: number, totalFare: number, seatsAvailable: number, bookable: boolean, origin: { code: string, city: string }, destination: { code: string, city: string } }> } };

export type PackageFlightFieldsFragment = { id: number, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, farePerSeat: number, totalFare: number, seatsAvailable: number, bookable: boolean, origin: { code: string, city: string }, destination: { code: string, city: string } };

export type PackageRoomsQueryVariables = Exact<{
  code: string;
  search: RoomSearchInput;
}>;


export type PackageRoomsQuery = { rooms: { rooms: Array<{ roomTypeCode: string, name: string, roomCount: number, plans: Array<{ roomPlanCode: string, name: string, totalPrice: number, currency: string, mealIncluded: boolean, refundable: boolean, paymentMethods: Array<string> }> }> } };

export type PackageCardQuoteQueryVariables = Exact<{
  code: string;
  quote: PriceQuoteInput;
}>;


export type PackageCardQuoteQuery = { priceQuote: { priceSummary: { totalPrice: number } } };

export type BookPackageMutationVariables = Exact<{
  code: string;
  input: CreateReservationInput;
  idempotencyKey: string;
}>;


export type BookPackageMutation = { createReservation: { confirmationNumber: string, bypassToken: string, status: ReservationStatus, totalPrice: number, flightTotalPrice: number | null, payment: { transactionId: string } | null } };

export type PackageCardProviderQueryVariables = Exact<{
  code: string;
}>;


export type PackageCardProviderQuery = { bookingWidgetSettings: { cardPaymentProvider: string | null } };

export type PayByLinkViewFieldsFragment = { paymentNumber: string, hotelCode: string, cardPaymentProvider: string | null, hotelName: string, subject: string, amount: number, currency: string, status: PayByLinkStatus, amountVersion: number, paidAt: string | null, refundedAt: string | null, result: PayByLinkResult | null, visit: { visitId: string, openedAt: string, expiresAt: string, expiresInSeconds: number }, attempt: { attemptId: string, status: PaymentTransactionStatus, amount: number, currency: string, challengeUrl: string | null, failureCode: string | null, card: { brand: string, last4: string } } | null };

export type OpenPayByLinkMutationVariables = Exact<{
  paymentNumber: string;
}>;


export type OpenPayByLinkMutation = { openPayByLink: { paymentNumber: string, hotelCode: string, cardPaymentProvider: string | null, hotelName: string, subject: string, amount: number, currency: string, status: PayByLinkStatus, amountVersion: number, paidAt: string | null, refundedAt: string | null, result: PayByLinkResult | null, visit: { visitId: string, openedAt: string, expiresAt: string, expiresInSeconds: number }, attempt: { attemptId: string, status: PaymentTransactionStatus, amount: number, currency: string, challengeUrl: string | null, failureCode: string | null, card: { brand: string, last4: string } } | null } };

export type PayByLinkQueryVariables = Exact<{
  paymentNumber: string;
  visitId: string;
}>;


export type PayByLinkQuery = { payByLink: { paymentNumber: string, hotelCode: string, cardPaymentProvider: string | null, hotelName: string, subject: string, amount: number, currency: string, status: PayByLinkStatus, amountVersion: number, paidAt: string | null, refundedAt: string | null, result: PayByLinkResult | null, visit: { visitId: string, openedAt: string, expiresAt: string, expiresInSeconds: number }, attempt: { attemptId: string, status: PaymentTransactionStatus, amount: number, currency: string, challengeUrl: string | null, failureCode: string | null, card: { brand: string, last4: string } } | null } };

export type PayPayByLinkMutationVariables = Exact<{
  paymentNumber: string;
  visitId: string;
  amountVersion: number;
  cardToken: string;
}>;


export type PayPayByLinkMutation = { payPayByLink: { paymentNumber: string, hotelCode: string, cardPaymentProvider: string | null, hotelName: string, subject: string, amount: number, currency: string, status: PayByLinkStatus, amountVersion: number, paidAt: string | null, refundedAt: string | null, result: PayByLinkResult | null, visit: { visitId: string, openedAt: string, expiresAt: string, expiresInSeconds: number }, attempt: { attemptId: string, status: PaymentTransactionStatus, amount: number, currency: string, challengeUrl: string | null, failureCode: string | null, card: { brand: string, last4: string } } | null } };

export type AbortPayByLinkPaymentMutationVariables = Exact<{
  paymentNumber: string;
  visitId: string;
}>;


export type AbortPayByLinkPaymentMutation = { abortPayByLinkPayment: { paymentNumber: string, hotelCode: string, cardPaymentProvider: string | null, hotelName: string, subject: string, amount: number, currency: string, status: PayByLinkStatus, amountVersion: number, paidAt: string | null, refundedAt: string | null, result: PayByLinkResult | null, visit: { visitId: string, openedAt: string, expiresAt: string, expiresInSeconds: number }, attempt: { attemptId: string, status: PaymentTransactionStatus, amount: number, currency: string, challengeUrl: string | null, failureCode: string | null, card: { brand: string, last4: string } } | null } };

export type CompleteThreeDSecureMutationVariables = Exact<{
  code: string;
  transactionId: string;
}>;


export type CompleteThreeDSecureMutation = { completeThreeDSecure: { transactionId: string, status: PaymentTransactionStatus, amount: number, currency: string, challengeUrl: string | null, expiresInSeconds: number, failureCode: string | null, card: { brand: string, last4: string } | null, reservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string } } };

export type AbortThreeDSecureMutationVariables = Exact<{
  code: string;
  transactionId: string;
}>;


export type AbortThreeDSecureMutation = { abortThreeDSecure: { transactionId: string, status: PaymentTransactionStatus, amount: number, currency: string, challengeUrl: string | null, expiresInSeconds: number, failureCode: string | null, card: { brand: string, last4: string } | null, reservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string } } };

export type PhotoFieldsFragment = { id: string, alt: string, width: number, height: number, variants: Array<{ format: string, width: number, height: number, url: string }> };

export type SpendingOptionsQueryVariables = Exact<{
  code: string;
}>;


export type SpendingOptionsQuery = { memberPoints: { totalPoint: number, pointProgramEnabled: boolean, spendStep: number, spendMinimum: number }, memberVouchers: Array<{ number: string, name: string, amount: number, uiStatus: VoucherStatus, validThrough: string }> };

export type MemberPointsQueryVariables = Exact<{
  code: string;
}>;


export type MemberPointsQuery = { memberPoints: { totalPoint: number, rankingPointsValue: number, futurePoints: number, pointProgramEnabled: boolean, spendStep: number, spendMinimum: number, exchangeStep: number, exchangeAvailable: boolean, program: { id: number, name: string, default: boolean } | null, rank: { id: number, name: string, rankingPointsThreshold: number, pointRatePercent: number } | null, nextRank: { id: number, name: string, rankingPointsThreshold: number, pointRatePercent: number } | null } };

export type PointHistoryQueryVariables = Exact<{
  code: string;
  page?: number | null | undefined;
}>;


export type PointHistoryQuery = { pointHistory: { page: number, totalPages: number, totalEntries: number, programEnabled: boolean, entries: Array<{ id: number, type: PointHistoryType, amount: number, date: string, reservationNumber: string | null, exchangeCode: string | null }> } };

export type ExchangePointsMutationVariables = Exact<{
  code: string;
  idempotencyKey: string;
  amount: number;
}>;


export type ExchangePointsMutation = { exchangePoints: { id: number, amount: number, exchangeType: string, code: string, validUntil: string, createdAt: string } };

export type PriceQuoteQueryVariables = Exact<{
  code: string;
  quote: PriceQuoteInput;
}>;


export type PriceQuoteQuery = { priceQuote: { priceSummary: { currency: string, originalPriceWithTax: number, originalPrice: number, discountedPrice: number, roomPriceWithoutTax: number, tax: number, accommodationTax: number, signInDiscount: number, nonSignInDiscount: number, potentialSignInDiscount: number, brrDiscountAmount: number, paymentDiscountAmount: number, promotionDiscountAmount: number, couponDiscountAmount: number, roundingDiscount: number, totalSpecialDiscount: number, totalExtraPrice: number, voucherCouponDiscountAmount: number, spendingPointValue: number, depositAmount: number, remainAmount: number, totalPrice: number, totalPriceWithoutTax: number, mcpCurrency: string | null, mcpTotalPrice: number | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null }, discountCode: { kind: string, code: string, status: string, errorCode: string | null, name: string | null } | null } };

export type ReservationPriceSummaryQueryVariables = Exact<{
  code: string;
  confirmationNumber: string;
  email?: string | null | undefined;
  bypassToken?: string | null | undefined;
}>;


export type ReservationPriceSummaryQuery = { reservation: { priceSummary: { currency: string, originalPriceWithTax: number, originalPrice: number, discountedPrice: number, roomPriceWithoutTax: number, tax: number, accommodationTax: number, signInDiscount: number, nonSignInDiscount: number, potentialSignInDiscount: number, brrDiscountAmount: number, paymentDiscountAmount: number, promotionDiscountAmount: number, couponDiscountAmount: number, roundingDiscount: number, totalSpecialDiscount: number, totalExtraPrice: number, voucherCouponDiscountAmount: number, spendingPointValue: number, depositAmount: number, remainAmount: number, totalPrice: number, totalPriceWithoutTax: number, mcpCurrency: string | null, mcpTotalPrice: number | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null } | null } };

export type PriceSummaryFieldsFragment = { currency: string, originalPriceWithTax: number, originalPrice: number, discountedPrice: number, roomPriceWithoutTax: number, tax: number, accommodationTax: number, signInDiscount: number, nonSignInDiscount: number, potentialSignInDiscount: number, brrDiscountAmount: number, paymentDiscountAmount: number, promotionDiscountAmount: number, couponDiscountAmount: number, roundingDiscount: number, totalSpecialDiscount: number, totalExtraPrice: number, voucherCouponDiscountAmount: number, spendingPointValue: number, depositAmount: number, remainAmount: number, totalPrice: number, totalPriceWithoutTax: number, mcpCurrency: string | null, mcpTotalPrice: number | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null };

export type ReceiptQueryVariables = Exact<{
  code: string;
  confirmationNumber: string;
  email?: string | null | undefined;
  bypassToken?: string | null | undefined;
  name: string;
  taxId?: string | null | undefined;
  locale?: string | null | undefined;
}>;


export type ReceiptQuery = { receipt: { receiptNumber: string, receiptTitle: string, receiptUnicode: string | null, issuedAt: string, confirmationNumber: string, checkinDate: string, checkoutDate: string, nights: number, paymentType: string, currency: string, amount: number, tax: number, remainAmount: number, reissueCount: number, locale: string, hotel: { code: string, name: string, postCode: string, fullAddress: string, country: string } } };

export type RoomRecommendationsQueryVariables = Exact<{
  code: string;
  search: RoomSearchInput;
  mcp?: boolean | null | undefined;
}>;


export type RoomRecommendationsQuery = { roomRecommendations: Array<{ roomTypeCode: string, roomTypeName: string, roomPlanCode: string, hotelPlanCode: string, roomPlanName: string, totalPrice: number, tax: number, currency: string, roomCount: number, mealIncluded: boolean, refundable: boolean, mcpCurrency?: string | null, mcpTotalPrice?: number | null }> };

export type ReservationDetailsFragment = { confirmationNumber: string, status: ReservationStatus, bypassToken: string, calendarUrl: string | null, checkinDate: string, checkoutDate: string, nights: number, flightTotalPrice: number | null, locale: string | null, paymentType: string, currency: string, totalPrice: number, tax: number, depositAmount: number | null, remainAmount: number | null, mcpCurrency: string | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null, spendingPointValue: number | null, voucherCouponDiscountAmount: number | null, totalPriceBeforePointDiscount: number | null, cancellationFee: number | null, cancelReason: CancellationReason | null, createdAt: string, cancelledAt: string | null, totalExtraPrice: number, hotel: { id: number, code: string, name: string, timeZone: string, address: string, mapUrl: string | null, checkinTime: string | null, checkoutTime: string | null, phone: string, email: string }, flights: Array<{ direction: string, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, seats: number, farePerSeat: number, totalFare: number, currency: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, rooms: Array<{ position: number | null, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number, totalPrice: number, tax: number, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, kids: Array<{ tierCode: string | null, tierName: string | null, age: number | null, mealBedOption: KidsMealBedOption | null }> | null }>, guest: { firstName: string, lastName: string, email: string, phone: string, phoneDisplay: string, firstNameKana: string | null, lastNameKana: string | null, postalCode: string | null, prefectureOrState: string | null, streetAddress: string | null, buildingNameAndNumber: string | null }, paymentTerms: { method: string, depositPercentage: number | null, depositAmount: number, remainAmount: number, bankTransfer: { bankName: string, bankBranch: string, accountType: string, accountNumber: string, accountHolder: string, transferReference: string, amount: number, currency: string, dueAt: string, paidAt: string | null } | null } | null, cancellation: { fee: number, cancellable: boolean, refusalCode: string | null }, extras: Array<{ extraId: number, code: string, name: string, extraType: ExtraType, date: string | null, quantity: number, price: number }>, answers: Array<{ questionId: number, questionType: QuestionType, answerType: AnswerType, title: string, answer: string | null, options: Array<{ value: string, label: string }>, attachments: Array<{ id: string, fileName: string, contentType: string, url: string | null }> }>, updateSetting: { isActive: boolean, updatable: boolean, reason: string | null, deadline: string, itineraryUpdatable: boolean, itineraryReason: string | null } | null, payment: { status: PaymentTransactionStatus, kind: string, amount: number, currency: string, refundedAmount: number, card: { brand: string, last4: string } | null, refunds: Array<{ refundId: string, cause: string, amount: number, status: string }> } | null };

export type ItineraryChangeFragment = { dryRun: boolean, quote: { checkinDate: string, checkoutDate: string, nights: number, currentTotalPrice: number, newTotalPrice: number, newTax: number, changeFee: number, priceDifference: number, currency: string, removedExtrasPrice: number, refundAmount: number, rooms: Array<{ position: number, roomTypeCode: string, roomPlanCode: string, removed: boolean, currentTotalPrice: number, newTotalPrice: number, changeFee: number }>, removedExtras: Array<{ extraId: number, name: string, date: string | null, quantity: number, price: number }>, deposit: { depositPercentage: number | null, paidDeposit: number, newDeposit: number, refundAmount: number, newRemainAmount: number } | null, mcp: { currency: string, newTotalPrice: number, refundAmount: number } | null }, reservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string, calendarUrl: string | null, checkinDate: string, checkoutDate: string, nights: number, flightTotalPrice: number | null, locale: string | null, paymentType: string, currency: string, totalPrice: number, tax: number, depositAmount: number | null, remainAmount: number | null, mcpCurrency: string | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null, spendingPointValue: number | null, voucherCouponDiscountAmount: number | null, totalPriceBeforePointDiscount: number | null, cancellationFee: number | null, cancelReason: CancellationReason | null, createdAt: string, cancelledAt: string | null, totalExtraPrice: number, hotel: { id: number, code: string, name: string, timeZone: string, address: string, mapUrl: string | null, checkinTime: string | null, checkoutTime: string | null, phone: string, email: string }, flights: Array<{ direction: string, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, seats: number, farePerSeat: number, totalFare: number, currency: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, rooms: Array<{ position: number | null, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number, totalPrice: number, tax: number, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, kids: Array<{ tierCode: string | null, tierName: string | null, age: number | null, mealBedOption: KidsMealBedOption | null }> | null }>, guest: { firstName: string, lastName: string, email: string, phone: string, phoneDisplay: string, firstNameKana: string | null, lastNameKana: string | null, postalCode: string | null, prefectureOrState: string | null, streetAddress: string | null, buildingNameAndNumber: string | null }, paymentTerms: { method: string, depositPercentage: number | null, depositAmount: number, remainAmount: number, bankTransfer: { bankName: string, bankBranch: string, accountType: string, accountNumber: string, accountHolder: string, transferReference: string, amount: number, currency: string, dueAt: string, paidAt: string | null } | null } | null, cancellation: { fee: number, cancellable: boolean, refusalCode: string | null }, extras: Array<{ extraId: number, code: string, name: string, extraType: ExtraType, date: string | null, quantity: number, price: number }>, answers: Array<{ questionId: number, questionType: QuestionType, answerType: AnswerType, title: string, answer: string | null, options: Array<{ value: string, label: string }>, attachments: Array<{ id: string, fileName: string, contentType: string, url: string | null }> }>, updateSetting: { isActive: boolean, updatable: boolean, reason: string | null, deadline: string, itineraryUpdatable: boolean, itineraryReason: string | null } | null, payment: { status: PaymentTransactionStatus, kind: string, amount: number, currency: string, refundedAmount: number, card: { brand: string, last4: string } | null, refunds: Array<{ refundId: string, cause: string, amount: number, status: string }> } | null } };

export type ItineraryQuoteQueryVariables = Exact<{
  code: string;
  confirmationNumber: string;
  email?: string | null | undefined;
  bypassToken?: string | null | undefined;
  input: ItineraryChangeInput;
}>;


export type ItineraryQuoteQuery = { itineraryQuote: { dryRun: boolean, quote: { checkinDate: string, checkoutDate: string, nights: number, currentTotalPrice: number, newTotalPrice: number, newTax: number, changeFee: number, priceDifference: number, currency: string, removedExtrasPrice: number, refundAmount: number, rooms: Array<{ position: number, roomTypeCode: string, roomPlanCode: string, removed: boolean, currentTotalPrice: number, newTotalPrice: number, changeFee: number }>, removedExtras: Array<{ extraId: number, name: string, date: string | null, quantity: number, price: number }>, deposit: { depositPercentage: number | null, paidDeposit: number, newDeposit: number, refundAmount: number, newRemainAmount: number } | null, mcp: { currency: string, newTotalPrice: number, refundAmount: number } | null }, reservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string, calendarUrl: string | null, checkinDate: string, checkoutDate: string, nights: number, flightTotalPrice: number | null, locale: string | null, paymentType: string, currency: string, totalPrice: number, tax: number, depositAmount: number | null, remainAmount: number | null, mcpCurrency: string | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null, spendingPointValue: number | null, voucherCouponDiscountAmount: number | null, totalPriceBeforePointDiscount: number | null, cancellationFee: number | null, cancelReason: CancellationReason | null, createdAt: string, cancelledAt: string | null, totalExtraPrice: number, hotel: { id: number, code: string, name: string, timeZone: string, address: string, mapUrl: string | null, checkinTime: string | null, checkoutTime: string | null, phone: string, email: string }, flights: Array<{ direction: string, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, seats: number, farePerSeat: number, totalFare: number, currency: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, rooms: Array<{ position: number | null, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number, totalPrice: number, tax: number, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, kids: Array<{ tierCode: string | null, tierName: string | null, age: number | null, mealBedOption: KidsMealBedOption | null }> | null }>, guest: { firstName: string, lastName: string, email: string, phone: string, phoneDisplay: string, firstNameKana: string | null, lastNameKana: string | null, postalCode: string | null, prefectureOrState: string | null, streetAddress: string | null, buildingNameAndNumber: string | null }, paymentTerms: { method: string, depositPercentage: number | null, depositAmount: number, remainAmount: number, bankTransfer: { bankName: string, bankBranch: string, accountType: string, accountNumber: string, accountHolder: string, transferReference: string, amount: number, currency: string, dueAt: string, paidAt: string | null } | null } | null, cancellation: { fee: number, cancellable: boolean, refusalCode: string | null }, extras: Array<{ extraId: number, code: string, name: string, extraType: ExtraType, date: string | null, quantity: number, price: number }>, answers: Array<{ questionId: number, questionType: QuestionType, answerType: AnswerType, title: string, answer: string | null, options: Array<{ value: string, label: string }>, attachments: Array<{ id: string, fileName: string, contentType: string, url: string | null }> }>, updateSetting: { isActive: boolean, updatable: boolean, reason: string | null, deadline: string, itineraryUpdatable: boolean, itineraryReason: string | null } | null, payment: { status: PaymentTransactionStatus, kind: string, amount: number, currency: string, refundedAmount: number, card: { brand: string, last4: string } | null, refunds: Array<{ refundId: string, cause: string, amount: number, status: string }> } | null } } };

export type ChangeItineraryMutationVariables = Exact<{
  code: string;
  confirmationNumber: string;
  email?: string | null | undefined;
  bypassToken?: string | null | undefined;
  input: ItineraryChangeInput;
}>;


export type ChangeItineraryMutation = { changeItinerary: { dryRun: boolean, quote: { checkinDate: string, checkoutDate: string, nights: number, currentTotalPrice: number, newTotalPrice: number, newTax: number, changeFee: number, priceDifference: number, currency: string, removedExtrasPrice: number, refundAmount: number, rooms: Array<{ position: number, roomTypeCode: string, roomPlanCode: string, removed: boolean, currentTotalPrice: number, newTotalPrice: number, changeFee: number }>, removedExtras: Array<{ extraId: number, name: string, date: string | null, quantity: number, price: number }>, deposit: { depositPercentage: number | null, paidDeposit: number, newDeposit: number, refundAmount: number, newRemainAmount: number } | null, mcp: { currency: string, newTotalPrice: number, refundAmount: number } | null }, reservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string, calendarUrl: string | null, checkinDate: string, checkoutDate: string, nights: number, flightTotalPrice: number | null, locale: string | null, paymentType: string, currency: string, totalPrice: number, tax: number, depositAmount: number | null, remainAmount: number | null, mcpCurrency: string | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null, spendingPointValue: number | null, voucherCouponDiscountAmount: number | null, totalPriceBeforePointDiscount: number | null, cancellationFee: number | null, cancelReason: CancellationReason | null, createdAt: string, cancelledAt: string | null, totalExtraPrice: number, hotel: { id: number, code: string, name: string, timeZone: string, address: string, mapUrl: string | null, checkinTime: string | null, checkoutTime: string | null, phone: string, email: string }, flights: Array<{ direction: string, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, seats: number, farePerSeat: number, totalFare: number, currency: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, rooms: Array<{ position: number | null, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number, totalPrice: number, tax: number, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, kids: Array<{ tierCode: string | null, tierName: string | null, age: number | null, mealBedOption: KidsMealBedOption | null }> | null }>, guest: { firstName: string, lastName: string, email: string, phone: string, phoneDisplay: string, firstNameKana: string | null, lastNameKana: string | null, postalCode: string | null, prefectureOrState: string | null, streetAddress: string | null, buildingNameAndNumber: string | null }, paymentTerms: { method: string, depositPercentage: number | null, depositAmount: number, remainAmount: number, bankTransfer: { bankName: string, bankBranch: string, accountType: string, accountNumber: string, accountHolder: string, transferReference: string, amount: number, currency: string, dueAt: string, paidAt: string | null } | null } | null, cancellation: { fee: number, cancellable: boolean, refusalCode: string | null }, extras: Array<{ extraId: number, code: string, name: string, extraType: ExtraType, date: string | null, quantity: number, price: number }>, answers: Array<{ questionId: number, questionType: QuestionType, answerType: AnswerType, title: string, answer: string | null, options: Array<{ value: string, label: string }>, attachments: Array<{ id: string, fileName: string, contentType: string, url: string | null }> }>, updateSetting: { isActive: boolean, updatable: boolean, reason: string | null, deadline: string, itineraryUpdatable: boolean, itineraryReason: string | null } | null, payment: { status: PaymentTransactionStatus, kind: string, amount: number, currency: string, refundedAmount: number, card: { brand: string, last4: string } | null, refunds: Array<{ refundId: string, cause: string, amount: number, status: string }> } | null } } };

export type UpdateReservationGuestMutationVariables = Exact<{
  code: string;
  confirmationNumber: string;
  email?: string | null | undefined;
  bypassToken?: string | null | undefined;
  guest: GuestInput;
}>;


export type UpdateReservationGuestMutation = { updateReservationGuest: { confirmationNumber: string, status: ReservationStatus, bypassToken: string, calendarUrl: string | null, checkinDate: string, checkoutDate: string, nights: number, flightTotalPrice: number | null, locale: string | null, paymentType: string, currency: string, totalPrice: number, tax: number, depositAmount: number | null, remainAmount: number | null, mcpCurrency: string | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null, spendingPointValue: number | null, voucherCouponDiscountAmount: number | null, totalPriceBeforePointDiscount: number | null, cancellationFee: number | null, cancelReason: CancellationReason | null, createdAt: string, cancelledAt: string | null, totalExtraPrice: number, hotel: { id: number, code: string, name: string, timeZone: string, address: string, mapUrl: string | null, checkinTime: string | null, checkoutTime: string | null, phone: string, email: string }, flights: Array<{ direction: string, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, seats: number, farePerSeat: number, totalFare: number, currency: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, rooms: Array<{ position: number | null, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number, totalPrice: number, tax: number, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, kids: Array<{ tierCode: string | null, tierName: string | null, age: number | null, mealBedOption: KidsMealBedOption | null }> | null }>, guest: { firstName: string, lastName: string, email: string, phone: string, phoneDisplay: string, firstNameKana: string | null, lastNameKana: string | null, postalCode: string | null, prefectureOrState: string | null, streetAddress: string | null, buildingNameAndNumber: string | null }, paymentTerms: { method: string, depositPercentage: number | null, depositAmount: number, remainAmount: number, bankTransfer: { bankName: string, bankBranch: string, accountType: string, accountNumber: string, accountHolder: string, transferReference: string, amount: number, currency: string, dueAt: string, paidAt: string | null } | null } | null, cancellation: { fee: number, cancellable: boolean, refusalCode: string | null }, extras: Array<{ extraId: number, code: string, name: string, extraType: ExtraType, date: string | null, quantity: number, price: number }>, answers: Array<{ questionId: number, questionType: QuestionType, answerType: AnswerType, title: string, answer: string | null, options: Array<{ value: string, label: string }>, attachments: Array<{ id: string, fileName: string, contentType: string, url: string | null }> }>, updateSetting: { isActive: boolean, updatable: boolean, reason: string | null, deadline: string, itineraryUpdatable: boolean, itineraryReason: string | null } | null, payment: { status: PaymentTransactionStatus, kind: string, amount: number, currency: string, refundedAmount: number, card: { brand: string, last4: string } | null, refunds: Array<{ refundId: string, cause: string, amount: number, status: string }> } | null } };

export type ReservationLookupQueryVariables = Exact<{
  code: string;
  confirmationNumber: string;
  email?: string | null | undefined;
  bypassToken?: string | null | undefined;
}>;


export type ReservationLookupQuery = { reservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string, calendarUrl: string | null, checkinDate: string, checkoutDate: string, nights: number, flightTotalPrice: number | null, locale: string | null, paymentType: string, currency: string, totalPrice: number, tax: number, depositAmount: number | null, remainAmount: number | null, mcpCurrency: string | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null, spendingPointValue: number | null, voucherCouponDiscountAmount: number | null, totalPriceBeforePointDiscount: number | null, cancellationFee: number | null, cancelReason: CancellationReason | null, createdAt: string, cancelledAt: string | null, totalExtraPrice: number, hotel: { id: number, code: string, name: string, timeZone: string, address: string, mapUrl: string | null, checkinTime: string | null, checkoutTime: string | null, phone: string, email: string }, flights: Array<{ direction: string, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, seats: number, farePerSeat: number, totalFare: number, currency: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, rooms: Array<{ position: number | null, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number, totalPrice: number, tax: number, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, kids: Array<{ tierCode: string | null, tierName: string | null, age: number | null, mealBedOption: KidsMealBedOption | null }> | null }>, guest: { firstName: string, lastName: string, email: string, phone: string, phoneDisplay: string, firstNameKana: string | null, lastNameKana: string | null, postalCode: string | null, prefectureOrState: string | null, streetAddress: string | null, buildingNameAndNumber: string | null }, paymentTerms: { method: string, depositPercentage: number | null, depositAmount: number, remainAmount: number, bankTransfer: { bankName: string, bankBranch: string, accountType: string, accountNumber: string, accountHolder: string, transferReference: string, amount: number, currency: string, dueAt: string, paidAt: string | null } | null } | null, cancellation: { fee: number, cancellable: boolean, refusalCode: string | null }, extras: Array<{ extraId: number, code: string, name: string, extraType: ExtraType, date: string | null, quantity: number, price: number }>, answers: Array<{ questionId: number, questionType: QuestionType, answerType: AnswerType, title: string, answer: string | null, options: Array<{ value: string, label: string }>, attachments: Array<{ id: string, fileName: string, contentType: string, url: string | null }> }>, updateSetting: { isActive: boolean, updatable: boolean, reason: string | null, deadline: string, itineraryUpdatable: boolean, itineraryReason: string | null } | null, payment: { status: PaymentTransactionStatus, kind: string, amount: number, currency: string, refundedAmount: number, card: { brand: string, last4: string } | null, refunds: Array<{ refundId: string, cause: string, amount: number, status: string }> } | null } };

export type CancelReservationMutationVariables = Exact<{
  code: string;
  confirmationNumber: string;
  email?: string | null | undefined;
  bypassToken?: string | null | undefined;
  input: CancelReservationInput;
}>;


export type CancelReservationMutation = { cancelReservation: { confirmationNumber: string, status: ReservationStatus, bypassToken: string, calendarUrl: string | null, checkinDate: string, checkoutDate: string, nights: number, flightTotalPrice: number | null, locale: string | null, paymentType: string, currency: string, totalPrice: number, tax: number, depositAmount: number | null, remainAmount: number | null, mcpCurrency: string | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null, spendingPointValue: number | null, voucherCouponDiscountAmount: number | null, totalPriceBeforePointDiscount: number | null, cancellationFee: number | null, cancelReason: CancellationReason | null, createdAt: string, cancelledAt: string | null, totalExtraPrice: number, hotel: { id: number, code: string, name: string, timeZone: string, address: string, mapUrl: string | null, checkinTime: string | null, checkoutTime: string | null, phone: string, email: string }, flights: Array<{ direction: string, flightNumber: string, carrierName: string, departureDate: string, departureTime: string, arrivalDate: string, arrivalTime: string, seats: number, farePerSeat: number, totalFare: number, currency: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, rooms: Array<{ position: number | null, roomTypeCode: string, roomTypeName: string, roomPlanCode: string, roomPlanName: string, adults: number, children: number, totalPrice: number, tax: number, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, kids: Array<{ tierCode: string | null, tierName: string | null, age: number | null, mealBedOption: KidsMealBedOption | null }> | null }>, guest: { firstName: string, lastName: string, email: string, phone: string, phoneDisplay: string, firstNameKana: string | null, lastNameKana: string | null, postalCode: string | null, prefectureOrState: string | null, streetAddress: string | null, buildingNameAndNumber: string | null }, paymentTerms: { method: string, depositPercentage: number | null, depositAmount: number, remainAmount: number, bankTransfer: { bankName: string, bankBranch: string, accountType: string, accountNumber: string, accountHolder: string, transferReference: string, amount: number, currency: string, dueAt: string, paidAt: string | null } | null } | null, cancellation: { fee: number, cancellable: boolean, refusalCode: string | null }, extras: Array<{ extraId: number, code: string, name: string, extraType: ExtraType, date: string | null, quantity: number, price: number }>, answers: Array<{ questionId: number, questionType: QuestionType, answerType: AnswerType, title: string, answer: string | null, options: Array<{ value: string, label: string }>, attachments: Array<{ id: string, fileName: string, contentType: string, url: string | null }> }>, updateSetting: { isActive: boolean, updatable: boolean, reason: string | null, deadline: string, itineraryUpdatable: boolean, itineraryReason: string | null } | null, payment: { status: PaymentTransactionStatus, kind: string, amount: number, currency: string, refundedAmount: number, card: { brand: string, last4: string } | null, refunds: Array<{ refundId: string, cause: string, amount: number, status: string }> } | null } };

export type SavedCardsQueryVariables = Exact<{
  code: string;
}>;


export type SavedCardsQuery = { savedCards: Array<{ cardId: string, brand: string, last4: string, expiryMonth: number, expiryYear: number, createdAt: string }> };

export type DeleteSavedCardMutationVariables = Exact<{
  code: string;
  cardId: string;
}>;


export type DeleteSavedCardMutation = { deleteSavedCard: Array<{ cardId: string, brand: string, last4: string, expiryMonth: number, expiryYear: number, createdAt: string }> };

export type SearchExtrasQueryVariables = Exact<{
  code: string;
  brand: string;
  checkin?: string | null | undefined;
}>;


export type SearchExtrasQuery = { kidsSetting: { kidsType: string | null, currency: string, tiers: Array<{ code: string, name: string, minAge: number, maxAge: number, nightlyPrice: number, companion: boolean }>, mealBedOptions: Array<{ option: KidsMealBedOption, nightlyPrice: number, takesBed: boolean }> }, hotelNotifications: Array<{ id: number, title: string, body: string }>, brandFacilities: Array<{ code: string, name: string, currency: string, latitude: number | null, longitude: number | null }> };

export type RoomSearchQueryVariables = Exact<{
  code: string;
  search: RoomSearchInput;
  mcp?: boolean | null | undefined;
  pricing?: boolean | null | undefined;
}>;


export type RoomSearchQuery = { rooms: { nextAvailableDate: string | null, bookingStartDate: string | null, rooms: Array<{ roomTypeCode: string, name: string, description: string, maxOccupancy: number, sizeSquareMetres: number | null, view: string, roomCount: number, beds: Array<{ kind: BedKind, count: number }>, photos: Array<{ id: string, alt: string, width: number, height: number, variants: Array<{ format: string, width: number, height: number, url: string }> }>, plans: Array<{ roomPlanCode: string, hotelPlanCode: string, name: string, description: string, totalPrice: number, tax: number, roomPrice: number, roomTax: number, currency: string, refundable: boolean, mealIncluded: boolean, meals: Array<Meal>, cancellationPolicyId: number, paymentMethods: Array<string>, depositPercentage?: number | null, depositAmount?: number | null, mcpDepositAmount?: number | null, mcpTotalPrice?: number | null, mcpTax?: number | null, mcpRoomPrice?: number | null, mcpRoomTax?: number | null, cancellationTerms: { kind: CancellationTermsKind, freeUntil: string | null, feePercentage: number } | null, priceSummary?: { currency: string, originalPriceWithTax: number, originalPrice: number, discountedPrice: number, roomPriceWithoutTax: number, tax: number, accommodationTax: number, signInDiscount: number, nonSignInDiscount: number, potentialSignInDiscount: number, brrDiscountAmount: number, paymentDiscountAmount: number, promotionDiscountAmount: number, couponDiscountAmount: number, roundingDiscount: number, totalSpecialDiscount: number, totalExtraPrice: number, voucherCouponDiscountAmount: number, spendingPointValue: number, depositAmount: number, remainAmount: number, totalPrice: number, totalPriceWithoutTax: number, mcpCurrency: string | null, mcpTotalPrice: number | null, mcpDepositAmount: number | null, mcpRemainAmount: number | null } | null, occupancyPrices: Array<{ adults: number, children: number, roomPrice: number, roomTax: number }> | null }> }>, discountCode?: { kind: string, code: string, status: string, errorCode: string | null, name: string | null } | null, paymentPromotionInfo?: { targetMode: string, hotelPlanCodes: Array<string>, discountPercent: number } | null, mcpCurrency?: { code: string, rate: string, rateUpdatedAt: string } | null } };

export type SsoSettingsQueryVariables = Exact<{
  code: string;
}>;


export type SsoSettingsQuery = { ssoSettings: { parentOrigin: string, providers: Array<{ slug: string, label: string, memberProvider: string }> } };

export type StartSsoSignInMutationVariables = Exact<{
  code: string;
  provider: string;
  redirectUri: string;
}>;


export type StartSsoSignInMutation = { startSsoSignIn: { authorizationUrl: string, expiresAt: string } };

export type CompleteSsoSignInMutationVariables = Exact<{
  code: string;
  authorizationCode: string;
  state: string;
}>;


export type CompleteSsoSignInMutation = { completeSsoSignIn: { token: string, expiresAt: string, user: { id: number, email: string, provider: string, organizationId: number | null, organizationRole: string | null, firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, locale: string | null, membershipId: string, hotelBrandId: number, pointProgramEnabled: boolean, sessionExpiresAt: string | null } } };

export type ExchangeMemberTokenMutationVariables = Exact<{
  code: string;
  grantType: string;
  token: string;
}>;


export type ExchangeMemberTokenMutation = { exchangeMemberToken: { token: string, expiresAt: string, user: { id: number, email: string, provider: string, organizationId: number | null, organizationRole: string | null, firstName: string, lastName: string, firstNameKana: string | null, lastNameKana: string | null, locale: string | null, membershipId: string, hotelBrandId: number, pointProgramEnabled: boolean, sessionExpiresAt: string | null } } };

export type PromotionSubscriptionQueryVariables = Exact<{
  token: string;
}>;


export type PromotionSubscriptionQuery = { promotionSubscription: { email: string, subscribed: boolean } };

export type UnsubscribePromotionEmailMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribePromotionEmailMutation = { unsubscribePromotionEmail: { email: string, subscribed: boolean } };

export type MemberVouchersQueryVariables = Exact<{
  code: string;
}>;


export type MemberVouchersQuery = { memberVouchers: Array<{ number: string, name: string, amount: number, uiStatus: VoucherStatus, validThrough: string, consumedAt: string | null, reservationNumber: string | null, targetStayPeriod: { from: string | null, to: string | null }, salesPeriod: { from: string | null, to: string | null }, excludedPeriod: { from: string | null, to: string | null } }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MemberUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment MemberUserFields on MemberUser {
  id
  email
  provider
  organizationId
  organizationRole
  firstName
  lastName
  firstNameKana
  lastNameKana
  locale
  membershipId
  hotelBrandId
  pointProgramEnabled
  sessionExpiresAt
}
    `, {"fragmentName":"MemberUserFields"}) as unknown as TypedDocumentString<MemberUserFieldsFragment, unknown>;
export const LotteryEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment LotteryEventFields on LotteryEvent {
  uuid
  name
  hotelCode
  hotelName
  roomTypeCode
  roomTypeName
  roomPlanCode
  roomPlanName
  stayStart
  stayEnd
  minNights
  maxNights
  acceptFrom
  acceptUntil
  resultDate
  reservationDeadline
  notification
  requiresAccessToken
  phase
}
    `, {"fragmentName":"LotteryEventFields"}) as unknown as TypedDocumentString<LotteryEventFieldsFragment, unknown>;
export const LotteryEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment LotteryEntryFields on LotteryEntry {
  entryNumber
  status
  checkinDate
  checkoutDate
  nights
  adults
  guestFirstName
  guestLastName
  guestEmail
  guestPhone
  resultDate
  reservationDeadline
  reservationNumber
  createdAt
  event {
    ...LotteryEventFields
  }
}
    fragment LotteryEventFields on LotteryEvent {
  uuid
  name
  hotelCode
  hotelName
  roomTypeCode
  roomTypeName
  roomPlanCode
  roomPlanName
  stayStart
  stayEnd
  minNights
  maxNights
  acceptFrom
  acceptUntil
  resultDate
  reservationDeadline
  notification
  requiresAccessToken
  phase
}`, {"fragmentName":"LotteryEntryFields"}) as unknown as TypedDocumentString<LotteryEntryFieldsFragment, unknown>;
export const MemberProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment MemberProfileFields on MemberProfile {
  firstName
  lastName
  firstNameKana
  lastNameKana
  email
  pendingEmail
  phone
  dob
  gender
  nationality
  occupation
  address
  postCode
  prefecture
  buildingName
  receiptName
  promotionEmail
  membershipId
  provider
  profileUpdatable
}
    `, {"fragmentName":"MemberProfileFields"}) as unknown as TypedDocumentString<MemberProfileFieldsFragment, unknown>;
export const PackageFlightFieldsFragmentDoc = new TypedDocumentString(`
    fragment PackageFlightFields on PackageFlight {
  id
  flightNumber
  carrierName
  origin {
    code
    city
  }
  destination {
    code
    city
  }
  departureDate
  departureTime
  arrivalDate
  arrivalTime
  farePerSeat
  totalFare
  seatsAvailable
  bookable
}
    `, {"fragmentName":"PackageFlightFields"}) as unknown as TypedDocumentString<PackageFlightFieldsFragment, unknown>;
export const PayByLinkViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayByLinkViewFields on PayByLink {
  paymentNumber
  hotelCode
  cardPaymentProvider
  hotelName
  subject
  amount
  currency
  status
  amountVersion
  paidAt
  refundedAt
  visit {
    visitId
    openedAt
    expiresAt
    expiresInSeconds
  }
  result
  attempt {
    attemptId
    status
    amount
    currency
    card {
      brand
      last4
    }
    challengeUrl
    failureCode
  }
}
    `, {"fragmentName":"PayByLinkViewFields"}) as unknown as TypedDocumentString<PayByLinkViewFieldsFragment, unknown>;
export const PhotoFieldsFragmentDoc = new TypedDocumentString(`
    fragment PhotoFields on Photo {
  id
  alt
  width
  height
  variants {
    format
    width
    height
    url
  }
}
    `, {"fragmentName":"PhotoFields"}) as unknown as TypedDocumentString<PhotoFieldsFragment, unknown>;
export const PriceSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PriceSummaryFields on PriceSummary {
  currency
  originalPriceWithTax
  originalPrice
  discountedPrice
  roomPriceWithoutTax
  tax
  accommodationTax
  signInDiscount
  nonSignInDiscount
  potentialSignInDiscount
  brrDiscountAmount
  paymentDiscountAmount
  promotionDiscountAmount
  couponDiscountAmount
  roundingDiscount
  totalSpecialDiscount
  totalExtraPrice
  voucherCouponDiscountAmount
  spendingPointValue
  depositAmount
  remainAmount
  totalPrice
  totalPriceWithoutTax
  mcpCurrency
  mcpTotalPrice
  mcpDepositAmount
  mcpRemainAmount
}
    `, {"fragmentName":"PriceSummaryFields"}) as unknown as TypedDocumentString<PriceSummaryFieldsFragment, unknown>;
export const ReservationDetailsFragmentDoc = new TypedDocumentString(`
    fragment ReservationDetails on Reservation {
  confirmationNumber
  status
  bypassToken
  hotel {
    id
    code
    name
    timeZone
    address
    mapUrl
    checkinTime
    checkoutTime
    phone
    email
  }
  calendarUrl
  checkinDate
  checkoutDate
  nights
  flights {
    direction
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    seats
    farePerSeat
    totalFare
    currency
  }
  flightTotalPrice
  rooms {
    position
    roomTypeCode
    roomTypeName
    roomPlanCode
    roomPlanName
    adults
    children
    cancellationTerms {
      kind
      freeUntil
      feePercentage
    }
    kids {
      tierCode
      tierName
      age
      mealBedOption
    }
    totalPrice
    tax
  }
  guest {
    firstName
    lastName
    email
    phone
    phoneDisplay
    firstNameKana
    lastNameKana
    postalCode
    prefectureOrState
    streetAddress
    buildingNameAndNumber
  }
  locale
  paymentType
  currency
  totalPrice
  tax
  depositAmount
  remainAmount
  mcpCurrency
  mcpDepositAmount
  mcpRemainAmount
  paymentTerms {
    method
    depositPercentage
    depositAmount
    remainAmount
    bankTransfer {
      bankName
      bankBranch
      accountType
      accountNumber
      accountHolder
      transferReference
      amount
      currency
      dueAt
      paidAt
    }
  }
  spendingPointValue
  voucherCouponDiscountAmount
  totalPriceBeforePointDiscount
  cancellation {
    fee
    cancellable
    refusalCode
  }
  cancellationFee
  cancelReason
  createdAt
  cancelledAt
  totalExtraPrice
  extras {
    extraId
    code
    name
    extraType
    date
    quantity
    price
  }
  answers {
    questionId
    questionType
    answerType
    title
    answer
    options {
      value
      label
    }
    attachments {
      id
      fileName
      contentType
      url
    }
  }
  updateSetting {
    isActive
    updatable
    reason
    deadline
    itineraryUpdatable
    itineraryReason
  }
  payment {
    status
    kind
    amount
    currency
    card {
      brand
      last4
    }
    refundedAmount
    refunds {
      refundId
      cause
      amount
      status
    }
  }
}
    `, {"fragmentName":"ReservationDetails"}) as unknown as TypedDocumentString<ReservationDetailsFragment, unknown>;
export const ItineraryChangeFragmentDoc = new TypedDocumentString(`
    fragment ItineraryChange on ItineraryChange {
  dryRun
  quote {
    checkinDate
    checkoutDate
    nights
    currentTotalPrice
    newTotalPrice
    newTax
    changeFee
    priceDifference
    currency
    rooms {
      position
      roomTypeCode
      roomPlanCode
      removed
      currentTotalPrice
      newTotalPrice
      changeFee
    }
    removedExtras {
      extraId
      name
      date
      quantity
      price
    }
    removedExtrasPrice
    refundAmount
    deposit {
      depositPercentage
      paidDeposit
      newDeposit
      refundAmount
      newRemainAmount
    }
    mcp {
      currency
      newTotalPrice
      refundAmount
    }
  }
  reservation {
    ...ReservationDetails
  }
}
    fragment ReservationDetails on Reservation {
  confirmationNumber
  status
  bypassToken
  hotel {
    id
    code
    name
    timeZone
    address
    mapUrl
    checkinTime
    checkoutTime
    phone
    email
  }
  calendarUrl
  checkinDate
  checkoutDate
  nights
  flights {
    direction
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    seats
    farePerSeat
    totalFare
    currency
  }
  flightTotalPrice
  rooms {
    position
    roomTypeCode
    roomTypeName
    roomPlanCode
    roomPlanName
    adults
    children
    cancellationTerms {
      kind
      freeUntil
      feePercentage
    }
    kids {
      tierCode
      tierName
      age
      mealBedOption
    }
    totalPrice
    tax
  }
  guest {
    firstName
    lastName
    email
    phone
    phoneDisplay
    firstNameKana
    lastNameKana
    postalCode
    prefectureOrState
    streetAddress
    buildingNameAndNumber
  }
  locale
  paymentType
  currency
  totalPrice
  tax
  depositAmount
  remainAmount
  mcpCurrency
  mcpDepositAmount
  mcpRemainAmount
  paymentTerms {
    method
    depositPercentage
    depositAmount
    remainAmount
    bankTransfer {
      bankName
      bankBranch
      accountType
      accountNumber
      accountHolder
      transferReference
      amount
      currency
      dueAt
      paidAt
    }
  }
  spendingPointValue
  voucherCouponDiscountAmount
  totalPriceBeforePointDiscount
  cancellation {
    fee
    cancellable
    refusalCode
  }
  cancellationFee
  cancelReason
  createdAt
  cancelledAt
  totalExtraPrice
  extras {
    extraId
    code
    name
    extraType
    date
    quantity
    price
  }
  answers {
    questionId
    questionType
    answerType
    title
    answer
    options {
      value
      label
    }
    attachments {
      id
      fileName
      contentType
      url
    }
  }
  updateSetting {
    isActive
    updatable
    reason
    deadline
    itineraryUpdatable
    itineraryReason
  }
  payment {
    status
    kind
    amount
    currency
    card {
      brand
      last4
    }
    refundedAmount
    refunds {
      refundId
      cause
      amount
      status
    }
  }
}`, {"fragmentName":"ItineraryChange"}) as unknown as TypedDocumentString<ItineraryChangeFragment, unknown>;
export const HandedOverBookingDocument = new TypedDocumentString(`
    query HandedOverBooking($id: String!) {
  handedOverBooking(id: $id) {
    id
    hotelCode
    hotelName
    currency
    search
    checkinDate
    checkoutDate
    rooms {
      roomTypeCode
      roomTypeName
      roomPlanCode
      roomPlanName
      adults
      children
    }
    guest {
      firstName
      lastName
      email
      phone
    }
    expectedTotalPrice
    reservationNumber
    cardPaymentProvider
  }
}
    `) as unknown as TypedDocumentString<HandedOverBookingQuery, HandedOverBookingQueryVariables>;
export const BookHandedOverBookingDocument = new TypedDocumentString(`
    mutation BookHandedOverBooking($id: String!, $cardToken: String!) {
  bookHandedOverBooking(id: $id, cardToken: $cardToken) {
    confirmationNumber
    bypassToken
    status
    payment {
      transactionId
    }
  }
}
    `) as unknown as TypedDocumentString<BookHandedOverBookingMutation, BookHandedOverBookingMutationVariables>;
export const InterpretHotelSearchDocument = new TypedDocumentString(`
    query InterpretHotelSearch($query: String!, $language: String) {
  interpretHotelSearch(query: $query, language: $language) {
    checkin
    nights
    adults
    children {
      count
      ages
    }
    rooms
    area {
      code
      name
    }
    budget {
      max
      currency
      per
    }
    meal
    features
    language
    interpretedBy
    today
  }
}
    `) as unknown as TypedDocumentString<InterpretHotelSearchQuery, InterpretHotelSearchQueryVariables>;
export const SearchAreasDocument = new TypedDocumentString(`
    query SearchAreas {
  searchAreas {
    code
    name
    within
  }
  agencyToday
}
    `) as unknown as TypedDocumentString<SearchAreasQuery, SearchAreasQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...MemberUserFields
  }
}
    fragment MemberUserFields on MemberUser {
  id
  email
  provider
  organizationId
  organizationRole
  firstName
  lastName
  firstNameKana
  lastNameKana
  locale
  membershipId
  hotelBrandId
  pointProgramEnabled
  sessionExpiresAt
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($code: String!, $email: String!, $password: String!) {
  signIn(code: $code, email: $email, password: $password) {
    token
    expiresAt
    user {
      ...MemberUserFields
    }
  }
}
    fragment MemberUserFields on MemberUser {
  id
  email
  provider
  organizationId
  organizationRole
  firstName
  lastName
  firstNameKana
  lastNameKana
  locale
  membershipId
  hotelBrandId
  pointProgramEnabled
  sessionExpiresAt
}`) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut($code: String!) {
  signOut(code: $code)
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const RememberMemberLocaleDocument = new TypedDocumentString(`
    mutation RememberMemberLocale($locale: String!) {
  rememberMemberLocale(locale: $locale)
}
    `) as unknown as TypedDocumentString<RememberMemberLocaleMutation, RememberMemberLocaleMutationVariables>;
export const CalendarAvailabilityDocument = new TypedDocumentString(`
    query CalendarAvailability($code: String!, $from: String!, $to: String!, $adults: Int!, $children: Int, $mcpCurrency: String) {
  roomAvailability(
    code: $code
    from: $from
    to: $to
    adults: $adults
    children: $children
    mcpCurrency: $mcpCurrency
  ) {
    currency
    fewRoomsThreshold
    days {
      date
      bookable
      roomsLeft
      lowestPrice
      mcpLowestPrice
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarAvailabilityQuery, CalendarAvailabilityQueryVariables>;
export const CreateReservationDocument = new TypedDocumentString(`
    mutation CreateReservation($code: String!, $input: CreateReservationInput!, $idempotencyKey: String!) {
  createReservation(code: $code, input: $input, idempotencyKey: $idempotencyKey) {
    confirmationNumber
    status
    bypassToken
    checkinDate
    checkoutDate
    totalPrice
    currency
    payment {
      transactionId
      status
      challengeUrl
      failureCode
    }
  }
}
    `) as unknown as TypedDocumentString<CreateReservationMutation, CreateReservationMutationVariables>;
export const BookingMemberContactDocument = new TypedDocumentString(`
    query BookingMemberContact($code: String!) {
  memberProfile(code: $code) {
    firstName
    lastName
    email
    phone
  }
}
    `) as unknown as TypedDocumentString<BookingMemberContactQuery, BookingMemberContactQueryVariables>;
export const ExtrasOfferDocument = new TypedDocumentString(`
    query ExtrasOffer($code: String!, $checkin: String!, $checkout: String!, $roomPlanCodes: [String!], $labelFilters: [String!]) {
  extras(code: $code, checkin: $checkin, checkout: $checkout) {
    id
    code
    name
    description
    extraType
    price
    priceWithoutTax
    minQuantity
    maxQuantity
    purchaseLimit
    bookingAvailableDates
    pricesByDate {
      date
      price
      priceWithoutTax
    }
    orderDeadline
    inventory
  }
  additionalQuestions(
    code: $code
    checkin: $checkin
    roomPlanCodes: $roomPlanCodes
    labelFilters: $labelFilters
  ) {
    id
    questionType
    answerType
    title
    description
    options {
      value
      label
    }
    required
  }
}
    `) as unknown as TypedDocumentString<ExtrasOfferQuery, ExtrasOfferQueryVariables>;
export const BrandFacilitiesDocument = new TypedDocumentString(`
    query BrandFacilities($brand: String!) {
  brandFacilities(brand: $brand) {
    code
    name
    currency
    latitude
    longitude
  }
}
    `) as unknown as TypedDocumentString<BrandFacilitiesQuery, BrandFacilitiesQueryVariables>;
export const CancellationPoliciesDocument = new TypedDocumentString(`
    query CancellationPolicies($code: String!) {
  cancellationPolicies(code: $code) {
    id
    name
    description
    noShowPercentageOfCost
    parts {
      daysBefore
      hoursAfter
      percentageOfCost
    }
  }
}
    `) as unknown as TypedDocumentString<CancellationPoliciesQuery, CancellationPoliciesQueryVariables>;
export const HotelCurrenciesDocument = new TypedDocumentString(`
    query HotelCurrencies($code: String!) {
  currencies(code: $code) {
    hotelCurrency
    mcpEnabled
    suggested
    detected
    currencies {
      code
      decimals
      symbol
      rate
      rateUpdatedAt
      suggested
    }
  }
}
    `) as unknown as TypedDocumentString<HotelCurrenciesQuery, HotelCurrenciesQueryVariables>;
export const HandOverSettingDocument = new TypedDocumentString(`
    query HandOverSetting($code: String!, $otaEnabled: Boolean) {
  handOverSetting(code: $code, otaEnabled: $otaEnabled) {
    enabled
    buttonColour
    buttonTextColour
  }
}
    `) as unknown as TypedDocumentString<HandOverSettingQuery, HandOverSettingQueryVariables>;
export const CreateTemporaryStorageDocument = new TypedDocumentString(`
    mutation CreateTemporaryStorage($code: String!, $search: String!, $booking: CreateReservationInput!, $otaEnabled: Boolean) {
  createTemporaryStorage(
    code: $code
    search: $search
    booking: $booking
    otaEnabled: $otaEnabled
  ) {
    id
    confirmUrl
  }
}
    `) as unknown as TypedDocumentString<CreateTemporaryStorageMutation, CreateTemporaryStorageMutationVariables>;
export const HotelSearchDocument = new TypedDocumentString(`
    query HotelSearch($search: HotelSearchInput!) {
  hotelSearch(search: $search) {
    page
    totalPages
    totalEntries
    nights
    currency
    facilities {
      code
      name
      area {
        code
        name
      }
      address
      latitude
      longitude
      starRating
      features
      rating {
        average
        count
      }
      photo {
        ...PhotoFields
      }
      soldOut
      displayPrice {
        total
        perNight
        currency
      }
      lowestPlan {
        roomTypeName
        planName
        meal
        refundable
      }
      nextAvailable {
        checkin
        checkout
        displayPrice {
          total
          perNight
          currency
        }
      }
      partyRefusal {
        reason
        detail
      }
    }
  }
}
    fragment PhotoFields on Photo {
  id
  alt
  width
  height
  variants {
    format
    width
    height
    url
  }
}`) as unknown as TypedDocumentString<HotelSearchQuery, HotelSearchQueryVariables>;
export const StartClientSessionDocument = new TypedDocumentString(`
    mutation StartClientSession {
  startClientSession {
    token
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StartClientSessionMutation, StartClientSessionMutationVariables>;
export const HotelSettingsDocument = new TypedDocumentString(`
    query HotelSettings($code: String!) {
  hotel(code: $code) {
    id
    code
    name
    currency
    timeZone
    bookLanguages
    availableLanguages
    brand {
      id
      code
      name
    }
    address {
      postCode
      fullAddress
      country
    }
    photos {
      ...PhotoFields
    }
  }
  bookingWidgetSettings(code: $code) {
    hotelId
    hotelName
    hotelBrandId
    currency
    timeZone
    today
    bookLanguages
    buttonColour
    headerColour
    maxGuestsPerRoom
    defaultSearchSetting {
      adults
      checkinDateOffset
      yesterdayBookable
      availableRoomsOnly
    }
    multiRoomsSearchEnabled
    showPricesTaxIncluded
    kanjiNameRequired
    customerAddressRequired
    kanaNameMode
    bookingWidgetType
    sellsExtras
    couponActive
    promoCodeActive
    planSearchEnabled
    reservablePeriodMonths
    mcpEnabled
    multiRoomsSearchLimit
    maxChildrenPerAdult
    cardPaymentProvider
  }
}
    fragment PhotoFields on Photo {
  id
  alt
  width
  height
  variants {
    format
    width
    height
    url
  }
}`) as unknown as TypedDocumentString<HotelSettingsQuery, HotelSettingsQueryVariables>;
export const StartAgencyClientSessionDocument = new TypedDocumentString(`
    mutation StartAgencyClientSession {
  startClientSession(site: AGENCY) {
    token
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StartAgencyClientSessionMutation, StartAgencyClientSessionMutationVariables>;
export const LotteryEventDocument = new TypedDocumentString(`
    query LotteryEvent($code: String!, $uuid: String!, $accessToken: String) {
  lotteryEvent(code: $code, uuid: $uuid, accessToken: $accessToken) {
    ...LotteryEventFields
  }
}
    fragment LotteryEventFields on LotteryEvent {
  uuid
  name
  hotelCode
  hotelName
  roomTypeCode
  roomTypeName
  roomPlanCode
  roomPlanName
  stayStart
  stayEnd
  minNights
  maxNights
  acceptFrom
  acceptUntil
  resultDate
  reservationDeadline
  notification
  requiresAccessToken
  phase
}`) as unknown as TypedDocumentString<LotteryEventQuery, LotteryEventQueryVariables>;
export const EnterLotteryDocument = new TypedDocumentString(`
    mutation EnterLottery($code: String!, $input: LotteryEntryInput!) {
  enterLottery(code: $code, input: $input) {
    ...LotteryEntryFields
  }
}
    fragment LotteryEventFields on LotteryEvent {
  uuid
  name
  hotelCode
  hotelName
  roomTypeCode
  roomTypeName
  roomPlanCode
  roomPlanName
  stayStart
  stayEnd
  minNights
  maxNights
  acceptFrom
  acceptUntil
  resultDate
  reservationDeadline
  notification
  requiresAccessToken
  phase
}
fragment LotteryEntryFields on LotteryEntry {
  entryNumber
  status
  checkinDate
  checkoutDate
  nights
  adults
  guestFirstName
  guestLastName
  guestEmail
  guestPhone
  resultDate
  reservationDeadline
  reservationNumber
  createdAt
  event {
    ...LotteryEventFields
  }
}`) as unknown as TypedDocumentString<EnterLotteryMutation, EnterLotteryMutationVariables>;
export const LotteryEntryDocument = new TypedDocumentString(`
    query LotteryEntry($code: String!, $entryNumber: String!) {
  lotteryEntry(code: $code, entryNumber: $entryNumber) {
    ...LotteryEntryFields
  }
}
    fragment LotteryEventFields on LotteryEvent {
  uuid
  name
  hotelCode
  hotelName
  roomTypeCode
  roomTypeName
  roomPlanCode
  roomPlanName
  stayStart
  stayEnd
  minNights
  maxNights
  acceptFrom
  acceptUntil
  resultDate
  reservationDeadline
  notification
  requiresAccessToken
  phase
}
fragment LotteryEntryFields on LotteryEntry {
  entryNumber
  status
  checkinDate
  checkoutDate
  nights
  adults
  guestFirstName
  guestLastName
  guestEmail
  guestPhone
  resultDate
  reservationDeadline
  reservationNumber
  createdAt
  event {
    ...LotteryEventFields
  }
}`) as unknown as TypedDocumentString<LotteryEntryQuery, LotteryEntryQueryVariables>;
export const CancelLotteryEntryDocument = new TypedDocumentString(`
    mutation CancelLotteryEntry($code: String!, $entryNumber: String!) {
  cancelLotteryEntry(code: $code, entryNumber: $entryNumber) {
    ...LotteryEntryFields
  }
}
    fragment LotteryEventFields on LotteryEvent {
  uuid
  name
  hotelCode
  hotelName
  roomTypeCode
  roomTypeName
  roomPlanCode
  roomPlanName
  stayStart
  stayEnd
  minNights
  maxNights
  acceptFrom
  acceptUntil
  resultDate
  reservationDeadline
  notification
  requiresAccessToken
  phase
}
fragment LotteryEntryFields on LotteryEntry {
  entryNumber
  status
  checkinDate
  checkoutDate
  nights
  adults
  guestFirstName
  guestLastName
  guestEmail
  guestPhone
  resultDate
  reservationDeadline
  reservationNumber
  createdAt
  event {
    ...LotteryEventFields
  }
}`) as unknown as TypedDocumentString<CancelLotteryEntryMutation, CancelLotteryEntryMutationVariables>;
export const MyLotteryEntriesDocument = new TypedDocumentString(`
    query MyLotteryEntries {
  myLotteryEntries {
    ...LotteryEntryFields
  }
}
    fragment LotteryEventFields on LotteryEvent {
  uuid
  name
  hotelCode
  hotelName
  roomTypeCode
  roomTypeName
  roomPlanCode
  roomPlanName
  stayStart
  stayEnd
  minNights
  maxNights
  acceptFrom
  acceptUntil
  resultDate
  reservationDeadline
  notification
  requiresAccessToken
  phase
}
fragment LotteryEntryFields on LotteryEntry {
  entryNumber
  status
  checkinDate
  checkoutDate
  nights
  adults
  guestFirstName
  guestLastName
  guestEmail
  guestPhone
  resultDate
  reservationDeadline
  reservationNumber
  createdAt
  event {
    ...LotteryEventFields
  }
}`) as unknown as TypedDocumentString<MyLotteryEntriesQuery, MyLotteryEntriesQueryVariables>;
export const MemberAccountDocument = new TypedDocumentString(`
    query MemberAccount($code: String!) {
  memberProfile(code: $code) {
    ...MemberProfileFields
  }
  memberAccountSettings(code: $code) {
    encryptedQrCodeEnabled
    customAccountRemoval
    customAccountRemovalDescription
  }
  memberQrCode(code: $code) {
    membershipId
    encrypted
    svg
  }
}
    fragment MemberProfileFields on MemberProfile {
  firstName
  lastName
  firstNameKana
  lastNameKana
  email
  pendingEmail
  phone
  dob
  gender
  nationality
  occupation
  address
  postCode
  prefecture
  buildingName
  receiptName
  promotionEmail
  membershipId
  provider
  profileUpdatable
}`) as unknown as TypedDocumentString<MemberAccountQuery, MemberAccountQueryVariables>;
export const UpdateMemberProfileDocument = new TypedDocumentString(`
    mutation UpdateMemberProfile($code: String!, $input: MemberProfileInput!) {
  updateMemberProfile(code: $code, input: $input) {
    ...MemberProfileFields
  }
}
    fragment MemberProfileFields on MemberProfile {
  firstName
  lastName
  firstNameKana
  lastNameKana
  email
  pendingEmail
  phone
  dob
  gender
  nationality
  occupation
  address
  postCode
  prefecture
  buildingName
  receiptName
  promotionEmail
  membershipId
  provider
  profileUpdatable
}`) as unknown as TypedDocumentString<UpdateMemberProfileMutation, UpdateMemberProfileMutationVariables>;
export const SetPromotionEmailDocument = new TypedDocumentString(`
    mutation SetPromotionEmail($code: String!, $subscribed: Boolean!) {
  setPromotionEmail(code: $code, subscribed: $subscribed) {
    ...MemberProfileFields
  }
}
    fragment MemberProfileFields on MemberProfile {
  firstName
  lastName
  firstNameKana
  lastNameKana
  email
  pendingEmail
  phone
  dob
  gender
  nationality
  occupation
  address
  postCode
  prefecture
  buildingName
  receiptName
  promotionEmail
  membershipId
  provider
  profileUpdatable
}`) as unknown as TypedDocumentString<SetPromotionEmailMutation, SetPromotionEmailMutationVariables>;
export const RequestEmailChangeDocument = new TypedDocumentString(`
    mutation RequestEmailChange($code: String!, $email: String!, $currentPassword: String!) {
  requestEmailChange(
    code: $code
    email: $email
    currentPassword: $currentPassword
  ) {
    email
    pendingEmail
  }
}
    `) as unknown as TypedDocumentString<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ChangeOwnPasswordDocument = new TypedDocumentString(`
    mutation ChangeOwnPassword($code: String!, $currentPassword: String!, $password: String!) {
  changeOwnPassword(
    code: $code
    currentPassword: $currentPassword
    password: $password
  )
}
    `) as unknown as TypedDocumentString<ChangeOwnPasswordMutation, ChangeOwnPasswordMutationVariables>;
export const RemoveAccountDocument = new TypedDocumentString(`
    mutation RemoveAccount($code: String!, $reason: AccountRemovalReason!, $details: String, $currentPassword: String!) {
  removeAccount(
    code: $code
    reason: $reason
    details: $details
    currentPassword: $currentPassword
  )
}
    `) as unknown as TypedDocumentString<RemoveAccountMutation, RemoveAccountMutationVariables>;
export const MemberCouponsDocument = new TypedDocumentString(`
    query MemberCoupons($code: String!) {
  memberCoupons(code: $code) {
    code
    name
    discountType
    discountValue
    targetHotelPlanCodes
    validUntil
    maxDiscountedNights
    uiStatus
    reservationNumber
  }
}
    `) as unknown as TypedDocumentString<MemberCouponsQuery, MemberCouponsQueryVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($code: String!, $input: SignUpInput!) {
  signUp(code: $code, input: $input) {
    email
    status
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const ConfirmMemberDocument = new TypedDocumentString(`
    mutation ConfirmMember($code: String!, $confirmationToken: String!) {
  confirmMember(code: $code, confirmationToken: $confirmationToken) {
    email
    status
  }
}
    `) as unknown as TypedDocumentString<ConfirmMemberMutation, ConfirmMemberMutationVariables>;
export const ResendConfirmationDocument = new TypedDocumentString(`
    mutation ResendConfirmation($code: String!, $email: String!) {
  resendConfirmation(code: $code, email: $email)
}
    `) as unknown as TypedDocumentString<ResendConfirmationMutation, ResendConfirmationMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($code: String!, $email: String!) {
  requestPasswordReset(code: $code, email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($code: String!, $resetPasswordToken: String!, $password: String!) {
  changePassword(
    code: $code
    resetPasswordToken: $resetPasswordToken
    password: $password
  )
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyReservationsDocument = new TypedDocumentString(`
    query MyReservations($status: MemberReservationTab, $page: Int, $channel: MemberReservationChannel, $paymentType: String) {
  myReservations(
    status: $status
    page: $page
    channel: $channel
    paymentType: $paymentType
  ) {
    page
    totalPages
    totalEntries
    reservations {
      confirmationNumber
      status
      bypassToken
      hotel {
        code
        name
      }
      checkinDate
      checkoutDate
      nights
      currency
      totalPrice
      rooms {
        roomTypeName
        roomPlanName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyReservationsQuery, MyReservationsQueryVariables>;
export const OrganizationSignInDocument = new TypedDocumentString(`
    mutation OrganizationSignIn($code: String!, $email: String!, $password: String!) {
  organizationSignIn(code: $code, email: $email, password: $password) {
    token
    expiresAt
    user {
      ...MemberUserFields
    }
  }
}
    fragment MemberUserFields on MemberUser {
  id
  email
  provider
  organizationId
  organizationRole
  firstName
  lastName
  firstNameKana
  lastNameKana
  locale
  membershipId
  hotelBrandId
  pointProgramEnabled
  sessionExpiresAt
}`) as unknown as TypedDocumentString<OrganizationSignInMutation, OrganizationSignInMutationVariables>;
export const OrganizationReservationsDocument = new TypedDocumentString(`
    query OrganizationReservations($brand: String!, $id: Int!, $page: Int) {
  organizationReservations(brand: $brand, id: $id, page: $page) {
    page
    totalPages
    totalEntries
    reservations {
      reservationNumber
      reservedAt
      guestName
      bookedBy
      hotelName
      checkinDate
      nights
      rooms
      status
      totalPrice
      currency
    }
    allowances {
      periodStart
      periodEnd
      maxStays
      reserved
      remaining
    }
  }
}
    `) as unknown as TypedDocumentString<OrganizationReservationsQuery, OrganizationReservationsQueryVariables>;
export const CreateOrganizationDownloadDocument = new TypedDocumentString(`
    mutation CreateOrganizationDownload($brand: String!, $id: Int!) {
  createOrganizationDownload(brand: $brand, id: $id) {
    downloadPath
    password
    fileName
    rowCount
    expiresAt
    downloadsLeft
  }
}
    `) as unknown as TypedDocumentString<CreateOrganizationDownloadMutation, CreateOrganizationDownloadMutationVariables>;
export const PackageAirportsDocument = new TypedDocumentString(`
    query PackageAirports {
  packageAirports {
    code
    name
    city
  }
}
    `) as unknown as TypedDocumentString<PackageAirportsQuery, PackageAirportsQueryVariables>;
export const PackageFlightsDocument = new TypedDocumentString(`
    query PackageFlights($code: String!, $origin: String!, $checkin: String!, $checkout: String!, $rooms: String!) {
  packageFlights(
    code: $code
    origin: $origin
    checkin: $checkin
    checkout: $checkout
    rooms: $rooms
  ) {
    passengers
    currency
    outbound {
      ...PackageFlightFields
    }
    return {
      ...PackageFlightFields
    }
  }
}
    fragment PackageFlightFields on PackageFlight {
  id
  flightNumber
  carrierName
  origin {
    code
    city
  }
  destination {
    code
    city
  }
  departureDate
  departureTime
  arrivalDate
  arrivalTime
  farePerSeat
  totalFare
  seatsAvailable
  bookable
}`) as unknown as TypedDocumentString<PackageFlightsQuery, PackageFlightsQueryVariables>;
export const PackageRoomsDocument = new TypedDocumentString(`
    query PackageRooms($code: String!, $search: RoomSearchInput!) {
  rooms(code: $code, search: $search) {
    rooms {
      roomTypeCode
      name
      roomCount
      plans {
        roomPlanCode
        name
        totalPrice
        currency
        mealIncluded
        refundable
        paymentMethods
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PackageRoomsQuery, PackageRoomsQueryVariables>;
export const PackageCardQuoteDocument = new TypedDocumentString(`
    query PackageCardQuote($code: String!, $quote: PriceQuoteInput!) {
  priceQuote(code: $code, quote: $quote) {
    priceSummary {
      totalPrice
    }
  }
}
    `) as unknown as TypedDocumentString<PackageCardQuoteQuery, PackageCardQuoteQueryVariables>;
export const BookPackageDocument = new TypedDocumentString(`
    mutation BookPackage($code: String!, $input: CreateReservationInput!, $idempotencyKey: String!) {
  createReservation(code: $code, input: $input, idempotencyKey: $idempotencyKey) {
    confirmationNumber
    bypassToken
    status
    totalPrice
    flightTotalPrice
    payment {
      transactionId
    }
  }
}
    `) as unknown as TypedDocumentString<BookPackageMutation, BookPackageMutationVariables>;
export const PackageCardProviderDocument = new TypedDocumentString(`
    query PackageCardProvider($code: String!) {
  bookingWidgetSettings(code: $code) {
    cardPaymentProvider
  }
}
    `) as unknown as TypedDocumentString<PackageCardProviderQuery, PackageCardProviderQueryVariables>;
export const OpenPayByLinkDocument = new TypedDocumentString(`
    mutation OpenPayByLink($paymentNumber: String!) {
  openPayByLink(paymentNumber: $paymentNumber) {
    ...PayByLinkViewFields
  }
}
    fragment PayByLinkViewFields on PayByLink {
  paymentNumber
  hotelCode
  cardPaymentProvider
  hotelName
  subject
  amount
  currency
  status
  amountVersion
  paidAt
  refundedAt
  visit {
    visitId
    openedAt
    expiresAt
    expiresInSeconds
  }
  result
  attempt {
    attemptId
    status
    amount
    currency
    card {
      brand
      last4
    }
    challengeUrl
    failureCode
  }
}`) as unknown as TypedDocumentString<OpenPayByLinkMutation, OpenPayByLinkMutationVariables>;
export const PayByLinkDocument = new TypedDocumentString(`
    query PayByLink($paymentNumber: String!, $visitId: String!) {
  payByLink(paymentNumber: $paymentNumber, visitId: $visitId) {
    ...PayByLinkViewFields
  }
}
    fragment PayByLinkViewFields on PayByLink {
  paymentNumber
  hotelCode
  cardPaymentProvider
  hotelName
  subject
  amount
  currency
  status
  amountVersion
  paidAt
  refundedAt
  visit {
    visitId
    openedAt
    expiresAt
    expiresInSeconds
  }
  result
  attempt {
    attemptId
    status
    amount
    currency
    card {
      brand
      last4
    }
    challengeUrl
    failureCode
  }
}`) as unknown as TypedDocumentString<PayByLinkQuery, PayByLinkQueryVariables>;
export const PayPayByLinkDocument = new TypedDocumentString(`
    mutation PayPayByLink($paymentNumber: String!, $visitId: String!, $amountVersion: Int!, $cardToken: String!) {
  payPayByLink(
    paymentNumber: $paymentNumber
    visitId: $visitId
    amountVersion: $amountVersion
    cardToken: $cardToken
  ) {
    ...PayByLinkViewFields
  }
}
    fragment PayByLinkViewFields on PayByLink {
  paymentNumber
  hotelCode
  cardPaymentProvider
  hotelName
  subject
  amount
  currency
  status
  amountVersion
  paidAt
  refundedAt
  visit {
    visitId
    openedAt
    expiresAt
    expiresInSeconds
  }
  result
  attempt {
    attemptId
    status
    amount
    currency
    card {
      brand
      last4
    }
    challengeUrl
    failureCode
  }
}`) as unknown as TypedDocumentString<PayPayByLinkMutation, PayPayByLinkMutationVariables>;
export const AbortPayByLinkPaymentDocument = new TypedDocumentString(`
    mutation AbortPayByLinkPayment($paymentNumber: String!, $visitId: String!) {
  abortPayByLinkPayment(paymentNumber: $paymentNumber, visitId: $visitId) {
    ...PayByLinkViewFields
  }
}
    fragment PayByLinkViewFields on PayByLink {
  paymentNumber
  hotelCode
  cardPaymentProvider
  hotelName
  subject
  amount
  currency
  status
  amountVersion
  paidAt
  refundedAt
  visit {
    visitId
    openedAt
    expiresAt
    expiresInSeconds
  }
  result
  attempt {
    attemptId
    status
    amount
    currency
    card {
      brand
      last4
    }
    challengeUrl
    failureCode
  }
}`) as unknown as TypedDocumentString<AbortPayByLinkPaymentMutation, AbortPayByLinkPaymentMutationVariables>;
export const CompleteThreeDSecureDocument = new TypedDocumentString(`
    mutation CompleteThreeDSecure($code: String!, $transactionId: String!) {
  completeThreeDSecure(code: $code, transactionId: $transactionId) {
    transactionId
    status
    amount
    currency
    challengeUrl
    expiresInSeconds
    failureCode
    card {
      brand
      last4
    }
    reservation {
      confirmationNumber
      status
      bypassToken
    }
  }
}
    `) as unknown as TypedDocumentString<CompleteThreeDSecureMutation, CompleteThreeDSecureMutationVariables>;
export const AbortThreeDSecureDocument = new TypedDocumentString(`
    mutation AbortThreeDSecure($code: String!, $transactionId: String!) {
  abortThreeDSecure(code: $code, transactionId: $transactionId) {
    transactionId
    status
    amount
    currency
    challengeUrl
    expiresInSeconds
    failureCode
    card {
      brand
      last4
    }
    reservation {
      confirmationNumber
      status
      bypassToken
    }
  }
}
    `) as unknown as TypedDocumentString<AbortThreeDSecureMutation, AbortThreeDSecureMutationVariables>;
export const SpendingOptionsDocument = new TypedDocumentString(`
    query SpendingOptions($code: String!) {
  memberPoints(code: $code) {
    totalPoint
    pointProgramEnabled
    spendStep
    spendMinimum
  }
  memberVouchers(code: $code) {
    number
    name
    amount
    uiStatus
    validThrough
  }
}
    `) as unknown as TypedDocumentString<SpendingOptionsQuery, SpendingOptionsQueryVariables>;
export const MemberPointsDocument = new TypedDocumentString(`
    query MemberPoints($code: String!) {
  memberPoints(code: $code) {
    totalPoint
    rankingPointsValue
    futurePoints
    pointProgramEnabled
    program {
      id
      name
      default
    }
    rank {
      id
      name
      rankingPointsThreshold
      pointRatePercent
    }
    nextRank {
      id
      name
      rankingPointsThreshold
      pointRatePercent
    }
    spendStep
    spendMinimum
    exchangeStep
    exchangeAvailable
  }
}
    `) as unknown as TypedDocumentString<MemberPointsQuery, MemberPointsQueryVariables>;
export const PointHistoryDocument = new TypedDocumentString(`
    query PointHistory($code: String!, $page: Int) {
  pointHistory(code: $code, page: $page) {
    entries {
      id
      type
      amount
      date
      reservationNumber
      exchangeCode
    }
    page
    totalPages
    totalEntries
    programEnabled
  }
}
    `) as unknown as TypedDocumentString<PointHistoryQuery, PointHistoryQueryVariables>;
export const ExchangePointsDocument = new TypedDocumentString(`
    mutation ExchangePoints($code: String!, $idempotencyKey: String!, $amount: Int!) {
  exchangePoints(code: $code, idempotencyKey: $idempotencyKey, amount: $amount) {
    id
    amount
    exchangeType
    code
    validUntil
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ExchangePointsMutation, ExchangePointsMutationVariables>;
export const PriceQuoteDocument = new TypedDocumentString(`
    query PriceQuote($code: String!, $quote: PriceQuoteInput!) {
  priceQuote(code: $code, quote: $quote) {
    priceSummary {
      ...PriceSummaryFields
    }
    discountCode {
      kind
      code
      status
      errorCode
      name
    }
  }
}
    fragment PriceSummaryFields on PriceSummary {
  currency
  originalPriceWithTax
  originalPrice
  discountedPrice
  roomPriceWithoutTax
  tax
  accommodationTax
  signInDiscount
  nonSignInDiscount
  potentialSignInDiscount
  brrDiscountAmount
  paymentDiscountAmount
  promotionDiscountAmount
  couponDiscountAmount
  roundingDiscount
  totalSpecialDiscount
  totalExtraPrice
  voucherCouponDiscountAmount
  spendingPointValue
  depositAmount
  remainAmount
  totalPrice
  totalPriceWithoutTax
  mcpCurrency
  mcpTotalPrice
  mcpDepositAmount
  mcpRemainAmount
}`) as unknown as TypedDocumentString<PriceQuoteQuery, PriceQuoteQueryVariables>;
export const ReservationPriceSummaryDocument = new TypedDocumentString(`
    query ReservationPriceSummary($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {
  reservation(
    code: $code
    confirmationNumber: $confirmationNumber
    email: $email
    bypassToken: $bypassToken
  ) {
    priceSummary {
      ...PriceSummaryFields
    }
  }
}
    fragment PriceSummaryFields on PriceSummary {
  currency
  originalPriceWithTax
  originalPrice
  discountedPrice
  roomPriceWithoutTax
  tax
  accommodationTax
  signInDiscount
  nonSignInDiscount
  potentialSignInDiscount
  brrDiscountAmount
  paymentDiscountAmount
  promotionDiscountAmount
  couponDiscountAmount
  roundingDiscount
  totalSpecialDiscount
  totalExtraPrice
  voucherCouponDiscountAmount
  spendingPointValue
  depositAmount
  remainAmount
  totalPrice
  totalPriceWithoutTax
  mcpCurrency
  mcpTotalPrice
  mcpDepositAmount
  mcpRemainAmount
}`) as unknown as TypedDocumentString<ReservationPriceSummaryQuery, ReservationPriceSummaryQueryVariables>;
export const ReceiptDocument = new TypedDocumentString(`
    query Receipt($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String, $name: String!, $taxId: String, $locale: String) {
  receipt(
    code: $code
    confirmationNumber: $confirmationNumber
    email: $email
    bypassToken: $bypassToken
    name: $name
    taxId: $taxId
    locale: $locale
  ) {
    receiptNumber
    receiptTitle
    receiptUnicode
    issuedAt
    hotel {
      code
      name
      postCode
      fullAddress
      country
    }
    confirmationNumber
    checkinDate
    checkoutDate
    nights
    paymentType
    currency
    amount
    tax
    remainAmount
    reissueCount
    locale
  }
}
    `) as unknown as TypedDocumentString<ReceiptQuery, ReceiptQueryVariables>;
export const RoomRecommendationsDocument = new TypedDocumentString(`
    query RoomRecommendations($code: String!, $search: RoomSearchInput!, $mcp: Boolean = false) {
  roomRecommendations(code: $code, search: $search) {
    roomTypeCode
    roomTypeName
    roomPlanCode
    hotelPlanCode
    roomPlanName
    totalPrice
    tax
    currency
    roomCount
    mealIncluded
    refundable
    mcpCurrency @include(if: $mcp)
    mcpTotalPrice @include(if: $mcp)
  }
}
    `) as unknown as TypedDocumentString<RoomRecommendationsQuery, RoomRecommendationsQueryVariables>;
export const ItineraryQuoteDocument = new TypedDocumentString(`
    query ItineraryQuote($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String, $input: ItineraryChangeInput!) {
  itineraryQuote(
    code: $code
    confirmationNumber: $confirmationNumber
    email: $email
    bypassToken: $bypassToken
    input: $input
  ) {
    ...ItineraryChange
  }
}
    fragment ReservationDetails on Reservation {
  confirmationNumber
  status
  bypassToken
  hotel {
    id
    code
    name
    timeZone
    address
    mapUrl
    checkinTime
    checkoutTime
    phone
    email
  }
  calendarUrl
  checkinDate
  checkoutDate
  nights
  flights {
    direction
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    seats
    farePerSeat
    totalFare
    currency
  }
  flightTotalPrice
  rooms {
    position
    roomTypeCode
    roomTypeName
    roomPlanCode
    roomPlanName
    adults
    children
    cancellationTerms {
      kind
      freeUntil
      feePercentage
    }
    kids {
      tierCode
      tierName
      age
      mealBedOption
    }
    totalPrice
    tax
  }
  guest {
    firstName
    lastName
    email
    phone
    phoneDisplay
    firstNameKana
    lastNameKana
    postalCode
    prefectureOrState
    streetAddress
    buildingNameAndNumber
  }
  locale
  paymentType
  currency
  totalPrice
  tax
  depositAmount
  remainAmount
  mcpCurrency
  mcpDepositAmount
  mcpRemainAmount
  paymentTerms {
    method
    depositPercentage
    depositAmount
    remainAmount
    bankTransfer {
      bankName
      bankBranch
      accountType
      accountNumber
      accountHolder
      transferReference
      amount
      currency
      dueAt
      paidAt
    }
  }
  spendingPointValue
  voucherCouponDiscountAmount
  totalPriceBeforePointDiscount
  cancellation {
    fee
    cancellable
    refusalCode
  }
  cancellationFee
  cancelReason
  createdAt
  cancelledAt
  totalExtraPrice
  extras {
    extraId
    code
    name
    extraType
    date
    quantity
    price
  }
  answers {
    questionId
    questionType
    answerType
    title
    answer
    options {
      value
      label
    }
    attachments {
      id
      fileName
      contentType
      url
    }
  }
  updateSetting {
    isActive
    updatable
    reason
    deadline
    itineraryUpdatable
    itineraryReason
  }
  payment {
    status
    kind
    amount
    currency
    card {
      brand
      last4
    }
    refundedAmount
    refunds {
      refundId
      cause
      amount
      status
    }
  }
}
fragment ItineraryChange on ItineraryChange {
  dryRun
  quote {
    checkinDate
    checkoutDate
    nights
    currentTotalPrice
    newTotalPrice
    newTax
    changeFee
    priceDifference
    currency
    rooms {
      position
      roomTypeCode
      roomPlanCode
      removed
      currentTotalPrice
      newTotalPrice
      changeFee
    }
    removedExtras {
      extraId
      name
      date
      quantity
      price
    }
    removedExtrasPrice
    refundAmount
    deposit {
      depositPercentage
      paidDeposit
      newDeposit
      refundAmount
      newRemainAmount
    }
    mcp {
      currency
      newTotalPrice
      refundAmount
    }
  }
  reservation {
    ...ReservationDetails
  }
}`) as unknown as TypedDocumentString<ItineraryQuoteQuery, ItineraryQuoteQueryVariables>;
export const ChangeItineraryDocument = new TypedDocumentString(`
    mutation ChangeItinerary($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String, $input: ItineraryChangeInput!) {
  changeItinerary(
    code: $code
    confirmationNumber: $confirmationNumber
    email: $email
    bypassToken: $bypassToken
    input: $input
  ) {
    ...ItineraryChange
  }
}
    fragment ReservationDetails on Reservation {
  confirmationNumber
  status
  bypassToken
  hotel {
    id
    code
    name
    timeZone
    address
    mapUrl
    checkinTime
    checkoutTime
    phone
    email
  }
  calendarUrl
  checkinDate
  checkoutDate
  nights
  flights {
    direction
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    seats
    farePerSeat
    totalFare
    currency
  }
  flightTotalPrice
  rooms {
    position
    roomTypeCode
    roomTypeName
    roomPlanCode
    roomPlanName
    adults
    children
    cancellationTerms {
      kind
      freeUntil
      feePercentage
    }
    kids {
      tierCode
      tierName
      age
      mealBedOption
    }
    totalPrice
    tax
  }
  guest {
    firstName
    lastName
    email
    phone
    phoneDisplay
    firstNameKana
    lastNameKana
    postalCode
    prefectureOrState
    streetAddress
    buildingNameAndNumber
  }
  locale
  paymentType
  currency
  totalPrice
  tax
  depositAmount
  remainAmount
  mcpCurrency
  mcpDepositAmount
  mcpRemainAmount
  paymentTerms {
    method
    depositPercentage
    depositAmount
    remainAmount
    bankTransfer {
      bankName
      bankBranch
      accountType
      accountNumber
      accountHolder
      transferReference
      amount
      currency
      dueAt
      paidAt
    }
  }
  spendingPointValue
  voucherCouponDiscountAmount
  totalPriceBeforePointDiscount
  cancellation {
    fee
    cancellable
    refusalCode
  }
  cancellationFee
  cancelReason
  createdAt
  cancelledAt
  totalExtraPrice
  extras {
    extraId
    code
    name
    extraType
    date
    quantity
    price
  }
  answers {
    questionId
    questionType
    answerType
    title
    answer
    options {
      value
      label
    }
    attachments {
      id
      fileName
      contentType
      url
    }
  }
  updateSetting {
    isActive
    updatable
    reason
    deadline
    itineraryUpdatable
    itineraryReason
  }
  payment {
    status
    kind
    amount
    currency
    card {
      brand
      last4
    }
    refundedAmount
    refunds {
      refundId
      cause
      amount
      status
    }
  }
}
fragment ItineraryChange on ItineraryChange {
  dryRun
  quote {
    checkinDate
    checkoutDate
    nights
    currentTotalPrice
    newTotalPrice
    newTax
    changeFee
    priceDifference
    currency
    rooms {
      position
      roomTypeCode
      roomPlanCode
      removed
      currentTotalPrice
      newTotalPrice
      changeFee
    }
    removedExtras {
      extraId
      name
      date
      quantity
      price
    }
    removedExtrasPrice
    refundAmount
    deposit {
      depositPercentage
      paidDeposit
      newDeposit
      refundAmount
      newRemainAmount
    }
    mcp {
      currency
      newTotalPrice
      refundAmount
    }
  }
  reservation {
    ...ReservationDetails
  }
}`) as unknown as TypedDocumentString<ChangeItineraryMutation, ChangeItineraryMutationVariables>;
export const UpdateReservationGuestDocument = new TypedDocumentString(`
    mutation UpdateReservationGuest($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String, $guest: GuestInput!) {
  updateReservationGuest(
    code: $code
    confirmationNumber: $confirmationNumber
    email: $email
    bypassToken: $bypassToken
    guest: $guest
  ) {
    ...ReservationDetails
  }
}
    fragment ReservationDetails on Reservation {
  confirmationNumber
  status
  bypassToken
  hotel {
    id
    code
    name
    timeZone
    address
    mapUrl
    checkinTime
    checkoutTime
    phone
    email
  }
  calendarUrl
  checkinDate
  checkoutDate
  nights
  flights {
    direction
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    seats
    farePerSeat
    totalFare
    currency
  }
  flightTotalPrice
  rooms {
    position
    roomTypeCode
    roomTypeName
    roomPlanCode
    roomPlanName
    adults
    children
    cancellationTerms {
      kind
      freeUntil
      feePercentage
    }
    kids {
      tierCode
      tierName
      age
      mealBedOption
    }
    totalPrice
    tax
  }
  guest {
    firstName
    lastName
    email
    phone
    phoneDisplay
    firstNameKana
    lastNameKana
    postalCode
    prefectureOrState
    streetAddress
    buildingNameAndNumber
  }
  locale
  paymentType
  currency
  totalPrice
  tax
  depositAmount
  remainAmount
  mcpCurrency
  mcpDepositAmount
  mcpRemainAmount
  paymentTerms {
    method
    depositPercentage
    depositAmount
    remainAmount
    bankTransfer {
      bankName
      bankBranch
      accountType
      accountNumber
      accountHolder
      transferReference
      amount
      currency
      dueAt
      paidAt
    }
  }
  spendingPointValue
  voucherCouponDiscountAmount
  totalPriceBeforePointDiscount
  cancellation {
    fee
    cancellable
    refusalCode
  }
  cancellationFee
  cancelReason
  createdAt
  cancelledAt
  totalExtraPrice
  extras {
    extraId
    code
    name
    extraType
    date
    quantity
    price
  }
  answers {
    questionId
    questionType
    answerType
    title
    answer
    options {
      value
      label
    }
    attachments {
      id
      fileName
      contentType
      url
    }
  }
  updateSetting {
    isActive
    updatable
    reason
    deadline
    itineraryUpdatable
    itineraryReason
  }
  payment {
    status
    kind
    amount
    currency
    card {
      brand
      last4
    }
    refundedAmount
    refunds {
      refundId
      cause
      amount
      status
    }
  }
}`) as unknown as TypedDocumentString<UpdateReservationGuestMutation, UpdateReservationGuestMutationVariables>;
export const ReservationLookupDocument = new TypedDocumentString(`
    query ReservationLookup($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {
  reservation(
    code: $code
    confirmationNumber: $confirmationNumber
    email: $email
    bypassToken: $bypassToken
  ) {
    ...ReservationDetails
  }
}
    fragment ReservationDetails on Reservation {
  confirmationNumber
  status
  bypassToken
  hotel {
    id
    code
    name
    timeZone
    address
    mapUrl
    checkinTime
    checkoutTime
    phone
    email
  }
  calendarUrl
  checkinDate
  checkoutDate
  nights
  flights {
    direction
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    seats
    farePerSeat
    totalFare
    currency
  }
  flightTotalPrice
  rooms {
    position
    roomTypeCode
    roomTypeName
    roomPlanCode
    roomPlanName
    adults
    children
    cancellationTerms {
      kind
      freeUntil
      feePercentage
    }
    kids {
      tierCode
      tierName
      age
      mealBedOption
    }
    totalPrice
    tax
  }
  guest {
    firstName
    lastName
    email
    phone
    phoneDisplay
    firstNameKana
    lastNameKana
    postalCode
    prefectureOrState
    streetAddress
    buildingNameAndNumber
  }
  locale
  paymentType
  currency
  totalPrice
  tax
  depositAmount
  remainAmount
  mcpCurrency
  mcpDepositAmount
  mcpRemainAmount
  paymentTerms {
    method
    depositPercentage
    depositAmount
    remainAmount
    bankTransfer {
      bankName
      bankBranch
      accountType
      accountNumber
      accountHolder
      transferReference
      amount
      currency
      dueAt
      paidAt
    }
  }
  spendingPointValue
  voucherCouponDiscountAmount
  totalPriceBeforePointDiscount
  cancellation {
    fee
    cancellable
    refusalCode
  }
  cancellationFee
  cancelReason
  createdAt
  cancelledAt
  totalExtraPrice
  extras {
    extraId
    code
    name
    extraType
    date
    quantity
    price
  }
  answers {
    questionId
    questionType
    answerType
    title
    answer
    options {
      value
      label
    }
    attachments {
      id
      fileName
      contentType
      url
    }
  }
  updateSetting {
    isActive
    updatable
    reason
    deadline
    itineraryUpdatable
    itineraryReason
  }
  payment {
    status
    kind
    amount
    currency
    card {
      brand
      last4
    }
    refundedAmount
    refunds {
      refundId
      cause
      amount
      status
    }
  }
}`) as unknown as TypedDocumentString<ReservationLookupQuery, ReservationLookupQueryVariables>;
export const CancelReservationDocument = new TypedDocumentString(`
    mutation CancelReservation($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String, $input: CancelReservationInput!) {
  cancelReservation(
    code: $code
    confirmationNumber: $confirmationNumber
    email: $email
    bypassToken: $bypassToken
    input: $input
  ) {
    ...ReservationDetails
  }
}
    fragment ReservationDetails on Reservation {
  confirmationNumber
  status
  bypassToken
  hotel {
    id
    code
    name
    timeZone
    address
    mapUrl
    checkinTime
    checkoutTime
    phone
    email
  }
  calendarUrl
  checkinDate
  checkoutDate
  nights
  flights {
    direction
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    seats
    farePerSeat
    totalFare
    currency
  }
  flightTotalPrice
  rooms {
    position
    roomTypeCode
    roomTypeName
    roomPlanCode
    roomPlanName
    adults
    children
    cancellationTerms {
      kind
      freeUntil
      feePercentage
    }
    kids {
      tierCode
      tierName
      age
      mealBedOption
    }
    totalPrice
    tax
  }
  guest {
    firstName
    lastName
    email
    phone
    phoneDisplay
    firstNameKana
    lastNameKana
    postalCode
    prefectureOrState
    streetAddress
    buildingNameAndNumber
  }
  locale
  paymentType
  currency
  totalPrice
  tax
  depositAmount
  remainAmount
  mcpCurrency
  mcpDepositAmount
  mcpRemainAmount
  paymentTerms {
    method
    depositPercentage
    depositAmount
    remainAmount
    bankTransfer {
      bankName
      bankBranch
      accountType
      accountNumber
      accountHolder
      transferReference
      amount
      currency
      dueAt
      paidAt
    }
  }
  spendingPointValue
  voucherCouponDiscountAmount
  totalPriceBeforePointDiscount
  cancellation {
    fee
    cancellable
    refusalCode
  }
  cancellationFee
  cancelReason
  createdAt
  cancelledAt
  totalExtraPrice
  extras {
    extraId
    code
    name
    extraType
    date
    quantity
    price
  }
  answers {
    questionId
    questionType
    answerType
    title
    answer
    options {
      value
      label
    }
    attachments {
      id
      fileName
      contentType
      url
    }
  }
  updateSetting {
    isActive
    updatable
    reason
    deadline
    itineraryUpdatable
    itineraryReason
  }
  payment {
    status
    kind
    amount
    currency
    card {
      brand
      last4
    }
    refundedAmount
    refunds {
      refundId
      cause
      amount
      status
    }
  }
}`) as unknown as TypedDocumentString<CancelReservationMutation, CancelReservationMutationVariables>;
export const SavedCardsDocument = new TypedDocumentString(`
    query SavedCards($code: String!) {
  savedCards(code: $code) {
    cardId
    brand
    last4
    expiryMonth
    expiryYear
    createdAt
  }
}
    `) as unknown as TypedDocumentString<SavedCardsQuery, SavedCardsQueryVariables>;
export const DeleteSavedCardDocument = new TypedDocumentString(`
    mutation DeleteSavedCard($code: String!, $cardId: String!) {
  deleteSavedCard(code: $code, cardId: $cardId) {
    cardId
    brand
    last4
    expiryMonth
    expiryYear
    createdAt
  }
}
    `) as unknown as TypedDocumentString<DeleteSavedCardMutation, DeleteSavedCardMutationVariables>;
export const SearchExtrasDocument = new TypedDocumentString(`
    query SearchExtras($code: String!, $brand: String!, $checkin: String) {
  kidsSetting(code: $code) {
    kidsType
    currency
    tiers {
      code
      name
      minAge
      maxAge
      nightlyPrice
      companion
    }
    mealBedOptions {
      option
      nightlyPrice
      takesBed
    }
  }
  hotelNotifications(code: $code, checkin: $checkin) {
    id
    title
    body
  }
  brandFacilities(brand: $brand) {
    code
    name
    currency
    latitude
    longitude
  }
}
    `) as unknown as TypedDocumentString<SearchExtrasQuery, SearchExtrasQueryVariables>;
export const RoomSearchDocument = new TypedDocumentString(`
    query RoomSearch($code: String!, $search: RoomSearchInput!, $mcp: Boolean = false, $pricing: Boolean = true) {
  rooms(code: $code, search: $search) {
    rooms {
      roomTypeCode
      name
      description
      maxOccupancy
      sizeSquareMetres
      beds {
        kind
        count
      }
      view
      roomCount
      photos {
        ...PhotoFields
      }
      plans {
        roomPlanCode
        hotelPlanCode
        name
        description
        totalPrice
        tax
        roomPrice
        roomTax
        currency
        refundable
        mealIncluded
        meals
        cancellationTerms {
          kind
          freeUntil
          feePercentage
        }
        cancellationPolicyId
        paymentMethods
        priceSummary @include(if: $pricing) {
          ...PriceSummaryFields
        }
        occupancyPrices {
          adults
          children
          roomPrice
          roomTax
        }
        depositPercentage @include(if: $pricing)
        depositAmount @include(if: $pricing)
        mcpDepositAmount @include(if: $mcp)
        mcpTotalPrice @include(if: $mcp)
        mcpTax @include(if: $mcp)
        mcpRoomPrice @include(if: $mcp)
        mcpRoomTax @include(if: $mcp)
      }
    }
    nextAvailableDate
    bookingStartDate
    discountCode @include(if: $pricing) {
      kind
      code
      status
      errorCode
      name
    }
    paymentPromotionInfo @include(if: $pricing) {
      targetMode
      hotelPlanCodes
      discountPercent
    }
    mcpCurrency @include(if: $mcp) {
      code
      rate
      rateUpdatedAt
    }
  }
}
    fragment PhotoFields on Photo {
  id
  alt
  width
  height
  variants {
    format
    width
    height
    url
  }
}
fragment PriceSummaryFields on PriceSummary {
  currency
  originalPriceWithTax
  originalPrice
  discountedPrice
  roomPriceWithoutTax
  tax
  accommodationTax
  signInDiscount
  nonSignInDiscount
  potentialSignInDiscount
  brrDiscountAmount
  paymentDiscountAmount
  promotionDiscountAmount
  couponDiscountAmount
  roundingDiscount
  totalSpecialDiscount
  totalExtraPrice
  voucherCouponDiscountAmount
  spendingPointValue
  depositAmount
  remainAmount
  totalPrice
  totalPriceWithoutTax
  mcpCurrency
  mcpTotalPrice
  mcpDepositAmount
  mcpRemainAmount
}`) as unknown as TypedDocumentString<RoomSearchQuery, RoomSearchQueryVariables>;
export const SsoSettingsDocument = new TypedDocumentString(`
    query SsoSettings($code: String!) {
  ssoSettings(code: $code) {
    providers {
      slug
      label
      memberProvider
    }
    parentOrigin
  }
}
    `) as unknown as TypedDocumentString<SsoSettingsQuery, SsoSettingsQueryVariables>;
export const StartSsoSignInDocument = new TypedDocumentString(`
    mutation StartSsoSignIn($code: String!, $provider: String!, $redirectUri: String!) {
  startSsoSignIn(code: $code, provider: $provider, redirectUri: $redirectUri) {
    authorizationUrl
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StartSsoSignInMutation, StartSsoSignInMutationVariables>;
export const CompleteSsoSignInDocument = new TypedDocumentString(`
    mutation CompleteSsoSignIn($code: String!, $authorizationCode: String!, $state: String!) {
  completeSsoSignIn(
    code: $code
    authorizationCode: $authorizationCode
    state: $state
  ) {
    token
    expiresAt
    user {
      ...MemberUserFields
    }
  }
}
    fragment MemberUserFields on MemberUser {
  id
  email
  provider
  organizationId
  organizationRole
  firstName
  lastName
  firstNameKana
  lastNameKana
  locale
  membershipId
  hotelBrandId
  pointProgramEnabled
  sessionExpiresAt
}`) as unknown as TypedDocumentString<CompleteSsoSignInMutation, CompleteSsoSignInMutationVariables>;
export const ExchangeMemberTokenDocument = new TypedDocumentString(`
    mutation ExchangeMemberToken($code: String!, $grantType: String!, $token: String!) {
  exchangeMemberToken(code: $code, grantType: $grantType, token: $token) {
    token
    expiresAt
    user {
      ...MemberUserFields
    }
  }
}
    fragment MemberUserFields on MemberUser {
  id
  email
  provider
  organizationId
  organizationRole
  firstName
  lastName
  firstNameKana
  lastNameKana
  locale
  membershipId
  hotelBrandId
  pointProgramEnabled
  sessionExpiresAt
}`) as unknown as TypedDocumentString<ExchangeMemberTokenMutation, ExchangeMemberTokenMutationVariables>;
export const PromotionSubscriptionDocument = new TypedDocumentString(`
    query PromotionSubscription($token: String!) {
  promotionSubscription(token: $token) {
    email
    subscribed
  }
}
    `) as unknown as TypedDocumentString<PromotionSubscriptionQuery, PromotionSubscriptionQueryVariables>;
export const UnsubscribePromotionEmailDocument = new TypedDocumentString(`
    mutation UnsubscribePromotionEmail($token: String!) {
  unsubscribePromotionEmail(token: $token) {
    email
    subscribed
  }
}
    `) as unknown as TypedDocumentString<UnsubscribePromotionEmailMutation, UnsubscribePromotionEmailMutationVariables>;
export const MemberVouchersDocument = new TypedDocumentString(`
    query MemberVouchers($code: String!) {
  memberVouchers(code: $code) {
    number
    name
    amount
    uiStatus
    targetStayPeriod {
      from
      to
    }
    salesPeriod {
      from
      to
    }
    excludedPeriod {
      from
      to
    }
    validThrough
    consumedAt
    reservationNumber
  }
}
    `) as unknown as TypedDocumentString<MemberVouchersQuery, MemberVouchersQueryVariables>;