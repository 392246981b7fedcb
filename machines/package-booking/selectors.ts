import type { SnapshotFrom } from 'xstate';
import {
  chosenFlight,
  chosenOffer,
  offerKeyOf,
  packagePaymentMethod,
  packagePaymentMethods,
  packageCurrency,
  packageTotal,
  PackageBookingTags,
  type PackageBookingMachine,
} from './machine';
import { passengersOf } from './package-criteria';

type Snapshot = SnapshotFrom<PackageBookingMachine>;

export const selectPackageStep = (s: Snapshot) => s.value as string;
export const selectPackageBusy = (s: Snapshot) => s.hasTag(PackageBookingTags.Busy);
export const selectPackageCriteria = (s: Snapshot) => s.context.criteria;
export const selectPackageProblem = (s: Snapshot) => s.context.problem;
export const selectPackagePassengers = (s: Snapshot) => passengersOf(s.context.criteria.rooms);
export const selectPackageAirports = (s: Snapshot) => s.context.airports;
export const selectPackageFlights = (s: Snapshot) => s.context.flights;
export const selectOutboundId = (s: Snapshot) => s.context.outboundId;
export const selectReturnId = (s: Snapshot) => s.context.returnId;
export const selectChosenOutbound = (s: Snapshot) => chosenFlight(s.context.flights?.outbound, s.context.outboundId);
export const selectChosenReturn = (s: Snapshot) => chosenFlight(s.context.flights?.return, s.context.returnId);
export const selectFlightsReady = (s: Snapshot) =>
  Boolean(selectChosenOutbound(s)?.bookable && selectChosenReturn(s)?.bookable);
export const selectOffers = (s: Snapshot) => s.context.offers;
export const selectOfferKey = (s: Snapshot) => s.context.offerKey;
export const selectChosenOffer = (s: Snapshot) => chosenOffer(s.context);
export const selectPackageTotal = (s: Snapshot) => packageTotal(s.context);
export const selectPackageCurrency = (s: Snapshot) => packageCurrency(s.context);
export const selectPackageGuest = (s: Snapshot) => s.context.guest;
export const selectPackageGuestErrors = (s: Snapshot) => s.context.guestErrors;
export const selectPackageFailure = (s: Snapshot) => s.context.failure;
export { offerKeyOf };
export const selectPackagePaymentMethods = (s: Snapshot) => packagePaymentMethods(s.context);
export const selectPackagePaymentMethod = (s: Snapshot) => packagePaymentMethod(s.context);
export const selectPackageCard = (s: Snapshot) => s.context.card;
export const selectPackageCardErrors = (s: Snapshot) => s.context.cardErrors;
export const selectPackageMcp = (s: Snapshot) => s.context.mcp;
/** A card the provider or the issuer refused: the guest types another (nothing was held). */
export const selectPackageCardRefused = (s: Snapshot) =>
  s.matches('EnteringGuest') && s.context.failure !== null && /^3\d{3}$/.test(s.context.failure.code)
    ? s.context.failure
    : null;
