import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createPriceQuoteActors } from './actors';
import { priceQuoteMachine } from './machine';
import { registerLaterRelays } from '../app-root/later-relays';

// The app root's rules about the booking's summary come with it (machines/app-root/later-relays.ts).
registerLaterRelays();

/** A reservation's summary (the confirmation): the page asks for it. */
export const PriceQuoteContext = chartContext(priceQuoteMachine, 'priceQuote');
export const usePriceQuoteSelector = PriceQuoteContext.useSelector;
export const usePriceQuoteActorRef = PriceQuoteContext.useActorRef;

/** The booking's summary: the app root passes it the booking's request and its total to the booking (machines/app-root/relays.ts). */
export const BookingPriceQuoteContext = chartContext(priceQuoteMachine, 'bookingPriceQuote');

const implement = ({ client }: ChartProviderProps<typeof priceQuoteMachine> & { client: GatewayClient }) =>
  priceQuoteMachine.provide({ actors: createPriceQuoteActors(client) });

export const PriceQuoteProvider = chartProvider(PriceQuoteContext, implement);
export const BookingPriceQuoteProvider = chartProvider(BookingPriceQuoteContext, implement);
