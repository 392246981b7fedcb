import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract';
import { composeBookingSteps } from '../booking-steps';
import type { AppTx } from '../db/transactions';
import { outbox, reservationPaymentTerms, reservations } from '../db/schema';
import { BookingFailure } from '../domain/booking-failure';
import { findHotel } from '../repositories/hotels';
import { describeOnTestDatabases, reservationRequest, stockOf, TEST_PUBLIC_URL } from '../tests/support/test-api';
import {
  BookingDraft,
  BookingSteps,
  bookingSlot,
  bookingStep,
  type BookingFacts,
  type RegisteredStep,
} from './booking-steps';
import { bookReservation } from './reservation-booking';

/** A step that notes each of its parts in `log` as `<name>:<part>`. */
function loggingStep(name: string, log: string[]): RegisteredStep {
  return bookingStep({
    name,
    check: () => {
      log.push(`${name}:check`);
      return name;
    },
    write: async (_tx, plan) => void log.push(`${plan}:write`),
    confirm: async (_tx, plan) => {
      log.push(`${plan}:confirm`);
      return { traffic_source: `${plan} confirmed last` };
    },
    afterCommit: async (outcome) => {
      log.push(`${name}:after-commit`);
      return outcome;
    },
  });
}

const facts = {
  hotel: { currency: 'JPY' },
  rooms: [{ row: { totalPrice: 20_000, tax: 1_818 } }],
} as unknown as BookingFacts;
const tx = {} as AppTx;
const booked = { reservationId: 1, now: {} as never, record: {} as never };

describe('the booking step registry', () => {
  it("runs checks, writes, confirmations and after-commit effects in the registered order, a booking's own steps first", async () => {
    const log: string[] = [];
    const steps = new BookingSteps()
      .register(loggingStep('pricing', log), loggingStep('extras', log))
      .withFirst([loggingStep('package', log)]);
    expect(steps.names()).toEqual(['package', 'pricing', 'extras']);
    const draft = new BookingDraft(facts);
    const planned = await steps.plan(draft);
    await planned.write(tx, { ...booked, draft });
    const reply = await planned.confirm(tx, { ...booked, draft });
    await steps.afterCommit({ status: 201, body: {} as never, replayed: false }, {} as never);
    expect(log).toEqual([
      'package:check',
      'pricing:check',
      'extras:check',
      'package:write',
      'pricing:write',
      'extras:write',
      'package:confirm',
      'pricing:confirm',
      'extras:confirm',
      'package:after-commit',
      'pricing:after-commit',
      'extras:after-commit',
    ]);
    expect(reply).toEqual({ traffic_source: 'extras confirmed last' });
  });

  it('refuses a step name registered twice', () => {
    expect(() => new BookingSteps().register(loggingStep('extras', []), loggingStep('extras', []))).toThrow(
      'booking step extras is registered twice',
    );
  });

  it('stops at the first refusing check: later checks and every write never run', async () => {
    const log: string[] = [];
    const refusing = bookingStep({
      name: 'coupon',
      check: () => {
        throw new BookingFailure(422, ErrorCode.paymentMethodNotAllowed, 'Refused', 'refused in its check');
      },
      write: async () => void log.push('coupon:write'),
    });
    const steps = new BookingSteps().register(loggingStep('pricing', log), refusing, loggingStep('extras', log));
    await expect(steps.plan(new BookingDraft(facts))).rejects.toThrow('refused in its check');
    expect(log).toEqual(['pricing:check']);
  });

  it('adds to the total, lowers what is payable and charges it, and passes shared values to later steps', () => {
    const draft = new BookingDraft(facts);
    draft.add(3_000, 272);
    expect([draft.total(), draft.tax(), draft.payable(), draft.charge()]).toEqual([
      23_000,
      2_090,
      23_000,
      { amount: 23_000, currency: 'JPY' },
    ]);
    draft.reduceTo(21_000);
    expect(draft.charge()).toEqual({ amount: 21_000, currency: 'JPY' });
    draft.chargeNow(140, 'USD');
    expect(draft.charge()).toEqual({ amount: 140, currency: 'USD' });
    const terms = bookingSlot<{ deposit: number }>('terms');
    expect(draft.find(terms)).toBeUndefined();
    expect(() => draft.read(terms)).toThrow('nothing shared as terms yet');
    draft.share(terms, { deposit: 5_000 });
    expect(draft.read(terms)).toEqual({ deposit: 5_000 });
  });
});

describeOnTestDatabases('booking steps on $name', (api) => {
  const counts = async () => {
    const { db } = api.database;
    const [booked] = await db.select({ n: count() }).from(reservations);
    const [terms] = await db.select({ n: count() }).from(reservationPaymentTerms);
    const [mails] = await db.select({ n: count() }).from(outbox);
    return {
      reservations: booked!.n,
      terms: terms!.n,
      mails: mails!.n,
      stock: await stockOf(api.database, 'KY-STD-TWIN', '2026-03-10', '2026-03-12'),
    };
  };
  const book = async (steps: BookingSteps, ownSteps: RegisteredStep[] = []) => {
    const hotel = (await findHotel(api.database.db, 'demo-kyoto'))!;
    return bookReservation({
      database: api.database,
      clock: api.clock,
      steps,
      ownSteps,
      hotel,
      request: reservationRequest(),
      publicUrl: TEST_PUBLIC_URL,
    });
  };

  it('books through the composed steps: payment terms written, the booking e-mail queued, one room taken', async () => {
    const before = await counts();
    const outcome = await book(composeBookingSteps(api.cardProviders));
    expect(outcome.status).toBe(201);
    const after = await counts();
    expect(after).toEqual({
      reservations: before.reservations + 1,
      terms: before.terms + 1,
      mails: before.mails + 1,
      stock: before.stock.map((n) => n - 1),
    });
  });

  it('leaves everything as it was when a check refuses: nothing was written', async () => {
    const before = await counts();
    const refusing = bookingStep({
      name: 'refusing',
      check: () => {
        throw new BookingFailure(409, ErrorCode.soldOut, 'Sold out', 'refused before the transaction');
      },
    });
    await expect(book(composeBookingSteps(api.cardProviders), [refusing])).rejects.toThrow(
      'refused before the transaction',
    );
    expect(await counts()).toEqual(before);
  });

  it("rolls the whole booking back when the last step's write fails: stock, reservation, terms and e-mail", async () => {
    const before = await counts();
    let wrote = false;
    const failing = bookingStep({
      name: 'failing-write',
      check: () => undefined,
      async write(tx, _plan, { reservationId }) {
        // The earlier steps wrote their rows in this transaction...
        const [terms] = await tx
          .select({ n: count() })
          .from(reservationPaymentTerms)
          .where(eq(reservationPaymentTerms.reservationId, reservationId));
        wrote = terms!.n === 1;
        throw new Error('the last write failed');
      },
    });
    await expect(book(composeBookingSteps(api.cardProviders).register(failing))).rejects.toThrow(
      'the last write failed',
    );
    // ...and none of them is left.
    expect(wrote).toBe(true);
    expect(await counts()).toEqual(before);
  });
});
