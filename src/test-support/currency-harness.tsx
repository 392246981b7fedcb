import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BrowserServices } from '../app/browser-services';
import type { CurrencyList } from '../../machines/currency/events';
import type { PlanOffer } from '../../machines/booking/selected-rooms';
import { CurrencyScope } from '../views/currency/currency-scope';
import type { BookingHarness } from './render-booking';

/** One currency of the gateway's list, rated against the yen. */
export const currencyOption = (code: string, symbol: string, rate: string, suggested = true) => ({
  code,
  decimals: code === 'JPY' ? 0 : 2,
  symbol,
  rate,
  rateUpdatedAt: '2030-04-01T00:00:00.000Z',
  suggested,
});

/** The app's currency scope over the test harness, with a gateway that answers the currency list. */
export function WithCurrency({ list, children }: { list: CurrencyList; children: ReactNode }) {
  const services = { client: { request: async () => ({ currencies: list }) } } as unknown as BrowserServices;
  return <CurrencyScope services={services}>{children}</CurrencyScope>;
}

export const GUEST_DETAIL = '/reservation/guest-detail?code=demo-kyoto&checkin=2030-05-01&checkout=2030-05-03&adults=2';
/** A plan payable on site or by card. */
export const cardPlan: PlanOffer = {
  roomTypeCode: 'TWN',
  roomPlanCode: 'TWN-RO',
  roomCount: 3,
  roomPrice: 24000,
  roomTax: 2181,
  currency: 'JPY',
  paymentMethods: ['on_site', 'credit_card'],
};

/** The guest chose one room of the card plan on the results page and pressed Book. */
export async function startWithCardPlan(harness: BookingHarness) {
  await act(async () => {
    harness.booking().send({ type: 'room.incremented', offer: cardPlan });
    harness.booking().send({ type: 'booking.started' });
  });
}
