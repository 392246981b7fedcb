import type { SearchExtrasQuery } from '../graphql/graphql';
import type { Failure } from '../failure';

export type KidsSetting = SearchExtrasQuery['kidsSetting'];
export type KidsTier = KidsSetting['tiers'][number];
export type HotelNotification = SearchExtrasQuery['hotelNotifications'][number];
export type Facility = SearchExtrasQuery['brandFacilities'][number];

/** What the loadSearchExtras actor resolves to. */
export interface SearchExtras {
  kidsSetting: KidsSetting;
  notifications: HotelNotification[];
  facilities: Facility[];
}

export interface LoadSearchExtrasInput {
  hotelCode: string;
  brandCode: string;
  checkin: string;
}

export interface SearchExtrasInput {
  hotelCode: string;
  brandCode: string;
  /** The check-in the notifications are for (SPEC.md section 5: display dates against check-in). */
  checkin: string;
}

export interface SearchExtrasContext extends SearchExtrasInput, SearchExtras {
  failure: Failure | null;
}

export function initialSearchExtrasContext(input: SearchExtrasInput): SearchExtrasContext {
  return {
    ...input,
    kidsSetting: { kidsType: null, currency: '', tiers: [], mealBedOptions: [] },
    notifications: [],
    facilities: [],
    failure: null,
  };
}
