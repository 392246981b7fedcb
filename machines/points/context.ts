import type { ExchangePointsMutation, MemberPointsQuery, PointHistoryQuery } from '../graphql/graphql';
import type { Failure } from '../failure';

export type PointInfoView = MemberPointsQuery['memberPoints'];
export type HistoryPage = PointHistoryQuery['pointHistory'];
export type PointExchangeView = ExchangePointsMutation['exchangePoints'];

export interface PointsOverview {
  info: PointInfoView;
  history: HistoryPage;
}

export interface PointsOverviewRequest {
  hotelCode: string;
  page: number;
}

export interface ExchangeRequest {
  hotelCode: string;
  amount: number;
  idempotencyKey: string;
}

export interface PointsInput {
  hotelCode: string;
}

export interface PointsContext {
  hotelCode: string;
  info: PointInfoView | null;
  history: HistoryPage | null;
  /** The page asked for while it loads. */
  requestedPage: number;
  /** What the member typed as the amount to exchange. */
  exchangeAmount: string;
  /** Why the typed amount cannot be exchanged (a catalogue code), shown beside the field. */
  exchangeProblem: string | null;
  /** One key per exchange attempt: a retry after a lost answer never exchanges twice. */
  idempotencyKey: string | null;
  /** The code just received, shown until the member leaves. */
  lastExchange: PointExchangeView | null;
  failure: Failure | null;
}

export type PointsEvent =
  | { type: 'history.pageRequested'; page: number }
  | { type: 'load.retried' }
  | { type: 'exchange.started' }
  | { type: 'exchange.amountChanged'; value: string }
  | { type: 'exchange.submitted' }
  | { type: 'exchange.confirmed' }
  | { type: 'exchange.cancelled' };
