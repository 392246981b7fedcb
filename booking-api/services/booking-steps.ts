import type { Temporal } from 'temporal-polyfill';
import type { CreateReservationRequest, ReservationReply } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { AppTx } from '../db/transactions';
import type { NightlyRate } from '../domain/pricing';
import type { HotelWithBrand, PlanRow, RoomTypeRow } from '../repositories/hotels';
import type { NewReservation, NewReservationRoom, ReservationRecord } from '../repositories/reservations';
import type { BookingOutcome } from './booking-outcome';
import type { SearchKids } from './search-options';

/**
 * The booking step registry. A reservation is assembled from steps that features register at
 * composition time (booking-api/booking-steps.ts); the booking function (services/reservation-booking.ts)
 * runs them in the registered order and imports no feature:
 *
 * 1. `check`, before the transaction, in order: reads the draft, may refuse with a BookingFailure (nothing
 *    is written yet), adds to the total, lowers what is payable, and returns the step's plan;
 * 2. `write`, inside the booking transaction once the reservation row exists, in order; throwing rolls the
 *    whole booking back;
 * 3. `confirm`, inside the same transaction once every step wrote and the reservation was read back:
 *    e-mails through the outbox, confirmations, and what the step adds to the reply;
 * 4. `afterCommit`, after the commit and for a replayed reply alike (the card provider is asked there).
 */

/** The stay as the booking function resolved it before any step runs. */
export interface BookingFacts {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  request: CreateReservationRequest;
  memberId: number | null;
  /** The widget's public base URL, for links in e-mails. */
  publicUrl: string;
  /** The gateway that takes the card instead of the hotel's (the travel agency's own), if any. */
  cardProviderKind: string | undefined;
  /** The booked nights (one for a day-use stay). */
  nights: string[];
  /** Each room in request order: its type and plan, and its reservation row priced from the rates (steps may lower it). */
  rooms: { type: RoomTypeRow; plan: PlanRow; row: NewReservationRoom }[];
  rates: Map<number, NightlyRate[]>;
  /** Children by tier or age and their meal and bed options, per room. */
  kids: SearchKids;
}

/** Reservation columns a step fills in; the booking function writes 0 for those no step set. */
export type StepColumns = Partial<
  Pick<
    NewReservation,
    'extraTotalPrice' | 'extraPriceWithoutTax' | 'spendingPointValue' | 'voucherCouponDiscountAmount'
  >
>;

/** A value one step shares with the steps after it (the card a later step converts, the terms the price summary shows). */
export interface BookingSlot<T> {
  readonly name: string;
  /** Never set: carries the value's type. */
  readonly type?: T;
}

export function bookingSlot<T>(name: string): BookingSlot<T> {
  return { name };
}

/** What the checks build up, in the hotel currency unless said otherwise. */
export class BookingDraft {
  private added = 0;
  private addedTax = 0;
  private reducedTo: number | null = null;
  private charged: { amount: number; currency: string } | null = null;
  private pending = false;
  private readonly shared = new Map<string, unknown>();
  readonly columns: StepColumns = {};

  constructor(readonly facts: BookingFacts) {}

  /** Everything the stay costs before member reductions: the rooms, then what steps added (extras, a package's fares). */
  total(): number {
    return this.facts.rooms.reduce((sum, room) => sum + room.row.totalPrice, 0) + this.added;
  }

  /** The tax included in total(). */
  tax(): number {
    return this.facts.rooms.reduce((sum, room) => sum + room.row.tax, 0) + this.addedTax;
  }

  /** A step adds to the total: an amount and the tax it includes. */
  add(amount: number, tax = 0): void {
    this.added += amount;
    this.addedTax += tax;
  }

  /** What the guest pays after member reductions (points, a voucher): the total until a step lowers it. */
  payable(): number {
    return this.reducedTo ?? this.total();
  }

  reduceTo(payable: number): void {
    this.reducedTo = payable;
  }

  /** What is charged at booking and in which currency: what is payable, in the hotel currency, until a step says otherwise. */
  charge(): { amount: number; currency: string } {
    return this.charged ?? { amount: this.payable(), currency: this.facts.hotel.currency };
  }

  chargeNow(amount: number, currency = this.facts.hotel.currency): void {
    this.charged = { amount, currency };
  }

  /** The reservation waits for a payment (a card to confirm, a transfer) instead of being booked outright. */
  awaitPayment(): void {
    this.pending = true;
  }

  awaitsPayment(): boolean {
    return this.pending;
  }

  share<T>(slot: BookingSlot<T>, value: T): void {
    this.shared.set(slot.name, value);
  }

