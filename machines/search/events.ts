import type { RoomOrder } from '../graphql/graphql';
import type { RoomGuests, SearchCriteria } from './search-criteria';
import type { CodeKind } from '../pricing/discount-code';

/** Events views send to the search chart. */
export type SearchEvent =
  /** The search bar changed some fields; nothing is sent until `search.submitted`. */
  | { type: 'criteria.changed'; criteria: Partial<Omit<SearchCriteria, 'roomGuests'>> }
  /** Guests per room: the rooms of a multi-room search, each with its own adults and children. */
  | { type: 'rooms.changed'; rooms: RoomGuests[] }
  | { type: 'search.submitted' }
  /** A new sort order re-queries at once. */
  | { type: 'order.changed'; order: RoomOrder }
  /** Results by room or by plan (SPEC.md `type`); the same search, shown another way. */
  | { type: 'view.changed'; view: 'rooms' | 'plans' }
  | { type: 'search.retried' }
  | { type: 'warnings.dismissed' }
  /** Pricing: apply one promo or coupon code (the other is dropped) and search again; cleared: search without. */
  | { type: 'code.applied'; kind: CodeKind; code: string }
  | { type: 'code.cleared' };
