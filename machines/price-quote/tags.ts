/**
 * The chart's tags, apart from the chart: the app root's rules read the selectors on every page
 * (machines/app-root/relays.ts), and the chart itself comes only with the pages that show a quote.
 */
export const PriceQuoteTags = { Loading: 'Loading' } as const;
