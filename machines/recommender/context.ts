import type { RoomRecommendationsQuery } from '../graphql/graphql';
import type { Failure } from '../failure';

export type Recommendation = RoomRecommendationsQuery['roomRecommendations'][number];

/** The stay and guests recommendations are for (from the URL, as the search reads it). */
export interface RecommenderCriteria {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
  roomCount: number;
}

export interface LoadRecommendationsInput {
  hotelCode: string;
  criteria: RecommenderCriteria;
}

export interface RecommenderInput {
  hotelCode: string;
  criteria: RecommenderCriteria;
}

export interface RecommenderContext extends RecommenderInput {
  recommendations: Recommendation[];
  failure: Failure | null;
}

export function initialRecommenderContext(input: RecommenderInput): RecommenderContext {
  return { ...input, recommendations: [], failure: null };
}
