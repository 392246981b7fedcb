import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { CreatedReservation, CreateReservationRequest, TokenizeCardRequest } from './context';
import { tokenizeCard, type ProviderFetch } from '../payment/card-tokenizers';
import { SavedCardsDocument } from '../saved-cards/actors';
import type { SavedCardOption } from './card-choice';
import type { MemberContact } from './guest-form';

export const CreateReservationDocument = graphql(/* GraphQL */ `
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
`);

/** The signed-in member's contact details for the guest form (the member profile of the account page). */
export const BookingMemberContactDocument = graphql(/* GraphQL */ `
  query BookingMemberContact($code: String!) {
    memberProfile(code: $code) {
      firstName
      lastName
      email
      phone
    }
  }
`);

/** The real implementations of the booking chart's actors, through the gateway. */
export function createBookingActors(
  client: GatewayClient,
  newId: () => string = () => crypto.randomUUID(),
  providerFetch: ProviderFetch = (input, init) => fetch(input, init),
) {
  return {
    // Card -> token with the hotel's card provider's tokenizer, loaded when a card is paid, not with the results page.
    tokenizeCard: fromPromise<string, TokenizeCardRequest>(async ({ input }) =>
      tokenizeCard(input.provider, providerFetch, input.card, input.korean ?? null),
    ),
    loadMemberContact: fromPromise<MemberContact | null, { hotelCode: string; signedIn: boolean }>(async ({ input }) =>
      input.signedIn
        ? (await client.request(BookingMemberContactDocument, { code: input.hotelCode })).memberProfile
        : null,
    ),
    /** A guest (no member session) gets an error here, which the chart takes as "no saved cards". */
    loadSavedCards: fromPromise<SavedCardOption[] | null, { hotelCode: string; memberAtHotel: boolean }>(
      async ({ input }) => {
        if (!input.memberAtHotel) return null;
        const result = await client.request(SavedCardsDocument, { code: input.hotelCode });
        return result.savedCards.map(({ cardId, brand, last4, expiryMonth, expiryYear }) => ({
          cardId,
          brand,
          last4,
          expiryMonth,
          expiryYear,
        }));
      },
    ),
    generateIdempotencyKey: fromPromise<string, void>(async () => newId()),
    createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input }) => {
      const result = await client.request(CreateReservationDocument, {
        code: input.hotelCode,
        input: input.reservation,
        idempotencyKey: input.idempotencyKey,
      });
      return result.createReservation;
    }),
  };
}
