export type RecommenderEvent = { type: 'recommendations.retried' };
