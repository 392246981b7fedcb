/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateReservation($code: String!, $input: CreateReservationInput!, $idempotencyKey: String!) {\n    createReservation(code: $code, input: $input, idempotencyKey: $idempotencyKey) {\n      confirmationNumber\n      status\n      bypassToken\n      checkinDate\n      checkoutDate\n      totalPrice\n      currency\n    }\n  }\n": typeof types.CreateReservationDocument,
    "\n  mutation StartClientSession {\n    startClientSession {\n      token\n      expiresAt\n    }\n  }\n": typeof types.StartClientSessionDocument,
    "\n  query HotelSettings($code: String!) {\n    hotel(code: $code) {\n      id\n      code\n      name\n      currency\n      timeZone\n      bookLanguages\n      availableLanguages\n      brand {\n        id\n        code\n        name\n      }\n      address {\n        postCode\n        fullAddress\n        country\n      }\n    }\n    bookingWidgetSettings(code: $code) {\n      hotelId\n      hotelName\n      hotelBrandId\n      currency\n      timeZone\n      today\n      bookLanguages\n      buttonColour\n      headerColour\n      maxGuestsPerRoom\n      defaultSearchSetting {\n        adults\n        checkinDateOffset\n        yesterdayBookable\n        availableRoomsOnly\n      }\n      multiRoomsSearchEnabled\n      showPricesTaxIncluded\n      kanjiNameRequired\n      customerAddressRequired\n      couponActive\n      planSearchEnabled\n      reservablePeriodMonths\n      mcpEnabled\n    }\n  }\n": typeof types.HotelSettingsDocument,
    "\n  fragment ReservationDetails on Reservation {\n    confirmationNumber\n    status\n    bypassToken\n    hotel {\n      id\n      code\n      name\n      timeZone\n    }\n    checkinDate\n    checkoutDate\n    nights\n    rooms {\n      roomTypeCode\n      roomTypeName\n      roomPlanCode\n      roomPlanName\n      adults\n      children\n      totalPrice\n      tax\n    }\n    guest {\n      firstName\n      lastName\n      email\n      phone\n    }\n    paymentType\n    currency\n    totalPrice\n    tax\n    cancellation {\n      fee\n      cancellable\n      refusalCode\n    }\n    cancellationFee\n    cancelReason\n    createdAt\n    cancelledAt\n  }\n": typeof types.ReservationDetailsFragmentDoc,
    "\n  query ReservationLookup($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {\n    reservation(code: $code, confirmationNumber: $confirmationNumber, email: $email, bypassToken: $bypassToken) {\n      ...ReservationDetails\n    }\n  }\n": typeof types.ReservationLookupDocument,
    "\n  mutation CancelReservation(\n    $code: String!\n    $confirmationNumber: String!\n    $email: String\n    $bypassToken: String\n    $input: CancelReservationInput!\n  ) {\n    cancelReservation(\n      code: $code\n      confirmationNumber: $confirmationNumber\n      email: $email\n      bypassToken: $bypassToken\n      input: $input\n    ) {\n      ...ReservationDetails\n    }\n  }\n": typeof types.CancelReservationDocument,
    "\n  query RoomSearch($code: String!, $search: RoomSearchInput!) {\n    rooms(code: $code, search: $search) {\n      rooms {\n        roomTypeCode\n        name\n        description\n        maxOccupancy\n        roomCount\n        plans {\n          roomPlanCode\n          hotelPlanCode\n          name\n          description\n          totalPrice\n          tax\n          currency\n          refundable\n          mealIncluded\n          cancellationPolicyId\n          paymentMethods\n        }\n      }\n    }\n  }\n": typeof types.RoomSearchDocument,
};
const documents: Documents = {
    "\n  mutation CreateReservation($code: String!, $input: CreateReservationInput!, $idempotencyKey: String!) {\n    createReservation(code: $code, input: $input, idempotencyKey: $idempotencyKey) {\n      confirmationNumber\n      status\n      bypassToken\n      checkinDate\n      checkoutDate\n      totalPrice\n      currency\n    }\n  }\n": types.CreateReservationDocument,
    "\n  mutation StartClientSession {\n    startClientSession {\n      token\n      expiresAt\n    }\n  }\n": types.StartClientSessionDocument,
    "\n  query HotelSettings($code: String!) {\n    hotel(code: $code) {\n      id\n      code\n      name\n      currency\n      timeZone\n      bookLanguages\n      availableLanguages\n      brand {\n        id\n        code\n        name\n      }\n      address {\n        postCode\n        fullAddress\n        country\n      }\n    }\n    bookingWidgetSettings(code: $code) {\n      hotelId\n      hotelName\n      hotelBrandId\n      currency\n      timeZone\n      today\n      bookLanguages\n      buttonColour\n      headerColour\n      maxGuestsPerRoom\n      defaultSearchSetting {\n        adults\n        checkinDateOffset\n        yesterdayBookable\n        availableRoomsOnly\n      }\n      multiRoomsSearchEnabled\n      showPricesTaxIncluded\n      kanjiNameRequired\n      customerAddressRequired\n      couponActive\n      planSearchEnabled\n      reservablePeriodMonths\n      mcpEnabled\n    }\n  }\n": types.HotelSettingsDocument,
    "\n  fragment ReservationDetails on Reservation {\n    confirmationNumber\n    status\n    bypassToken\n    hotel {\n      id\n      code\n      name\n      timeZone\n    }\n    checkinDate\n    checkoutDate\n    nights\n    rooms {\n      roomTypeCode\n      roomTypeName\n      roomPlanCode\n      roomPlanName\n      adults\n      children\n      totalPrice\n      tax\n    }\n    guest {\n      firstName\n      lastName\n      email\n      phone\n    }\n    paymentType\n    currency\n    totalPrice\n    tax\n    cancellation {\n      fee\n      cancellable\n      refusalCode\n    }\n    cancellationFee\n    cancelReason\n    createdAt\n    cancelledAt\n  }\n": types.ReservationDetailsFragmentDoc,
    "\n  query ReservationLookup($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {\n    reservation(code: $code, confirmationNumber: $confirmationNumber, email: $email, bypassToken: $bypassToken) {\n      ...ReservationDetails\n    }\n  }\n": types.ReservationLookupDocument,
    "\n  mutation CancelReservation(\n    $code: String!\n    $confirmationNumber: String!\n    $email: String\n    $bypassToken: String\n    $input: CancelReservationInput!\n  ) {\n    cancelReservation(\n      code: $code\n      confirmationNumber: $confirmationNumber\n      email: $email\n      bypassToken: $bypassToken\n      input: $input\n    ) {\n      ...ReservationDetails\n    }\n  }\n": types.CancelReservationDocument,
    "\n  query RoomSearch($code: String!, $search: RoomSearchInput!) {\n    rooms(code: $code, search: $search) {\n      rooms {\n        roomTypeCode\n        name\n        description\n        maxOccupancy\n        roomCount\n        plans {\n          roomPlanCode\n          hotelPlanCode\n          name\n          description\n          totalPrice\n          tax\n          currency\n          refundable\n          mealIncluded\n          cancellationPolicyId\n          paymentMethods\n        }\n      }\n    }\n  }\n": types.RoomSearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReservation($code: String!, $input: CreateReservationInput!, $idempotencyKey: String!) {\n    createReservation(code: $code, input: $input, idempotencyKey: $idempotencyKey) {\n      confirmationNumber\n      status\n      bypassToken\n      checkinDate\n      checkoutDate\n      totalPrice\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReservation($code: String!, $input: CreateReservationInput!, $idempotencyKey: String!) {\n    createReservation(code: $code, input: $input, idempotencyKey: $idempotencyKey) {\n      confirmationNumber\n      status\n      bypassToken\n      checkinDate\n      checkoutDate\n      totalPrice\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartClientSession {\n    startClientSession {\n      token\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation StartClientSession {\n    startClientSession {\n      token\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelSettings($code: String!) {\n    hotel(code: $code) {\n      id\n      code\n      name\n      currency\n      timeZone\n      bookLanguages\n      availableLanguages\n      brand {\n        id\n        code\n        name\n      }\n      address {\n        postCode\n        fullAddress\n        country\n      }\n    }\n    bookingWidgetSettings(code: $code) {\n      hotelId\n      hotelName\n      hotelBrandId\n      currency\n      timeZone\n      today\n      bookLanguages\n      buttonColour\n      headerColour\n      maxGuestsPerRoom\n      defaultSearchSetting {\n        adults\n        checkinDateOffset\n        yesterdayBookable\n        availableRoomsOnly\n      }\n      multiRoomsSearchEnabled\n      showPricesTaxIncluded\n      kanjiNameRequired\n      customerAddressRequired\n      couponActive\n      planSearchEnabled\n      reservablePeriodMonths\n      mcpEnabled\n    }\n  }\n"): (typeof documents)["\n  query HotelSettings($code: String!) {\n    hotel(code: $code) {\n      id\n      code\n      name\n      currency\n      timeZone\n      bookLanguages\n      availableLanguages\n      brand {\n        id\n        code\n        name\n      }\n      address {\n        postCode\n        fullAddress\n        country\n      }\n    }\n    bookingWidgetSettings(code: $code) {\n      hotelId\n      hotelName\n      hotelBrandId\n      currency\n      timeZone\n      today\n      bookLanguages\n      buttonColour\n      headerColour\n      maxGuestsPerRoom\n      defaultSearchSetting {\n        adults\n        checkinDateOffset\n        yesterdayBookable\n        availableRoomsOnly\n      }\n      multiRoomsSearchEnabled\n      showPricesTaxIncluded\n      kanjiNameRequired\n      customerAddressRequired\n      couponActive\n      planSearchEnabled\n      reservablePeriodMonths\n      mcpEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationDetails on Reservation {\n    confirmationNumber\n    status\n    bypassToken\n    hotel {\n      id\n      code\n      name\n      timeZone\n    }\n    checkinDate\n    checkoutDate\n    nights\n    rooms {\n      roomTypeCode\n      roomTypeName\n      roomPlanCode\n      roomPlanName\n      adults\n      children\n      totalPrice\n      tax\n    }\n    guest {\n      firstName\n      lastName\n      email\n      phone\n    }\n    paymentType\n    currency\n    totalPrice\n    tax\n    cancellation {\n      fee\n      cancellable\n      refusalCode\n    }\n    cancellationFee\n    cancelReason\n    createdAt\n    cancelledAt\n  }\n"): (typeof documents)["\n  fragment ReservationDetails on Reservation {\n    confirmationNumber\n    status\n    bypassToken\n    hotel {\n      id\n      code\n      name\n      timeZone\n    }\n    checkinDate\n    checkoutDate\n    nights\n    rooms {\n      roomTypeCode\n      roomTypeName\n      roomPlanCode\n      roomPlanName\n      adults\n      children\n      totalPrice\n      tax\n    }\n    guest {\n      firstName\n      lastName\n      email\n      phone\n    }\n    paymentType\n    currency\n    totalPrice\n    tax\n    cancellation {\n      fee\n      cancellable\n      refusalCode\n    }\n    cancellationFee\n    cancelReason\n    createdAt\n    cancelledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationLookup($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {\n    reservation(code: $code, confirmationNumber: $confirmationNumber, email: $email, bypassToken: $bypassToken) {\n      ...ReservationDetails\n    }\n  }\n"): (typeof documents)["\n  query ReservationLookup($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {\n    reservation(code: $code, confirmationNumber: $confirmationNumber, email: $email, bypassToken: $bypassToken) {\n      ...ReservationDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelReservation(\n    $code: String!\n    $confirmationNumber: String!\n    $email: String\n    $bypassToken: String\n    $input: CancelReservationInput!\n  ) {\n    cancelReservation(\n      code: $code\n      confirmationNumber: $confirmationNumber\n      email: $email\n      bypassToken: $bypassToken\n      input: $input\n    ) {\n      ...ReservationDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CancelReservation(\n    $code: String!\n    $confirmationNumber: String!\n    $email: String\n    $bypassToken: String\n    $input: CancelReservationInput!\n  ) {\n    cancelReservation(\n      code: $code\n      confirmationNumber: $confirmationNumber\n      email: $email\n      bypassToken: $bypassToken\n      input: $input\n    ) {\n      ...ReservationDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomSearch($code: String!, $search: RoomSearchInput!) {\n    rooms(code: $code, search: $search) {\n      rooms {\n        roomTypeCode\n        name\n        description\n        maxOccupancy\n        roomCount\n        plans {\n          roomPlanCode\n          hotelPlanCode\n          name\n          description\n          totalPrice\n          tax\n          currency\n          refundable\n          mealIncluded\n          cancellationPolicyId\n          paymentMethods\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomSearch($code: String!, $search: RoomSearchInput!) {\n    rooms(code: $code, search: $search) {\n      rooms {\n        roomTypeCode\n        name\n        description\n        maxOccupancy\n        roomCount\n        plans {\n          roomPlanCode\n          hotelPlanCode\n          name\n          description\n          totalPrice\n          tax\n          currency\n          refundable\n          mealIncluded\n          cancellationPolicyId\n          paymentMethods\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;