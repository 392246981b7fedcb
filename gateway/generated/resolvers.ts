import type { GraphQLResolveInfo } from 'graphql';
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
};

export type AccountRemovalReason =
  | 'not_using_any_more'
  | 'other'
  | 'too_expensive'
  | 'unattractive_benefits';

export type Address = {
  __typename?: 'Address';
  country: Scalars['String']['output'];
  fullAddress: Scalars['String']['output'];
  postCode: Scalars['String']['output'];
};

export type AvailabilityDay = {
  __typename?: 'AvailabilityDay';
  /** Whether a stay may start this night (today or later, within the reservable window). */
  bookable: Scalars['Boolean']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** Cheapest one-night price of one room for the guests, tax included, minor unit; null when nothing is free. */
  lowestPrice?: Maybe<Scalars['Int']['output']>;
  /** Rooms free this night in the room types that hold the guests. */
  roomsLeft: Scalars['Int']['output'];
};

export type BookingWidgetSettings = {
  __typename?: 'BookingWidgetSettings';
  bookLanguages: Array<Scalars['String']['output']>;
  buttonColour: Scalars['String']['output'];
  couponActive: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  customerAddressRequired: Scalars['Boolean']['output'];
  defaultSearchSetting: DefaultSearchSetting;
  headerColour: Scalars['String']['output'];
  hotelBrandId: Scalars['Int']['output'];
  hotelId: Scalars['Int']['output'];
  hotelName: Scalars['String']['output'];
  kanjiNameRequired: Scalars['Boolean']['output'];
  /** Children per adult in one room at most. */
  maxChildrenPerAdult: Scalars['Int']['output'];
  maxGuestsPerRoom: Scalars['Int']['output'];
  mcpEnabled: Scalars['Boolean']['output'];
  multiRoomsSearchEnabled: Scalars['Boolean']['output'];
  /** Most rooms one multi-room search may list. */
  multiRoomsSearchLimit: Scalars['Int']['output'];
  planSearchEnabled: Scalars['Boolean']['output'];
  reservablePeriodMonths: Scalars['Int']['output'];
  showPricesTaxIncluded: Scalars['Boolean']['output'];
  timeZone: Scalars['String']['output'];
  /** The facility's local date now, YYYY-MM-DD. */
  today: Scalars['String']['output'];
};

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

export type ClientSession = {
  __typename?: 'ClientSession';
  expiresAt: Scalars['String']['output'];
  /** The Client-Session token; the browser keeps it (cookie, 0.75 day) and sends it back in the Client-Session header. */
  token: Scalars['String']['output'];
};

export type CreateReservationInput = {
  /** Provider token of the card (from the provider's tokenization, e.g. POST /api/sandbox/tokens); required for card payment types, refused otherwise. */
  cardToken?: InputMaybe<Scalars['String']['input']>;
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  guest: GuestInput;
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Only on_site in the foundation. */
  paymentType: Scalars['String']['input'];
  rooms: Array<ReservationRoomInput>;
  /** Keep this card (cardToken) for the signed-in member once the payment succeeds. */
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pay with one of the signed-in member's saved cards (instead of cardToken). */
  savedCardId?: InputMaybe<Scalars['String']['input']>;
  specialRequest?: InputMaybe<Scalars['String']['input']>;
};

export type DefaultSearchSetting = {
  __typename?: 'DefaultSearchSetting';
  adults: Scalars['Int']['output'];
  availableRoomsOnly: Scalars['Boolean']['output'];
  checkinDateOffset: Scalars['Int']['output'];
  yesterdayBookable: Scalars['Boolean']['output'];
};

export type Guest = {
  __typename?: 'Guest';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type GuestInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
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
  timeZone: Scalars['String']['output'];
};

