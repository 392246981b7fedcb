import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, type Failure } from '../failure';
import type { GuestNameSettings } from '../../contract/names-addresses';
import type { GuestUpdateRequest, ItineraryRequest, ReservationDetails, ReservationLookup } from './context';
import { reservationMachine } from './machine';
import {
  bookedGuestModes,
  bookedGuestRules,
  guestDraftErrors,
  guestDraftOf,
  type GuestDraftField,
  type ItineraryChangeDetails,
} from './reservation-changes';
import {
  selectCanEditGuest,
  selectCanRequestChange,
  selectChangeErrors,
  selectChangeRefusalCode,
  selectGuestErrors,
  selectRefund,
  selectTotalChanged,
} from './selectors';

const setting = {
  isActive: true,
  updatable: true,
  reason: null,
  deadline: '2030-04-09T09:00:00Z',
  itineraryUpdatable: true,
  itineraryReason: null,
};
const room = (position: number) => ({
  position,
  roomTypeCode: 'TWN',
  roomTypeName: 'Twin',
  roomPlanCode: 'TWN-RO',
  roomPlanName: 'Room only',
  adults: 2,
  children: 0,
  kids: [],
  cancellationTerms: null,
  totalPrice: 30000,
  tax: 2727,
});
const reservation: ReservationDetails = {
  confirmationNumber: 'R123',
  status: 'done',
  bypassToken: 'tok',
  flights: [],
  flightTotalPrice: null,
  hotel: {
    id: 1,
    code: 'demo-kyoto',
    name: 'Demo Kyoto',
    timeZone: 'Asia/Tokyo',
    address: '605-0862 2-221 Kiyomizu, Higashiyama-ku, Kyoto',
    mapUrl: 'https://www.openstreetmap.org/search?query=605-0862',
    checkinTime: '15:00',
    checkoutTime: '11:00',
    phone: '+81 75-555-0100',
    email: 'stay@kyoto.example.com',
  },
  calendarUrl: '/api/calendar/hotels/demo-kyoto/reservations/R1/stay.ics?bypass_token=tok',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-13',
  nights: 3,
  rooms: [room(0), room(1)],
  guest: {
    firstName: 'Mary',
    lastName: 'Smith',
    email: 'mary@example.com',
    phone: '+8131234',
    phoneDisplay: '+81 3 1234',
    firstNameKana: null,
    lastNameKana: null,
    postalCode: null,
    prefectureOrState: null,
    streetAddress: null,
    buildingNameAndNumber: null,
  },
  locale: null,
  paymentType: 'on_site',
  currency: 'JPY',
  totalPrice: 60000,
  tax: 5454,
  spendingPointValue: 0,
  voucherCouponDiscountAmount: 0,
  totalPriceBeforePointDiscount: 60000,
  cancellation: { fee: 0, cancellable: true, refusalCode: null },
  cancellationFee: null,
  cancelReason: null,
  payment: null,
  createdAt: '2030-04-01T00:00:00Z',
  cancelledAt: null,
  totalExtraPrice: 0,
  extras: [],
  answers: [],
  updateSetting: setting,
  depositAmount: null,
  remainAmount: null,
  mcpCurrency: null,
  mcpDepositAmount: null,
  mcpRemainAmount: null,
  paymentTerms: null,
};
const quoted = (newTotalPrice: number, dryRun = true): ItineraryChangeDetails => ({
  dryRun,
  quote: {
    checkinDate: '2030-04-10',
    checkoutDate: '2030-04-12',
    nights: 2,
    currentTotalPrice: 60000,
    newTotalPrice,
    newTax: 3636,
    changeFee: 0,
    priceDifference: newTotalPrice - 60000,
    currency: 'JPY',
    rooms: [],
    removedExtras: [],
    removedExtrasPrice: 0,
    refundAmount: 0,
    deposit: null,
    mcp: null,
  },
  reservation: dryRun
    ? reservation
    : { ...reservation, checkoutDate: '2030-04-12', nights: 2, totalPrice: newTotalPrice },
});

