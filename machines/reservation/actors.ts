import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type {
  CancelReservationRequest,
  GuestUpdateRequest,
  ItineraryRequest,
  ReservationDetails,
  ReservationLookup,
} from './context';
import type { GuestDraft, ItineraryChangeDetails } from './reservation-changes';
import type { GuestFieldModes } from '../../contract/names-addresses';

/**
 * The kana reading and address as the guest dialog asked them: a field the dialog did not show is
 * left out (the booking API keeps what was booked), a shown one is sent as typed (blank clears it).
 */
function readingAndAddress(guest: GuestDraft, modes: GuestFieldModes) {
  const typed = (value: string) => value.trim();
  return {
    ...(modes.kanaNames === 'do_not_ask'
      ? {}
      : { lastNameKana: typed(guest.lastNameKana), firstNameKana: typed(guest.firstNameKana) }),
    ...(modes.address === 'do_not_ask'
      ? {}
      : {
          postalCode: typed(guest.postalCode),
          prefectureOrState: typed(guest.prefectureOrState),
          streetAddress: typed(guest.streetAddress),
          buildingNameAndNumber: typed(guest.buildingNameAndNumber),
        }),
  };
}

export const ReservationDetailsFragment = graphql(/* GraphQL */ `
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
`);

export const ItineraryChangeFragment = graphql(/* GraphQL */ `
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
`);

export const ItineraryQuoteDocument = graphql(/* GraphQL */ `
  query ItineraryQuote(
    $code: String!
    $confirmationNumber: String!
    $email: String
    $bypassToken: String
    $input: ItineraryChangeInput!
  ) {
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
`);

export const ChangeItineraryDocument = graphql(/* GraphQL */ `
  mutation ChangeItinerary(
    $code: String!
    $confirmationNumber: String!
    $email: String
    $bypassToken: String
    $input: ItineraryChangeInput!
  ) {
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
`);

export const UpdateReservationGuestDocument = graphql(/* GraphQL */ `
  mutation UpdateReservationGuest(
    $code: String!
    $confirmationNumber: String!
    $email: String
    $bypassToken: String
    $guest: GuestInput!
  ) {
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
`);

export const ReservationLookupDocument = graphql(/* GraphQL */ `
  query ReservationLookup($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {
    reservation(code: $code, confirmationNumber: $confirmationNumber, email: $email, bypassToken: $bypassToken) {
      ...ReservationDetails
    }
  }
`);

export const CancelReservationDocument = graphql(/* GraphQL */ `
  mutation CancelReservation(
    $code: String!
    $confirmationNumber: String!
    $email: String
    $bypassToken: String
    $input: CancelReservationInput!
  ) {
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
`);

function credentials(lookup: ReservationLookup) {
  return {
    code: lookup.hotelCode,
    confirmationNumber: lookup.confirmationNumber,
    email: lookup.email || null,
    bypassToken: lookup.bypassToken || null,
  };
}

function itineraryInput(request: ItineraryRequest) {
  return {
    checkinDate: request.change.checkinDate,
    checkoutDate: request.change.checkoutDate,
    removeRoomPositions: request.change.removeRoomPositions,
    quotedTotalPrice: request.quotedTotalPrice,
  };
}

/** The real implementations of the reservation chart's actors, through the gateway. */
export function createReservationActors(client: GatewayClient) {
  return {
    fetchReservation: fromPromise<ReservationDetails, ReservationLookup>(async ({ input }) => {
      const result = await client.request(ReservationLookupDocument, credentials(input));
      return result.reservation;
    }),
    cancelReservation: fromPromise<ReservationDetails, CancelReservationRequest>(async ({ input }) => {
      const result = await client.request(CancelReservationDocument, {
        ...credentials(input.lookup),
        input: input.cancellation,
      });
      return result.cancelReservation;
    }),
    quoteItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(async ({ input }) => {
      const result = await client.request(ItineraryQuoteDocument, {
        ...credentials(input.lookup),
        input: itineraryInput(input),
      });
      return result.itineraryQuote;
    }),
    changeItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(async ({ input }) => {
      const result = await client.request(ChangeItineraryDocument, {
        ...credentials(input.lookup),
        input: itineraryInput(input),
      });
      return result.changeItinerary;
    }),
    updateGuest: fromPromise<ReservationDetails, GuestUpdateRequest>(async ({ input }) => {
      const { firstName, lastName, email, phone } = input.guest;
      const result = await client.request(UpdateReservationGuestDocument, {
        ...credentials(input.lookup),
        guest: {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          email: email.trim(),
          phone: phone.trim(),
          ...readingAndAddress(input.guest, input.modes),
        },
      });
      return result.updateReservationGuest;
    }),
  };
}
