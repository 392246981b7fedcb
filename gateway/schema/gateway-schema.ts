import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import type { GatewayContext } from '../context';
import { hotelResolvers } from './hotel/resolvers';
import { membershipResolvers } from './membership/resolvers';
import { membershipAccountResolvers } from './membership-accounts/resolvers';
import { paymentResolvers } from './payment/resolvers';
import { paymentMethodResolvers } from './payment-methods/resolvers';
import { payByLinkResolvers } from './pay-by-link/resolvers';
import { reservationResolvers } from './reservation/resolvers';
import { savedCardResolvers } from './saved-cards/resolvers';
import { currencyResolvers } from './currency/resolvers';
import { reservationChangeResolvers } from './reservation-changes/resolvers';
import { searchResolvers } from './search/resolvers';
import { pricingResolvers } from './pricing/resolvers';
import { searchOptionsResolvers } from './search-options/resolvers';
import { extrasResolvers } from './extras/resolvers';
import { sessionResolvers } from './session/resolvers';
import { organizationResolvers } from './organization/resolvers';
import { lotteryResolvers } from './lottery/resolvers';
import { pointsResolvers } from './points/resolvers';
import { ssoResolvers } from './sso/resolvers';
import { agencyResolvers } from './agency/resolvers';
import { packageResolvers } from './packages/resolvers';
import { hotelSearchResolvers } from './hotel-search/resolvers';
import { handOverResolvers } from './hand-over/resolvers';

/** One module per domain: its SDL in `<module>/schema.graphql`, its resolvers beside it. */
const modules = [
  { name: 'hotel', resolvers: hotelResolvers },
  { name: 'search', resolvers: searchResolvers },
  { name: 'pricing', resolvers: pricingResolvers },
  { name: 'search-options', resolvers: searchOptionsResolvers },
  { name: 'reservation', resolvers: reservationResolvers },
  { name: 'reservation-changes', resolvers: reservationChangeResolvers },
  { name: 'extras', resolvers: extrasResolvers },
  { name: 'session', resolvers: sessionResolvers },
  { name: 'membership', resolvers: membershipResolvers },
  { name: 'membership-accounts', resolvers: membershipAccountResolvers },
  { name: 'points', resolvers: pointsResolvers },
  { name: 'payment', resolvers: paymentResolvers },
  { name: 'payment-methods', resolvers: paymentMethodResolvers },
  { name: 'pay-by-link', resolvers: payByLinkResolvers },
  { name: 'saved-cards', resolvers: savedCardResolvers },
  { name: 'organization', resolvers: organizationResolvers },
  { name: 'lottery', resolvers: lotteryResolvers },
  { name: 'sso', resolvers: ssoResolvers },
  { name: 'currency', resolvers: currencyResolvers },
  { name: 'agency', resolvers: agencyResolvers },
  { name: 'packages', resolvers: packageResolvers },
  { name: 'hotel-search', resolvers: hotelSearchResolvers },
  { name: 'hand-over', resolvers: handOverResolvers },
];

export function createGatewaySchema() {
  // The SDL files stay the single source that codegen also reads; no copy lives in TypeScript.
  const typeDefs = modules.map(({ name }) =>
    readFileSync(new URL(`./${name}/schema.graphql`, import.meta.url), 'utf8'),
  );
  return createSchema<GatewayContext>({
    typeDefs,
    resolvers: modules.map(({ resolvers }) => resolvers),
  });
}
