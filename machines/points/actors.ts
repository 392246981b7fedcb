import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { ExchangeRequest, HistoryPage, PointExchangeView, PointsOverview, PointsOverviewRequest } from './context';

export const MemberPointsDocument = graphql(/* GraphQL */ `
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
`);

export const PointHistoryDocument = graphql(/* GraphQL */ `
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
`);

export const ExchangePointsDocument = graphql(/* GraphQL */ `
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
`);

/** The real implementations of the points chart's actors, through the gateway. */
export function createPointsActors(client: GatewayClient, newId: () => string = () => crypto.randomUUID()) {
  const history = async (hotelCode: string, page: number): Promise<HistoryPage> =>
    (await client.request(PointHistoryDocument, { code: hotelCode, page })).pointHistory;
  return {
    fetchOverview: fromPromise<PointsOverview, PointsOverviewRequest>(async ({ input }) => {
      const [info, page] = await Promise.all([
        client.request(MemberPointsDocument, { code: input.hotelCode }),
        history(input.hotelCode, input.page),
      ]);
      return { info: info.memberPoints, history: page };
    }),
    fetchHistoryPage: fromPromise<HistoryPage, PointsOverviewRequest>(async ({ input }) =>
      history(input.hotelCode, input.page),
    ),
    generateIdempotencyKey: fromPromise<string, void>(async () => newId()),
    exchangePoints: fromPromise<PointExchangeView, ExchangeRequest>(async ({ input }) => {
      const reply = await client.request(ExchangePointsDocument, {
        code: input.hotelCode,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
      });
      return reply.exchangePoints;
    }),
  };
}