function managing(options: {
  fetched?: ReservationDetails[];
  quotes?: Array<ItineraryChangeDetails | Failure>;
  commits?: Array<ItineraryChangeDetails | Failure>;
  guests?: Array<ReservationDetails | Failure>;
  nameSettings?: GuestNameSettings;
}) {
  const sent = {
    quotes: [] as ItineraryRequest[],
    commits: [] as ItineraryRequest[],
    guests: [] as GuestUpdateRequest[],
    fetches: [] as ReservationLookup[],
  };
  const settle = <T>(reply: T | Failure | undefined): T => {
    if (!reply) throw new Error('unexpected call');
    if (typeof reply === 'object' && 'code' in (reply as object)) throw reply;
    return reply as T;
  };
  const fetched = options.fetched ?? [reservation];
  const machine = reservationMachine.provide({
    actors: {
      fetchReservation: fromPromise<ReservationDetails, ReservationLookup>(async ({ input }) => {
        sent.fetches.push(input);
        return fetched.length > 1 ? fetched.shift()! : fetched[0]!;
      }),
      quoteItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(async ({ input }) => {
        sent.quotes.push(input);
        return settle(options.quotes?.shift());
      }),
      changeItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(async ({ input }) => {
        sent.commits.push(input);
        return settle(options.commits?.shift());
      }),
      updateGuest: fromPromise<ReservationDetails, GuestUpdateRequest>(async ({ input }) => {
        sent.guests.push(input);
        return settle(options.guests?.shift());
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      hotelCode: 'demo-kyoto',
      confirmationNumber: 'R123',
      email: 'mary@example.com',
      nameSettings: options.nameSettings ?? null,
    },
  }).start();
  return { actor, sent };
}

describe('changing a reservation', () => {
  it('quotes a night less, shows the refund, commits with the quoted total and shows the update', async () => {
    const { actor, sent } = managing({ quotes: [quoted(40000)], commits: [quoted(40000, false)] });
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'change.requested' });
    actor.send({ type: 'change.datesChanged', checkinDate: '2030-04-10', checkoutDate: '2030-04-12' });
    actor.send({ type: 'change.quoteRequested' });
    await waitFor(actor, (s) => s.matches('ReviewingChange'));
    expect(sent.quotes[0]).toMatchObject({
      change: { checkinDate: '2030-04-10', checkoutDate: '2030-04-12', removeRoomPositions: [] },
      quotedTotalPrice: null,
    });
    expect(selectRefund(actor.getSnapshot())).toBe(20000);
    actor.send({ type: 'change.confirmed' });
    actor.send({ type: 'change.confirmed' }); // a double click sends nothing more
    await waitFor(actor, (s) => s.matches('Updated'));
    expect(sent.commits).toHaveLength(1);
    expect(sent.commits[0]).toMatchObject({ quotedTotalPrice: 40000 });
    expect(actor.getSnapshot().context.reservation).toMatchObject({ checkoutDate: '2030-04-12', totalPrice: 40000 });
    actor.send({ type: 'update.acknowledged' });
    expect(actor.getSnapshot().value).toBe('Viewing');
  });

  it('re-quotes when the total changed before the commit, and the next commit sends the new total', async () => {
    const { actor, sent } = managing({
      quotes: [quoted(40000), quoted(43000)],
      commits: [failure('update_total_changed', 'Total changed', 409), quoted(43000, false)],
    });
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'change.requested' });
    actor.send({ type: 'change.roomToggled', position: 1 });
    actor.send({ type: 'change.quoteRequested' });
    await waitFor(actor, (s) => s.matches('ReviewingChange'));
    actor.send({ type: 'change.confirmed' });
    await waitFor(actor, (s) => s.matches('ReviewingChange') && s.context.quote?.newTotalPrice === 43000);
    expect(selectTotalChanged(actor.getSnapshot())).toBe(true);
    expect(sent.quotes.map((q) => q.change.removeRoomPositions)).toEqual([[1], [1]]);
    actor.send({ type: 'change.confirmed' });
    await waitFor(actor, (s) => s.matches('Updated'));
    expect(sent.commits.map((c) => c.quotedTotalPrice)).toEqual([40000, 43000]);
  });

  it('checks the change before asking: within the stay, something changed, a room kept', async () => {
    const { actor, sent } = managing({});
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'change.requested' });
    actor.send({ type: 'change.quoteRequested' });
    expect(selectChangeErrors(actor.getSnapshot())).toEqual({ dates: 'nothing_changed' });
    actor.send({ type: 'change.datesChanged', checkinDate: '2030-04-10', checkoutDate: '2030-04-14' });
    actor.send({ type: 'change.roomToggled', position: 0 });
    actor.send({ type: 'change.roomToggled', position: 1 });
    actor.send({ type: 'change.quoteRequested' });
    expect(selectChangeErrors(actor.getSnapshot())).toEqual({ dates: 'not_within_stay', rooms: 'every_room_removed' });
    expect(sent.quotes).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('ChoosingChange');
  });

  it('offers no change when the update setting refuses, and only guest details for a prepaid stay', async () => {
    const closed = managing({
      fetched: [
        {
          ...reservation,
          updateSetting: {
            ...setting,
            updatable: false,
            reason: 'update_deadline_passed',
            itineraryUpdatable: false,
            itineraryReason: 'update_deadline_passed',
          },
        },
      ],
    });
    await waitFor(closed.actor, (s) => s.matches('Viewing'));
    expect([
      selectCanRequestChange(closed.actor.getSnapshot()),
      selectCanEditGuest(closed.actor.getSnapshot()),
    ]).toEqual([false, false]);
    expect(selectChangeRefusalCode(closed.actor.getSnapshot())).toBe('update_deadline_passed');

    const prepaid = managing({
      fetched: [
        {
          ...reservation,
          updateSetting: { ...setting, itineraryUpdatable: false, itineraryReason: 'update_card_payment' },
        },
      ],
    });
    await waitFor(prepaid.actor, (s) => s.matches('Viewing'));
    expect([
      selectCanRequestChange(prepaid.actor.getSnapshot()),
      selectCanEditGuest(prepaid.actor.getSnapshot()),
    ]).toEqual([false, true]);
    expect(selectChangeRefusalCode(prepaid.actor.getSnapshot())).toBe('update_card_payment');
  });

  it('validates the guest, saves it, and looks up by the new e-mail afterwards', async () => {
    const moved = { ...reservation, guest: { ...reservation.guest, email: 'new@example.com', phone: '+81759998877' } };
    const { actor, sent } = managing({ guests: [moved] });
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'guest.editRequested' });
    expect(actor.getSnapshot().context.guestDraft).toMatchObject({
      email: 'mary@example.com',
      emailConfirmation: 'mary@example.com',
    });
    actor.send({ type: 'guest.changed', field: 'phone', value: 'tel 090-12' });
    actor.send({ type: 'guest.changed', field: 'email', value: 'new@example.com' });
    actor.send({ type: 'guest.changed', field: 'firstName', value: 'まり' });
    actor.send({ type: 'guest.submitted' });
    expect(selectGuestErrors(actor.getSnapshot())).toEqual({
      phone: 'phone_invalid',
      emailConfirmation: 'email_mismatch',
      firstName: 'name_not_roman',
    });
    actor.send({ type: 'guest.changed', field: 'phone', value: '+81759998877' });
    actor.send({ type: 'guest.changed', field: 'emailConfirmation', value: 'new@example.com' });
    actor.send({ type: 'guest.changed', field: 'firstName', value: 'Mary' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('Updated'));
    expect(sent.guests[0]!.guest).toMatchObject({ email: 'new@example.com', phone: '+81759998877' });
    expect(sent.guests[0]!.lookup.email).toBe('mary@example.com');
    expect(actor.getSnapshot().context.lookup.email).toBe('new@example.com');
  });

  it('a refusal from the server (staff edited meanwhile) is shown, then the reservation is read again', async () => {
    const edited = {
      ...reservation,
      updateSetting: {
        ...setting,
        updatable: false,
        reason: 'update_staff_edited',
        itineraryUpdatable: false,
        itineraryReason: 'update_staff_edited',
      },
    };
    const { actor, sent } = managing({
      fetched: [reservation, edited],
      guests: [failure('update_staff_edited', 'Changed by the facility', 422)],
    });
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'guest.editRequested' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('ChangeRefused'));
    expect(actor.getSnapshot().context.failure?.code).toBe('update_staff_edited');
    actor.send({ type: 'update.acknowledged' });
    await waitFor(
      actor,
      (s) => s.matches('Viewing') && s.context.reservation?.updateSetting?.reason === 'update_staff_edited',
    );
    expect(sent.fetches).toHaveLength(2);
    expect(selectCanEditGuest(actor.getSnapshot())).toBe(false);
  });
});

