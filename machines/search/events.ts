import type { RoomOrder } from '../graphql/graphql';
import type { RoomGuests, SearchCriteria } from './search-criteria';
import type { MealBedOption } from '../../contract/meal-bed-params';
import type { CodeKind } from '../pricing/discount-code';

/** Events views send to the search chart. */
export type SearchEvent =
  /** The search bar changed some fields; nothing is sent until `search.submitted`. */
  | { type: 'criteria.changed'; criteria: Partial<Omit<SearchCriteria, 'roomGuests'>> }
  /** Guests per room: the rooms of a multi-room search, each with its own adults and children. */
  | { type: 'rooms.changed'; rooms: RoomGuests[] }
  /** A room's children by tier (index from 0): children still there keep their meal and bed option, new ones have none chosen. */
  | { type: 'kids.tiersChanged'; room: number; kidsTiers: Record<string, number> }
  /** The guest chose one child's meal and bed option (room and child index from 0). */
  | { type: 'kids.mealBedChosen'; room: number; child: number; option: MealBedOption }
  /** The hotel's kids setting is known (search-extras chart): whether each child needs a meal and bed option. */
  | { type: 'kids.settingLoaded'; asksMealBed: boolean }
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
