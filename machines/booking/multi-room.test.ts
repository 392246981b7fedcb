import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine } from './machine';
import { emptyGuestForm } from './guest-form';
import { buildReservationInput } from './reservation-request';
import {
  canIncrement,
  decrement,
  guestsDifferPerRoom,
  increment,
  planOffer,
  selectionTotal,
  type PlanOffer,
} from './selected-rooms';
import { selectSelectionTotal } from './selectors';

// A multi-room search of SPEC.md section 3: room 1 holds 2 adults, room 2 holds 3 adults and a child.
const searched = [
  { adults: 2, children: 0 },
  { adults: 3, children: 1 },
];
const offer = (roomTypeCode: string, roomPlanCode: string, prices: [number, number], roomCount = 5): PlanOffer =>
  planOffer(
    { roomTypeCode, roomCount },
    {
      roomPlanCode,
      roomPrice: prices[0],
      roomTax: Math.floor(prices[0] / 11),
      currency: 'JPY',
      paymentMethods: ['on_site'],
      occupancyPrices: searched.map((room, slot) => ({
        ...room,
        roomPrice: prices[slot]!,
        roomTax: Math.floor(prices[slot]! / 11),
      })),
    },
  );
const tatami = offer('TATAMI', 'TATAMI-RO', [62400, 84000]);
const family = offer('FAMILY', 'FAMILY-BF', [70000, 99000]);

describe('selection for rooms holding different guests', () => {
  it('each selected room fills the next searched room, with its guests and its own price', () => {
    let selection = increment([], tatami, searched);
    selection = increment(selection, family, searched);
    expect(selection.map((line) => line.rooms)).toEqual([
      [{ slot: 0, adults: 2, children: 0, roomPrice: 62400, roomTax: 5672 }],
      [{ slot: 1, adults: 3, children: 1, roomPrice: 99000, roomTax: 9000 }],
    ]);
    expect(selectionTotal(selection)).toEqual({ amount: 62400 + 99000, tax: 5672 + 9000, currency: 'JPY' });
  });

  it('never more rooms than were searched; removing one frees its searched room', () => {
    let selection = increment(increment([], tatami, searched), tatami, searched);
    expect(selection[0]!.quantity).toBe(2);
    expect(selectionTotal(selection)!.amount).toBe(62400 + 84000);
    expect(canIncrement(selection, tatami, searched)).toBe(false);
    expect(increment(selection, family, searched)).toEqual(selection);
    selection = decrement(selection, tatami);
    expect(selection[0]!.rooms).toEqual([{ slot: 0, adults: 2, children: 0, roomPrice: 62400, roomTax: 5672 }]);
    selection = increment(selection, family, searched);
    expect(selection[1]!.rooms![0]).toMatchObject({ slot: 1, adults: 3, children: 1, roomPrice: 99000 });
  });

  it('identical rooms keep the simple rule: any number within the free rooms, quantity x one room', () => {
    const same = [
      { adults: 2, children: 0 },
      { adults: 2, children: 0 },
    ];
    expect(guestsDifferPerRoom(same)).toBe(false);
    expect(guestsDifferPerRoom(searched)).toBe(true);
    const selection = increment(increment(increment([], tatami, same), tatami, same), tatami, same);
    expect(selection[0]).toMatchObject({ quantity: 3 });
    expect(selection[0]!.rooms).toBeUndefined();
    expect(selectionTotal(selection)!.amount).toBe(3 * 62400);
  });

  it('the reservation request books each room with its own guests', () => {
    const selection = increment(increment([], family, searched), tatami, searched);
    const request = buildReservationInput(
      { checkin: '2030-05-01', checkout: '2030-05-03', adults: 2, children: 0, rooms: searched },
      selection,
      { ...emptyGuestForm, firstName: 'Hanako', lastName: 'Yamada', email: 'h@example.com', phone: '+81900' },
      'en',
    );
    expect(request.rooms).toEqual([
      { roomTypeCode: 'FAMILY', roomPlanCode: 'FAMILY-BF', adults: 2, children: 0 },
      { roomTypeCode: 'TATAMI', roomPlanCode: 'TATAMI-RO', adults: 3, children: 1 },
    ]);
  });

  it('the booking chart applies the rule with the searched rooms of its criteria', () => {
    const actor = createActor(bookingMachine, {
      input: {
        hotelCode: 'h',
        criteria: { checkin: '2030-05-01', checkout: '2030-05-03', adults: 2, children: 0, rooms: searched },
      },
    }).start();
    actor.send({ type: 'room.incremented', offer: tatami });
    actor.send({ type: 'room.incremented', offer: family });
    actor.send({ type: 'room.incremented', offer: family });
    expect(actor.getSnapshot().context.selection.map((line) => [line.roomPlanCode, line.quantity])).toEqual([
      ['TATAMI-RO', 1],
      ['FAMILY-BF', 1],
    ]);
    expect(selectSelectionTotal(actor.getSnapshot())!.amount).toBe(62400 + 99000);
    // A new search clears the selection.
    actor.send({
      type: 'criteria.updated',
      criteria: { checkin: '2030-05-01', checkout: '2030-05-03', adults: 1, children: 0 },
    });
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });
});
