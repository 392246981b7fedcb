import type { CardField } from '../payment/card-form';

export type PayByLinkEvent =
  | { type: 'card.changed'; field: CardField; value: string }
  | { type: 'card.submitted' }
  /** After "amount changed": show the record's new amount. */
  | { type: 'amount.updated' }
  /** Follow the link to the issuer's 3-D Secure page. */
  | { type: 'challenge.opened' }
  | { type: 'challenge.abandoned' }
  /** After the hour, or a failure to load: open the page again (a new hour). */
  | { type: 'page.reloaded' };