  /** The value an earlier step shared, or undefined when none did. */
  find<T>(slot: BookingSlot<T>): T | undefined {
    return this.shared.get(slot.name) as T | undefined;
  }

  /** The value an earlier step must have shared (a step registered out of order fails loudly). */
  read<T>(slot: BookingSlot<T>): T {
    if (!this.shared.has(slot.name)) throw new Error(`booking step order: nothing shared as ${slot.name} yet`);
    return this.shared.get(slot.name) as T;
  }
}

/** The reservation as written inside the transaction. */
export interface WrittenReservation {
  reservationId: number;
  now: Temporal.Instant;
  draft: BookingDraft;
}

/** The reservation read back inside the transaction, after every step wrote. */
export interface BookedReservation extends WrittenReservation {
  record: ReservationRecord;
}

/** Where the booking stands after the commit (also for a replayed reply). */
export interface CommittedBooking {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  publicUrl: string;
}

export interface BookingStep<Plan> {
  /** Unique within a registry; names the step in errors and in docs/architecture.md. */
  name: string;
  check(draft: BookingDraft): Promise<Plan> | Plan;
  write?(tx: AppTx, plan: Plan, written: WrittenReservation): Promise<void>;
  confirm?(tx: AppTx, plan: Plan, booked: BookedReservation): Promise<Partial<ReservationReply> | void>;
  afterCommit?(outcome: BookingOutcome, booking: CommittedBooking): Promise<BookingOutcome>;
}

/** A step with its plan's type hidden, as the registry holds it. */
export interface RegisteredStep {
  name: string;
  plan(draft: BookingDraft): Promise<PlannedStep>;
  afterCommit?(outcome: BookingOutcome, booking: CommittedBooking): Promise<BookingOutcome>;
}

/** A step whose check passed: its writes, bound to its plan. */
export interface PlannedStep {
  name: string;
  write(tx: AppTx, written: WrittenReservation): Promise<void>;
  confirm(tx: AppTx, booked: BookedReservation): Promise<Partial<ReservationReply> | void>;
}

/** Declares a step; its plan travels from its check to its writes with its own type. */
export function bookingStep<Plan>(step: BookingStep<Plan>): RegisteredStep {
  return {
    name: step.name,
    async plan(draft) {
      const plan = await step.check(draft);
      return {
        name: step.name,
        write: async (tx, written) => step.write?.(tx, plan, written),
        confirm: async (tx, booked) => step.confirm?.(tx, plan, booked),
      };
    },
    ...(step.afterCommit ? { afterCommit: step.afterCommit.bind(step) } : {}),
  };
}

/** The registered steps of a booking, in the order they were registered. */
export class BookingSteps {
  private readonly steps: RegisteredStep[] = [];

  register(...steps: RegisteredStep[]): this {
    for (const step of steps) {
      if (this.steps.some((known) => known.name === step.name))
        throw new Error(`booking step ${step.name} is registered twice`);
      this.steps.push(step);
    }
    return this;
  }

  names(): string[] {
    return this.steps.map((step) => step.name);
  }

  /** A booking's own steps (a package's seats, an agency hand-over's claim) run first, then the registered ones. */
  withFirst(own: RegisteredStep[]): BookingSteps {
    return new BookingSteps().register(...own, ...this.steps);
  }

  /** Every check in order; the first refusal stops the booking before anything is written. */
  async plan(draft: BookingDraft): Promise<PlannedSteps> {
    const planned: PlannedStep[] = [];
    for (const step of this.steps) planned.push(await step.plan(draft));
    return new PlannedSteps(planned);
  }

  /** Every after-commit effect in order, each seeing the outcome the one before left. */
  async afterCommit(outcome: BookingOutcome, booking: CommittedBooking): Promise<BookingOutcome> {
    let current = outcome;
    for (const step of this.steps) if (step.afterCommit) current = await step.afterCommit(current, booking);
    return current;
  }
}

/** The planned steps of one booking, written inside its transaction. */
export class PlannedSteps {
  constructor(private readonly steps: PlannedStep[]) {}

  async write(tx: AppTx, written: WrittenReservation): Promise<void> {
    for (const step of this.steps) await step.write(tx, written);
  }

  /** Every confirmation in order; what each adds to the reply, merged. */
  async confirm(tx: AppTx, booked: BookedReservation): Promise<Partial<ReservationReply>> {
    let reply: Partial<ReservationReply> = {};
    for (const step of this.steps) reply = { ...reply, ...(await step.confirm(tx, booked)) };
    return reply;
  }
}
