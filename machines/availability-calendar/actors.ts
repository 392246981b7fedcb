import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import { monthRange, type LoadMonthInput, type MonthAvailability } from './context';

export const CalendarAvailabilityDocument = graphql(/* GraphQL */ `
  query CalendarAvailability(
    $code: String!
    $from: String!
    $to: String!
    $adults: Int!
    $children: Int
    $mcpCurrency: String
  ) {
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
`);

/** The real implementations of the calendar chart's actors, through the gateway. */
export function createCalendarActors(client: GatewayClient) {
  return {
    loadMonth: fromPromise<MonthAvailability, LoadMonthInput>(async ({ input }) => {
      const { from, to } = monthRange(input.month);
      const reply = await client.request(CalendarAvailabilityDocument, {
        code: input.hotelCode,
        from,
        to,
        adults: input.adults,
        children: input.children,
        // Multi-currency: the booking API converts each day's price (null: the hotel currency only).
        ...(input.mcpCurrency ? { mcpCurrency: input.mcpCurrency } : {}),
      });
      const { currency, fewRoomsThreshold, days } = reply.roomAvailability;
      return {
        currency,
        fewRoomsThreshold,
        days: days.map((day) => ({
          ...day,
          lowestPrice: day.lowestPrice ?? null,
          mcpLowestPrice: day.mcpLowestPrice ?? null,
        })),
      };
    }),
  };
}
