import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import { CreateReservationDocument } from '../booking/actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { LotteryEntry, LotteryEntryForm, LotteryEvent } from './context';

export const LotteryEventFieldsFragment = graphql(/* GraphQL */ `
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
`);

export const LotteryEntryFieldsFragment = graphql(/* GraphQL */ `
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
`);

export const LotteryEventDocument = graphql(/* GraphQL */ `
  query LotteryEvent($code: String!, $uuid: String!, $accessToken: String) {
    lotteryEvent(code: $code, uuid: $uuid, accessToken: $accessToken) {
      ...LotteryEventFields
    }
  }
`);

export const EnterLotteryDocument = graphql(/* GraphQL */ `
  mutation EnterLottery($code: String!, $input: LotteryEntryInput!) {
    enterLottery(code: $code, input: $input) {
      ...LotteryEntryFields
    }
  }
`);

export const LotteryEntryDocument = graphql(/* GraphQL */ `
  query LotteryEntry($code: String!, $entryNumber: String!) {
    lotteryEntry(code: $code, entryNumber: $entryNumber) {
      ...LotteryEntryFields
    }
  }
`);

export const CancelLotteryEntryDocument = graphql(/* GraphQL */ `
  mutation CancelLotteryEntry($code: String!, $entryNumber: String!) {
    cancelLotteryEntry(code: $code, entryNumber: $entryNumber) {
      ...LotteryEntryFields
    }
  }
`);

export const MyLotteryEntriesDocument = graphql(/* GraphQL */ `
  query MyLotteryEntries {
    myLotteryEntries {
      ...LotteryEntryFields
    }
  }
`);

export interface EnterLotteryInput {
  hotelCode: string;
  eventUuid: string;
  accessToken: string | null;
  form: LotteryEntryForm;
}

export interface BookWonRoomInput {
  hotelCode: string;
  entry: LotteryEntry;
  idempotencyKey: string;
  locale: string;
}

/** The real implementations of the lottery charts' actors, through the gateway. */
export function createLotteryActors(client: GatewayClient) {
  return {
    fetchEvent: fromPromise<LotteryEvent, { hotelCode: string; eventUuid: string; accessToken: string | null }>(
      async ({ input }) => {
        const reply = await client.request(LotteryEventDocument, {
          code: input.hotelCode,
          uuid: input.eventUuid,
          accessToken: input.accessToken,
        });
        return reply.lotteryEvent;
      },
    ),
    enterLottery: fromPromise<LotteryEntry, EnterLotteryInput>(async ({ input }) => {
      const { form } = input;
      const reply = await client.request(EnterLotteryDocument, {
        code: input.hotelCode,
        input: {
          lotteryEventUuid: input.eventUuid,
          lotteryAccessToken: input.accessToken,
          checkinDate: form.checkinDate,
          checkoutDate: form.checkoutDate,
          adults: Number(form.adults),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          phone: form.phone.trim(),
        },
      });
      return reply.enterLottery;
    }),
    fetchEntry: fromPromise<LotteryEntry, { hotelCode: string; entryNumber: string }>(async ({ input }) => {
      return (await client.request(LotteryEntryDocument, { code: input.hotelCode, entryNumber: input.entryNumber }))
        .lotteryEntry;
    }),
    cancelEntry: fromPromise<LotteryEntry, { hotelCode: string; entryNumber: string }>(async ({ input }) => {
      return (
        await client.request(CancelLotteryEntryDocument, { code: input.hotelCode, entryNumber: input.entryNumber })
      ).cancelLotteryEntry;
    }),
    fetchMyEntries: fromPromise<LotteryEntry[], void>(
      async () => (await client.request(MyLotteryEntriesDocument, {})).myLotteryEntries,
    ),
    bookWonRoom: fromPromise<{ confirmationNumber: string; bypassToken: string }, BookWonRoomInput>(
      async ({ input }) => {
        const { entry } = input;
        const reply = await client.request(CreateReservationDocument, {
          code: input.hotelCode,
          idempotencyKey: input.idempotencyKey,
          input: {
            checkinDate: entry.checkinDate,
            checkoutDate: entry.checkoutDate,
            rooms: [
              {
                roomTypeCode: entry.event.roomTypeCode,
                roomPlanCode: entry.event.roomPlanCode,
                adults: entry.adults,
                children: 0,
              },
            ],
            guest: {
              firstName: entry.guestFirstName,
              lastName: entry.guestLastName,
              email: entry.guestEmail,
              phone: entry.guestPhone,
            },
            paymentType: 'on_site',
            locale: input.locale,
            lotteryEntryNumber: entry.entryNumber,
          },
        });
        return {
          confirmationNumber: reply.createReservation.confirmationNumber,
          bypassToken: reply.createReservation.bypassToken,
        };
      },
    ),
  };
}
