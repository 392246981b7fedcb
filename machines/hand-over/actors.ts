import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { HandOverButton, HandOverInput, StoreBookingInput, StoredBooking } from './machine';

export const HandOverSettingDocument = graphql(/* GraphQL */ `
  query HandOverSetting($code: String!, $otaEnabled: Boolean) {
    handOverSetting(code: $code, otaEnabled: $otaEnabled) {
      enabled
      buttonColour
      buttonTextColour
    }
  }
`);

export const CreateTemporaryStorageDocument = graphql(/* GraphQL */ `
  mutation CreateTemporaryStorage(
    $code: String!
    $search: String!
    $booking: CreateReservationInput!
    $otaEnabled: Boolean
  ) {
    createTemporaryStorage(code: $code, search: $search, booking: $booking, otaEnabled: $otaEnabled) {
      id
      confirmUrl
    }
  }
`);

/** The real actors of the hand-over chart, through the gateway. */
export function createHandOverActors(client: GatewayClient) {
  return {
    loadHandOverSetting: fromPromise<HandOverButton, HandOverInput>(
      async ({ input }) =>
        (await client.request(HandOverSettingDocument, { code: input.hotelCode, otaEnabled: input.otaEnabled }))
          .handOverSetting,
    ),
    storeBooking: fromPromise<StoredBooking, StoreBookingInput>(async ({ input }) => {
      const result = await client.request(CreateTemporaryStorageDocument, {
        code: input.hotelCode,
        search: input.search,
        booking: input.booking,
        otaEnabled: input.otaEnabled,
      });
      return result.createTemporaryStorage;
    }),
  };
}
