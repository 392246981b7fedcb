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

export type Address = {
  __typename?: 'Address';
  country: Scalars['String']['output'];
  fullAddress: Scalars['String']['output'];
  postCode: Scalars['String']['output'];
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
  maxGuestsPerRoom: Scalars['Int']['output'];
  mcpEnabled: Scalars['Boolean']['output'];
  multiRoomsSearchEnabled: Scalars['Boolean']['output'];
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
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  guest: GuestInput;
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Only on_site in the foundation. */
  paymentType: Scalars['String']['input'];
  rooms: Array<ReservationRoomInput>;
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

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  cancelReservation: Reservation;
  /** idempotencyKey makes a retried submit return the first result (forwarded as Idempotency-Key). */
  createReservation: Reservation;
  /** Obtain a new client session from the booking API with the gateway's configured key and secret. */
  startClientSession: ClientSession;
};


export type MutationCancelReservationArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  input: CancelReservationInput;
};


export type MutationCreateReservationArgs = {
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  input: CreateReservationInput;
};

export type Query = {
  __typename?: 'Query';
  /** Booking-widget settings of the facility (SPEC.md section 3, init and setting data). */
  bookingWidgetSettings: BookingWidgetSettings;
  cancellationPolicies: Array<CancellationPolicy>;
  /** The facility by hotel code or id. */
  hotel: Hotel;
  /** Look up by confirmation number with the guest's e-mail or the bypass token. */
  reservation: Reservation;
  rooms: RoomSearchResult;
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


export type QueryReservationArgs = {
  bypassToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  confirmationNumber: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRoomsArgs = {
  code: Scalars['String']['input'];
  search: RoomSearchInput;
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
  paymentType: Scalars['String']['output'];
  rooms: Array<ReservedRoom>;
  status: ReservationStatus;
  tax: Scalars['Int']['output'];
  totalPrice: Scalars['Int']['output'];
};

export type ReservationHotel = {
  __typename?: 'ReservationHotel';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
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
  adults: Scalars['Int']['input'];
  /** YYYY-MM-DD */
  checkin: Scalars['String']['input'];
  /** YYYY-MM-DD */
  checkout: Scalars['String']['input'];
  children?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<RoomOrder>;
  roomCount?: InputMaybe<Scalars['Int']['input']>;
};

export type RoomSearchResult = {
  __typename?: 'RoomSearchResult';
  rooms: Array<Room>;
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
  Address: ResolverTypeWrapper<Address>;
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reservation: ResolverTypeWrapper<Reservation>;
  ReservationHotel: ResolverTypeWrapper<ReservationHotel>;
  ReservationRoomInput: ReservationRoomInput;
  ReservationStatus: ReservationStatus;
  ReservedRoom: ResolverTypeWrapper<ReservedRoom>;
  Room: ResolverTypeWrapper<Room>;
  RoomOrder: RoomOrder;
  RoomPlan: ResolverTypeWrapper<RoomPlan>;
  RoomSearchInput: RoomSearchInput;
  RoomSearchResult: ResolverTypeWrapper<RoomSearchResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
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
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Reservation: Reservation;
  ReservationHotel: ReservationHotel;
  ReservationRoomInput: ReservationRoomInput;
  ReservedRoom: ReservedRoom;
  Room: Room;
  RoomPlan: RoomPlan;
  RoomSearchInput: RoomSearchInput;
  RoomSearchResult: RoomSearchResult;
  String: Scalars['String']['output'];
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  maxGuestsPerRoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mcpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiRoomsSearchEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cancelReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCancelReservationArgs, 'code' | 'confirmationNumber' | 'input'>>;
  createReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCreateReservationArgs, 'code' | 'idempotencyKey' | 'input'>>;
  startClientSession?: Resolver<ResolversTypes['ClientSession'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  bookingWidgetSettings?: Resolver<ResolversTypes['BookingWidgetSettings'], ParentType, ContextType, RequireFields<QueryBookingWidgetSettingsArgs, 'code'>>;
  cancellationPolicies?: Resolver<Array<ResolversTypes['CancellationPolicy']>, ParentType, ContextType, RequireFields<QueryCancellationPoliciesArgs, 'code'>>;
  hotel?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType, RequireFields<QueryHotelArgs, 'code'>>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<QueryReservationArgs, 'code' | 'confirmationNumber'>>;
  rooms?: Resolver<ResolversTypes['RoomSearchResult'], ParentType, ContextType, RequireFields<QueryRoomsArgs, 'code' | 'search'>>;
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
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ReservedRoom']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservationHotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationHotel'] = ResolversParentTypes['ReservationHotel']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReservedRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservedRoom'] = ResolversParentTypes['ReservedRoom']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type RoomPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomPlan'] = ResolversParentTypes['RoomPlan']> = {
  cancellationPolicyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomPlanCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomSearchResult'] = ResolversParentTypes['RoomSearchResult']> = {
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  BookingWidgetSettings?: BookingWidgetSettingsResolvers<ContextType>;
  CancellationPolicy?: CancellationPolicyResolvers<ContextType>;
  CancellationPolicyPart?: CancellationPolicyPartResolvers<ContextType>;
  CancellationQuote?: CancellationQuoteResolvers<ContextType>;
  ClientSession?: ClientSessionResolvers<ContextType>;
  DefaultSearchSetting?: DefaultSearchSettingResolvers<ContextType>;
  Guest?: GuestResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  HotelBrand?: HotelBrandResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  ReservationHotel?: ReservationHotelResolvers<ContextType>;
  ReservedRoom?: ReservedRoomResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomPlan?: RoomPlanResolvers<ContextType>;
  RoomSearchResult?: RoomSearchResultResolvers<ContextType>;
};

