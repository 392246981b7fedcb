import type { PayByLinkQuery } from '../graphql/graphql';
import type { Failure } from '../failure';
import type { CardErrors, CardForm } from '../payment/card-form';

/** The page's view of a link during one visit, as the gateway gives it. */
export type PayByLinkView = PayByLinkQuery['payByLink'];

export interface PayByLinkInput {
  paymentNumber: string;
  /** pay: the payment page; display: /payments/{n}/display, the record without the card form. */
  mode: 'pay' | 'display';
  /** YYYY-MM-DD by the guest's clock: the card must be valid at least through this month. */
  today: string;
}

export interface PayByLinkContext extends PayByLinkInput {
  view: PayByLinkView | null;
  card: CardForm;
  cardErrors: CardErrors;
  /** The last refusal (a catalogue code), shown until the guest acts again. */
  failure: Failure | null;
}

export interface OpenPageRequest {
  paymentNumber: string;
  /** A reload after the hour: always a new visit. */
  fresh: boolean;
}
export interface VisitRequest {
  paymentNumber: string;
  visitId: string;
}
export interface PayRequest extends VisitRequest {
  amountVersion: number;
  /** The link's hotel's card provider, whose tokenizer takes the card (machines/payment/card-tokenizers.ts). */
  cardProvider: string | null;
  card: CardForm;
}
