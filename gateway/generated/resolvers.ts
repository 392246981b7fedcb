import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file of a GraphQL multipart request (the browser's File). */
  File: { input: unknown; output: unknown; }
};

export type AccountRemovalReason =
  | 'not_using_any_more'
  | 'other'
  | 'too_expensive'
  | 'unattractive_benefits';

export type AdditionalQuestion = {
  __typename?: 'AdditionalQuestion';
  answerType: AnswerType;
  description: Scalars['String']['output'];
  displayEndDate?: Maybe<Scalars['String']['output']>;
  displayStartDate?: Maybe<Scalars['String']['output']>;
  hotelPlanCodes: Array<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  labels: Array<Scalars['String']['output']>;
  options: Array<QuestionOption>;
  questionType: QuestionType;
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type Address = {
  __typename?: 'Address';
  country: Scalars['String']['output'];
  fullAddress: Scalars['String']['output'];
  postCode: Scalars['String']['output'];
};

/** An airport of hotel plus flight packages, named in the UI language (English where it has none). */
export type Airport = {
  __typename?: 'Airport';
  /** The agency area it sits in, or null. */
  areaCode?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** IATA code (HND, ITM, ...). */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

export type AnswerType =
  | 'date'
  | 'file'
  | 'multiple_options'
  | 'none'
  | 'single_option'
  | 'text'
  | 'textarea';

export type AvailabilityDay = {
  __typename?: 'AvailabilityDay';
  /** Whether a stay may start this night (today or later, within the reservable window). */
  bookable: Scalars['Boolean']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** Cheapest one-night price of one room for the guests, tax included, minor unit; null when nothing is free. */
  lowestPrice?: Maybe<Scalars['Int']['output']>;
  /** Only when asked with mcpCurrency: lowestPrice converted (minor unit of that currency). */
  mcpLowestPrice?: Maybe<Scalars['Int']['output']>;
  /** Rooms free this night in the room types that hold the guests. */
  roomsLeft: Scalars['Int']['output'];
};

/** Where and by when to send a bank transfer (payment type bank_transfer); unpaid at dueAt the reservation is cancelled. */
export type BankTransferInstructions = {
  __typename?: 'BankTransferInstructions';
  accountHolder: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  accountType: Scalars['String']['output'];
  amount: Scalars['Int']['output'];
  bankBranch: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  dueAt: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  /** Put this in the transfer: the confirmation number. */
  transferReference: Scalars['String']['output'];
};

export type BedKind =
  | 'bunk'
  | 'double'
  | 'futon'
  | 'king'
  | 'queen'
  | 'semi_double'
  | 'single'
  | 'sofa_bed';

export type BookingWidgetSettings = {
  __typename?: 'BookingWidgetSettings';
  bookLanguages: Array<Scalars['String']['output']>;
  /** A brand-facility setup's search goes to the brand's facility list (/facilities), a standard one's to its rooms. */
  bookingWidgetType: BookingWidgetType;
  buttonColour: Scalars['String']['output'];
  /** The card provider that takes this hotel's cards (the widget tokenizes with its browser half, e.g. sandbox); null when no card payment runs here. */
  cardPaymentProvider?: Maybe<Scalars['String']['output']>;
  couponActive: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  /** The guest's post code, prefecture or state, street (and building) are required. */
  customerAddressRequired: Scalars['Boolean']['output'];
  defaultSearchSetting: DefaultSearchSetting;
  headerColour: Scalars['String']['output'];
  hotelBrandId: Scalars['Int']['output'];
  hotelId: Scalars['Int']['output'];
  hotelName: Scalars['String']['output'];
  /** The kana reading's mode when kanji names are not required (asked in Japanese only). */
  kanaNameMode: NameFieldMode;
  /** In Japanese: guest names in kanji and kana (or English) with their kana reading required. */
  kanjiNameRequired: Scalars['Boolean']['output'];
  /** Children per adult in one room at most. */
  maxChildrenPerAdult: Scalars['Int']['output'];
  maxGuestsPerRoom: Scalars['Int']['output'];
  mcpEnabled: Scalars['Boolean']['output'];
  multiRoomsSearchEnabled: Scalars['Boolean']['output'];
  /** Most rooms one multi-room search may list. */
  multiRoomsSearchLimit: Scalars['Int']['output'];
  planSearchEnabled: Scalars['Boolean']['output'];
  /** The search bar offers a promo code field. */
  promoCodeActive: Scalars['Boolean']['output'];
  reservablePeriodMonths: Scalars['Int']['output'];
  /** Whether the hotel sells any extra or asks any question today (bookings then have an Extras step); null from a server that does not say. */
  sellsExtras?: Maybe<Scalars['Boolean']['output']>;
  showPricesTaxIncluded: Scalars['Boolean']['output'];
  timeZone: Scalars['String']['output'];
  /** The facility's local date now, YYYY-MM-DD. */
  today: Scalars['String']['output'];
};

/**
 * SPEC.md section 3 booking_widget_type: a facility's own widget, or a brand-facility setup, whose
 * search results are the brand's facility list (/facilities).
 */
export type BookingWidgetType =
  | 'brand_facility'
  | 'standard';

export type CancelReservationInput = {
  /** The fee the guest was shown; refused with 1010 if the fee in force differs. */
  cancellationFeeDisplayed: Scalars['Int']['input'];
  details?: InputMaybe<Scalars['String']['input']>;
  reason: CancellationReason;
};

export type CancellationPolicy = {
  __typename?: 'CancellationPolicy';
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  noShowPercentageOfCost: Scalars['Int']['output'];
  parts: Array<CancellationPolicyPart>;
};

export type CancellationPolicyPart = {
  __typename?: 'CancellationPolicyPart';
  daysBefore: Scalars['Int']['output'];
  hoursAfter: Scalars['Int']['output'];
  percentageOfCost: Scalars['Int']['output'];
};

export type CancellationQuote = {
  __typename?: 'CancellationQuote';
  cancellable: Scalars['Boolean']['output'];
  fee: Scalars['Int']['output'];
  /** Catalogue code saying why online cancellation is refused (for example 1007 same day), or null. */
  refusalCode?: Maybe<Scalars['String']['output']>;
};

export type CancellationReason =
  | 'booked_by_mistake'
  | 'change_of_plans'
  | 'found_another_hotel'
  | 'illness'
  | 'other'
  | 'travel_restrictions';

/** The plan's cancellation policy for the searched stay booked now, computed in the hotel's time zone. */
export type CancellationTerms = {
  __typename?: 'CancellationTerms';
  feePercentage: Scalars['Int']['output'];
  /** ISO instant (UTC) when free cancellation ends; only with kind free. */
  freeUntil?: Maybe<Scalars['String']['output']>;
  kind: CancellationTermsKind;
};

export type CancellationTermsKind =
  /** A fee of feePercentage % is in force from booking (below 100). */
  | 'fee'
  /** Free until freeUntil, then feePercentage % of the price. */
  | 'free'
  /** 100 % from the moment of booking. */
  | 'non_refundable'
  /** The stay starts today and cannot be cancelled online. */
  | 'not_online';

export type ClientSession = {
  __typename?: 'ClientSession';
  expiresAt: Scalars['String']['output'];
  /** The Client-Session token; the browser keeps it (cookie, 0.75 day) and sends it back in the Client-Session header. */
  token: Scalars['String']['output'];
};

/** Which site asks for a client session: each has its own API client (key and secret) at the booking API. */
export type ClientSite =
  /** The travel-agency site (AGENCY_CLIENT_KEY); refused where no agency site is served. */
  | 'AGENCY'
  /** The hotel's booking widget (WIDGET_CLIENT_KEY). */
  | 'WIDGET';

/** Allowance of one period: max stays, stays reserved, remaining. */
export type CorporateAllowance = {
  __typename?: 'CorporateAllowance';
  maxStays: Scalars['Int']['output'];
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
  remaining: Scalars['Int']['output'];
  reserved: Scalars['Int']['output'];
};

/** One reservation of the admin's reservation data (SPEC.md section 3 "Corporate data"). */
export type CorporateReservation = {
  __typename?: 'CorporateReservation';
  bookedBy: Scalars['String']['output'];
  checkinDate: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  guestName: Scalars['String']['output'];
  hotelName: Scalars['String']['output'];
  nights: Scalars['Int']['output'];
  reservationNumber: Scalars['String']['output'];
  reservedAt: Scalars['String']['output'];
  rooms: Scalars['Int']['output'];
  /** done, payment_pending or cancelled. */
  status: Scalars['String']['output'];
  totalPrice: Scalars['Int']['output'];
};

export type CreateReservationInput = {
  answers?: InputMaybe<Array<QuestionAnswerInput>>;
  /** Provider token of the card (from the provider's tokenization, e.g. POST /api/sandbox/tokens); required for card payment types, refused otherwise. */
  cardToken?: InputMaybe<Scalars['String']['input']>;
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** The total the guest saw; a different total in force is refused with price_changed. */
  expectedTotalPrice?: InputMaybe<Scalars['Int']['input']>;
  extras?: InputMaybe<Array<ExtraSelectionInput>>;
  guest: GuestInput;
  locale?: InputMaybe<Scalars['String']['input']>;
  /** A lottery winner books the won room with the entry number. */
  lotteryEntryNumber?: InputMaybe<Scalars['String']['input']>;
  /** Multi-currency: pay by card (credit_card, Visa or Mastercard) in this currency. */
  mcpCurrency?: InputMaybe<Scalars['String']['input']>;
  /** The rateUpdatedAt the guest was shown; a changed rate is refused with exchange_rate_updated (409). */
  mcpRateUpdatedAt?: InputMaybe<Scalars['String']['input']>;
  /**
   * A hotel plus flight package: the outbound flight (on the check-in day) and the return flight (on
   * the check-out day), both or neither. The rooms and the seats are booked together; at most 5 rooms.
   */
  outboundFlightId?: InputMaybe<Scalars['Int']['input']>;
  /** Only on_site in the foundation. */
  paymentType: Scalars['String']['input'];
  /** One code at a time: a promo code or a coupon code. */
  promoCode?: InputMaybe<Scalars['String']['input']>;
  returnFlightId?: InputMaybe<Scalars['Int']['input']>;
  rooms: Array<ReservationRoomInput>;
  /** Keep this card (cardToken) for the signed-in member once the payment succeeds. */
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pay with one of the signed-in member's saved cards (instead of cardToken). */
  savedCardId?: InputMaybe<Scalars['String']['input']>;
  specialRequest?: InputMaybe<Scalars['String']['input']>;
  /** Points to spend (signed-in members; step and minimum in PointInfo). */
  spendingPointValue?: InputMaybe<Scalars['Int']['input']>;
  /** The extras total the guest saw; 1103 if the total in force differs. */
  totalExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** One of the signed-in member's vouchers, consumed by the booking. */
  voucherCouponCode?: InputMaybe<Scalars['String']['input']>;
};

/** One currency the hotel offers prices and card payment in (SPEC.md section 9). */
export type CurrencyOption = {
  __typename?: 'CurrencyOption';
  /** ISO 4217 code, one of the 34 of SPEC.md section 9. */
  code: Scalars['String']['output'];
  /** Digits of the minor unit (0 for JPY, IDR, TWD, KRW, VND; else 2). */
  decimals: Scalars['Int']['output'];
  /** Units of this currency for one unit of the hotel currency, an exact decimal string. */
  rate: Scalars['String']['output'];
  /** When the hotel last set this rate (ISO timestamp); a booking must carry the stamp it was shown. */
  rateUpdatedAt: Scalars['String']['output'];
  /** On the suggested list (AUD, CNY, EUR, TWD, KRW, USD). */
  suggested: Scalars['Boolean']['output'];
  /** The symbol SPEC.md section 9 gives (KRW ₩, JPY ¥, TWD NT$, EUR €, GBP £, USD $), else the code. */
  symbol: Scalars['String']['output'];
};

export type DefaultSearchSetting = {
  __typename?: 'DefaultSearchSetting';
  adults: Scalars['Int']['output'];
  availableRoomsOnly: Scalars['Boolean']['output'];
  checkinDateOffset: Scalars['Int']['output'];
  yesterdayBookable: Scalars['Boolean']['output'];
};

/** How a searched promo or coupon code fared: applied, invalid, expired, limit_reached or sign_in_required; errorCode is 1500 or 1501 when not applied. */
export type DiscountCodeStatus = {
  __typename?: 'DiscountCodeStatus';
  code: Scalars['String']['output'];
  errorCode?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** An add-on a stay can buy (SPEC.md section 3). Prices are per unit, tax included, and without tax. */
export type Extra = {
  __typename?: 'Extra';
  /** Dated extras: the stay dates it can be delivered on. */
  bookingAvailableDates: Array<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  extraType: ExtraType;
  id: Scalars['Int']['output'];
  /** Units left (null: unlimited), from extra_inventories. */
  inventory?: Maybe<Scalars['Int']['output']>;
  maxQuantity: Scalars['Int']['output'];
  minQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderDeadline: Scalars['String']['output'];
  /** Generic extras: the unit price; dated ones: the lowest price of their dates. */
  price: Scalars['Int']['output'];
  priceWithoutTax: Scalars['Int']['output'];
  pricesByDate: Array<ExtraDatePrice>;
  /** Most units one reservation may buy; null: no limit. */
  purchaseLimit?: Maybe<Scalars['Int']['output']>;
};

export type ExtraDatePrice = {
  __typename?: 'ExtraDatePrice';
  date: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  priceWithoutTax: Scalars['Int']['output'];
};

export type ExtraSelectionInput = {
  /** Dated extras only: the delivery date. */
  date?: InputMaybe<Scalars['String']['input']>;
  extraId: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
};

export type ExtraType =
  | 'dated'
  | 'generic';

/** One facility of the brand, with its map position when known. */
export type Facility = {
  __typename?: 'Facility';
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

export type FileAttachment = {
  __typename?: 'FileAttachment';
  byteSize: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** Where the reservation's holder loads the file (on a reservation only). */
  url?: Maybe<Scalars['String']['output']>;
};

export type Guest = {
  __typename?: 'Guest';
  buildingNameAndNumber?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  firstNameKana?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  lastNameKana?: Maybe<Scalars['String']['output']>;
  /** As stored: E.164 (+81751234567). */
  phone: Scalars['String']['output'];
  /** The phone as people write it (+81 75-123-4567); as stored when it cannot be read. */
  phoneDisplay: Scalars['String']['output'];
  postalCode?: Maybe<Scalars['String']['output']>;
  prefectureOrState?: Maybe<Scalars['String']['output']>;
  streetAddress?: Maybe<Scalars['String']['output']>;
};

export type GuestInput = {
  buildingNameAndNumber?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** The kana reading and the address, when the hotel asks for them (bookingWidgetSettings). */
  firstNameKana?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  lastNameKana?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** Letters and digits; typed spaces and hyphens are dropped. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  prefectureOrState?: InputMaybe<Scalars['String']['input']>;
  streetAddress?: InputMaybe<Scalars['String']['input']>;
};

/** Whether the widget offers payment through the travel agency at this hotel, and the button's colours (SPEC.md section 9). */
export type HandOverSetting = {
  __typename?: 'HandOverSetting';
  /** #rrggbb; #c21e58 unless the hotel sets its own. */
  buttonColour: Scalars['String']['output'];
  /** Readable on buttonColour (white by default). */
  buttonTextColour: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
};

/** The booking the widget handed over to the travel agency site (kept 30 minutes). */
export type HandedOverBooking = {
  __typename?: 'HandedOverBooking';
  /** The card provider that takes its card on the agency site: the page tokenizes with its browser half. */
  cardPaymentProvider: Scalars['String']['output'];
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  /** The agency page for it: on the agency site's host when one is configured, else on this one. */
  confirmUrl: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** The total the guest was shown; the booking is refused if the price in force differs. */
  expectedTotalPrice?: Maybe<Scalars['Int']['output']>;
  expiresAt: Scalars['String']['output'];
  guest: Guest;
  hotelCode: Scalars['String']['output'];
  hotelName: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** Set once it was booked: a later visit shows that reservation. */
  reservationNumber?: Maybe<Scalars['String']['output']>;
  rooms: Array<HandedOverRoom>;
  /** The widget's search query, to go back to the hotel's search. */
  search: Scalars['String']['output'];
};

/** A room of a handed-over booking, named from the hotel's catalogue. */
export type HandedOverRoom = {
  __typename?: 'HandedOverRoom';
  adults: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  roomPlanCode: Scalars['String']['output'];
  roomPlanName: Scalars['String']['output'];
  roomTypeCode: Scalars['String']['output'];
  roomTypeName: Scalars['String']['output'];
};

export type Hotel = {
  __typename?: 'Hotel';
  address: Address;
  availableLanguages: Array<Scalars['String']['output']>;
  bookLanguages: Array<Scalars['String']['output']>;
  brand: HotelBrand;
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The hotel's own photos in order; the first is its header. */
  photos: Array<Photo>;
  timeZone: Scalars['String']['output'];
};

export type HotelBrand = {
  __typename?: 'HotelBrand';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** What the currency selector offers (SPEC.md sections 2, 3 mcp_enabled, 9). */
export type HotelCurrencies = {
  __typename?: 'HotelCurrencies';
  /** Every offered currency with its rate, the hotel currency included; empty when multi-currency is off. */
  currencies: Array<CurrencyOption>;
  /** Currency by IP (SPEC.md section 3 detected): the currency of the guest's country when the brand has the setting on and the hotel offers it, else null. */
  detected?: Maybe<Scalars['String']['output']>;
  hotelCurrency: Scalars['String']['output'];
  /** Multi-currency payment is on for this hotel. */
  mcpEnabled: Scalars['Boolean']['output'];
  /** The suggested codes the hotel offers, in the spec's order. */
  suggested: Array<Scalars['String']['output']>;
};

/** A check-in of the same stay that a sold-out facility still sells. */
export type HotelNextDates = {
  __typename?: 'HotelNextDates';
  checkin: Scalars['String']['output'];
  checkout: Scalars['String']['output'];
  displayPrice: HotelSearchPrice;
};

/** A hotel notification shown on the search page (SPEC.md section 5). */
export type HotelNotification = {
  __typename?: 'HotelNotification';
  body: Scalars['String']['output'];
  displayEndDate?: Maybe<Scalars['String']['output']>;
  displayStartDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/**
 * Why a facility cannot take the searched party: children_ages_required, child_age_not_accepted,
 * party_too_large or party_not_accepted; detail is the rule in words (English).
 */
export type HotelPartyRefusal = {
  __typename?: 'HotelPartyRefusal';
  detail: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

/** Guests' review rating: the mean score (1-5, one decimal) and how many reviewed. */
export type HotelRating = {
  __typename?: 'HotelRating';
  average?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
};

export type HotelRatingDetail = {
  __typename?: 'HotelRatingDetail';
  average?: Maybe<Scalars['Float']['output']>;
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  /** Reviews with each score from 1 to 5. */
  distribution: Array<Scalars['Int']['output']>;
};

export type HotelSearchFacility = {
  __typename?: 'HotelSearchFacility';
  address: Scalars['String']['output'];
  area: SearchArea;
  brandCode: Scalars['String']['output'];
  code: Scalars['String']['output'];
  /** lowestPrice in the searched currency (the agency's reference rates). */
  displayPrice?: Maybe<HotelSearchPrice>;
  features: Array<Scalars['String']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  lowestPlan?: Maybe<HotelSearchPlan>;
  /** The room search's cheapest plan for the criteria, in the facility's currency. */
  lowestPrice?: Maybe<HotelSearchPrice>;
  name: Scalars['String']['output'];
  /** Only when sold out: the next check-ins within 30 days, at most 3. */
  nextAvailable: Array<HotelNextDates>;
  /** Set when the facility cannot take the searched party: it is listed without a price, and not sold out. */
  partyRefusal?: Maybe<HotelPartyRefusal>;
  photo?: Maybe<Photo>;
  rating: HotelRating;
  soldOut: Scalars['Boolean']['output'];
  starRating: Scalars['Int']['output'];
};

/** The agency's hotel search (GET /api/ota/v1/hotels/search): the criteria of /search-hotels. */
export type HotelSearchInput = {
  adults?: InputMaybe<Scalars['Int']['input']>;
  /** An area code of the agency's gazetteer (searchAreas); its inner areas are included. */
  area?: InputMaybe<Scalars['String']['input']>;
  checkin: Scalars['String']['input'];
  checkout: Scalars['String']['input'];
  children?: InputMaybe<Scalars['Int']['input']>;
  /** JPY, KRW, USD, CNY, TWD or EUR (JPY by default). */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** onsen, parking, pool, wifi, non_smoking, pets_allowed, near_station, sea_view, free_cancellation, gym. */
  features?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Words of a facility's or an area's name. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** Each room's children's ages, rooms separated by ; (e.g. 4,9;1); one list applies to every room of a roomCount search. */
  kidsAges?: InputMaybe<Scalars['String']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** breakfast, dinner, breakfast_and_dinner or room_only. */
  meal?: InputMaybe<Scalars['String']['input']>;
  /** Per night for all the rooms together, in currency (major units). */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** recommended (default), price_low_to_high, price_high_to_low or rating. */
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  roomCount?: InputMaybe<Scalars['Int']['input']>;
  /** Guests per room, e.g. 2-0,3-1 (adults-children per room); else adults, children and roomCount. */
  rooms?: InputMaybe<Scalars['String']['input']>;
};

export type HotelSearchPage = {
  __typename?: 'HotelSearchPage';
  currency: Scalars['String']['output'];
  facilities: Array<HotelSearchFacility>;
  nights: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  totalEntries: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type HotelSearchPlan = {
  __typename?: 'HotelSearchPlan';
  /** breakfast, dinner, breakfast_and_dinner or room_only. */
  meal: Scalars['String']['output'];
  planName: Scalars['String']['output'];
  refundable: Scalars['Boolean']['output'];
  roomTypeName: Scalars['String']['output'];
};

/** A price in minor units of its currency: all searched rooms for the whole stay, and per night. */
export type HotelSearchPrice = {
  __typename?: 'HotelSearchPrice';
  currency: Scalars['String']['output'];
  perNight: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What the AI search read the ages and count of children as. */
export type InterpretedChildren = {
  __typename?: 'InterpretedChildren';
  /** The ages the text gives, ascending; fewer than count when some are not said. */
  ages: Array<Scalars['Int']['output']>;
  count: Scalars['Int']['output'];
};

/**
 * The search a guest's words mean (the agency home's AI search, SPEC.md sections 1 and 2): only what
 * the text states; the criteria form fills the rest with its defaults and lets the guest edit it.
 */
export type InterpretedHotelSearch = {
  __typename?: 'InterpretedHotelSearch';
  adults?: Maybe<Scalars['Int']['output']>;
  area?: Maybe<SearchArea>;
  budget?: Maybe<SearchBudget>;
  /** YYYY-MM-DD, counted from today in the named area. */
  checkin?: Maybe<Scalars['String']['output']>;
  children?: Maybe<InterpretedChildren>;
  /** onsen, parking, pool, wifi, non_smoking, pets_allowed, near_station, sea_view, free_cancellation, gym. */
  features: Array<Scalars['String']['output']>;
  /** built_in (the offline interpreter) or language_model (AI_SEARCH_MODEL_URL). */
  interpretedBy: Scalars['String']['output'];
  /** The language the text was read as: en, ja, ko, zh_Hans or zh_Hant. */
  language: Scalars['String']['output'];
  /** breakfast, dinner, breakfast_and_dinner or room_only. */
  meal?: Maybe<Scalars['String']['output']>;
  nights?: Maybe<Scalars['Int']['output']>;
  rooms?: Maybe<Scalars['Int']['output']>;
  /** YYYY-MM-DD: the day relative words were counted from (today in the named area, else where the agency sells). */
  today: Scalars['String']['output'];
};

export type InventoryDay = {
  __typename?: 'InventoryDay';
  available: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type ItineraryChange = {
  __typename?: 'ItineraryChange';
  dryRun: Scalars['Boolean']['output'];
  quote: ItineraryQuote;
  reservation: Reservation;
};

export type ItineraryChangeInput = {
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  /** The newTotalPrice of the quote the guest saw; a commit is refused with update_total_changed if it differs. */
  quotedTotalPrice?: InputMaybe<Scalars['Int']['input']>;
  removeRoomPositions?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** new deposit = floor(new total x depositPercentage / 100); refund = max(0, paidDeposit - newDeposit). */
export type ItineraryDeposit = {
  __typename?: 'ItineraryDeposit';
  depositPercentage?: Maybe<Scalars['Int']['output']>;
  newDeposit: Scalars['Int']['output'];
  newRemainAmount: Scalars['Int']['output'];
  paidDeposit: Scalars['Int']['output'];
  refundAmount: Scalars['Int']['output'];
};

/** Amounts in minor units of currency, converted with rate (the rate stored on the reservation, never today's). */
export type ItineraryMcp = {
  __typename?: 'ItineraryMcp';
  currency: Scalars['String']['output'];
  currentTotalPrice: Scalars['Int']['output'];
  newTotalPrice: Scalars['Int']['output'];
  rate: Scalars['String']['output'];
  rateUpdatedAt: Scalars['String']['output'];
  refundAmount: Scalars['Int']['output'];
  removedExtrasPrice: Scalars['Int']['output'];
};

export type ItineraryQuote = {
  __typename?: 'ItineraryQuote';
  changeFee: Scalars['Int']['output'];
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  currentTotalPrice: Scalars['Int']['output'];
  /** credit_card_deposit only: the deposit paid, the new deposit, the refund and what remains for the facility. */
  deposit?: Maybe<ItineraryDeposit>;
  /** Only for a reservation charged in another currency: the amounts in it, at the rate stored on the reservation. */
  mcp?: Maybe<ItineraryMcp>;
  newTax: Scalars['Int']['output'];
  newTotalPrice: Scalars['Int']['output'];
  nights: Scalars['Int']['output'];
  /** newTotalPrice - currentTotalPrice: never positive. */
  priceDifference: Scalars['Int']['output'];
  /** The reservation's price summary after the change (what the commit stores and the reservation then shows). */
  priceSummary: PriceSummary;
  /** What goes back to the card, in the hotel currency (see mcp for the currency charged). */
  refundAmount: Scalars['Int']['output'];
  /** Dated extras booked for nights the shorter stay gives up: removed with them, their stock given back. */
  removedExtras: Array<RemovedExtra>;
  removedExtrasPrice: Scalars['Int']['output'];
  rooms: Array<ItineraryQuoteRoom>;
};

export type ItineraryQuoteRoom = {
  __typename?: 'ItineraryQuoteRoom';
  changeFee: Scalars['Int']['output'];
  currentTotalPrice: Scalars['Int']['output'];
  newTax: Scalars['Int']['output'];
  newTotalPrice: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  removed: Scalars['Boolean']['output'];
  roomPlanCode: Scalars['String']['output'];
  roomTypeCode: Scalars['String']['output'];
};

/** SPEC.md section 3 children meal and bed options (tiers_with_meal_and_bed_as_extras); the _bedding ones take a bed. */
export type KidsMealBedOption =
  | 'meal_no'
  | 'meal_no_bedding'
  | 'meal_same_as_adult_bedding'
  | 'meal_yes'
  | 'meal_yes_bedding';

export type KidsMealBedOptionPrice = {
  __typename?: 'KidsMealBedOptionPrice';
  /** Per child and night, tax included, minor unit; added to the tier's. */
  nightlyPrice: Scalars['Int']['output'];
  option: KidsMealBedOption;
  takesBed: Scalars['Boolean']['output'];
};

/** How the hotel takes children: kidsType tiers, tiers_with_meal_and_bed_as_extras or ages; null when children are not tiered. */
export type KidsSetting = {
  __typename?: 'KidsSetting';
  currency: Scalars['String']['output'];
  kidsType?: Maybe<Scalars['String']['output']>;
  /** The meal and bed options a child chooses (tiers_with_meal_and_bed_as_extras only; empty otherwise). */
  mealBedOptions: Array<KidsMealBedOptionPrice>;
  tiers: Array<KidsTier>;
};

/** One children's tier of the hotel; code A is the companion tier (shares an adult's bed). */
export type KidsTier = {
  __typename?: 'KidsTier';
  code: Scalars['String']['output'];
  companion: Scalars['Boolean']['output'];
  maxAge: Scalars['Int']['output'];
  minAge: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Per child and night, tax included, minor unit. */
  nightlyPrice: Scalars['Int']['output'];
};

/** Children of one room in one tier (SPEC.md section 3 kids_tiers: codes with counts). */
export type KidsTierCountInput = {
  code: Scalars['String']['input'];
  count: Scalars['Int']['input'];
};

export type LotteryEntry = {
  __typename?: 'LotteryEntry';
  adults: Scalars['Int']['output'];
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  entryNumber: Scalars['String']['output'];
  event: LotteryEvent;
  guestEmail: Scalars['String']['output'];
  guestFirstName: Scalars['String']['output'];
  guestLastName: Scalars['String']['output'];
  guestPhone: Scalars['String']['output'];
  nights: Scalars['Int']['output'];
  reservationDeadline: Scalars['String']['output'];
  /** The reservation of a confirmed winner. */
  reservationNumber?: Maybe<Scalars['String']['output']>;
  resultDate: Scalars['String']['output'];
  status: LotteryEntryStatus;
};

export type LotteryEntryInput = {
  adults: Scalars['Int']['input'];
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  lotteryAccessToken?: InputMaybe<Scalars['String']['input']>;
  lotteryEventUuid: Scalars['String']['input'];
  phone: Scalars['String']['input'];
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

/** A lottery event of a hotel with its settings (SPEC.md section 3). */
export type LotteryEvent = {
  __typename?: 'LotteryEvent';
  acceptFrom: Scalars['String']['output'];
  acceptUntil: Scalars['String']['output'];
  hotelCode: Scalars['String']['output'];
  hotelName: Scalars['String']['output'];
  maxNights: Scalars['Int']['output'];
  minNights: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  notification?: Maybe<Scalars['String']['output']>;
  /** upcoming, accepting, closed or drawn. */
  phase: Scalars['String']['output'];
  requiresAccessToken: Scalars['Boolean']['output'];
  reservationDeadline: Scalars['String']['output'];
  resultDate: Scalars['String']['output'];
  roomPlanCode: Scalars['String']['output'];
  roomPlanName: Scalars['String']['output'];
  roomTypeCode: Scalars['String']['output'];
  roomTypeName: Scalars['String']['output'];
  stayEnd: Scalars['String']['output'];
  stayStart: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
};

/** SPEC.md section 3 matched_search_criteria, summed over the searched rooms. */
export type MatchedSearchCriteria = {
  __typename?: 'MatchedSearchCriteria';
  adultsCount: Scalars['Int']['output'];
  adultsWithCompanion: Scalars['Int']['output'];
  childrenCount: Scalars['Int']['output'];
  childrenWithKidTierACompanion: Scalars['Int']['output'];
};

/** The rate a search converted its mcp* amounts with (SPEC.md section 3 mcp_currency). */
export type McpCurrency = {
  __typename?: 'McpCurrency';
  code: Scalars['String']['output'];
  rate: Scalars['String']['output'];
  rateUpdatedAt: Scalars['String']['output'];
};

export type Meal =
  | 'breakfast'
  | 'dinner'
  | 'lunch';

export type MemberAccountSettings = {
  __typename?: 'MemberAccountSettings';
  customAccountRemoval: Scalars['Boolean']['output'];
  customAccountRemovalDescription?: Maybe<Scalars['String']['output']>;
  encryptedQrCodeEnabled: Scalars['Boolean']['output'];
};

/** SPEC.md section 3 voucher and coupon, as the member's coupon list shows it; uiStatus is available, consumed, expired or pending. */
export type MemberCoupon = {
  __typename?: 'MemberCoupon';
  code: Scalars['String']['output'];
  discountType: Scalars['String']['output'];
  discountValue: Scalars['Int']['output'];
  maxDiscountedNights?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  reservationNumber?: Maybe<Scalars['String']['output']>;
  targetHotelPlanCodes: Array<Scalars['String']['output']>;
  uiStatus: Scalars['String']['output'];
  validUntil?: Maybe<Scalars['String']['output']>;
};

/** The signed-in member's profile (SPEC.md section 3 member profile) with the account settings. */
export type MemberProfile = {
  __typename?: 'MemberProfile';
  address?: Maybe<Scalars['String']['output']>;
  buildingName?: Maybe<Scalars['String']['output']>;
  dob?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  firstNameKana?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  lastNameKana?: Maybe<Scalars['String']['output']>;
  membershipId: Scalars['String']['output'];
  nationality?: Maybe<Scalars['String']['output']>;
  occupation?: Maybe<Scalars['String']['output']>;
  /** A login e-mail change waiting for its mailed link to be followed. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  prefecture?: Maybe<Scalars['String']['output']>;
  /** SPEC.md section 5: not of the product's own provider and some program has update_member_profile_enabled. */
  profileUpdatable: Scalars['Boolean']['output'];
  promotionEmail: Scalars['Boolean']['output'];
  provider: Scalars['String']['output'];
  receiptName?: Maybe<Scalars['String']['output']>;
};

/** Only the fields given change; an empty string clears an optional field. */
export type MemberProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  buildingName?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  firstNameKana?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  lastNameKana?: InputMaybe<Scalars['String']['input']>;
  nationality?: InputMaybe<Scalars['String']['input']>;
  occupation?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postCode?: InputMaybe<Scalars['String']['input']>;
  prefecture?: InputMaybe<Scalars['String']['input']>;
  receiptName?: InputMaybe<Scalars['String']['input']>;
};

export type MemberQrCode = {
  __typename?: 'MemberQrCode';
  encrypted: Scalars['Boolean']['output'];
  membershipId: Scalars['String']['output'];
  /** What the code holds: the membership id, AES-GCM encrypted when encrypted_qr_code_enabled. */
  payload: Scalars['String']['output'];
  svg: Scalars['String']['output'];
};

/** SPEC.md section 4 channel filter; every reservation booked through this product is officialWebsite. */
export type MemberReservationChannel =
  | 'all'
  | 'officialWebsite'
  | 'tripla'
  | 'wbf';

export type MemberReservationPage = {
  __typename?: 'MemberReservationPage';
  page: Scalars['Int']['output'];
  reservations: Array<Reservation>;
  totalEntries: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type MemberReservationTab =
  | 'cancelled'
  | 'completed'
  | 'upcoming';

export type MemberSession = {
  __typename?: 'MemberSession';
  expiresAt: Scalars['String']['output'];
  /** Sent back as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  user: MemberUser;
};

export type MemberStatus =
  | 'active'
  | 'provisional';

/** The signed-in member (SPEC.md section 3, logged-in user). The display name is derived by the client per locale. */
export type MemberUser = {
  __typename?: 'MemberUser';
  email: Scalars['String']['output'];
  encryptedMembershipId?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  firstNameKana?: Maybe<Scalars['String']['output']>;
  hotelBrandId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  lastNameKana?: Maybe<Scalars['String']['output']>;
  locale?: Maybe<Scalars['String']['output']>;
  membershipId: Scalars['String']['output'];
  nonSignedInProgramIds: Array<Scalars['Int']['output']>;
  organizationId?: Maybe<Scalars['Int']['output']>;
  organizationName?: Maybe<Scalars['String']['output']>;
  organizationRole?: Maybe<Scalars['String']['output']>;
  pointProgramEnabled: Scalars['Boolean']['output'];
  programId?: Maybe<Scalars['Int']['output']>;
  /** facebook, line or the product's own (tripla). */
  provider: Scalars['String']['output'];
  rank?: Maybe<Scalars['String']['output']>;
  rankId?: Maybe<Scalars['Int']['output']>;
  sessionExpiresAt?: Maybe<Scalars['String']['output']>;
};

export type MembershipProgram = {
  __typename?: 'MembershipProgram';
  default: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  pointProgramEnabled: Scalars['Boolean']['output'];
  pointRatePercent: Scalars['Int']['output'];
  ranks: Array<PointRank>;
};

export type MembershipProgramSummary = {
  __typename?: 'MembershipProgramSummary';
  default: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type MembershipState = {
  __typename?: 'MembershipState';
  email: Scalars['String']['output'];
  status: MemberStatus;
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** The guest gives up on the challenge: nothing charged. */
  abortPayByLinkPayment: PayByLink;
  /** The guest gives up, or the pending page's 15 minutes are over: cancelled, nothing charged. */
  abortThreeDSecure: PaymentTransaction;
  /** Books the handed-over booking once, paid by card on the agency site; a repeat answers the same reservation. */
  bookHandedOverBooking: Reservation;
  /** Cancels a registration while entries are open, or declines a win. */
  cancelLotteryEntry: LotteryEntry;
  cancelReservation: Reservation;
  /** Commits a quoted shorter stay or room removal (input.quotedTotalPrice required). */
  changeItinerary: ItineraryChange;
  /** 1300 weak, 1302 used before; other sessions end. */
  changeOwnPassword: Scalars['Boolean']['output'];
  /** Sets a new password with the e-mailed reset token; ends every session of the member. */
  changePassword: Scalars['Boolean']['output'];
  /** After the 3-D Secure page. */
  completePayByLinkThreeDSecure: PayByLink;
  /** The callback page trades the provider's code (with the state it came with) for a member session. */
  completeSsoSignIn: MemberSession;
  /** After the 3-D Secure page: asks the booking API to finish the payment with the issuer's answer. */
  completeThreeDSecure: PaymentTransaction;
  confirmMember: MembershipState;
  /** 1501 if already consumed. */
  consumeVoucher: Voucher;
  /** Organization admins only; at most the organization's daily limit (1600 beyond). */
  createOrganizationDownload: OrganizationDownload;
  /** idempotencyKey makes a retried submit return the first result (forwarded as Idempotency-Key). */
  createReservation: Reservation;
  /** Keeps the booking in progress for the travel agency site (no payment details). */
  createTemporaryStorage: HandedOverBooking;
  /** Deletes one of the signed-in member's saved cards; answers the cards left. */
  deleteSavedCard: Array<SavedCard>;
  /** Enters the signed-in member (POST lottery_results). */
  enterLottery: LotteryEntry;
  /** grantType one_time_access_token or refresh_token (the expired session token): a new member session. */
  exchangeMemberToken: MemberSession;
  /** Irreversible; a retry with the same idempotencyKey returns the first exchange. */
  exchangePoints: PointExchange;
  /** A five-minute, single-use token that hands the signed-in member's session to another page. */
  issueOneTimeAccessToken: OneTimeAccessToken;
  /** Opening /payments/{paymentNumber}: starts a visit of one hour. */
  openPayByLink: PayByLink;
  /** Corporate sign-in (SPEC.md section 7 "Organization"): a member session whose user carries the organization. */
  organizationSignIn: MemberSession;
  /** Pays the link with a card token; refused when the amount version or the hour no longer hold. */
  payPayByLink: PayByLink;
  /** The language the signed-in member switched the site to (en, ja, ko, zh_Hans, zh_Hant, id, th, ar): their e-mails follow it. Needs Authorization. */
  rememberMemberLocale: Scalars['Boolean']['output'];
  /** Account removal with a reason (SPEC.md section 6); details required for other. */
  removeAccount: Scalars['Boolean']['output'];
  /** The login e-mail changes when the link mailed to the new address is followed. */
  requestEmailChange: PendingEmailChange;
  /** Always true; an active account gets a reset link valid 10 minutes. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Always true: whether the address has a provisional account is not revealed. */
  resendConfirmation: Scalars['Boolean']['output'];
  setPromotionEmail: MemberProfile;
  signIn: MemberSession;
  /** Ends the session of the Authorization header. */
  signOut: Scalars['Boolean']['output'];
  /** Provisional until the e-mailed link is followed; never says whether the address was registered. */
  signUp: MembershipState;
  /** Obtain a new client session from the booking API with the site's configured key and secret. */
  startClientSession: ClientSession;
  /** Starts a provider sign-in; redirectUri must end in /sso/custom/callback. */
  startSsoSignIn: SsoAuthorization;
  switchMembershipProgram: MembershipProgram;
  unsubscribePromotionEmail: PromotionSubscription;
  /** 403 profile_not_updatable unless the rule of SPEC.md section 5 allows it. */
  updateMemberProfile: MemberProfile;
  /** Replaces the guest's names, phone and e-mail (the caller proves the current e-mail or holds the bypass token). */
  updateReservationGuest: Reservation;
  /** One image (JPEG, PNG, GIF, WebP; 80 MB at most) for a file question; 1251 if refused. */
  uploadAttachment: FileAttachment;
};


export type MutationAbortPayByLinkPaymentArgs = {
  paymentNumber: Scalars['String']['input'];
  visitId: Scalars['String']['input'];
};


export type MutationAbortThreeDSecureArgs = {
  code: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
};


export type MutationBookHandedOverBookingArgs = {
  cardToken: Scalars['String']['input'];
  id: Scalars['String']['input'];
};


export type MutationCancelLotteryEntryArgs = {
  code: Scalars['String']['input'];
  entryNumber: Scalars['String']['input'];
};


export type MutationCancelReservationArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  input: CancelReservationInput;
};


export type MutationChangeItineraryArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  input: ItineraryChangeInput;
};


export type MutationChangeOwnPasswordArgs = {
  code: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};


export type MutationCompletePayByLinkThreeDSecureArgs = {
  paymentNumber: Scalars['String']['input'];
  visitId: Scalars['String']['input'];
};


export type MutationCompleteSsoSignInArgs = {
  authorizationCode: Scalars['String']['input'];
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationCompleteThreeDSecureArgs = {
  code: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
};


export type MutationConfirmMemberArgs = {
  code: Scalars['String']['input'];
  confirmationToken: Scalars['String']['input'];
};


export type MutationConsumeVoucherArgs = {
  code: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


export type MutationCreateOrganizationDownloadArgs = {
  brand: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationCreateReservationArgs = {
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  input: CreateReservationInput;
};


export type MutationCreateTemporaryStorageArgs = {
  booking: CreateReservationInput;
  code: Scalars['String']['input'];
  otaEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  search: Scalars['String']['input'];
};


export type MutationDeleteSavedCardArgs = {
  cardId: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type MutationEnterLotteryArgs = {
  code: Scalars['String']['input'];
  input: LotteryEntryInput;
};


export type MutationExchangeMemberTokenArgs = {
  code: Scalars['String']['input'];
  grantType: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationExchangePointsArgs = {
  amount: Scalars['Int']['input'];
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationIssueOneTimeAccessTokenArgs = {
  code: Scalars['String']['input'];
};


export type MutationOpenPayByLinkArgs = {
  paymentNumber: Scalars['String']['input'];
};


export type MutationOrganizationSignInArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPayPayByLinkArgs = {
  amountVersion: Scalars['Int']['input'];
  cardToken: Scalars['String']['input'];
  paymentNumber: Scalars['String']['input'];
  visitId: Scalars['String']['input'];
};


export type MutationRememberMemberLocaleArgs = {
  locale: Scalars['String']['input'];
};


export type MutationRemoveAccountArgs = {
  code: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  details?: InputMaybe<Scalars['String']['input']>;
  reason: AccountRemovalReason;
};


export type MutationRequestEmailChangeArgs = {
  code: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationResendConfirmationArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationSetPromotionEmailArgs = {
  code: Scalars['String']['input'];
  subscribed: Scalars['Boolean']['input'];
};


export type MutationSignInArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignOutArgs = {
  code: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  code: Scalars['String']['input'];
  input: SignUpInput;
};


export type MutationStartClientSessionArgs = {
  site?: InputMaybe<ClientSite>;
};


export type MutationStartSsoSignInArgs = {
  code: Scalars['String']['input'];
  provider: Scalars['String']['input'];
  redirectUri: Scalars['String']['input'];
};


export type MutationSwitchMembershipProgramArgs = {
  code: Scalars['String']['input'];
  programId: Scalars['Int']['input'];
};


export type MutationUnsubscribePromotionEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateMemberProfileArgs = {
  code: Scalars['String']['input'];
  input: MemberProfileInput;
};


export type MutationUpdateReservationGuestArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  guest: GuestInput;
};


export type MutationUploadAttachmentArgs = {
  code: Scalars['String']['input'];
  file: Scalars['File']['input'];
};

/** What a guest form does with a field: not shown, shown and may stay blank, or must be filled. */
export type NameFieldMode =
  | 'do_not_ask'
  | 'optional'
  | 'required';

/** One searched room's guests and the price of one room of the plan for them. */
export type OccupancyPrice = {
  __typename?: 'OccupancyPrice';
  adults: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  /** Whole stay, tax included, minor unit. */
  roomPrice: Scalars['Int']['output'];
  roomTax: Scalars['Int']['output'];
};

export type OneTimeAccessToken = {
  __typename?: 'OneTimeAccessToken';
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/** SPEC.md section 3 "Organization". */
export type Organization = {
  __typename?: 'Organization';
  displayName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  programId?: Maybe<Scalars['Int']['output']>;
};

/** A password-protected ZIP of the reservation data: fetch downloadPath (valid 10 minutes), open it with password (shown only here). */
export type OrganizationDownload = {
  __typename?: 'OrganizationDownload';
  downloadPath: Scalars['String']['output'];
  downloadsLeft: Scalars['Int']['output'];
  expiresAt: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  password: Scalars['String']['output'];
  rowCount: Scalars['Int']['output'];
};

export type OrganizationReservationPage = {
  __typename?: 'OrganizationReservationPage';
  allowances: Array<CorporateAllowance>;
  page: Scalars['Int']['output'];
  reservations: Array<CorporateReservation>;
  totalEntries: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A dated flight offered for a package stay; times are local at each airport, fares in the hotel's currency (currency). */
export type PackageFlight = {
  __typename?: 'PackageFlight';
  arrivalDate: Scalars['String']['output'];
  arrivalTime: Scalars['String']['output'];
  /** Enough seats left for every guest. */
  bookable: Scalars['Boolean']['output'];
  carrierCode: Scalars['String']['output'];
  carrierName: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  departureDate: Scalars['String']['output'];
  departureTime: Scalars['String']['output'];
  destination: Airport;
  farePerSeat: Scalars['Int']['output'];
  flightNumber: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  origin: Airport;
  seatsAvailable: Scalars['Int']['output'];
  /** The fare for every guest of the search. */
  totalFare: Scalars['Int']['output'];
};

/** The flights of a package stay: out on the check-in day, back on the check-out day, a seat per guest. */
export type PackageFlights = {
  __typename?: 'PackageFlights';
  currency: Scalars['String']['output'];
  /** The airports serving the hotel, nearest first. */
  destinations: Array<Airport>;
  origin: Airport;
  outbound: Array<PackageFlight>;
  passengers: Scalars['Int']['output'];
  return: Array<PackageFlight>;
  roomCount: Scalars['Int']['output'];
};

/** A pay-by-link record as the guest's page sees it (amounts in minor units of currency). */
export type PayByLink = {
  __typename?: 'PayByLink';
  amount: Scalars['Int']['output'];
  /** A page that showed an older version may not pay (pay_by_link_amount_changed). */
  amountVersion: Scalars['Int']['output'];
  attempt?: Maybe<PayByLinkAttempt>;
  /** The card provider that takes the link's hotel's cards (the page tokenizes with its browser half); null when none runs here. */
  cardPaymentProvider?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  hotelCode: Scalars['String']['output'];
  hotelName: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  paymentNumber: Scalars['String']['output'];
  refundedAt?: Maybe<Scalars['String']['output']>;
  result?: Maybe<PayByLinkResult>;
  status: PayByLinkStatus;
  subject: Scalars['String']['output'];
  visit: PayByLinkVisit;
};

export type PayByLinkAttempt = {
  __typename?: 'PayByLinkAttempt';
  amount: Scalars['Int']['output'];
  attemptId: Scalars['String']['output'];
  card: PaymentCard;
  challengeUrl?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  failureCode?: Maybe<Scalars['String']['output']>;
  status: PaymentTransactionStatus;
  transitions: Array<PayByLinkTransition>;
};

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

export type PayByLinkTransition = {
  __typename?: 'PayByLinkTransition';
  at: Scalars['String']['output'];
  from?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** One opening of the pay-by-link page: the payment must be finished within its hour. */
export type PayByLinkVisit = {
  __typename?: 'PayByLinkVisit';
  expiresAt: Scalars['String']['output'];
  /** Seconds left by the server's clock. */
  expiresInSeconds: Scalars['Int']['output'];
  openedAt: Scalars['String']['output'];
  visitId: Scalars['String']['output'];
};

export type PaymentCard = {
  __typename?: 'PaymentCard';
  brand: Scalars['String']['output'];
  last4: Scalars['String']['output'];
};

/** SPEC.md section 3: the card-payment promotion (credit-card plans only, by include or exclude plan codes). */
export type PaymentPromotionInfo = {
  __typename?: 'PaymentPromotionInfo';
  discountPercent: Scalars['Int']['output'];
  hotelPlanCodes: Array<Scalars['String']['output']>;
  targetMode: Scalars['String']['output'];
};

/** A refund of a captured payment (cancellation or shorter stay); failed ones are refunded by the facility by hand. */
export type PaymentRefund = {
  __typename?: 'PaymentRefund';
  amount: Scalars['Int']['output'];
  /** cancellation or itinerary_change */
  cause: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  failureCode?: Maybe<Scalars['String']['output']>;
  failureReason?: Maybe<Scalars['String']['output']>;
  refundId: Scalars['String']['output'];
  settledAt?: Maybe<Scalars['String']['output']>;
  /** pending, succeeded or failed */
  status: Scalars['String']['output'];
};

export type PaymentReservation = {
  __typename?: 'PaymentReservation';
  bypassToken: Scalars['String']['output'];
  confirmationNumber: Scalars['String']['output'];
  status: ReservationStatus;
};

/** What the reservation pays how: a deposit now and the rest at the facility, everything now, or by transfer. */
export type PaymentTerms = {
  __typename?: 'PaymentTerms';
  bankTransfer?: Maybe<BankTransferInstructions>;
  depositAmount: Scalars['Int']['output'];
  depositPercentage?: Maybe<Scalars['Int']['output']>;
  method: Scalars['String']['output'];
  remainAmount: Scalars['Int']['output'];
};

export type PaymentTransaction = {
  __typename?: 'PaymentTransaction';
  amount: Scalars['Int']['output'];
  card?: Maybe<PaymentCard>;
  challengeUrl?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  expiresInSeconds: Scalars['Int']['output'];
  failureCode?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  refundedAmount: Scalars['Int']['output'];
  refunds: Array<PaymentRefund>;
  reservation: PaymentReservation;
  status: PaymentTransactionStatus;
  transactionId: Scalars['String']['output'];
  transitions: Array<PaymentTransition>;
};

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

export type PaymentTransition = {
  __typename?: 'PaymentTransition';
  at: Scalars['String']['output'];
  from?: Maybe<PaymentTransactionStatus>;
  reason: Scalars['String']['output'];
  to: PaymentTransactionStatus;
};

export type PendingEmailChange = {
  __typename?: 'PendingEmailChange';
  email: Scalars['String']['output'];
  pendingEmail: Scalars['String']['output'];
};

/** A photo of a hotel or room type, in responsive variants (AVIF, WebP and JPEG at up to three widths). */
export type Photo = {
  __typename?: 'Photo';
  /** In the request's language (X-Locale), else the hotel's own, else English; empty when none is written. */
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  variants: Array<PhotoVariant>;
  /** The largest variant's size: its aspect ratio reserves the image's space before it loads. */
  width: Scalars['Int']['output'];
};

/** One file of a photo: a width in one image format. */
export type PhotoVariant = {
  __typename?: 'PhotoVariant';
  /** avif, webp or jpeg */
  format: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** Path on the widget's own server; the file never changes (cached for a year). */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type PointExchange = {
  __typename?: 'PointExchange';
  amount: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  exchangeType: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  validUntil: Scalars['String']['output'];
};

export type PointExchangePage = {
  __typename?: 'PointExchangePage';
  exchanges: Array<PointExchange>;
  page: Scalars['Int']['output'];
  totalEntries: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type PointHistoryEntry = {
  __typename?: 'PointHistoryEntry';
  amount: Scalars['Int']['output'];
  /** When it happened; for future points, when they will be credited. */
  date: Scalars['String']['output'];
  exchangeCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  reservationNumber?: Maybe<Scalars['String']['output']>;
  type: PointHistoryType;
};

export type PointHistoryPage = {
  __typename?: 'PointHistoryPage';
  entries: Array<PointHistoryEntry>;
  page: Scalars['Int']['output'];
  programEnabled: Scalars['Boolean']['output'];
  totalEntries: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type PointHistoryScope =
  | 'current'
  | 'future';

export type PointHistoryType =
  | 'expired'
  | 'future'
  | 'gained'
  | 'refunded'
  | 'spent';

/** GET /memberships/point: total_point and ranking_points_value, with the rules clients apply. */
export type PointInfo = {
  __typename?: 'PointInfo';
  /** digico exchange: Japan only and a points programme. */
  exchangeAvailable: Scalars['Boolean']['output'];
  exchangeStep: Scalars['Int']['output'];
  /** Points of stays not yet credited (3 days after check-out). */
  futurePoints: Scalars['Int']['output'];
  nextRank?: Maybe<PointRank>;
  pointProgramEnabled: Scalars['Boolean']['output'];
  program?: Maybe<MembershipProgramSummary>;
  rank?: Maybe<PointRank>;
  rankingPointsValue: Scalars['Int']['output'];
  spendMinimum: Scalars['Int']['output'];
  spendStep: Scalars['Int']['output'];
  totalPoint: Scalars['Int']['output'];
};

export type PointRank = {
  __typename?: 'PointRank';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Points earned per 100 paid at this rank. */
  pointRatePercent: Scalars['Int']['output'];
  rankingPointsThreshold: Scalars['Int']['output'];
};

/** One discount taken off a price (SPEC.md section 3 discounts): sign_in, non_sign_in, brr, payment, promotion, coupon or rounding. */
export type PriceDiscount = {
  __typename?: 'PriceDiscount';
  discountAmount: Scalars['Int']['output'];
  discountType: Scalars['String']['output'];
};

export type PriceQuote = {
  __typename?: 'PriceQuote';
  discountCode?: Maybe<DiscountCodeStatus>;
  priceSummary: PriceSummary;
  rooms: Array<PriceQuoteRoom>;
};

export type PriceQuoteInput = {
  checkin: Scalars['String']['input'];
  checkout: Scalars['String']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** The selected extras, checked (1100-1106) and added to priceSummary as the booking will charge them. */
  extras?: InputMaybe<Array<ExtraSelectionInput>>;
  /** Multi-currency: also the total, deposit and remain in this currency (the summaries' mcp amounts). */
  mcpCurrency?: InputMaybe<Scalars['String']['input']>;
  paymentType?: InputMaybe<Scalars['String']['input']>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
  rooms: Array<PriceQuoteRoomInput>;
};

export type PriceQuoteRoom = {
  __typename?: 'PriceQuoteRoom';
  adults: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  priceSummary: PriceSummary;
  roomPlanCode: Scalars['String']['output'];
};

export type PriceQuoteRoomInput = {
  adults: Scalars['Int']['input'];
  children?: InputMaybe<Scalars['Int']['input']>;
  /** The room's children's ages (ages mode), one per child. */
  kidsAges?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The meal and bed option of each child (tiers_with_meal_and_bed_as_extras). */
  kidsMealBed?: InputMaybe<Array<KidsMealBedOption>>;
  /** The room's children by tier (tier modes), as the search and the reservation take them. */
  kidsTiers?: InputMaybe<Array<KidsTierCountInput>>;
  roomPlanCode: Scalars['String']['input'];
};

/** SPEC.md section 3 price and reservation summary, minor units of currency. totalPrice is what the guest pays; accommodationTax is paid at the facility on top. */
export type PriceSummary = {
  __typename?: 'PriceSummary';
  accommodationTax: Scalars['Int']['output'];
  brrDiscountAmount: Scalars['Int']['output'];
  /** Fees of online changes (the cancellation tier on what a shorter stay gave up), included in totalPrice; 0 without changes. */
  changeFee: Scalars['Int']['output'];
  couponDiscountAmount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  depositAmount: Scalars['Int']['output'];
  discountedPrice: Scalars['Int']['output'];
  discounts: Array<PriceDiscount>;
  extraPriceWithoutTax: Scalars['Int']['output'];
  /** Only when quoted with mcpCurrency (or a reservation charged in another currency): that currency. */
  mcpCurrency?: Maybe<Scalars['String']['output']>;
  /** depositAmount (charged now by the chosen method) in mcpCurrency, else null. */
  mcpDepositAmount?: Maybe<Scalars['Int']['output']>;
  /** remainAmount (paid at the facility later) in mcpCurrency, else null. */
  mcpRemainAmount?: Maybe<Scalars['Int']['output']>;
  /** totalPrice in mcpCurrency (minor unit), else null. */
  mcpTotalPrice?: Maybe<Scalars['Int']['output']>;
  nonSignInDiscount: Scalars['Int']['output'];
  originalPrice: Scalars['Int']['output'];
  originalPriceWithTax: Scalars['Int']['output'];
  paymentDiscountAmount: Scalars['Int']['output'];
  /** What signing in takes off (a guest sees what they would save). */
  potentialSignInDiscount: Scalars['Int']['output'];
  promotionDiscountAmount: Scalars['Int']['output'];
  remainAmount: Scalars['Int']['output'];
  roomPriceWithoutTax: Scalars['Int']['output'];
  roundingDiscount: Scalars['Int']['output'];
  signInDiscount: Scalars['Int']['output'];
  spendingPointValue: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  totalExtraPrice: Scalars['Int']['output'];
  totalPrice: Scalars['Int']['output'];
  totalPriceBeforePointDiscount: Scalars['Int']['output'];
  totalPriceWithoutTax: Scalars['Int']['output'];
  totalSpecialDiscount: Scalars['Int']['output'];
  voucherCouponDiscountAmount: Scalars['Int']['output'];
};

export type PromotionSubscription = {
  __typename?: 'PromotionSubscription';
  email: Scalars['String']['output'];
  subscribed: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Questions asked for a stay of these plans, for the signed-in guest's labels (programs, ranks, organization; all_users for a guest); labelFilters only narrows them. */
  additionalQuestions: Array<AdditionalQuestion>;
  /** A reservation the agency site made, to its guest (e-mail or bypass token). */
  agencyReservation: Reservation;
  /** Today where the agency sells (YYYY-MM-DD, the booking API's clock): the earliest check-in of a search. */
  agencyToday: Scalars['String']['output'];
  /** Booking-widget settings of the facility (SPEC.md section 3, init and setting data). */
  bookingWidgetSettings: BookingWidgetSettings;
  /** Every facility of the brand: the pages of the booking API fetched one after another and merged. */
  brandFacilities: Array<Facility>;
  /** The programs of the hotel's brand (no sign-in needed). */
  brandMembershipPrograms: Array<MembershipProgram>;
  cancellationPolicies: Array<CancellationPolicy>;
  /** The currencies a hotel offers (the selector's list); empty currencies when multi-currency is off. */
  currencies: HotelCurrencies;
  /** Extras a stay can buy now, with their units left. */
  extras: Array<Extra>;
  handOverSetting: HandOverSetting;
  handedOverBooking: HandedOverBooking;
  /** The facility by hotel code or id. */
  hotel: Hotel;
  /** The notifications for this check-in (default: the facility's today) and the viewer. */
  hotelNotifications: Array<HotelNotification>;
  /** Review ratings of listed facilities (unknown codes are left out), at most 50 codes. */
  hotelRatings: Array<HotelRatingDetail>;
  /** One page of the agency's hotel search. */
  hotelSearch: HotelSearchPage;
  /**
   * The AI search: reads what a guest typed (en, ja, ko, zh_Hans or zh_Hant) into a hotel search.
   * Fails with ai_search_no_result when nothing in it is a stay.
   */
  interpretHotelSearch: InterpretedHotelSearch;
  /** What a shorter stay or fewer rooms would cost (nothing is written). */
  itineraryQuote: ItineraryChange;
  kidsSetting: KidsSetting;
  /** One of the signed-in member's entries (3783 otherwise). */
  lotteryEntry: LotteryEntry;
  /** A lottery event (3757 unknown; 3780-3782 for the lottery link's access token). */
  lotteryEvent: LotteryEvent;
  /** The signed-in member (needs Authorization); 401 / 1400 otherwise. */
  me: MemberUser;
  memberAccountSettings: MemberAccountSettings;
  /** The signed-in member's coupons (SPEC.md section 7 discount_coupons). */
  memberCoupons: Array<MemberCoupon>;
  memberPoints: PointInfo;
  /** Needs Authorization; 401 / 1400 otherwise. */
  memberProfile: MemberProfile;
  /** The signed-in member's program with its ranks. */
  memberProgram: MembershipProgram;
  memberQrCode: MemberQrCode;
  memberVouchers: Array<Voucher>;
  /** The signed-in member's entries, newest first (the lottery tab). */
  myLotteryEntries: Array<LotteryEntry>;
  /** The signed-in member's own reservations by tab (default upcoming), 10 per page; optionally by channel and payment type (all, or a payment type such as on_site; others are rejected). */
  myReservations: MemberReservationPage;
  /** The signed-in corporate user's organization (brand code or id). */
  organization: Organization;
  /** Organization admins only (403 organization_admin_required otherwise): reservations made through the site and allowances. */
  organizationReservations: OrganizationReservationPage;
  /** The airports packages depart from. */
  packageAirports: Array<Airport>;
  /**
   * The flights of a package stay at a hotel. rooms like the search (2-0,3-1); refused with
   * package_room_limit above 5 rooms, package_undated for an undated search, package_not_offered
   * for a hotel without packages.
   */
  packageFlights: PackageFlights;
  /** The page's view of a link during one visit (also collects a 3-D Secure answer). */
  payByLink: PayByLink;
  /** A payment's state (the transaction id is the secret the booking reply gave). */
  paymentTransaction: PaymentTransaction;
  pointExchanges: PointExchangePage;
  /** Paged by 5 unless perPage says otherwise. */
  pointHistory: PointHistoryPage;
  /** SPEC.md section 7 rooms/price: a quote for chosen rooms, dates, guests, payment type and code (1500, 1501, 2001 refused). */
  priceQuote: PriceQuote;
  /** The unsubscribe link's token; no sign-in needed. */
  promotionSubscription: PromotionSubscription;
  /** The receipt, for the guest's e-mail, the bypass token or the member who booked (Authorization). */
  receipt: Receipt;
  /** Look up by confirmation number with the guest's e-mail or the bypass token. */
  reservation: Reservation;
  /** Availability and lowest prices per date of [from, to) (at most 62 days) for one room of the guests; also in mcpCurrency when given. */
  roomAvailability: RoomAvailability;
  /** Free and total rooms of every room type per date of [from, to) (at most 62 days). */
  roomInventory: Array<RoomTypeInventory>;
  roomRecommendations: Array<RoomRecommendation>;
  rooms: RoomSearchResult;
  /** The signed-in member's saved cards (Authorization: Bearer). */
  savedCards: Array<SavedCard>;
  /** The areas a hotel search can name (the agency's gazetteer), in the UI language (en where it has none). */
  searchAreas: Array<SearchArea>;
  /** The sign-in providers of the hotel's brand and the allowed parent origin. */
  ssoSettings: SsoSettings;
};


export type QueryAdditionalQuestionsArgs = {
  checkin?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  labelFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  roomPlanCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryAgencyReservationArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBookingWidgetSettingsArgs = {
  code: Scalars['String']['input'];
};


export type QueryBrandFacilitiesArgs = {
  brand: Scalars['String']['input'];
};


export type QueryBrandMembershipProgramsArgs = {
  code: Scalars['String']['input'];
};


export type QueryCancellationPoliciesArgs = {
  code: Scalars['String']['input'];
};


export type QueryCurrenciesArgs = {
  code: Scalars['String']['input'];
};


export type QueryExtrasArgs = {
  checkin: Scalars['String']['input'];
  checkout: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type QueryHandOverSettingArgs = {
  code: Scalars['String']['input'];
  otaEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryHandedOverBookingArgs = {
  id: Scalars['String']['input'];
};


export type QueryHotelArgs = {
  code: Scalars['String']['input'];
};


export type QueryHotelNotificationsArgs = {
  checkin?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


export type QueryHotelRatingsArgs = {
  codes: Array<Scalars['String']['input']>;
};


export type QueryHotelSearchArgs = {
  search: HotelSearchInput;
};


export type QueryInterpretHotelSearchArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
};


export type QueryItineraryQuoteArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  input: ItineraryChangeInput;
};


export type QueryKidsSettingArgs = {
  code: Scalars['String']['input'];
};


export type QueryLotteryEntryArgs = {
  code: Scalars['String']['input'];
  entryNumber: Scalars['String']['input'];
};


export type QueryLotteryEventArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type QueryMemberAccountSettingsArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberCouponsArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberPointsArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberProfileArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberProgramArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberQrCodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberVouchersArgs = {
  code: Scalars['String']['input'];
};


export type QueryMyReservationsArgs = {
  channel?: InputMaybe<MemberReservationChannel>;
  page?: InputMaybe<Scalars['Int']['input']>;
  paymentType?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MemberReservationTab>;
};


export type QueryOrganizationArgs = {
  brand: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type QueryOrganizationReservationsArgs = {
  brand: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPackageFlightsArgs = {
  checkin: Scalars['String']['input'];
  checkout: Scalars['String']['input'];
  code: Scalars['String']['input'];
  origin: Scalars['String']['input'];
  rooms: Scalars['String']['input'];
};


export type QueryPayByLinkArgs = {
  paymentNumber: Scalars['String']['input'];
  visitId: Scalars['String']['input'];
};


export type QueryPaymentTransactionArgs = {
  code: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
};


export type QueryPointExchangesArgs = {
  code: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPointHistoryArgs = {
  code: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<PointHistoryScope>;
};


export type QueryPriceQuoteArgs = {
  code: Scalars['String']['input'];
  quote: PriceQuoteInput;
};


export type QueryPromotionSubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type QueryReceiptArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  taxId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReservationArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRoomAvailabilityArgs = {
  adults: Scalars['Int']['input'];
  children?: InputMaybe<Scalars['Int']['input']>;
  code: Scalars['String']['input'];
  from: Scalars['String']['input'];
  mcpCurrency?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};


export type QueryRoomInventoryArgs = {
  code: Scalars['String']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryRoomRecommendationsArgs = {
  code: Scalars['String']['input'];
  search: RoomSearchInput;
};


export type QueryRoomsArgs = {
  code: Scalars['String']['input'];
  search: RoomSearchInput;
};


export type QuerySavedCardsArgs = {
  code: Scalars['String']['input'];
};


export type QuerySsoSettingsArgs = {
  code: Scalars['String']['input'];
};

export type QuestionAnswerInput = {
  answer?: InputMaybe<Scalars['String']['input']>;
  /** Ids from uploadAttachment. */
  attachmentIds?: InputMaybe<Array<Scalars['String']['input']>>;
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  questionId: Scalars['Int']['input'];
};

export type QuestionOption = {
  __typename?: 'QuestionOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type QuestionType =
  | 'checkin'
  | 'checkout'
  | 'free'
  | 'notification'
  | 'people_per_room';

/** A receipt of what was paid online (SPEC.md sections 3 and 5). */
export type Receipt = {
  __typename?: 'Receipt';
  amount: Scalars['Int']['output'];
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  confirmationNumber: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  hotel: ReceiptHotel;
  issuedAt: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  nights: Scalars['Int']['output'];
  paymentType: Scalars['String']['output'];
  receiptNumber: Scalars['String']['output'];
  /** The name the receipt is made out to (receipt_title). */
  receiptTitle: Scalars['String']['output'];
  /** Taiwan tax id (receipt_unicode), 8 digits, or null. */
  receiptUnicode?: Maybe<Scalars['String']['output']>;
  /** 0 for the first receipt; more for a reissue under another name. */
  reissueCount: Scalars['Int']['output'];
  remainAmount: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
};

export type ReceiptHotel = {
  __typename?: 'ReceiptHotel';
  code: Scalars['String']['output'];
  country: Scalars['String']['output'];
  fullAddress: Scalars['String']['output'];
  name: Scalars['String']['output'];
  postCode: Scalars['String']['output'];
};

export type RemovedExtra = {
  __typename?: 'RemovedExtra';
  code: Scalars['String']['output'];
  /** The night it was booked for (dated extras). */
  date?: Maybe<Scalars['String']['output']>;
  extraId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  priceWithoutTax: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type Reservation = {
  __typename?: 'Reservation';
  answers: Array<ReservationAnswer>;
  bypassToken: Scalars['String']['output'];
  /** The stay as an .ics file, a path opened by a plain link (the bypass token in it is the access); null once cancelled. */
  calendarUrl?: Maybe<Scalars['String']['output']>;
  cancelReason?: Maybe<CancellationReason>;
  cancellation: CancellationQuote;
  cancellationFee?: Maybe<Scalars['Int']['output']>;
  cancelledAt?: Maybe<Scalars['String']['output']>;
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  confirmationNumber: Scalars['String']['output'];
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Paid at booking (card) or by transfer; null for reservations made before payment terms existed. */
  depositAmount?: Maybe<Scalars['Int']['output']>;
  extraPriceWithoutTax: Scalars['Int']['output'];
  extras: Array<ReservationExtra>;
  /** The fares of those flights, part of totalPrice; null for a stay alone. */
  flightTotalPrice?: Maybe<Scalars['Int']['output']>;
  /** A hotel plus flight package's flights; empty for a stay alone. */
  flights: Array<ReservedFlight>;
  guest: Guest;
  hotel: ReservationHotel;
  /** The language the guest booked in; the guest's names follow its rules (null for bookings from before it was kept). */
  locale?: Maybe<Scalars['String']['output']>;
  /** The currency the card was charged in when it is not the hotel currency (multi-currency), else null. */
  mcpCurrency?: Maybe<Scalars['String']['output']>;
  /** depositAmount in mcpCurrency: what the card was charged (the deposit of credit_card_deposit, else the total), else null. */
  mcpDepositAmount?: Maybe<Scalars['Int']['output']>;
  /** The rate stored on the reservation (units of mcpCurrency for one unit of the hotel currency), else null. */
  mcpRate?: Maybe<Scalars['String']['output']>;
  /** remainAmount in mcpCurrency (paid at the facility), else null. */
  mcpRemainAmount?: Maybe<Scalars['Int']['output']>;
  /** totalPrice in mcpCurrency at the rate stored on the reservation (minor unit), else null; totalPrice stays in the hotel currency. */
  mcpTotalPrice?: Maybe<Scalars['Int']['output']>;
  nights: Scalars['Int']['output'];
  /** Null for on-site and deferred payment. */
  payment?: Maybe<ReservationPayment>;
  paymentTerms?: Maybe<PaymentTerms>;
  paymentType: Scalars['String']['output'];
  /** The price summary as booked; null for reservations made before pricing. */
  priceSummary?: Maybe<PriceSummary>;
  promoCode?: Maybe<Scalars['String']['output']>;
  /** Left to pay at the facility. */
  remainAmount?: Maybe<Scalars['Int']['output']>;
  rooms: Array<ReservedRoom>;
  /** SPEC.md section 3 price summary: totalPrice is after these (always set by this gateway). */
  spendingPointValue?: Maybe<Scalars['Int']['output']>;
  status: ReservationStatus;
  tax: Scalars['Int']['output'];
  /** SPEC.md section 3 price summary: included in totalPrice. */
  totalExtraPrice: Scalars['Int']['output'];
  totalPrice: Scalars['Int']['output'];
  totalPriceBeforePointDiscount?: Maybe<Scalars['Int']['output']>;
  updateSetting?: Maybe<UpdateSetting>;
  voucherCouponDiscountAmount?: Maybe<Scalars['Int']['output']>;
};

export type ReservationAnswer = {
  __typename?: 'ReservationAnswer';
  answer?: Maybe<Scalars['String']['output']>;
  answerType: AnswerType;
  attachments: Array<FileAttachment>;
  options: Array<QuestionOption>;
  questionId: Scalars['Int']['output'];
  questionType: QuestionType;
  title: Scalars['String']['output'];
};

export type ReservationExtra = {
  __typename?: 'ReservationExtra';
  code: Scalars['String']['output'];
  date?: Maybe<Scalars['String']['output']>;
  extraId: Scalars['Int']['output'];
  extraType: ExtraType;
  name: Scalars['String']['output'];
  /** The line's total: unit price x quantity. */
  price: Scalars['Int']['output'];
  priceWithoutTax: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type ReservationHotel = {
  __typename?: 'ReservationHotel';
  /** Post code and address in the language asked; empty when the hotel gave none. */
  address: Scalars['String']['output'];
  /** Local check-in and check-out times (HH:MM); null from a server without them. */
  checkinTime?: Maybe<Scalars['String']['output']>;
  checkoutTime?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** A map search for the address; null without an address. */
  mapUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The contact guests are given; empty when the hotel gave none. */
  phone: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

/** The card payment of a reservation (charge) or its card guarantee. */
export type ReservationPayment = {
  __typename?: 'ReservationPayment';
  amount: Scalars['Int']['output'];
  card?: Maybe<PaymentCard>;
  /** The provider's 3-D Secure page while the status is pre_3d_secure. */
  challengeUrl?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  /** Seconds left by the server's clock before an unfinished payment is aborted. */
  expiresInSeconds: Scalars['Int']['output'];
  /** Catalogue code of a failed or cancelled payment. */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** charge or guarantee */
  kind: Scalars['String']['output'];
  /** Sum of the refunds the provider confirmed. */
  refundedAmount: Scalars['Int']['output'];
  refunds: Array<PaymentRefund>;
  status: PaymentTransactionStatus;
  transactionId: Scalars['String']['output'];
};

export type ReservationRoomInput = {
  adults: Scalars['Int']['input'];
  children?: InputMaybe<Scalars['Int']['input']>;
  kidsAges?: InputMaybe<Array<Scalars['Int']['input']>>;
  kidsMealBed?: InputMaybe<Array<KidsMealBedOption>>;
  kidsTiers?: InputMaybe<Array<KidsTierCountInput>>;
  roomPlanCode: Scalars['String']['input'];
  roomTypeCode: Scalars['String']['input'];
};

export type ReservationStatus =
  | 'cancelled'
  | 'done'
  | 'payment_pending';

/** One child of a reserved room as booked: its tier (in the ages mode the tier of its age), age and meal and bed option. */
export type ReservedChild = {
  __typename?: 'ReservedChild';
  age?: Maybe<Scalars['Int']['output']>;
  mealBedOption?: Maybe<KidsMealBedOption>;
  tierCode?: Maybe<Scalars['String']['output']>;
  /** The tier's name in the reservation's language. */
  tierName?: Maybe<Scalars['String']['output']>;
};

/** A flight a package reservation holds. */
export type ReservedFlight = {
  __typename?: 'ReservedFlight';
  arrivalDate: Scalars['String']['output'];
  arrivalTime: Scalars['String']['output'];
  carrierCode: Scalars['String']['output'];
  carrierName: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  departureDate: Scalars['String']['output'];
  departureTime: Scalars['String']['output'];
  destination: Airport;
  /** outbound or return. */
  direction: Scalars['String']['output'];
  farePerSeat: Scalars['Int']['output'];
  flightNumber: Scalars['String']['output'];
  origin: Airport;
  seats: Scalars['Int']['output'];
  totalFare: Scalars['Int']['output'];
};

export type ReservedRoom = {
  __typename?: 'ReservedRoom';
  adults: Scalars['Int']['output'];
  /** The plan's cancellation terms as agreed at booking; null once cancelled or from a server without them. */
  cancellationTerms?: Maybe<CancellationTerms>;
  children: Scalars['Int']['output'];
  /** Each child as booked; empty when the hotel does not tier children, null from a server that does not store them. */
  kids?: Maybe<Array<ReservedChild>>;
  /** Stable within the reservation; name it to remove the room. */
  position?: Maybe<Scalars['Int']['output']>;
  roomPlanCode: Scalars['String']['output'];
  roomPlanName: Scalars['String']['output'];
  roomTypeCode: Scalars['String']['output'];
  roomTypeName: Scalars['String']['output'];
  tax: Scalars['Int']['output'];
  totalPrice: Scalars['Int']['output'];
};

export type Room = {
  __typename?: 'Room';
  beds: Array<RoomBeds>;
  description: Scalars['String']['output'];
  maxOccupancy: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The room type's photos in order. */
  photos: Array<Photo>;
  plans: Array<RoomPlan>;
  /** Rooms of this type still free on every night of the stay. */
  roomCount: Scalars['Int']['output'];
  roomTypeCode: Scalars['String']['output'];
  /** Floor area in square metres; null when not given. */
  sizeSquareMetres?: Maybe<Scalars['Int']['output']>;
  /** The view in the requested language; empty when not given. */
  view: Scalars['String']['output'];
};

export type RoomAvailability = {
  __typename?: 'RoomAvailability';
  currency: Scalars['String']['output'];
  days: Array<AvailabilityDay>;
  /** The calendar notes days with fewer rooms left than this (SPEC.md section 2: 10). */
  fewRoomsThreshold: Scalars['Int']['output'];
  /** Only when asked with mcpCurrency: the currency and the rate the mcp amounts use. */
  mcpCurrency?: Maybe<McpCurrency>;
};

export type RoomBeds = {
  __typename?: 'RoomBeds';
  count: Scalars['Int']['output'];
  kind: BedKind;
};

export type RoomOccupancyInput = {
  adults: Scalars['Int']['input'];
  children: Scalars['Int']['input'];
  /** The room's children's ages (ages mode), one per child. */
  kidsAges?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The meal and bed option of each child (tiers_with_meal_and_bed_as_extras), one per child. */
  kidsMealBed?: InputMaybe<Array<KidsMealBedOption>>;
  /** The room's children by tier (tier modes); their counts add up to children. */
  kidsTiers?: InputMaybe<Array<KidsTierCountInput>>;
};

export type RoomOrder =
  | 'price_high_to_low'
  | 'price_low_to_high'
  | 'recommended';

export type RoomPlan = {
  __typename?: 'RoomPlan';
  cancellationPolicyId: Scalars['Int']['output'];
  /** Null from a server that does not compute them. */
  cancellationTerms?: Maybe<CancellationTerms>;
  currency: Scalars['String']['output'];
  /** credit_card_deposit plans: the deposit of totalPrice (rounded down), else null. */
  depositAmount?: Maybe<Scalars['Int']['output']>;
  /** credit_card_deposit plans: the share of the total charged at booking (percent), else null. */
  depositPercentage?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  hotelPlanCode: Scalars['String']['output'];
  isDayUse: Scalars['Boolean']['output'];
  matchedSearchCriteria?: Maybe<MatchedSearchCriteria>;
  /** Only when searched with mcpCurrency: depositAmount converted. */
  mcpDepositAmount?: Maybe<Scalars['Int']['output']>;
  /** Only when searched with mcpCurrency: roomPrice converted. */
  mcpRoomPrice?: Maybe<Scalars['Int']['output']>;
  mcpRoomTax?: Maybe<Scalars['Int']['output']>;
  mcpTax?: Maybe<Scalars['Int']['output']>;
  /** Only when searched with mcpCurrency: totalPrice converted, minor unit of that currency (half up, per amount). */
  mcpTotalPrice?: Maybe<Scalars['Int']['output']>;
  mealIncluded: Scalars['Boolean']['output'];
  /** The meals the plan includes (empty: room only). */
  meals: Array<Meal>;
  minNights?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** One per searched room, in the searched order; totalPrice is the sum of their roomPrice. Null from a server that prices no rooms separately. */
  occupancyPrices?: Maybe<Array<OccupancyPrice>>;
  paymentMethods: Array<Scalars['String']['output']>;
  /** Rooms of this plan free for the whole stay; null from a server that does not say. */
  planStockCount?: Maybe<Scalars['Int']['output']>;
  /** The full summary of this plan for the searched rooms; totalPrice equals it. */
  priceSummary?: Maybe<PriceSummary>;
  refundable: Scalars['Boolean']['output'];
  roomPlanCode: Scalars['String']['output'];
  /** One room of this plan for the whole stay (guests are per room), tax included, minor unit: totalPrice = roomPrice x roomCount searched. */
  roomPrice: Scalars['Int']['output'];
  /** The tax contained in roomPrice. */
  roomTax: Scalars['Int']['output'];
  /** Rooms of this plan one booking may take; null: no limit. */
  saleLimit?: Maybe<Scalars['Int']['output']>;
  tax: Scalars['Int']['output'];
  /** Whole stay for the searched rooms and guests, tax included, in the currency's minor unit. */
  totalPrice: Scalars['Int']['output'];
};

/** One recommended plan for the criteria (the recommender page). */
export type RoomRecommendation = {
  __typename?: 'RoomRecommendation';
  currency: Scalars['String']['output'];
  hotelPlanCode: Scalars['String']['output'];
  /** Only when asked with search.mcpCurrency: the currency of mcpTotalPrice. */
  mcpCurrency?: Maybe<Scalars['String']['output']>;
  /** Only when asked with search.mcpCurrency: totalPrice converted (minor unit of that currency). */
  mcpTotalPrice?: Maybe<Scalars['Int']['output']>;
  mealIncluded: Scalars['Boolean']['output'];
  refundable: Scalars['Boolean']['output'];
  roomCount: Scalars['Int']['output'];
  roomPlanCode: Scalars['String']['output'];
  roomPlanName: Scalars['String']['output'];
  roomTypeCode: Scalars['String']['output'];
  roomTypeName: Scalars['String']['output'];
  tax: Scalars['Int']['output'];
  totalPrice: Scalars['Int']['output'];
};

export type RoomSearchInput = {
  /** Adults in each of roomCount identical rooms; omit when rooms is given. */
  adults?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD */
  checkin: Scalars['String']['input'];
  /** YYYY-MM-DD */
  checkout: Scalars['String']['input'];
  children?: InputMaybe<Scalars['Int']['input']>;
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** Day use: same-day plans only; checkout must equal checkin (not with undatedNights). */
  isDayUse?: InputMaybe<Scalars['Boolean']['input']>;
  /** Skip the tiers-mode sale-limit rule (SPEC.md section 5). */
  isIncludingOccupied?: InputMaybe<Scalars['Boolean']['input']>;
  /** Children's ages of every room of a roomCount search (ages mode). */
  kidsAges?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Meal and bed option of each child of every room of a roomCount search. */
  kidsMealBed?: InputMaybe<Array<KidsMealBedOption>>;
  /** Children by tier of every room of a roomCount search (each room alike); with rooms, give them per room instead. */
  kidsTiers?: InputMaybe<Array<KidsTierCountInput>>;
  /** Multi-currency: also price every plan in this currency (mcp* fields, mcpCurrency). Refused with currency_not_available when the hotel does not offer it. */
  mcpCurrency?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<RoomOrder>;
  /** One code at a time: a promo code or a coupon code. */
  promoCode?: InputMaybe<Scalars['String']['input']>;
  roomCount?: InputMaybe<Scalars['Int']['input']>;
  /** The guests of each room (a multi-room search, at most the hotel's multiRoomsSearchLimit rooms); wins over adults, children and roomCount. */
  rooms?: InputMaybe<Array<RoomOccupancyInput>>;
  /** When nothing is found, also compute nextAvailableDate. */
  searchNextAvailableDateIfNoResult?: InputMaybe<Scalars['Boolean']['input']>;
  /** Undated search: the first check-in from checkin on where this many nights find rooms (not with guests differing between rooms). */
  undatedNights?: InputMaybe<Scalars['Int']['input']>;
};

export type RoomSearchResult = {
  __typename?: 'RoomSearchResult';
  /** Undated search: the check-in the rooms were found for; null when none was found or the search was dated. */
  bookingStartDate?: Maybe<Scalars['String']['output']>;
  discountCode?: Maybe<DiscountCodeStatus>;
  /** Only when searched with mcpCurrency: the currency and the rate (with its stamp) the mcp* amounts use. */
  mcpCurrency?: Maybe<McpCurrency>;
  /** Only when asked and nothing was found: the first later check-in with rooms for the same nights and guests (YYYY-MM-DD), or null. */
  nextAvailableDate?: Maybe<Scalars['String']['output']>;
  paymentPromotionInfo?: Maybe<PaymentPromotionInfo>;
  rooms: Array<Room>;
};

export type RoomTypeInventory = {
  __typename?: 'RoomTypeInventory';
  days: Array<InventoryDay>;
  name: Scalars['String']['output'];
  roomTypeCode: Scalars['String']['output'];
};

/** A card the signed-in member kept: brand, last four digits and expiry only. */
export type SavedCard = {
  __typename?: 'SavedCard';
  brand: Scalars['String']['output'];
  cardId: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  expiryMonth: Scalars['Int']['output'];
  expiryYear: Scalars['Int']['output'];
  last4: Scalars['String']['output'];
};

/** An area of the agency's gazetteer, named in the language the search was written in (or asked in). */
export type SearchArea = {
  __typename?: 'SearchArea';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The wider area it lies in (Gion lies in Kyoto), if any. */
  within?: Maybe<Scalars['String']['output']>;
};

/** The most a guest wants to pay, per night or for the whole stay. */
export type SearchBudget = {
  __typename?: 'SearchBudget';
  /** JPY, KRW, USD, CNY, TWD or EUR. */
  currency: Scalars['String']['output'];
  max: Scalars['Float']['output'];
  /** night or stay. */
  per: Scalars['String']['output'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  firstNameKana?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  lastNameKana?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};

export type SsoAuthorization = {
  __typename?: 'SsoAuthorization';
  /** Where the browser goes to sign in at the provider. */
  authorizationUrl: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
};

/** A sign-in provider a brand offers (open-id, LINE, Facebook, the brand's own login). */
export type SsoProvider = {
  __typename?: 'SsoProvider';
  label: Scalars['String']['output'];
  /** What a member signed in through it has as provider: line, facebook, open_id or brand. */
  memberProvider: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type SsoSettings = {
  __typename?: 'SsoSettings';
  /** The origin whose parent-window messages the embedded widget accepts; * means any. */
  parentOrigin: Scalars['String']['output'];
  providers: Array<SsoProvider>;
};

/** SPEC.md section 3 Update setting: whether and why (a catalogue code) the reservation can be changed online now. */
export type UpdateSetting = {
  __typename?: 'UpdateSetting';
  /** The instant (ISO 8601) online changes close. */
  deadline: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  itineraryReason?: Maybe<Scalars['String']['output']>;
  /** Whether the stay can be shortened or rooms removed (false for prepaid card reservations: update_card_payment). */
  itineraryUpdatable: Scalars['Boolean']['output'];
  /** Why not: 1006, update_disabled, update_payment_pending, update_deadline_passed, update_staff_edited, update_sign_in_required, update_different_account. */
  reason?: Maybe<Scalars['String']['output']>;
  updatable: Scalars['Boolean']['output'];
};

export type Voucher = {
  __typename?: 'Voucher';
  amount: Scalars['Int']['output'];
  consumedAt?: Maybe<Scalars['String']['output']>;
  excludedPeriod: VoucherPeriod;
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
  reservationNumber?: Maybe<Scalars['String']['output']>;
  salesPeriod: VoucherPeriod;
  targetStayPeriod: VoucherPeriod;
  uiStatus: VoucherStatus;
  validThrough: Scalars['String']['output'];
};

export type VoucherPeriod = {
  __typename?: 'VoucherPeriod';
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

export type VoucherStatus =
  | 'available'
  | 'consumed'
  | 'expired'
  | 'pending';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountRemovalReason: AccountRemovalReason;
  AdditionalQuestion: ResolverTypeWrapper<AdditionalQuestion>;
  Address: ResolverTypeWrapper<Address>;
  Airport: ResolverTypeWrapper<Airport>;
  AnswerType: AnswerType;
  AvailabilityDay: ResolverTypeWrapper<AvailabilityDay>;
  BankTransferInstructions: ResolverTypeWrapper<BankTransferInstructions>;
  BedKind: BedKind;
  BookingWidgetSettings: ResolverTypeWrapper<BookingWidgetSettings>;
  BookingWidgetType: BookingWidgetType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelReservationInput: CancelReservationInput;
  CancellationPolicy: ResolverTypeWrapper<CancellationPolicy>;
  CancellationPolicyPart: ResolverTypeWrapper<CancellationPolicyPart>;
  CancellationQuote: ResolverTypeWrapper<CancellationQuote>;
  CancellationReason: CancellationReason;
  CancellationTerms: ResolverTypeWrapper<CancellationTerms>;
  CancellationTermsKind: CancellationTermsKind;
  ClientSession: ResolverTypeWrapper<ClientSession>;
  ClientSite: ClientSite;
  CorporateAllowance: ResolverTypeWrapper<CorporateAllowance>;
  CorporateReservation: ResolverTypeWrapper<CorporateReservation>;
  CreateReservationInput: CreateReservationInput;
  CurrencyOption: ResolverTypeWrapper<CurrencyOption>;
  DefaultSearchSetting: ResolverTypeWrapper<DefaultSearchSetting>;
  DiscountCodeStatus: ResolverTypeWrapper<DiscountCodeStatus>;
  Extra: ResolverTypeWrapper<Extra>;
  ExtraDatePrice: ResolverTypeWrapper<ExtraDatePrice>;
  ExtraSelectionInput: ExtraSelectionInput;
  ExtraType: ExtraType;
  Facility: ResolverTypeWrapper<Facility>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FileAttachment: ResolverTypeWrapper<FileAttachment>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Guest: ResolverTypeWrapper<Guest>;
  GuestInput: GuestInput;
  HandOverSetting: ResolverTypeWrapper<HandOverSetting>;
  HandedOverBooking: ResolverTypeWrapper<HandedOverBooking>;
  HandedOverRoom: ResolverTypeWrapper<HandedOverRoom>;
  Hotel: ResolverTypeWrapper<Hotel>;
  HotelBrand: ResolverTypeWrapper<HotelBrand>;
  HotelCurrencies: ResolverTypeWrapper<HotelCurrencies>;
  HotelNextDates: ResolverTypeWrapper<HotelNextDates>;
  HotelNotification: ResolverTypeWrapper<HotelNotification>;
  HotelPartyRefusal: ResolverTypeWrapper<HotelPartyRefusal>;
  HotelRating: ResolverTypeWrapper<HotelRating>;
  HotelRatingDetail: ResolverTypeWrapper<HotelRatingDetail>;
  HotelSearchFacility: ResolverTypeWrapper<HotelSearchFacility>;
  HotelSearchInput: HotelSearchInput;
  HotelSearchPage: ResolverTypeWrapper<HotelSearchPage>;
  HotelSearchPlan: ResolverTypeWrapper<HotelSearchPlan>;
  HotelSearchPrice: ResolverTypeWrapper<HotelSearchPrice>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterpretedChildren: ResolverTypeWrapper<InterpretedChildren>;
  InterpretedHotelSearch: ResolverTypeWrapper<InterpretedHotelSearch>;
  InventoryDay: ResolverTypeWrapper<InventoryDay>;
  ItineraryChange: ResolverTypeWrapper<ItineraryChange>;
  ItineraryChangeInput: ItineraryChangeInput;
  ItineraryDeposit: ResolverTypeWrapper<ItineraryDeposit>;
  ItineraryMcp: ResolverTypeWrapper<ItineraryMcp>;
  ItineraryQuote: ResolverTypeWrapper<ItineraryQuote>;
  ItineraryQuoteRoom: ResolverTypeWrapper<ItineraryQuoteRoom>;
  KidsMealBedOption: KidsMealBedOption;
  KidsMealBedOptionPrice: ResolverTypeWrapper<KidsMealBedOptionPrice>;
  KidsSetting: ResolverTypeWrapper<KidsSetting>;
  KidsTier: ResolverTypeWrapper<KidsTier>;
  KidsTierCountInput: KidsTierCountInput;
  LotteryEntry: ResolverTypeWrapper<LotteryEntry>;
  LotteryEntryInput: LotteryEntryInput;
  LotteryEntryStatus: LotteryEntryStatus;
  LotteryEvent: ResolverTypeWrapper<LotteryEvent>;
  MatchedSearchCriteria: ResolverTypeWrapper<MatchedSearchCriteria>;
  McpCurrency: ResolverTypeWrapper<McpCurrency>;
  Meal: Meal;
  MemberAccountSettings: ResolverTypeWrapper<MemberAccountSettings>;
  MemberCoupon: ResolverTypeWrapper<MemberCoupon>;
  MemberProfile: ResolverTypeWrapper<MemberProfile>;
  MemberProfileInput: MemberProfileInput;
  MemberQrCode: ResolverTypeWrapper<MemberQrCode>;
  MemberReservationChannel: MemberReservationChannel;
  MemberReservationPage: ResolverTypeWrapper<MemberReservationPage>;
  MemberReservationTab: MemberReservationTab;
  MemberSession: ResolverTypeWrapper<MemberSession>;
  MemberStatus: MemberStatus;
  MemberUser: ResolverTypeWrapper<MemberUser>;
  MembershipProgram: ResolverTypeWrapper<MembershipProgram>;
  MembershipProgramSummary: ResolverTypeWrapper<MembershipProgramSummary>;
  MembershipState: ResolverTypeWrapper<MembershipState>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameFieldMode: NameFieldMode;
  OccupancyPrice: ResolverTypeWrapper<OccupancyPrice>;
  OneTimeAccessToken: ResolverTypeWrapper<OneTimeAccessToken>;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationDownload: ResolverTypeWrapper<OrganizationDownload>;
  OrganizationReservationPage: ResolverTypeWrapper<OrganizationReservationPage>;
  PackageFlight: ResolverTypeWrapper<PackageFlight>;
  PackageFlights: ResolverTypeWrapper<PackageFlights>;
  PayByLink: ResolverTypeWrapper<PayByLink>;
  PayByLinkAttempt: ResolverTypeWrapper<PayByLinkAttempt>;
  PayByLinkResult: PayByLinkResult;
  PayByLinkStatus: PayByLinkStatus;
  PayByLinkTransition: ResolverTypeWrapper<PayByLinkTransition>;
  PayByLinkVisit: ResolverTypeWrapper<PayByLinkVisit>;
  PaymentCard: ResolverTypeWrapper<PaymentCard>;
  PaymentPromotionInfo: ResolverTypeWrapper<PaymentPromotionInfo>;
  PaymentRefund: ResolverTypeWrapper<PaymentRefund>;
  PaymentReservation: ResolverTypeWrapper<PaymentReservation>;
  PaymentTerms: ResolverTypeWrapper<PaymentTerms>;
  PaymentTransaction: ResolverTypeWrapper<PaymentTransaction>;
  PaymentTransactionStatus: PaymentTransactionStatus;
  PaymentTransition: ResolverTypeWrapper<PaymentTransition>;
  PendingEmailChange: ResolverTypeWrapper<PendingEmailChange>;
  Photo: ResolverTypeWrapper<Photo>;
  PhotoVariant: ResolverTypeWrapper<PhotoVariant>;
  PointExchange: ResolverTypeWrapper<PointExchange>;
  PointExchangePage: ResolverTypeWrapper<PointExchangePage>;
  PointHistoryEntry: ResolverTypeWrapper<PointHistoryEntry>;
  PointHistoryPage: ResolverTypeWrapper<PointHistoryPage>;
  PointHistoryScope: PointHistoryScope;
  PointHistoryType: PointHistoryType;
  PointInfo: ResolverTypeWrapper<PointInfo>;
  PointRank: ResolverTypeWrapper<PointRank>;
  PriceDiscount: ResolverTypeWrapper<PriceDiscount>;
  PriceQuote: ResolverTypeWrapper<PriceQuote>;
  PriceQuoteInput: PriceQuoteInput;
  PriceQuoteRoom: ResolverTypeWrapper<PriceQuoteRoom>;
  PriceQuoteRoomInput: PriceQuoteRoomInput;
  PriceSummary: ResolverTypeWrapper<PriceSummary>;
  PromotionSubscription: ResolverTypeWrapper<PromotionSubscription>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionAnswerInput: QuestionAnswerInput;
  QuestionOption: ResolverTypeWrapper<QuestionOption>;
  QuestionType: QuestionType;
  Receipt: ResolverTypeWrapper<Receipt>;
  ReceiptHotel: ResolverTypeWrapper<ReceiptHotel>;
  RemovedExtra: ResolverTypeWrapper<RemovedExtra>;
  Reservation: ResolverTypeWrapper<Reservation>;
  ReservationAnswer: ResolverTypeWrapper<ReservationAnswer>;
  ReservationExtra: ResolverTypeWrapper<ReservationExtra>;
  ReservationHotel: ResolverTypeWrapper<ReservationHotel>;
  ReservationPayment: ResolverTypeWrapper<ReservationPayment>;
  ReservationRoomInput: ReservationRoomInput;
  ReservationStatus: ReservationStatus;
  ReservedChild: ResolverTypeWrapper<ReservedChild>;
  ReservedFlight: ResolverTypeWrapper<ReservedFlight>;
  ReservedRoom: ResolverTypeWrapper<ReservedRoom>;
  Room: ResolverTypeWrapper<Room>;
  RoomAvailability: ResolverTypeWrapper<RoomAvailability>;
  RoomBeds: ResolverTypeWrapper<RoomBeds>;
  RoomOccupancyInput: RoomOccupancyInput;
  RoomOrder: RoomOrder;
  RoomPlan: ResolverTypeWrapper<RoomPlan>;
  RoomRecommendation: ResolverTypeWrapper<RoomRecommendation>;
  RoomSearchInput: RoomSearchInput;
  RoomSearchResult: ResolverTypeWrapper<RoomSearchResult>;
  RoomTypeInventory: ResolverTypeWrapper<RoomTypeInventory>;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  SearchArea: ResolverTypeWrapper<SearchArea>;
  SearchBudget: ResolverTypeWrapper<SearchBudget>;
  SignUpInput: SignUpInput;
  SsoAuthorization: ResolverTypeWrapper<SsoAuthorization>;
  SsoProvider: ResolverTypeWrapper<SsoProvider>;
  SsoSettings: ResolverTypeWrapper<SsoSettings>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateSetting: ResolverTypeWrapper<UpdateSetting>;
  Voucher: ResolverTypeWrapper<Voucher>;
  VoucherPeriod: ResolverTypeWrapper<VoucherPeriod>;
  VoucherStatus: VoucherStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdditionalQuestion: AdditionalQuestion;
  Address: Address;
  Airport: Airport;
  AvailabilityDay: AvailabilityDay;
  BankTransferInstructions: BankTransferInstructions;
  BookingWidgetSettings: BookingWidgetSettings;
  Boolean: Scalars['Boolean']['output'];
  CancelReservationInput: CancelReservationInput;
  CancellationPolicy: CancellationPolicy;
  CancellationPolicyPart: CancellationPolicyPart;
  CancellationQuote: CancellationQuote;
  CancellationTerms: CancellationTerms;
  ClientSession: ClientSession;
  CorporateAllowance: CorporateAllowance;
  CorporateReservation: CorporateReservation;
  CreateReservationInput: CreateReservationInput;
  CurrencyOption: CurrencyOption;
  DefaultSearchSetting: DefaultSearchSetting;
  DiscountCodeStatus: DiscountCodeStatus;
  Extra: Extra;
  ExtraDatePrice: ExtraDatePrice;
  ExtraSelectionInput: ExtraSelectionInput;
  Facility: Facility;
  File: Scalars['File']['output'];
  FileAttachment: FileAttachment;
  Float: Scalars['Float']['output'];
  Guest: Guest;
  GuestInput: GuestInput;
  HandOverSetting: HandOverSetting;
  HandedOverBooking: HandedOverBooking;
  HandedOverRoom: HandedOverRoom;
  Hotel: Hotel;
  HotelBrand: HotelBrand;
  HotelCurrencies: HotelCurrencies;
  HotelNextDates: HotelNextDates;
  HotelNotification: HotelNotification;
  HotelPartyRefusal: HotelPartyRefusal;
  HotelRating: HotelRating;
  HotelRatingDetail: HotelRatingDetail;
  HotelSearchFacility: HotelSearchFacility;
  HotelSearchInput: HotelSearchInput;
  HotelSearchPage: HotelSearchPage;
  HotelSearchPlan: HotelSearchPlan;
  HotelSearchPrice: HotelSearchPrice;
  Int: Scalars['Int']['output'];
  InterpretedChildren: InterpretedChildren;
  InterpretedHotelSearch: InterpretedHotelSearch;
  InventoryDay: InventoryDay;
  ItineraryChange: ItineraryChange;
  ItineraryChangeInput: ItineraryChangeInput;
  ItineraryDeposit: ItineraryDeposit;
  ItineraryMcp: ItineraryMcp;
  ItineraryQuote: ItineraryQuote;
  ItineraryQuoteRoom: ItineraryQuoteRoom;
  KidsMealBedOptionPrice: KidsMealBedOptionPrice;
  KidsSetting: KidsSetting;
  KidsTier: KidsTier;
  KidsTierCountInput: KidsTierCountInput;
  LotteryEntry: LotteryEntry;
  LotteryEntryInput: LotteryEntryInput;
  LotteryEvent: LotteryEvent;
  MatchedSearchCriteria: MatchedSearchCriteria;
  McpCurrency: McpCurrency;
  MemberAccountSettings: MemberAccountSettings;
  MemberCoupon: MemberCoupon;
  MemberProfile: MemberProfile;
  MemberProfileInput: MemberProfileInput;
  MemberQrCode: MemberQrCode;
  MemberReservationPage: MemberReservationPage;
  MemberSession: MemberSession;
  MemberUser: MemberUser;
  MembershipProgram: MembershipProgram;
  MembershipProgramSummary: MembershipProgramSummary;
  MembershipState: MembershipState;
  Mutation: Record<PropertyKey, never>;
  OccupancyPrice: OccupancyPrice;
  OneTimeAccessToken: OneTimeAccessToken;
  Organization: Organization;
  OrganizationDownload: OrganizationDownload;
  OrganizationReservationPage: OrganizationReservationPage;
  PackageFlight: PackageFlight;
  PackageFlights: PackageFlights;
  PayByLink: PayByLink;
  PayByLinkAttempt: PayByLinkAttempt;
  PayByLinkTransition: PayByLinkTransition;
  PayByLinkVisit: PayByLinkVisit;
  PaymentCard: PaymentCard;
  PaymentPromotionInfo: PaymentPromotionInfo;
  PaymentRefund: PaymentRefund;
  PaymentReservation: PaymentReservation;
  PaymentTerms: PaymentTerms;
  PaymentTransaction: PaymentTransaction;
  PaymentTransition: PaymentTransition;
  PendingEmailChange: PendingEmailChange;
  Photo: Photo;
  PhotoVariant: PhotoVariant;
  PointExchange: PointExchange;
  PointExchangePage: PointExchangePage;
  PointHistoryEntry: PointHistoryEntry;
  PointHistoryPage: PointHistoryPage;
  PointInfo: PointInfo;
  PointRank: PointRank;
  PriceDiscount: PriceDiscount;
  PriceQuote: PriceQuote;
  PriceQuoteInput: PriceQuoteInput;
  PriceQuoteRoom: PriceQuoteRoom;
  PriceQuoteRoomInput: PriceQuoteRoomInput;
  PriceSummary: PriceSummary;
  PromotionSubscription: PromotionSubscription;
  Query: Record<PropertyKey, never>;
  QuestionAnswerInput: QuestionAnswerInput;
  QuestionOption: QuestionOption;
  Receipt: Receipt;
  ReceiptHotel: ReceiptHotel;
  RemovedExtra: RemovedExtra;
  Reservation: Reservation;
  ReservationAnswer: ReservationAnswer;
  ReservationExtra: ReservationExtra;
  ReservationHotel: ReservationHotel;
  ReservationPayment: ReservationPayment;
  ReservationRoomInput: ReservationRoomInput;
  ReservedChild: ReservedChild;
  ReservedFlight: ReservedFlight;
  ReservedRoom: ReservedRoom;
  Room: Room;
  RoomAvailability: RoomAvailability;
  RoomBeds: RoomBeds;
  RoomOccupancyInput: RoomOccupancyInput;
  RoomPlan: RoomPlan;
  RoomRecommendation: RoomRecommendation;
  RoomSearchInput: RoomSearchInput;
  RoomSearchResult: RoomSearchResult;
  RoomTypeInventory: RoomTypeInventory;
  SavedCard: SavedCard;
  SearchArea: SearchArea;
  SearchBudget: SearchBudget;
  SignUpInput: SignUpInput;
  SsoAuthorization: SsoAuthorization;
  SsoProvider: SsoProvider;
  SsoSettings: SsoSettings;
  String: Scalars['String']['output'];
  UpdateSetting: UpdateSetting;
  Voucher: Voucher;
  VoucherPeriod: VoucherPeriod;
};

export type AdditionalQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdditionalQuestion'] = ResolversParentTypes['AdditionalQuestion']> = {
  answerType?: Resolver<ResolversTypes['AnswerType'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotelPlanCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['QuestionOption']>, ParentType, ContextType>;
  questionType?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AirportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Airport'] = ResolversParentTypes['Airport']> = {
  areaCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilityDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AvailabilityDay'] = ResolversParentTypes['AvailabilityDay']> = {
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpLowestPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roomsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BankTransferInstructionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankTransferInstructions'] = ResolversParentTypes['BankTransferInstructions']> = {
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankBranch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingWidgetSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingWidgetSettings'] = ResolversParentTypes['BookingWidgetSettings']> = {
  bookLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bookingWidgetType?: Resolver<ResolversTypes['BookingWidgetType'], ParentType, ContextType>;
  buttonColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardPaymentProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerAddressRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultSearchSetting?: Resolver<ResolversTypes['DefaultSearchSetting'], ParentType, ContextType>;
  headerColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelBrandId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kanaNameMode?: Resolver<ResolversTypes['NameFieldMode'], ParentType, ContextType>;
  kanjiNameRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxChildrenPerAdult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxGuestsPerRoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mcpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiRoomsSearchEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiRoomsSearchLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planSearchEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promoCodeActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reservablePeriodMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellsExtras?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  showPricesTaxIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancellationPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationPolicy'] = ResolversParentTypes['CancellationPolicy']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noShowPercentageOfCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['CancellationPolicyPart']>, ParentType, ContextType>;
};

export type CancellationPolicyPartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationPolicyPart'] = ResolversParentTypes['CancellationPolicyPart']> = {
  daysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hoursAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentageOfCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CancellationQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationQuote'] = ResolversParentTypes['CancellationQuote']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CancellationTermsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationTerms'] = ResolversParentTypes['CancellationTerms']> = {
  feePercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CancellationTermsKind'], ParentType, ContextType>;
};

export type ClientSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientSession'] = ResolversParentTypes['ClientSession']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CorporateAllowanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorporateAllowance'] = ResolversParentTypes['CorporateAllowance']> = {
  maxStays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CorporateReservationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorporateReservation'] = ResolversParentTypes['CorporateReservation']> = {
  bookedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CurrencyOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyOption'] = ResolversParentTypes['CurrencyOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decimals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateUpdatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DefaultSearchSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DefaultSearchSetting'] = ResolversParentTypes['DefaultSearchSetting']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availableRoomsOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkinDateOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yesterdayBookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiscountCodeStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DiscountCodeStatus'] = ResolversParentTypes['DiscountCodeStatus']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExtraResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Extra'] = ResolversParentTypes['Extra']> = {
  bookingAvailableDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraType?: Resolver<ResolversTypes['ExtraType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inventory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricesByDate?: Resolver<Array<ResolversTypes['ExtraDatePrice']>, ParentType, ContextType>;
  purchaseLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ExtraDatePriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExtraDatePrice'] = ResolversParentTypes['ExtraDatePrice']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Facility'] = ResolversParentTypes['Facility']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FileAttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileAttachment'] = ResolversParentTypes['FileAttachment']> = {
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GuestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Guest'] = ResolversParentTypes['Guest']> = {
  buildingNameAndNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstNameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastNameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefectureOrState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HandOverSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandOverSetting'] = ResolversParentTypes['HandOverSetting']> = {
  buttonColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buttonTextColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HandedOverBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandedOverBooking'] = ResolversParentTypes['HandedOverBooking']> = {
  cardPaymentProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedTotalPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Guest'], ParentType, ContextType>;
  hotelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['HandedOverRoom']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandedOverRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandedOverRoom'] = ResolversParentTypes['HandedOverRoom']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPlanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hotel'] = ResolversParentTypes['Hotel']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  availableLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bookLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['HotelBrand'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelBrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelBrand'] = ResolversParentTypes['HotelBrand']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelCurrenciesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelCurrencies'] = ResolversParentTypes['HotelCurrencies']> = {
  currencies?: Resolver<Array<ResolversTypes['CurrencyOption']>, ParentType, ContextType>;
  detected?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotelCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mcpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggested?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HotelNextDatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelNextDates'] = ResolversParentTypes['HotelNextDates']> = {
  checkin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayPrice?: Resolver<ResolversTypes['HotelSearchPrice'], ParentType, ContextType>;
};

export type HotelNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelNotification'] = ResolversParentTypes['HotelNotification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelPartyRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelPartyRefusal'] = ResolversParentTypes['HotelPartyRefusal']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelRatingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRating'] = ResolversParentTypes['HotelRating']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelRatingDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRatingDetail'] = ResolversParentTypes['HotelRatingDetail']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distribution?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type HotelSearchFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSearchFacility'] = ResolversParentTypes['HotelSearchFacility']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['SearchArea'], ParentType, ContextType>;
  brandCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayPrice?: Resolver<Maybe<ResolversTypes['HotelSearchPrice']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lowestPlan?: Resolver<Maybe<ResolversTypes['HotelSearchPlan']>, ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['HotelSearchPrice']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAvailable?: Resolver<Array<ResolversTypes['HotelNextDates']>, ParentType, ContextType>;
  partyRefusal?: Resolver<Maybe<ResolversTypes['HotelPartyRefusal']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['HotelRating'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  starRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelSearchPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSearchPage'] = ResolversParentTypes['HotelSearchPage']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['HotelSearchFacility']>, ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelSearchPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSearchPlan'] = ResolversParentTypes['HotelSearchPlan']> = {
  meal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelSearchPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSearchPrice'] = ResolversParentTypes['HotelSearchPrice']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perNight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InterpretedChildrenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterpretedChildren'] = ResolversParentTypes['InterpretedChildren']> = {
  ages?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InterpretedHotelSearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterpretedHotelSearch'] = ResolversParentTypes['InterpretedHotelSearch']> = {
  adults?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['SearchArea']>, ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['SearchBudget']>, ParentType, ContextType>;
  checkin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Maybe<ResolversTypes['InterpretedChildren']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  interpretedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventoryDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryDay'] = ResolversParentTypes['InventoryDay']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItineraryChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryChange'] = ResolversParentTypes['ItineraryChange']> = {
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['ItineraryQuote'], ParentType, ContextType>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
};

export type ItineraryDepositResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryDeposit'] = ResolversParentTypes['ItineraryDeposit']> = {
  depositPercentage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  newDeposit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newRemainAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidDeposit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItineraryMcpResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryMcp'] = ResolversParentTypes['ItineraryMcp']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateUpdatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedExtrasPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItineraryQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryQuote'] = ResolversParentTypes['ItineraryQuote']> = {
  changeFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deposit?: Resolver<Maybe<ResolversTypes['ItineraryDeposit']>, ParentType, ContextType>;
  mcp?: Resolver<Maybe<ResolversTypes['ItineraryMcp']>, ParentType, ContextType>;
  newTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceSummary?: Resolver<ResolversTypes['PriceSummary'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedExtras?: Resolver<Array<ResolversTypes['RemovedExtra']>, ParentType, ContextType>;
  removedExtrasPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ItineraryQuoteRoom']>, ParentType, ContextType>;
};

export type ItineraryQuoteRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryQuoteRoom'] = ResolversParentTypes['ItineraryQuoteRoom']> = {
  changeFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KidsMealBedOptionPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KidsMealBedOptionPrice'] = ResolversParentTypes['KidsMealBedOptionPrice']> = {
  nightlyPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['KidsMealBedOption'], ParentType, ContextType>;
  takesBed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type KidsSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KidsSetting'] = ResolversParentTypes['KidsSetting']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kidsType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealBedOptions?: Resolver<Array<ResolversTypes['KidsMealBedOptionPrice']>, ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['KidsTier']>, ParentType, ContextType>;
};

export type KidsTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KidsTier'] = ResolversParentTypes['KidsTier']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nightlyPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LotteryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryEntry'] = ResolversParentTypes['LotteryEntry']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['LotteryEvent'], ParentType, ContextType>;
  guestEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestLastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LotteryEntryStatus'], ParentType, ContextType>;
};

export type LotteryEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryEvent'] = ResolversParentTypes['LotteryEvent']> = {
  acceptFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  acceptUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxNights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minNights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiresAccessToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reservationDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resultDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPlanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stayEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stayStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MatchedSearchCriteriaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MatchedSearchCriteria'] = ResolversParentTypes['MatchedSearchCriteria']> = {
  adultsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adultsWithCompanion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childrenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childrenWithKidTierACompanion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type McpCurrencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['McpCurrency'] = ResolversParentTypes['McpCurrency']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateUpdatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberAccountSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberAccountSettings'] = ResolversParentTypes['MemberAccountSettings']> = {
  customAccountRemoval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customAccountRemovalDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encryptedQrCodeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MemberCouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberCoupon'] = ResolversParentTypes['MemberCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDiscountedNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetHotelPlanCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  uiStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberProfile'] = ResolversParentTypes['MemberProfile']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buildingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstNameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastNameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileUpdatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotionEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberQrCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberQrCode'] = ResolversParentTypes['MemberQrCode']> = {
  encrypted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  svg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberReservationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberReservationPage'] = ResolversParentTypes['MemberReservationPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservations?: Resolver<Array<ResolversTypes['Reservation']>, ParentType, ContextType>;
  totalEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberSession'] = ResolversParentTypes['MemberSession']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['MemberUser'], ParentType, ContextType>;
};

export type MemberUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberUser'] = ResolversParentTypes['MemberUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encryptedMembershipId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstNameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotelBrandId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastNameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nonSignedInProgramIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointProgramEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rankId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessionExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MembershipProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipProgram'] = ResolversParentTypes['MembershipProgram']> = {
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointProgramEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pointRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ranks?: Resolver<Array<ResolversTypes['PointRank']>, ParentType, ContextType>;
};

export type MembershipProgramSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipProgramSummary'] = ResolversParentTypes['MembershipProgramSummary']> = {
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MembershipStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipState'] = ResolversParentTypes['MembershipState']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  abortPayByLinkPayment?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationAbortPayByLinkPaymentArgs, 'paymentNumber' | 'visitId'>>;
  abortThreeDSecure?: Resolver<ResolversTypes['PaymentTransaction'], ParentType, ContextType, RequireFields<MutationAbortThreeDSecureArgs, 'code' | 'transactionId'>>;
  bookHandedOverBooking?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationBookHandedOverBookingArgs, 'cardToken' | 'id'>>;
  cancelLotteryEntry?: Resolver<ResolversTypes['LotteryEntry'], ParentType, ContextType, RequireFields<MutationCancelLotteryEntryArgs, 'code' | 'entryNumber'>>;
  cancelReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCancelReservationArgs, 'code' | 'confirmationNumber' | 'input'>>;
  changeItinerary?: Resolver<ResolversTypes['ItineraryChange'], ParentType, ContextType, RequireFields<MutationChangeItineraryArgs, 'code' | 'confirmationNumber' | 'input'>>;
  changeOwnPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeOwnPasswordArgs, 'code' | 'currentPassword' | 'password'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'code' | 'password' | 'resetPasswordToken'>>;
  completePayByLinkThreeDSecure?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationCompletePayByLinkThreeDSecureArgs, 'paymentNumber' | 'visitId'>>;
  completeSsoSignIn?: Resolver<ResolversTypes['MemberSession'], ParentType, ContextType, RequireFields<MutationCompleteSsoSignInArgs, 'authorizationCode' | 'code' | 'state'>>;
  completeThreeDSecure?: Resolver<ResolversTypes['PaymentTransaction'], ParentType, ContextType, RequireFields<MutationCompleteThreeDSecureArgs, 'code' | 'transactionId'>>;
  confirmMember?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType, RequireFields<MutationConfirmMemberArgs, 'code' | 'confirmationToken'>>;
  consumeVoucher?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType, RequireFields<MutationConsumeVoucherArgs, 'code' | 'number'>>;
  createOrganizationDownload?: Resolver<ResolversTypes['OrganizationDownload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationDownloadArgs, 'brand' | 'id'>>;
  createReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCreateReservationArgs, 'code' | 'idempotencyKey' | 'input'>>;
  createTemporaryStorage?: Resolver<ResolversTypes['HandedOverBooking'], ParentType, ContextType, RequireFields<MutationCreateTemporaryStorageArgs, 'booking' | 'code' | 'search'>>;
  deleteSavedCard?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType, RequireFields<MutationDeleteSavedCardArgs, 'cardId' | 'code'>>;
  enterLottery?: Resolver<ResolversTypes['LotteryEntry'], ParentType, ContextType, RequireFields<MutationEnterLotteryArgs, 'code' | 'input'>>;
  exchangeMemberToken?: Resolver<ResolversTypes['MemberSession'], ParentType, ContextType, RequireFields<MutationExchangeMemberTokenArgs, 'code' | 'grantType' | 'token'>>;
  exchangePoints?: Resolver<ResolversTypes['PointExchange'], ParentType, ContextType, RequireFields<MutationExchangePointsArgs, 'amount' | 'code' | 'idempotencyKey'>>;
  issueOneTimeAccessToken?: Resolver<ResolversTypes['OneTimeAccessToken'], ParentType, ContextType, RequireFields<MutationIssueOneTimeAccessTokenArgs, 'code'>>;
  openPayByLink?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationOpenPayByLinkArgs, 'paymentNumber'>>;
  organizationSignIn?: Resolver<ResolversTypes['MemberSession'], ParentType, ContextType, RequireFields<MutationOrganizationSignInArgs, 'code' | 'email' | 'password'>>;
  payPayByLink?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationPayPayByLinkArgs, 'amountVersion' | 'cardToken' | 'paymentNumber' | 'visitId'>>;
  rememberMemberLocale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRememberMemberLocaleArgs, 'locale'>>;
  removeAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveAccountArgs, 'code' | 'currentPassword' | 'reason'>>;
  requestEmailChange?: Resolver<ResolversTypes['PendingEmailChange'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'code' | 'currentPassword' | 'email'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'code' | 'email'>>;
  resendConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'code' | 'email'>>;
  setPromotionEmail?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType, RequireFields<MutationSetPromotionEmailArgs, 'code' | 'subscribed'>>;
  signIn?: Resolver<ResolversTypes['MemberSession'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'code' | 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutArgs, 'code'>>;
  signUp?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'code' | 'input'>>;
  startClientSession?: Resolver<ResolversTypes['ClientSession'], ParentType, ContextType, RequireFields<MutationStartClientSessionArgs, 'site'>>;
  startSsoSignIn?: Resolver<ResolversTypes['SsoAuthorization'], ParentType, ContextType, RequireFields<MutationStartSsoSignInArgs, 'code' | 'provider' | 'redirectUri'>>;
  switchMembershipProgram?: Resolver<ResolversTypes['MembershipProgram'], ParentType, ContextType, RequireFields<MutationSwitchMembershipProgramArgs, 'code' | 'programId'>>;
  unsubscribePromotionEmail?: Resolver<ResolversTypes['PromotionSubscription'], ParentType, ContextType, RequireFields<MutationUnsubscribePromotionEmailArgs, 'token'>>;
  updateMemberProfile?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType, RequireFields<MutationUpdateMemberProfileArgs, 'code' | 'input'>>;
  updateReservationGuest?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationUpdateReservationGuestArgs, 'code' | 'confirmationNumber' | 'guest'>>;
  uploadAttachment?: Resolver<ResolversTypes['FileAttachment'], ParentType, ContextType, RequireFields<MutationUploadAttachmentArgs, 'code' | 'file'>>;
};

export type OccupancyPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OccupancyPrice'] = ResolversParentTypes['OccupancyPrice']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OneTimeAccessTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OneTimeAccessToken'] = ResolversParentTypes['OneTimeAccessToken']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OrganizationDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationDownload'] = ResolversParentTypes['OrganizationDownload']> = {
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationReservationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationReservationPage'] = ResolversParentTypes['OrganizationReservationPage']> = {
  allowances?: Resolver<Array<ResolversTypes['CorporateAllowance']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservations?: Resolver<Array<ResolversTypes['CorporateReservation']>, ParentType, ContextType>;
  totalEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackageFlightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageFlight'] = ResolversParentTypes['PackageFlight']> = {
  arrivalDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrivalTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrierCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  farePerSeat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  seatsAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFare?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackageFlightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageFlights'] = ResolversParentTypes['PackageFlights']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destinations?: Resolver<Array<ResolversTypes['Airport']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  outbound?: Resolver<Array<ResolversTypes['PackageFlight']>, ParentType, ContextType>;
  passengers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  return?: Resolver<Array<ResolversTypes['PackageFlight']>, ParentType, ContextType>;
  roomCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayByLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayByLink'] = ResolversParentTypes['PayByLink']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempt?: Resolver<Maybe<ResolversTypes['PayByLinkAttempt']>, ParentType, ContextType>;
  cardPaymentProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['PayByLinkResult']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayByLinkStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visit?: Resolver<ResolversTypes['PayByLinkVisit'], ParentType, ContextType>;
};

export type PayByLinkAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayByLinkAttempt'] = ResolversParentTypes['PayByLinkAttempt']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attemptId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  card?: Resolver<ResolversTypes['PaymentCard'], ParentType, ContextType>;
  challengeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentTransactionStatus'], ParentType, ContextType>;
  transitions?: Resolver<Array<ResolversTypes['PayByLinkTransition']>, ParentType, ContextType>;
};

export type PayByLinkTransitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayByLinkTransition'] = ResolversParentTypes['PayByLinkTransition']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayByLinkVisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayByLinkVisit'] = ResolversParentTypes['PayByLinkVisit']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentCard'] = ResolversParentTypes['PaymentCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentPromotionInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentPromotionInfo'] = ResolversParentTypes['PaymentPromotionInfo']> = {
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelPlanCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  targetMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentRefund'] = ResolversParentTypes['PaymentRefund']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cause?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentReservationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentReservation'] = ResolversParentTypes['PaymentReservation']> = {
  bypassToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
};

export type PaymentTermsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentTerms'] = ResolversParentTypes['PaymentTerms']> = {
  bankTransfer?: Resolver<Maybe<ResolversTypes['BankTransferInstructions']>, ParentType, ContextType>;
  depositAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositPercentage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentTransaction'] = ResolversParentTypes['PaymentTransaction']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['PaymentCard']>, ParentType, ContextType>;
  challengeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  reservation?: Resolver<ResolversTypes['PaymentReservation'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentTransactionStatus'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transitions?: Resolver<Array<ResolversTypes['PaymentTransition']>, ParentType, ContextType>;
};

export type PaymentTransitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentTransition'] = ResolversParentTypes['PaymentTransition']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['PaymentTransactionStatus']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['PaymentTransactionStatus'], ParentType, ContextType>;
};

export type PendingEmailChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingEmailChange'] = ResolversParentTypes['PendingEmailChange']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['PhotoVariant']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhotoVariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhotoVariant'] = ResolversParentTypes['PhotoVariant']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointExchangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointExchange'] = ResolversParentTypes['PointExchange']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PointExchangePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointExchangePage'] = ResolversParentTypes['PointExchangePage']> = {
  exchanges?: Resolver<Array<ResolversTypes['PointExchange']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointHistoryEntry'] = ResolversParentTypes['PointHistoryEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PointHistoryType'], ParentType, ContextType>;
};

export type PointHistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointHistoryPage'] = ResolversParentTypes['PointHistoryPage']> = {
  entries?: Resolver<Array<ResolversTypes['PointHistoryEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointInfo'] = ResolversParentTypes['PointInfo']> = {
  exchangeAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exchangeStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  futurePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextRank?: Resolver<Maybe<ResolversTypes['PointRank']>, ParentType, ContextType>;
  pointProgramEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['MembershipProgramSummary']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['PointRank']>, ParentType, ContextType>;
  rankingPointsValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendMinimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPoint?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointRankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointRank'] = ResolversParentTypes['PointRank']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rankingPointsThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceDiscount'] = ResolversParentTypes['PriceDiscount']> = {
  discountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceQuote'] = ResolversParentTypes['PriceQuote']> = {
  discountCode?: Resolver<Maybe<ResolversTypes['DiscountCodeStatus']>, ParentType, ContextType>;
  priceSummary?: Resolver<ResolversTypes['PriceSummary'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['PriceQuoteRoom']>, ParentType, ContextType>;
};

export type PriceQuoteRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceQuoteRoom'] = ResolversParentTypes['PriceQuoteRoom']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceSummary?: Resolver<ResolversTypes['PriceSummary'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceSummary'] = ResolversParentTypes['PriceSummary']> = {
  accommodationTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brrDiscountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changeFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  couponDiscountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountedPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['PriceDiscount']>, ParentType, ContextType>;
  extraPriceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mcpCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mcpDepositAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpRemainAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpTotalPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nonSignInDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalPriceWithTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentDiscountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  potentialSignInDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promotionDiscountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomPriceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roundingDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signInDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendingPointValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPriceBeforePointDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPriceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSpecialDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voucherCouponDiscountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionSubscription'] = ResolversParentTypes['PromotionSubscription']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  additionalQuestions?: Resolver<Array<ResolversTypes['AdditionalQuestion']>, ParentType, ContextType, RequireFields<QueryAdditionalQuestionsArgs, 'code'>>;
  agencyReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<QueryAgencyReservationArgs, 'confirmationNumber'>>;
  agencyToday?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookingWidgetSettings?: Resolver<ResolversTypes['BookingWidgetSettings'], ParentType, ContextType, RequireFields<QueryBookingWidgetSettingsArgs, 'code'>>;
  brandFacilities?: Resolver<Array<ResolversTypes['Facility']>, ParentType, ContextType, RequireFields<QueryBrandFacilitiesArgs, 'brand'>>;
  brandMembershipPrograms?: Resolver<Array<ResolversTypes['MembershipProgram']>, ParentType, ContextType, RequireFields<QueryBrandMembershipProgramsArgs, 'code'>>;
  cancellationPolicies?: Resolver<Array<ResolversTypes['CancellationPolicy']>, ParentType, ContextType, RequireFields<QueryCancellationPoliciesArgs, 'code'>>;
  currencies?: Resolver<ResolversTypes['HotelCurrencies'], ParentType, ContextType, RequireFields<QueryCurrenciesArgs, 'code'>>;
  extras?: Resolver<Array<ResolversTypes['Extra']>, ParentType, ContextType, RequireFields<QueryExtrasArgs, 'checkin' | 'checkout' | 'code'>>;
  handOverSetting?: Resolver<ResolversTypes['HandOverSetting'], ParentType, ContextType, RequireFields<QueryHandOverSettingArgs, 'code'>>;
  handedOverBooking?: Resolver<ResolversTypes['HandedOverBooking'], ParentType, ContextType, RequireFields<QueryHandedOverBookingArgs, 'id'>>;
  hotel?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType, RequireFields<QueryHotelArgs, 'code'>>;
  hotelNotifications?: Resolver<Array<ResolversTypes['HotelNotification']>, ParentType, ContextType, RequireFields<QueryHotelNotificationsArgs, 'code'>>;
  hotelRatings?: Resolver<Array<ResolversTypes['HotelRatingDetail']>, ParentType, ContextType, RequireFields<QueryHotelRatingsArgs, 'codes'>>;
  hotelSearch?: Resolver<ResolversTypes['HotelSearchPage'], ParentType, ContextType, RequireFields<QueryHotelSearchArgs, 'search'>>;
  interpretHotelSearch?: Resolver<ResolversTypes['InterpretedHotelSearch'], ParentType, ContextType, RequireFields<QueryInterpretHotelSearchArgs, 'query'>>;
  itineraryQuote?: Resolver<ResolversTypes['ItineraryChange'], ParentType, ContextType, RequireFields<QueryItineraryQuoteArgs, 'code' | 'confirmationNumber' | 'input'>>;
  kidsSetting?: Resolver<ResolversTypes['KidsSetting'], ParentType, ContextType, RequireFields<QueryKidsSettingArgs, 'code'>>;
  lotteryEntry?: Resolver<ResolversTypes['LotteryEntry'], ParentType, ContextType, RequireFields<QueryLotteryEntryArgs, 'code' | 'entryNumber'>>;
  lotteryEvent?: Resolver<ResolversTypes['LotteryEvent'], ParentType, ContextType, RequireFields<QueryLotteryEventArgs, 'code' | 'uuid'>>;
  me?: Resolver<ResolversTypes['MemberUser'], ParentType, ContextType>;
  memberAccountSettings?: Resolver<ResolversTypes['MemberAccountSettings'], ParentType, ContextType, RequireFields<QueryMemberAccountSettingsArgs, 'code'>>;
  memberCoupons?: Resolver<Array<ResolversTypes['MemberCoupon']>, ParentType, ContextType, RequireFields<QueryMemberCouponsArgs, 'code'>>;
  memberPoints?: Resolver<ResolversTypes['PointInfo'], ParentType, ContextType, RequireFields<QueryMemberPointsArgs, 'code'>>;
  memberProfile?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType, RequireFields<QueryMemberProfileArgs, 'code'>>;
  memberProgram?: Resolver<ResolversTypes['MembershipProgram'], ParentType, ContextType, RequireFields<QueryMemberProgramArgs, 'code'>>;
  memberQrCode?: Resolver<ResolversTypes['MemberQrCode'], ParentType, ContextType, RequireFields<QueryMemberQrCodeArgs, 'code'>>;
  memberVouchers?: Resolver<Array<ResolversTypes['Voucher']>, ParentType, ContextType, RequireFields<QueryMemberVouchersArgs, 'code'>>;
  myLotteryEntries?: Resolver<Array<ResolversTypes['LotteryEntry']>, ParentType, ContextType>;
  myReservations?: Resolver<ResolversTypes['MemberReservationPage'], ParentType, ContextType, Partial<QueryMyReservationsArgs>>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'brand' | 'id'>>;
  organizationReservations?: Resolver<ResolversTypes['OrganizationReservationPage'], ParentType, ContextType, RequireFields<QueryOrganizationReservationsArgs, 'brand' | 'id'>>;
  packageAirports?: Resolver<Array<ResolversTypes['Airport']>, ParentType, ContextType>;
  packageFlights?: Resolver<ResolversTypes['PackageFlights'], ParentType, ContextType, RequireFields<QueryPackageFlightsArgs, 'checkin' | 'checkout' | 'code' | 'origin' | 'rooms'>>;
  payByLink?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<QueryPayByLinkArgs, 'paymentNumber' | 'visitId'>>;
  paymentTransaction?: Resolver<ResolversTypes['PaymentTransaction'], ParentType, ContextType, RequireFields<QueryPaymentTransactionArgs, 'code' | 'transactionId'>>;
  pointExchanges?: Resolver<ResolversTypes['PointExchangePage'], ParentType, ContextType, RequireFields<QueryPointExchangesArgs, 'code'>>;
  pointHistory?: Resolver<ResolversTypes['PointHistoryPage'], ParentType, ContextType, RequireFields<QueryPointHistoryArgs, 'code'>>;
  priceQuote?: Resolver<ResolversTypes['PriceQuote'], ParentType, ContextType, RequireFields<QueryPriceQuoteArgs, 'code' | 'quote'>>;
  promotionSubscription?: Resolver<ResolversTypes['PromotionSubscription'], ParentType, ContextType, RequireFields<QueryPromotionSubscriptionArgs, 'token'>>;
  receipt?: Resolver<ResolversTypes['Receipt'], ParentType, ContextType, RequireFields<QueryReceiptArgs, 'code' | 'confirmationNumber' | 'name'>>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<QueryReservationArgs, 'code' | 'confirmationNumber'>>;
  roomAvailability?: Resolver<ResolversTypes['RoomAvailability'], ParentType, ContextType, RequireFields<QueryRoomAvailabilityArgs, 'adults' | 'code' | 'from' | 'to'>>;
  roomInventory?: Resolver<Array<ResolversTypes['RoomTypeInventory']>, ParentType, ContextType, RequireFields<QueryRoomInventoryArgs, 'code' | 'from' | 'to'>>;
  roomRecommendations?: Resolver<Array<ResolversTypes['RoomRecommendation']>, ParentType, ContextType, RequireFields<QueryRoomRecommendationsArgs, 'code' | 'search'>>;
  rooms?: Resolver<ResolversTypes['RoomSearchResult'], ParentType, ContextType, RequireFields<QueryRoomsArgs, 'code' | 'search'>>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType, RequireFields<QuerySavedCardsArgs, 'code'>>;
  searchAreas?: Resolver<Array<ResolversTypes['SearchArea']>, ParentType, ContextType>;
  ssoSettings?: Resolver<ResolversTypes['SsoSettings'], ParentType, ContextType, RequireFields<QuerySsoSettingsArgs, 'code'>>;
};

export type QuestionOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuestionOption'] = ResolversParentTypes['QuestionOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotel?: Resolver<ResolversTypes['ReceiptHotel'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptUnicode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reissueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReceiptHotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptHotel'] = ResolversParentTypes['ReceiptHotel']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemovedExtraResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovedExtra'] = ResolversParentTypes['RemovedExtra']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extraId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation']> = {
  answers?: Resolver<Array<ResolversTypes['ReservationAnswer']>, ParentType, ContextType>;
  bypassToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  calendarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['CancellationReason']>, ParentType, ContextType>;
  cancellation?: Resolver<ResolversTypes['CancellationQuote'], ParentType, ContextType>;
  cancellationFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  extraPriceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extras?: Resolver<Array<ResolversTypes['ReservationExtra']>, ParentType, ContextType>;
  flightTotalPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  flights?: Resolver<Array<ResolversTypes['ReservedFlight']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Guest'], ParentType, ContextType>;
  hotel?: Resolver<ResolversTypes['ReservationHotel'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mcpCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mcpDepositAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mcpRemainAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpTotalPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['ReservationPayment']>, ParentType, ContextType>;
  paymentTerms?: Resolver<Maybe<ResolversTypes['PaymentTerms']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceSummary?: Resolver<Maybe<ResolversTypes['PriceSummary']>, ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remainAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ReservedRoom']>, ParentType, ContextType>;
  spendingPointValue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPriceBeforePointDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updateSetting?: Resolver<Maybe<ResolversTypes['UpdateSetting']>, ParentType, ContextType>;
  voucherCouponDiscountAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ReservationAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationAnswer'] = ResolversParentTypes['ReservationAnswer']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answerType?: Resolver<ResolversTypes['AnswerType'], ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['FileAttachment']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['QuestionOption']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionType?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReservationExtraResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationExtra'] = ResolversParentTypes['ReservationExtra']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extraId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extraType?: Resolver<ResolversTypes['ExtraType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservationHotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationHotel'] = ResolversParentTypes['ReservationHotel']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkinTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mapUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReservationPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationPayment'] = ResolversParentTypes['ReservationPayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['PaymentCard']>, ParentType, ContextType>;
  challengeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentTransactionStatus'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReservedChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservedChild'] = ResolversParentTypes['ReservedChild']> = {
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mealBedOption?: Resolver<Maybe<ResolversTypes['KidsMealBedOption']>, ParentType, ContextType>;
  tierCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReservedFlightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservedFlight'] = ResolversParentTypes['ReservedFlight']> = {
  arrivalDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrivalTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farePerSeat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFare?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservedRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservedRoom'] = ResolversParentTypes['ReservedRoom']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancellationTerms?: Resolver<Maybe<ResolversTypes['CancellationTerms']>, ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kids?: Resolver<Maybe<Array<ResolversTypes['ReservedChild']>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPlanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  beds?: Resolver<Array<ResolversTypes['RoomBeds']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxOccupancy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['RoomPlan']>, ParentType, ContextType>;
  roomCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeSquareMetres?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  view?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomAvailability'] = ResolversParentTypes['RoomAvailability']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['AvailabilityDay']>, ParentType, ContextType>;
  fewRoomsThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mcpCurrency?: Resolver<Maybe<ResolversTypes['McpCurrency']>, ParentType, ContextType>;
};

export type RoomBedsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomBeds'] = ResolversParentTypes['RoomBeds']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BedKind'], ParentType, ContextType>;
};

export type RoomPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomPlan'] = ResolversParentTypes['RoomPlan']> = {
  cancellationPolicyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancellationTerms?: Resolver<Maybe<ResolversTypes['CancellationTerms']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  depositPercentage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDayUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matchedSearchCriteria?: Resolver<Maybe<ResolversTypes['MatchedSearchCriteria']>, ParentType, ContextType>;
  mcpDepositAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpRoomPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpRoomTax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpTax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mcpTotalPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mealIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['Meal']>, ParentType, ContextType>;
  minNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupancyPrices?: Resolver<Maybe<Array<ResolversTypes['OccupancyPrice']>>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  planStockCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceSummary?: Resolver<Maybe<ResolversTypes['PriceSummary']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomRecommendationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomRecommendation'] = ResolversParentTypes['RoomRecommendation']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mcpCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mcpTotalPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mealIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPlanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomSearchResult'] = ResolversParentTypes['RoomSearchResult']> = {
  bookingStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountCode?: Resolver<Maybe<ResolversTypes['DiscountCodeStatus']>, ParentType, ContextType>;
  mcpCurrency?: Resolver<Maybe<ResolversTypes['McpCurrency']>, ParentType, ContextType>;
  nextAvailableDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentPromotionInfo?: Resolver<Maybe<ResolversTypes['PaymentPromotionInfo']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
};

export type RoomTypeInventoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomTypeInventory'] = ResolversParentTypes['RoomTypeInventory']> = {
  days?: Resolver<Array<ResolversTypes['InventoryDay']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiryMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiryYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchArea'] = ResolversParentTypes['SearchArea']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  within?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchBudgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchBudget'] = ResolversParentTypes['SearchBudget']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  per?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SsoAuthorizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoAuthorization'] = ResolversParentTypes['SsoAuthorization']> = {
  authorizationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SsoProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoProvider'] = ResolversParentTypes['SsoProvider']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SsoSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoSettings'] = ResolversParentTypes['SsoSettings']> = {
  parentOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providers?: Resolver<Array<ResolversTypes['SsoProvider']>, ParentType, ContextType>;
};

export type UpdateSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateSetting'] = ResolversParentTypes['UpdateSetting']> = {
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itineraryReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itineraryUpdatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consumedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excludedPeriod?: Resolver<ResolversTypes['VoucherPeriod'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesPeriod?: Resolver<ResolversTypes['VoucherPeriod'], ParentType, ContextType>;
  targetStayPeriod?: Resolver<ResolversTypes['VoucherPeriod'], ParentType, ContextType>;
  uiStatus?: Resolver<ResolversTypes['VoucherStatus'], ParentType, ContextType>;
  validThrough?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VoucherPeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoucherPeriod'] = ResolversParentTypes['VoucherPeriod']> = {
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AdditionalQuestion?: AdditionalQuestionResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  AvailabilityDay?: AvailabilityDayResolvers<ContextType>;
  BankTransferInstructions?: BankTransferInstructionsResolvers<ContextType>;
  BookingWidgetSettings?: BookingWidgetSettingsResolvers<ContextType>;
  CancellationPolicy?: CancellationPolicyResolvers<ContextType>;
  CancellationPolicyPart?: CancellationPolicyPartResolvers<ContextType>;
  CancellationQuote?: CancellationQuoteResolvers<ContextType>;
  CancellationTerms?: CancellationTermsResolvers<ContextType>;
  ClientSession?: ClientSessionResolvers<ContextType>;
  CorporateAllowance?: CorporateAllowanceResolvers<ContextType>;
  CorporateReservation?: CorporateReservationResolvers<ContextType>;
  CurrencyOption?: CurrencyOptionResolvers<ContextType>;
  DefaultSearchSetting?: DefaultSearchSettingResolvers<ContextType>;
  DiscountCodeStatus?: DiscountCodeStatusResolvers<ContextType>;
  Extra?: ExtraResolvers<ContextType>;
  ExtraDatePrice?: ExtraDatePriceResolvers<ContextType>;
  Facility?: FacilityResolvers<ContextType>;
  File?: GraphQLScalarType;
  FileAttachment?: FileAttachmentResolvers<ContextType>;
  Guest?: GuestResolvers<ContextType>;
  HandOverSetting?: HandOverSettingResolvers<ContextType>;
  HandedOverBooking?: HandedOverBookingResolvers<ContextType>;
  HandedOverRoom?: HandedOverRoomResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  HotelBrand?: HotelBrandResolvers<ContextType>;
  HotelCurrencies?: HotelCurrenciesResolvers<ContextType>;
  HotelNextDates?: HotelNextDatesResolvers<ContextType>;
  HotelNotification?: HotelNotificationResolvers<ContextType>;
  HotelPartyRefusal?: HotelPartyRefusalResolvers<ContextType>;
  HotelRating?: HotelRatingResolvers<ContextType>;
  HotelRatingDetail?: HotelRatingDetailResolvers<ContextType>;
  HotelSearchFacility?: HotelSearchFacilityResolvers<ContextType>;
  HotelSearchPage?: HotelSearchPageResolvers<ContextType>;
  HotelSearchPlan?: HotelSearchPlanResolvers<ContextType>;
  HotelSearchPrice?: HotelSearchPriceResolvers<ContextType>;
  InterpretedChildren?: InterpretedChildrenResolvers<ContextType>;
  InterpretedHotelSearch?: InterpretedHotelSearchResolvers<ContextType>;
  InventoryDay?: InventoryDayResolvers<ContextType>;
  ItineraryChange?: ItineraryChangeResolvers<ContextType>;
  ItineraryDeposit?: ItineraryDepositResolvers<ContextType>;
  ItineraryMcp?: ItineraryMcpResolvers<ContextType>;
  ItineraryQuote?: ItineraryQuoteResolvers<ContextType>;
  ItineraryQuoteRoom?: ItineraryQuoteRoomResolvers<ContextType>;
  KidsMealBedOptionPrice?: KidsMealBedOptionPriceResolvers<ContextType>;
  KidsSetting?: KidsSettingResolvers<ContextType>;
  KidsTier?: KidsTierResolvers<ContextType>;
  LotteryEntry?: LotteryEntryResolvers<ContextType>;
  LotteryEvent?: LotteryEventResolvers<ContextType>;
  MatchedSearchCriteria?: MatchedSearchCriteriaResolvers<ContextType>;
  McpCurrency?: McpCurrencyResolvers<ContextType>;
  MemberAccountSettings?: MemberAccountSettingsResolvers<ContextType>;
  MemberCoupon?: MemberCouponResolvers<ContextType>;
  MemberProfile?: MemberProfileResolvers<ContextType>;
  MemberQrCode?: MemberQrCodeResolvers<ContextType>;
  MemberReservationPage?: MemberReservationPageResolvers<ContextType>;
  MemberSession?: MemberSessionResolvers<ContextType>;
  MemberUser?: MemberUserResolvers<ContextType>;
  MembershipProgram?: MembershipProgramResolvers<ContextType>;
  MembershipProgramSummary?: MembershipProgramSummaryResolvers<ContextType>;
  MembershipState?: MembershipStateResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OccupancyPrice?: OccupancyPriceResolvers<ContextType>;
  OneTimeAccessToken?: OneTimeAccessTokenResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationDownload?: OrganizationDownloadResolvers<ContextType>;
  OrganizationReservationPage?: OrganizationReservationPageResolvers<ContextType>;
  PackageFlight?: PackageFlightResolvers<ContextType>;
  PackageFlights?: PackageFlightsResolvers<ContextType>;
  PayByLink?: PayByLinkResolvers<ContextType>;
  PayByLinkAttempt?: PayByLinkAttemptResolvers<ContextType>;
  PayByLinkTransition?: PayByLinkTransitionResolvers<ContextType>;
  PayByLinkVisit?: PayByLinkVisitResolvers<ContextType>;
  PaymentCard?: PaymentCardResolvers<ContextType>;
  PaymentPromotionInfo?: PaymentPromotionInfoResolvers<ContextType>;
  PaymentRefund?: PaymentRefundResolvers<ContextType>;
  PaymentReservation?: PaymentReservationResolvers<ContextType>;
  PaymentTerms?: PaymentTermsResolvers<ContextType>;
  PaymentTransaction?: PaymentTransactionResolvers<ContextType>;
  PaymentTransition?: PaymentTransitionResolvers<ContextType>;
  PendingEmailChange?: PendingEmailChangeResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PhotoVariant?: PhotoVariantResolvers<ContextType>;
  PointExchange?: PointExchangeResolvers<ContextType>;
  PointExchangePage?: PointExchangePageResolvers<ContextType>;
  PointHistoryEntry?: PointHistoryEntryResolvers<ContextType>;
  PointHistoryPage?: PointHistoryPageResolvers<ContextType>;
  PointInfo?: PointInfoResolvers<ContextType>;
  PointRank?: PointRankResolvers<ContextType>;
  PriceDiscount?: PriceDiscountResolvers<ContextType>;
  PriceQuote?: PriceQuoteResolvers<ContextType>;
  PriceQuoteRoom?: PriceQuoteRoomResolvers<ContextType>;
  PriceSummary?: PriceSummaryResolvers<ContextType>;
  PromotionSubscription?: PromotionSubscriptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionOption?: QuestionOptionResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  ReceiptHotel?: ReceiptHotelResolvers<ContextType>;
  RemovedExtra?: RemovedExtraResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  ReservationAnswer?: ReservationAnswerResolvers<ContextType>;
  ReservationExtra?: ReservationExtraResolvers<ContextType>;
  ReservationHotel?: ReservationHotelResolvers<ContextType>;
  ReservationPayment?: ReservationPaymentResolvers<ContextType>;
  ReservedChild?: ReservedChildResolvers<ContextType>;
  ReservedFlight?: ReservedFlightResolvers<ContextType>;
  ReservedRoom?: ReservedRoomResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomAvailability?: RoomAvailabilityResolvers<ContextType>;
  RoomBeds?: RoomBedsResolvers<ContextType>;
  RoomPlan?: RoomPlanResolvers<ContextType>;
  RoomRecommendation?: RoomRecommendationResolvers<ContextType>;
  RoomSearchResult?: RoomSearchResultResolvers<ContextType>;
  RoomTypeInventory?: RoomTypeInventoryResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  SearchArea?: SearchAreaResolvers<ContextType>;
  SearchBudget?: SearchBudgetResolvers<ContextType>;
  SsoAuthorization?: SsoAuthorizationResolvers<ContextType>;
  SsoProvider?: SsoProviderResolvers<ContextType>;
  SsoSettings?: SsoSettingsResolvers<ContextType>;
  UpdateSetting?: UpdateSettingResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  VoucherPeriod?: VoucherPeriodResolvers<ContextType>;
};

