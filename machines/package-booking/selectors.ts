import type { SnapshotFrom } from 'xstate';
import {
  chosenFlight,
  chosenOffer,
  offerKeyOf,
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
export const selectPackageGuest = (s: Snapshot) => s.context.guest;
export const selectPackageGuestErrors = (s: Snapshot) => s.context.guestErrors;
export const selectPackageFailure = (s: Snapshot) => s.context.failure;
export { offerKeyOf };
