import type { SnapshotFrom } from 'xstate';
import { recommenderMachine, RecommenderTags } from './machine';

type RecommenderSnapshot = SnapshotFrom<typeof recommenderMachine>;

export const selectRecommending = (s: RecommenderSnapshot) => s.hasTag(RecommenderTags.Loading);
export const selectRecommendations = (s: RecommenderSnapshot) => s.context.recommendations;
export const selectRecommenderCriteria = (s: RecommenderSnapshot) => s.context.criteria;
export const selectNothingToRecommend = (s: RecommenderSnapshot) => s.matches('Empty');
export const selectRecommenderFailed = (s: RecommenderSnapshot) => s.matches('Failed');
export const selectRecommenderFailure = (s: RecommenderSnapshot) => s.context.failure;
export const selectCanRetryRecommendations = (s: RecommenderSnapshot) => s.can({ type: 'recommendations.retried' });