export type HotelBrand = {
  __typename?: 'HotelBrand';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
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

export type ItineraryQuote = {
  __typename?: 'ItineraryQuote';
  changeFee: Scalars['Int']['output'];
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  currentTotalPrice: Scalars['Int']['output'];
  newTax: Scalars['Int']['output'];
  newTotalPrice: Scalars['Int']['output'];
  nights: Scalars['Int']['output'];
  /** newTotalPrice - currentTotalPrice: never positive; its absolute value is the refund. */
  priceDifference: Scalars['Int']['output'];
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

export type MemberAccountSettings = {
  __typename?: 'MemberAccountSettings';
  customAccountRemoval: Scalars['Boolean']['output'];
  customAccountRemovalDescription?: Maybe<Scalars['String']['output']>;
  encryptedQrCodeEnabled: Scalars['Boolean']['output'];
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
  cancelReservation: Reservation;
  /** Commits a quoted shorter stay or room removal (input.quotedTotalPrice required). */
  changeItinerary: ItineraryChange;
  /** 1300 weak, 1302 used before; other sessions end. */
  changeOwnPassword: Scalars['Boolean']['output'];
  /** Sets a new password with the e-mailed reset token; ends every session of the member. */
  changePassword: Scalars['Boolean']['output'];
  /** After the 3-D Secure page. */
  completePayByLinkThreeDSecure: PayByLink;
  /** After the 3-D Secure page: asks the booking API to finish the payment with the issuer's answer. */
  completeThreeDSecure: PaymentTransaction;
  confirmMember: MembershipState;
  /** idempotencyKey makes a retried submit return the first result (forwarded as Idempotency-Key). */
  createReservation: Reservation;
  /** Deletes one of the signed-in member's saved cards; answers the cards left. */
  deleteSavedCard: Array<SavedCard>;
  /** Opening /payments/{paymentNumber}: starts a visit of one hour. */
  openPayByLink: PayByLink;
  /** Pays the link with a card token; refused when the amount version or the hour no longer hold. */
  payPayByLink: PayByLink;
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
  /** Obtain a new client session from the booking API with the gateway's configured key and secret. */
  startClientSession: ClientSession;
  unsubscribePromotionEmail: PromotionSubscription;
  /** 403 profile_not_updatable unless the rule of SPEC.md section 5 allows it. */
  updateMemberProfile: MemberProfile;
  /** Replaces the guest's names, phone and e-mail (the caller proves the current e-mail or holds the bypass token). */
  updateReservationGuest: Reservation;
};


export type MutationAbortPayByLinkPaymentArgs = {
  paymentNumber: Scalars['String']['input'];
  visitId: Scalars['String']['input'];
};


export type MutationAbortThreeDSecureArgs = {
  code: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
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


export type MutationCompleteThreeDSecureArgs = {
  code: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
};


export type MutationConfirmMemberArgs = {
  code: Scalars['String']['input'];
  confirmationToken: Scalars['String']['input'];
};


export type MutationCreateReservationArgs = {
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  input: CreateReservationInput;
};


export type MutationDeleteSavedCardArgs = {
  cardId: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type MutationOpenPayByLinkArgs = {
  paymentNumber: Scalars['String']['input'];
};


export type MutationPayPayByLinkArgs = {
  amountVersion: Scalars['Int']['input'];
  cardToken: Scalars['String']['input'];
  paymentNumber: Scalars['String']['input'];
  visitId: Scalars['String']['input'];
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

/** One searched room's guests and the price of one room of the plan for them. */
export type OccupancyPrice = {
  __typename?: 'OccupancyPrice';
  adults: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  /** Whole stay, tax included, minor unit. */
  roomPrice: Scalars['Int']['output'];
  roomTax: Scalars['Int']['output'];
};

/** A pay-by-link record as the guest's page sees it (amounts in minor units of currency). */
export type PayByLink = {
  __typename?: 'PayByLink';
  amount: Scalars['Int']['output'];
  /** A page that showed an older version may not pay (pay_by_link_amount_changed). */
  amountVersion: Scalars['Int']['output'];
  attempt?: Maybe<PayByLinkAttempt>;
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

export type PromotionSubscription = {
  __typename?: 'PromotionSubscription';
  email: Scalars['String']['output'];
  subscribed: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Booking-widget settings of the facility (SPEC.md section 3, init and setting data). */
  bookingWidgetSettings: BookingWidgetSettings;
  cancellationPolicies: Array<CancellationPolicy>;
  /** The facility by hotel code or id. */
  hotel: Hotel;
  /** What a shorter stay or fewer rooms would cost (nothing is written). */
  itineraryQuote: ItineraryChange;
  /** The signed-in member (needs Authorization); 401 / 1400 otherwise. */
  me: MemberUser;
  memberAccountSettings: MemberAccountSettings;
  /** Needs Authorization; 401 / 1400 otherwise. */
  memberProfile: MemberProfile;
  memberQrCode: MemberQrCode;
  /** The signed-in member's own reservations by tab (default upcoming), 10 per page. */
  myReservations: MemberReservationPage;
  /** The page's view of a link during one visit (also collects a 3-D Secure answer). */
  payByLink: PayByLink;
  /** A payment's state (the transaction id is the secret the booking reply gave). */
  paymentTransaction: PaymentTransaction;
  /** The unsubscribe link's token; no sign-in needed. */
  promotionSubscription: PromotionSubscription;
  /** Look up by confirmation number with the guest's e-mail or the bypass token. */
  reservation: Reservation;
  /** Availability and lowest prices per date of [from, to) (at most 62 days) for one room of the guests. */
  roomAvailability: RoomAvailability;
  /** Free and total rooms of every room type per date of [from, to) (at most 62 days). */
  roomInventory: Array<RoomTypeInventory>;
  rooms: RoomSearchResult;
  /** The signed-in member's saved cards (Authorization: Bearer). */
  savedCards: Array<SavedCard>;
};


export type QueryBookingWidgetSettingsArgs = {
  code: Scalars['String']['input'];
};


export type QueryCancellationPoliciesArgs = {
  code: Scalars['String']['input'];
};


export type QueryHotelArgs = {
  code: Scalars['String']['input'];
};


export type QueryItineraryQuoteArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  input: ItineraryChangeInput;
};


export type QueryMemberAccountSettingsArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberProfileArgs = {
  code: Scalars['String']['input'];
};


export type QueryMemberQrCodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryMyReservationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<MemberReservationTab>;
};


export type QueryPayByLinkArgs = {
  paymentNumber: Scalars['String']['input'];
  visitId: Scalars['String']['input'];
};


export type QueryPaymentTransactionArgs = {
  code: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
};


export type QueryPromotionSubscriptionArgs = {
  token: Scalars['String']['input'];
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
  to: Scalars['String']['input'];
};


export type QueryRoomInventoryArgs = {
  code: Scalars['String']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryRoomsArgs = {
  code: Scalars['String']['input'];
  search: RoomSearchInput;
};


export type QuerySavedCardsArgs = {
  code: Scalars['String']['input'];
};

export type Reservation = {
  __typename?: 'Reservation';
  bypassToken: Scalars['String']['output'];
  cancelReason?: Maybe<CancellationReason>;
  cancellation: CancellationQuote;
  cancellationFee?: Maybe<Scalars['Int']['output']>;
  cancelledAt?: Maybe<Scalars['String']['output']>;
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  confirmationNumber: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  guest: Guest;
  hotel: ReservationHotel;
  nights: Scalars['Int']['output'];
  /** Null for on-site and deferred payment. */
  payment?: Maybe<ReservationPayment>;
  paymentType: Scalars['String']['output'];
  rooms: Array<ReservedRoom>;
  status: ReservationStatus;
  tax: Scalars['Int']['output'];
  totalPrice: Scalars['Int']['output'];
  updateSetting?: Maybe<UpdateSetting>;
};

export type ReservationHotel = {
  __typename?: 'ReservationHotel';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
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
  roomPlanCode: Scalars['String']['input'];
  roomTypeCode: Scalars['String']['input'];
};

export type ReservationStatus =
  | 'cancelled'
  | 'done'
  | 'payment_pending';

export type ReservedRoom = {
  __typename?: 'ReservedRoom';
  adults: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
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
  description: Scalars['String']['output'];
  maxOccupancy: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  plans: Array<RoomPlan>;
  /** Rooms of this type still free on every night of the stay. */
  roomCount: Scalars['Int']['output'];
  roomTypeCode: Scalars['String']['output'];
};

export type RoomAvailability = {
  __typename?: 'RoomAvailability';
  currency: Scalars['String']['output'];
  days: Array<AvailabilityDay>;
  /** The calendar notes days with fewer rooms left than this (SPEC.md section 2: 10). */
  fewRoomsThreshold: Scalars['Int']['output'];
};

export type RoomOccupancyInput = {
  adults: Scalars['Int']['input'];
  children: Scalars['Int']['input'];
};

export type RoomOrder =
  | 'price_high_to_low'
  | 'price_low_to_high'
  | 'recommended';

export type RoomPlan = {
  __typename?: 'RoomPlan';
  cancellationPolicyId: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  hotelPlanCode: Scalars['String']['output'];
  mealIncluded: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** One per searched room, in the searched order; totalPrice is the sum of their roomPrice. Null from a server that prices no rooms separately. */
  occupancyPrices?: Maybe<Array<OccupancyPrice>>;
  paymentMethods: Array<Scalars['String']['output']>;
  refundable: Scalars['Boolean']['output'];
  roomPlanCode: Scalars['String']['output'];
  /** One room of this plan for the whole stay (guests are per room), tax included, minor unit: totalPrice = roomPrice x roomCount searched. */
  roomPrice: Scalars['Int']['output'];
  /** The tax contained in roomPrice. */
  roomTax: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  /** Whole stay for the searched rooms and guests, tax included, in the currency's minor unit. */
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
  order?: InputMaybe<RoomOrder>;
  roomCount?: InputMaybe<Scalars['Int']['input']>;
  /** The guests of each room (a multi-room search, at most the hotel's multiRoomsSearchLimit rooms); wins over adults, children and roomCount. */
  rooms?: InputMaybe<Array<RoomOccupancyInput>>;
  /** When nothing is found, also compute nextAvailableDate. */
  searchNextAvailableDateIfNoResult?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RoomSearchResult = {
  __typename?: 'RoomSearchResult';
  /** Only when asked and nothing was found: the first later check-in with rooms for the same nights and guests (YYYY-MM-DD), or null. */
  nextAvailableDate?: Maybe<Scalars['String']['output']>;
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

export type SignUpInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  firstNameKana?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  lastNameKana?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
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
  Address: ResolverTypeWrapper<Address>;
  AvailabilityDay: ResolverTypeWrapper<AvailabilityDay>;
  BookingWidgetSettings: ResolverTypeWrapper<BookingWidgetSettings>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelReservationInput: CancelReservationInput;
  CancellationPolicy: ResolverTypeWrapper<CancellationPolicy>;
  CancellationPolicyPart: ResolverTypeWrapper<CancellationPolicyPart>;
  CancellationQuote: ResolverTypeWrapper<CancellationQuote>;
  CancellationReason: CancellationReason;
  ClientSession: ResolverTypeWrapper<ClientSession>;
  CreateReservationInput: CreateReservationInput;
  DefaultSearchSetting: ResolverTypeWrapper<DefaultSearchSetting>;
  Guest: ResolverTypeWrapper<Guest>;
  GuestInput: GuestInput;
  Hotel: ResolverTypeWrapper<Hotel>;
  HotelBrand: ResolverTypeWrapper<HotelBrand>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryDay: ResolverTypeWrapper<InventoryDay>;
  ItineraryChange: ResolverTypeWrapper<ItineraryChange>;
  ItineraryChangeInput: ItineraryChangeInput;
  ItineraryQuote: ResolverTypeWrapper<ItineraryQuote>;
  ItineraryQuoteRoom: ResolverTypeWrapper<ItineraryQuoteRoom>;
  MemberAccountSettings: ResolverTypeWrapper<MemberAccountSettings>;
  MemberProfile: ResolverTypeWrapper<MemberProfile>;
  MemberProfileInput: MemberProfileInput;
  MemberQrCode: ResolverTypeWrapper<MemberQrCode>;
  MemberReservationPage: ResolverTypeWrapper<MemberReservationPage>;
  MemberReservationTab: MemberReservationTab;
  MemberSession: ResolverTypeWrapper<MemberSession>;
  MemberStatus: MemberStatus;
  MemberUser: ResolverTypeWrapper<MemberUser>;
  MembershipState: ResolverTypeWrapper<MembershipState>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OccupancyPrice: ResolverTypeWrapper<OccupancyPrice>;
  PayByLink: ResolverTypeWrapper<PayByLink>;
  PayByLinkAttempt: ResolverTypeWrapper<PayByLinkAttempt>;
  PayByLinkResult: PayByLinkResult;
  PayByLinkStatus: PayByLinkStatus;
  PayByLinkTransition: ResolverTypeWrapper<PayByLinkTransition>;
  PayByLinkVisit: ResolverTypeWrapper<PayByLinkVisit>;
  PaymentCard: ResolverTypeWrapper<PaymentCard>;
  PaymentRefund: ResolverTypeWrapper<PaymentRefund>;
  PaymentReservation: ResolverTypeWrapper<PaymentReservation>;
  PaymentTransaction: ResolverTypeWrapper<PaymentTransaction>;
  PaymentTransactionStatus: PaymentTransactionStatus;
  PaymentTransition: ResolverTypeWrapper<PaymentTransition>;
  PendingEmailChange: ResolverTypeWrapper<PendingEmailChange>;
  PromotionSubscription: ResolverTypeWrapper<PromotionSubscription>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reservation: ResolverTypeWrapper<Reservation>;
  ReservationHotel: ResolverTypeWrapper<ReservationHotel>;
  ReservationPayment: ResolverTypeWrapper<ReservationPayment>;
  ReservationRoomInput: ReservationRoomInput;
  ReservationStatus: ReservationStatus;
  ReservedRoom: ResolverTypeWrapper<ReservedRoom>;
  Room: ResolverTypeWrapper<Room>;
  RoomAvailability: ResolverTypeWrapper<RoomAvailability>;
  RoomOccupancyInput: RoomOccupancyInput;
  RoomOrder: RoomOrder;
  RoomPlan: ResolverTypeWrapper<RoomPlan>;
  RoomSearchInput: RoomSearchInput;
  RoomSearchResult: ResolverTypeWrapper<RoomSearchResult>;
  RoomTypeInventory: ResolverTypeWrapper<RoomTypeInventory>;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateSetting: ResolverTypeWrapper<UpdateSetting>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AvailabilityDay: AvailabilityDay;
  BookingWidgetSettings: BookingWidgetSettings;
  Boolean: Scalars['Boolean']['output'];
  CancelReservationInput: CancelReservationInput;
  CancellationPolicy: CancellationPolicy;
  CancellationPolicyPart: CancellationPolicyPart;
  CancellationQuote: CancellationQuote;
  ClientSession: ClientSession;
  CreateReservationInput: CreateReservationInput;
  DefaultSearchSetting: DefaultSearchSetting;
  Guest: Guest;
  GuestInput: GuestInput;
  Hotel: Hotel;
  HotelBrand: HotelBrand;
  Int: Scalars['Int']['output'];
  InventoryDay: InventoryDay;
  ItineraryChange: ItineraryChange;
  ItineraryChangeInput: ItineraryChangeInput;
  ItineraryQuote: ItineraryQuote;
  ItineraryQuoteRoom: ItineraryQuoteRoom;
  MemberAccountSettings: MemberAccountSettings;
  MemberProfile: MemberProfile;
  MemberProfileInput: MemberProfileInput;
  MemberQrCode: MemberQrCode;
  MemberReservationPage: MemberReservationPage;
  MemberSession: MemberSession;
  MemberUser: MemberUser;
  MembershipState: MembershipState;
  Mutation: Record<PropertyKey, never>;
  OccupancyPrice: OccupancyPrice;
  PayByLink: PayByLink;
  PayByLinkAttempt: PayByLinkAttempt;
  PayByLinkTransition: PayByLinkTransition;
  PayByLinkVisit: PayByLinkVisit;
  PaymentCard: PaymentCard;
  PaymentRefund: PaymentRefund;
  PaymentReservation: PaymentReservation;
  PaymentTransaction: PaymentTransaction;
  PaymentTransition: PaymentTransition;
  PendingEmailChange: PendingEmailChange;
  PromotionSubscription: PromotionSubscription;
  Query: Record<PropertyKey, never>;
  Reservation: Reservation;
  ReservationHotel: ReservationHotel;
  ReservationPayment: ReservationPayment;
  ReservationRoomInput: ReservationRoomInput;
  ReservedRoom: ReservedRoom;
  Room: Room;
  RoomAvailability: RoomAvailability;
  RoomOccupancyInput: RoomOccupancyInput;
  RoomPlan: RoomPlan;
  RoomSearchInput: RoomSearchInput;
  RoomSearchResult: RoomSearchResult;
  RoomTypeInventory: RoomTypeInventory;
  SavedCard: SavedCard;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  UpdateSetting: UpdateSetting;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilityDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AvailabilityDay'] = ResolversParentTypes['AvailabilityDay']> = {
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roomsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingWidgetSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingWidgetSettings'] = ResolversParentTypes['BookingWidgetSettings']> = {
  bookLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  buttonColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerAddressRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultSearchSetting?: Resolver<ResolversTypes['DefaultSearchSetting'], ParentType, ContextType>;
  headerColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelBrandId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kanjiNameRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxChildrenPerAdult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxGuestsPerRoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mcpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiRoomsSearchEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiRoomsSearchLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planSearchEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reservablePeriodMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type ClientSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientSession'] = ResolversParentTypes['ClientSession']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DefaultSearchSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DefaultSearchSetting'] = ResolversParentTypes['DefaultSearchSetting']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availableRoomsOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkinDateOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yesterdayBookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GuestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Guest'] = ResolversParentTypes['Guest']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelBrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelBrand'] = ResolversParentTypes['HotelBrand']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ItineraryQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryQuote'] = ResolversParentTypes['ItineraryQuote']> = {
  changeFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newTotalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type MemberAccountSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberAccountSettings'] = ResolversParentTypes['MemberAccountSettings']> = {
  customAccountRemoval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customAccountRemovalDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encryptedQrCodeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type MembershipStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipState'] = ResolversParentTypes['MembershipState']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  abortPayByLinkPayment?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationAbortPayByLinkPaymentArgs, 'paymentNumber' | 'visitId'>>;
  abortThreeDSecure?: Resolver<ResolversTypes['PaymentTransaction'], ParentType, ContextType, RequireFields<MutationAbortThreeDSecureArgs, 'code' | 'transactionId'>>;
  cancelReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCancelReservationArgs, 'code' | 'confirmationNumber' | 'input'>>;
  changeItinerary?: Resolver<ResolversTypes['ItineraryChange'], ParentType, ContextType, RequireFields<MutationChangeItineraryArgs, 'code' | 'confirmationNumber' | 'input'>>;
  changeOwnPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeOwnPasswordArgs, 'code' | 'currentPassword' | 'password'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'code' | 'password' | 'resetPasswordToken'>>;
  completePayByLinkThreeDSecure?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationCompletePayByLinkThreeDSecureArgs, 'paymentNumber' | 'visitId'>>;
  completeThreeDSecure?: Resolver<ResolversTypes['PaymentTransaction'], ParentType, ContextType, RequireFields<MutationCompleteThreeDSecureArgs, 'code' | 'transactionId'>>;
  confirmMember?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType, RequireFields<MutationConfirmMemberArgs, 'code' | 'confirmationToken'>>;
  createReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCreateReservationArgs, 'code' | 'idempotencyKey' | 'input'>>;
  deleteSavedCard?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType, RequireFields<MutationDeleteSavedCardArgs, 'cardId' | 'code'>>;
  openPayByLink?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationOpenPayByLinkArgs, 'paymentNumber'>>;
  payPayByLink?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<MutationPayPayByLinkArgs, 'amountVersion' | 'cardToken' | 'paymentNumber' | 'visitId'>>;
  removeAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveAccountArgs, 'code' | 'currentPassword' | 'reason'>>;
  requestEmailChange?: Resolver<ResolversTypes['PendingEmailChange'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'code' | 'currentPassword' | 'email'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'code' | 'email'>>;
  resendConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'code' | 'email'>>;
  setPromotionEmail?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType, RequireFields<MutationSetPromotionEmailArgs, 'code' | 'subscribed'>>;
  signIn?: Resolver<ResolversTypes['MemberSession'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'code' | 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutArgs, 'code'>>;
  signUp?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'code' | 'input'>>;
  startClientSession?: Resolver<ResolversTypes['ClientSession'], ParentType, ContextType>;
  unsubscribePromotionEmail?: Resolver<ResolversTypes['PromotionSubscription'], ParentType, ContextType, RequireFields<MutationUnsubscribePromotionEmailArgs, 'token'>>;
  updateMemberProfile?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType, RequireFields<MutationUpdateMemberProfileArgs, 'code' | 'input'>>;
  updateReservationGuest?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationUpdateReservationGuestArgs, 'code' | 'confirmationNumber' | 'guest'>>;
};

export type OccupancyPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OccupancyPrice'] = ResolversParentTypes['OccupancyPrice']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayByLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayByLink'] = ResolversParentTypes['PayByLink']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempt?: Resolver<Maybe<ResolversTypes['PayByLinkAttempt']>, ParentType, ContextType>;
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

export type PromotionSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionSubscription'] = ResolversParentTypes['PromotionSubscription']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  bookingWidgetSettings?: Resolver<ResolversTypes['BookingWidgetSettings'], ParentType, ContextType, RequireFields<QueryBookingWidgetSettingsArgs, 'code'>>;
  cancellationPolicies?: Resolver<Array<ResolversTypes['CancellationPolicy']>, ParentType, ContextType, RequireFields<QueryCancellationPoliciesArgs, 'code'>>;
  hotel?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType, RequireFields<QueryHotelArgs, 'code'>>;
  itineraryQuote?: Resolver<ResolversTypes['ItineraryChange'], ParentType, ContextType, RequireFields<QueryItineraryQuoteArgs, 'code' | 'confirmationNumber' | 'input'>>;
  me?: Resolver<ResolversTypes['MemberUser'], ParentType, ContextType>;
  memberAccountSettings?: Resolver<ResolversTypes['MemberAccountSettings'], ParentType, ContextType, RequireFields<QueryMemberAccountSettingsArgs, 'code'>>;
  memberProfile?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType, RequireFields<QueryMemberProfileArgs, 'code'>>;
  memberQrCode?: Resolver<ResolversTypes['MemberQrCode'], ParentType, ContextType, RequireFields<QueryMemberQrCodeArgs, 'code'>>;
  myReservations?: Resolver<ResolversTypes['MemberReservationPage'], ParentType, ContextType, Partial<QueryMyReservationsArgs>>;
  payByLink?: Resolver<ResolversTypes['PayByLink'], ParentType, ContextType, RequireFields<QueryPayByLinkArgs, 'paymentNumber' | 'visitId'>>;
  paymentTransaction?: Resolver<ResolversTypes['PaymentTransaction'], ParentType, ContextType, RequireFields<QueryPaymentTransactionArgs, 'code' | 'transactionId'>>;
  promotionSubscription?: Resolver<ResolversTypes['PromotionSubscription'], ParentType, ContextType, RequireFields<QueryPromotionSubscriptionArgs, 'token'>>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<QueryReservationArgs, 'code' | 'confirmationNumber'>>;
  roomAvailability?: Resolver<ResolversTypes['RoomAvailability'], ParentType, ContextType, RequireFields<QueryRoomAvailabilityArgs, 'adults' | 'code' | 'from' | 'to'>>;
  roomInventory?: Resolver<Array<ResolversTypes['RoomTypeInventory']>, ParentType, ContextType, RequireFields<QueryRoomInventoryArgs, 'code' | 'from' | 'to'>>;
  rooms?: Resolver<ResolversTypes['RoomSearchResult'], ParentType, ContextType, RequireFields<QueryRoomsArgs, 'code' | 'search'>>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType, RequireFields<QuerySavedCardsArgs, 'code'>>;
};

export type ReservationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation']> = {
  bypassToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['CancellationReason']>, ParentType, ContextType>;
  cancellation?: Resolver<ResolversTypes['CancellationQuote'], ParentType, ContextType>;
  cancellationFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Guest'], ParentType, ContextType>;
  hotel?: Resolver<ResolversTypes['ReservationHotel'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['ReservationPayment']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ReservedRoom']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updateSetting?: Resolver<Maybe<ResolversTypes['UpdateSetting']>, ParentType, ContextType>;
};

export type ReservationHotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationHotel'] = ResolversParentTypes['ReservationHotel']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ReservedRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservedRoom'] = ResolversParentTypes['ReservedRoom']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPlanName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxOccupancy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['RoomPlan']>, ParentType, ContextType>;
  roomCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomAvailability'] = ResolversParentTypes['RoomAvailability']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['AvailabilityDay']>, ParentType, ContextType>;
  fewRoomsThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomPlan'] = ResolversParentTypes['RoomPlan']> = {
  cancellationPolicyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupancyPrices?: Resolver<Maybe<Array<ResolversTypes['OccupancyPrice']>>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomSearchResult'] = ResolversParentTypes['RoomSearchResult']> = {
  nextAvailableDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type UpdateSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateSetting'] = ResolversParentTypes['UpdateSetting']> = {
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itineraryReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itineraryUpdatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  AvailabilityDay?: AvailabilityDayResolvers<ContextType>;
  BookingWidgetSettings?: BookingWidgetSettingsResolvers<ContextType>;
  CancellationPolicy?: CancellationPolicyResolvers<ContextType>;
  CancellationPolicyPart?: CancellationPolicyPartResolvers<ContextType>;
  CancellationQuote?: CancellationQuoteResolvers<ContextType>;
  ClientSession?: ClientSessionResolvers<ContextType>;
  DefaultSearchSetting?: DefaultSearchSettingResolvers<ContextType>;
  Guest?: GuestResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  HotelBrand?: HotelBrandResolvers<ContextType>;
  InventoryDay?: InventoryDayResolvers<ContextType>;
  ItineraryChange?: ItineraryChangeResolvers<ContextType>;
  ItineraryQuote?: ItineraryQuoteResolvers<ContextType>;
  ItineraryQuoteRoom?: ItineraryQuoteRoomResolvers<ContextType>;
  MemberAccountSettings?: MemberAccountSettingsResolvers<ContextType>;
  MemberProfile?: MemberProfileResolvers<ContextType>;
  MemberQrCode?: MemberQrCodeResolvers<ContextType>;
  MemberReservationPage?: MemberReservationPageResolvers<ContextType>;
  MemberSession?: MemberSessionResolvers<ContextType>;
  MemberUser?: MemberUserResolvers<ContextType>;
  MembershipState?: MembershipStateResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OccupancyPrice?: OccupancyPriceResolvers<ContextType>;
  PayByLink?: PayByLinkResolvers<ContextType>;
  PayByLinkAttempt?: PayByLinkAttemptResolvers<ContextType>;
  PayByLinkTransition?: PayByLinkTransitionResolvers<ContextType>;
  PayByLinkVisit?: PayByLinkVisitResolvers<ContextType>;
  PaymentCard?: PaymentCardResolvers<ContextType>;
  PaymentRefund?: PaymentRefundResolvers<ContextType>;
  PaymentReservation?: PaymentReservationResolvers<ContextType>;
  PaymentTransaction?: PaymentTransactionResolvers<ContextType>;
  PaymentTransition?: PaymentTransitionResolvers<ContextType>;
  PendingEmailChange?: PendingEmailChangeResolvers<ContextType>;
  PromotionSubscription?: PromotionSubscriptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  ReservationHotel?: ReservationHotelResolvers<ContextType>;
  ReservationPayment?: ReservationPaymentResolvers<ContextType>;
  ReservedRoom?: ReservedRoomResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomAvailability?: RoomAvailabilityResolvers<ContextType>;
  RoomPlan?: RoomPlanResolvers<ContextType>;
  RoomSearchResult?: RoomSearchResultResolvers<ContextType>;
  RoomTypeInventory?: RoomTypeInventoryResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  UpdateSetting?: UpdateSettingResolvers<ContextType>;
};