describe('the guest edit of the manage page', () => {
  const draft = {
    ...guestDraftOf(null),
    firstName: 'Mary',
    lastName: 'Smith',
    email: 'mary@example.com',
    emailConfirmation: 'mary@example.com',
  };
  const roman = bookedGuestRules(null, null);
  it('takes only a phone the booking API takes: with its country code (separators allowed) or digits only', () => {
    for (const phone of ['+81 75-999-8877', '+81759998877', '0759998877'])
      expect(guestDraftErrors({ ...draft, phone }, roman).phone, phone).toBeUndefined();
    // A domestic number with separators needs the hotel's country, which this page does not read.
    for (const phone of ['075-123', '+81 75', '+0 123 4567'])
      expect(guestDraftErrors({ ...draft, phone }, roman).phone, phone).toBe('phone_invalid');
  });

  const kanjiHotel = { kanjiNameRequired: true, customerAddressRequired: true, kanaNameMode: 'do_not_ask' as const };
  const bookedInJa = { ...reservation, locale: 'ja' };
  const withPhone = { ...draft, phone: '+81759998877' };

  it('follows the rules of the language booked in and the hotel: kanji and kana with a kana reading and the address in ja', () => {
    const rules = bookedGuestRules(kanjiHotel, bookedInJa);
    expect(bookedGuestModes(rules)).toEqual({ kanaNames: 'required', address: 'required' });
    expect(guestDraftErrors({ ...withPhone, lastName: '山田', firstName: '太郎' }, rules)).toEqual({
      lastNameKana: 'required',
      firstNameKana: 'required',
      postalCode: 'required',
      prefectureOrState: 'required',
      streetAddress: 'required',
    });
    const complete = {
      ...withPhone,
      lastName: '山田',
      firstName: '太郎',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'たろう',
      postalCode: '600-8216',
      prefectureOrState: '京都府',
      streetAddress: '京都市下京区 1',
      buildingNameAndNumber: '',
    };
    expect(guestDraftErrors(complete, rules)).toEqual({});
    expect(guestDraftErrors({ ...complete, postalCode: '600#8216', lastNameKana: 'yamada' }, rules)).toEqual({
      postalCode: 'post_code_invalid',
      lastNameKana: 'kana_invalid',
    });
    expect(guestDraftErrors({ ...complete, streetAddress: '<script>alert(1)</script>' }, rules)).toEqual({
      streetAddress: 'address_characters',
    });
  });

  it("asks no kana of a booking in another language, and takes only that language's letters", () => {
    const inKo = bookedGuestRules(kanjiHotel, { ...reservation, locale: 'ko' });
    expect(bookedGuestModes(inKo)).toEqual({ kanaNames: 'do_not_ask', address: 'required' });
    const address = { postalCode: '04524', prefectureOrState: '서울', streetAddress: '중구 세종대로 1' };
    expect(guestDraftErrors({ ...withPhone, ...address, lastName: '김', firstName: '민준' }, inKo)).toEqual({});
    expect(guestDraftErrors({ ...withPhone, ...address, lastName: '山田', firstName: 'Taro' }, inKo)).toEqual({
      lastName: 'name_script',
    });
    // A booking kept without its language reads as English: Roman letters only.
    expect(guestDraftErrors({ ...withPhone, lastName: 'やまだ' }, bookedGuestRules(null, reservation)).lastName).toBe(
      'name_not_roman',
    );
  });

  it('sends the reading and address the dialog asked, and leaves the rest as booked', async () => {
    const { actor, sent } = managing({ fetched: [bookedInJa], guests: [bookedInJa], nameSettings: kanjiHotel });
    const sentGuests = sent.guests;
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'guest.editRequested' });
    actor.send({ type: 'guest.submitted' });
    expect(selectGuestErrors(actor.getSnapshot())).toMatchObject({ lastNameKana: 'required', postalCode: 'required' });
    for (const [field, value] of Object.entries({
      lastNameKana: 'スミス',
      firstNameKana: 'メアリー',
      postalCode: '2500311',
      prefectureOrState: '神奈川県',
      streetAddress: '箱根町 1',
    })) {
      actor.send({ type: 'guest.changed', field: field as GuestDraftField, value });
    }
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('Updated'));
    expect(sentGuests).toHaveLength(1);
    expect(sentGuests[0]).toMatchObject({
      modes: { kanaNames: 'required', address: 'required' },
      guest: { lastNameKana: 'スミス', postalCode: '2500311' },
    });
  });
});
