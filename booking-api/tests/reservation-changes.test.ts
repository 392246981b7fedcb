import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservationReplySchema, updateItineraryReplySchema, type CreateReservationRequest } from '../../contract';
import { plans, rates, reservations } from '../db/schema';
import { nightlyPrice } from '../domain/pricing';
import { listChanges, markStaffEdited } from '../repositories/reservation-changes';
import { describeOnTestDatabases, firstCode, reservationRequest, stockOf, memberWithSession } from './support/test-api';

// Changes after booking (SPEC.md section 5 "Update rules", section 6 same-account rule) through the
// real routes and database: PGlite always, PostgreSQL when DATABASE_URL is set. Each test books
// its own dates or room types so the stock counts are exact.
describeOnTestDatabases('reservation changes on $name', (api) => {
  const path = (number: string, hotel = 'demo-kyoto') => `/book/hotels/${hotel}/reservations/${number}`;
  const book = async (overrides: Partial<CreateReservationRequest>, hotel = 'demo-kyoto') => {
    const created = await api.request('POST', `/book/hotels/${hotel}/reservations`, reservationRequest(overrides));
    expect(created.status).toBe(201);
    return reservationReplySchema.parse(created.body);
  };
  const byEmail = 'email=hanako.yamada%40example.com';
  const lookup = (number: string, query = byEmail, hotel = 'demo-kyoto', headers: Record<string, string> = {}) =>
    api.request('GET', `${path(number, hotel)}?${query}`, undefined, headers);
  const quote = (
    number: string,
    body: object,
    hotel = 'demo-kyoto',
    query = byEmail,
    headers: Record<string, string> = {},
  ) => api.request('PUT', `${path(number, hotel)}?${query}&dry_run=true`, body, headers);
  const commit = (
    number: string,
    body: object,
    hotel = 'demo-kyoto',
    query = byEmail,
    headers: Record<string, string> = {},
  ) => api.request('PUT', `${path(number, hotel)}?${query}`, body, headers);
  const editGuest = (number: string, guest: object, query = byEmail, headers: Record<string, string> = {}) =>
    api.request('PUT', `${path(number)}/guests?${query}`, guest, headers);
  const cancel = (number: string, fee = 0, headers: Record<string, string> = {}) =>
    api.request(
      'PUT',
      `${path(number)}/cancel?${byEmail}`,
      { reason: 'change_of_plans', cancellation_fee_displayed: fee },
      headers,
    );
  const stock = (type: string, checkin: string, checkout: string) => stockOf(api.database, type, checkin, checkout);
  const guest = {
    first_name: 'Hanako',
    last_name: 'Yamada',
    email: 'Hanako.Yamada@example.com',
    phone: '+819012345678',
  };

  /** The price of one night of a plan for 2 adults, straight from the rates table. */
  async function nightPrice(planCode: string, night: string): Promise<number> {
    const [plan] = await api.database.db.select().from(plans).where(eq(plans.code, planCode));
    const rows = await api.database.db.select().from(rates).where(eq(rates.planId, plan!.id));
    return nightlyPrice(
      rows.find((r) => r.stayDate === night)!,
      { adults: 2, children: 0 },
    );
  }

  it('quotes a night less without writing, refuses a stale total, then commits it with the stock of that night returned', async () => {
    const booked = await book({ checkin_date: '2026-03-16', checkout_date: '2026-03-19' });
    expect(booked.rooms.map((r) => r.position)).toEqual([0]);
    expect(booked.update_setting).toEqual({
      is_active: true,
      updatable: true,
      reason: null,
      deadline: '2026-03-15T09:00:00Z',
      itinerary_updatable: true,
      itinerary_reason: null,
    });
    expect(await stock('KY-STD-TWIN', '2026-03-16', '2026-03-19')).toEqual([7, 7, 7]);
    const lastNight = await nightPrice('KY-STD-TWIN-RO', '2026-03-18');
    const change = { checkin_date: '2026-03-16', checkout_date: '2026-03-18' };

    const dry = await quote(booked.confirmation_number, change);
    expect(dry.status).toBe(200);
    const { quote: q, reservation: unchanged, dry_run } = updateItineraryReplySchema.parse(dry.body);
    expect(dry_run).toBe(true);
    expect(q).toMatchObject({
      nights: 2,
      current_total_price: booked.total_price,
      new_total_price: booked.total_price - lastNight,
      price_difference: -lastNight,
      change_fee: 0,
      currency: 'JPY',
    });
    expect(unchanged.checkout_date).toBe('2026-03-19');
    expect(await stock('KY-STD-TWIN', '2026-03-16', '2026-03-19')).toEqual([7, 7, 7]);

    const missing = await commit(booked.confirmation_number, change);
    expect([missing.status, firstCode(missing.body)]).toEqual([400, '1000']);
    const stale = await commit(booked.confirmation_number, { ...change, quoted_total_price: q.new_total_price + 1 });
    expect([stale.status, firstCode(stale.body)]).toEqual([409, 'update_total_changed']);
    expect((await lookup(booked.confirmation_number)).body.checkout_date).toBe('2026-03-19');

    const done = await commit(booked.confirmation_number, { ...change, quoted_total_price: q.new_total_price });
    expect(done.status).toBe(200);
    const after = updateItineraryReplySchema.parse(done.body).reservation;
    expect(after).toMatchObject({
      checkout_date: '2026-03-18',
      nights: 2,
      total_price: q.new_total_price,
      tax: q.new_tax,
    });
    expect(after.rooms[0]).toMatchObject({ position: 0, total_price: q.new_total_price });
    expect(await stock('KY-STD-TWIN', '2026-03-16', '2026-03-19')).toEqual([7, 7, 8]);
    expect((await lookup(booked.confirmation_number)).body).toMatchObject({
      checkout_date: '2026-03-18',
      total_price: q.new_total_price,
    });

    // A double click sends the same change again: nothing left to change, nothing returned twice.
    const again = await commit(booked.confirmation_number, { ...change, quoted_total_price: q.new_total_price });
    expect([again.status, firstCode(again.body)]).toEqual([400, '1000']);
    expect(await stock('KY-STD-TWIN', '2026-03-16', '2026-03-19')).toEqual([7, 7, 8]);
    const [row] = await api.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.confirmationNumber, booked.confirmation_number));
    const log = await listChanges(api.database.db, row!.id);
    expect(log.map((entry) => [entry.kind, entry.priceDifference, entry.changeFee])).toEqual([
      ['itinerary', -lastNight, 0],
    ]);
  });

  it('removes one room of two by position; the other keeps its position and price', async () => {
    const booked = await book({
      checkin_date: '2026-03-23',
      checkout_date: '2026-03-25',
      rooms: [
        { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-RO', adults: 2, children: 0 },
        { room_type_code: 'KY-FAMILY', room_plan_code: 'KY-FAMILY-RO', adults: 2, children: 0 },
      ],
    });
    const [first, second] = booked.rooms;
    const change = { checkin_date: '2026-03-23', checkout_date: '2026-03-25', remove_room_positions: [0] };
    const q = updateItineraryReplySchema.parse((await quote(booked.confirmation_number, change)).body).quote;
    expect(q).toMatchObject({ new_total_price: second!.total_price, price_difference: -first!.total_price });

    const done = await commit(booked.confirmation_number, { ...change, quoted_total_price: q.new_total_price });
    expect(done.status).toBe(200);
    const after = reservationReplySchema.parse(done.body.reservation);
    expect(after.rooms).toEqual([
      expect.objectContaining({ position: 1, room_type_code: 'KY-FAMILY', total_price: second!.total_price }),
    ]);
    expect(after.total_price).toBe(second!.total_price);
    expect(await stock('KY-DLX-DOUBLE', '2026-03-23', '2026-03-25')).toEqual([6, 6]);
    expect(await stock('KY-FAMILY', '2026-03-23', '2026-03-25')).toEqual([2, 2]);

    const gone = await quote(booked.confirmation_number, change);
    expect([gone.status, firstCode(gone.body), Object.keys(gone.body.errors[0].details)]).toEqual([
      400,
      '1000',
      ['base', 'remove_room_positions'],
    ]);
    const everyRoom = await quote(booked.confirmation_number, { ...change, remove_room_positions: [1] });
    expect([everyRoom.status, firstCode(everyRoom.body)]).toEqual([400, '1000']);
  });

  it('never lengthens the stay, moves check-in earlier or goes below the plan minimum nights', async () => {
    const booked = await book({
      checkin_date: '2026-03-30',
      checkout_date: '2026-04-01',
      rooms: [{ room_type_code: 'KY-JP-TATAMI', room_plan_code: 'KY-JP-TATAMI-BF', adults: 2, children: 0 }],
    });
    const run = async (body: object) => {
      const reply = await quote(booked.confirmation_number, body);
      return [reply.status, firstCode(reply.body)];
    };
    expect(await run({ checkin_date: '2026-03-30', checkout_date: '2026-04-02' })).toEqual([400, '1000']);
    expect(await run({ checkin_date: '2026-03-29', checkout_date: '2026-04-01' })).toEqual([400, '1000']);
    expect(await run({ checkin_date: '2026-03-31', checkout_date: '2026-04-01' })).toEqual([
      422,
      'below_minimum_nights',
    ]);
    expect(await run({ checkin_date: '2026-03-30', checkout_date: 'tomorrow' })).toEqual([400, '1000']);
    const malformed = await api.request('PUT', `${path(booked.confirmation_number)}?${byEmail}`, '{"checkin_date":');
    expect([malformed.status, firstCode(malformed.body)]).toEqual([400, '1000']);
    expect(await stock('KY-JP-TATAMI', '2026-03-30', '2026-04-01')).toEqual([4, 4]);
  });

  it('closes changes at 18:00 local the day before check-in, in Kyoto and in Seoul', async () => {
    const kyoto = await book({ checkin_date: '2026-04-06', checkout_date: '2026-04-08' });
    const seoul = await book(
      {
        checkin_date: '2026-04-06',
        checkout_date: '2026-04-08',
        rooms: [{ room_type_code: 'SE-STD-DOUBLE', room_plan_code: 'SE-STD-DOUBLE-RO', adults: 2, children: 0 }],
      },
      'demo-seoul',
    );
    const shorter = { checkin_date: '2026-04-06', checkout_date: '2026-04-07' };
    await api.travelTo('2026-04-05T08:59:59Z'); // 17:59:59 in both
    expect((await quote(kyoto.confirmation_number, shorter)).status).toBe(200);
    expect((await quote(seoul.confirmation_number, shorter, 'demo-seoul')).status).toBe(200);

    await api.travelTo('2026-04-05T09:00:00Z');
    for (const [number, hotel] of [
      [kyoto.confirmation_number, 'demo-kyoto'],
      [seoul.confirmation_number, 'demo-seoul'],
    ] as const) {
      const refused = await quote(number, shorter, hotel);
      expect([refused.status, firstCode(refused.body)]).toEqual([422, 'update_deadline_passed']);
      expect((await lookup(number, byEmail, hotel)).body.update_setting).toMatchObject({
        updatable: false,
        reason: 'update_deadline_passed',
      });
    }
    const phone = await editGuest(kyoto.confirmation_number, { ...guest, phone: '+81751110000' });
    expect([phone.status, firstCode(phone.body)]).toEqual([422, 'update_deadline_passed']);
  });

  it('refuses online changes and cancellation of a reservation staff have edited', async () => {
    const booked = await book({ checkin_date: '2026-04-20', checkout_date: '2026-04-22' });
    const [row] = await api.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.confirmationNumber, booked.confirmation_number));
    await markStaffEdited(api.database.db, row!.id, new Date());
    const change = await quote(booked.confirmation_number, { checkin_date: '2026-04-20', checkout_date: '2026-04-21' });
    const edit = await editGuest(booked.confirmation_number, guest);
    const cancelled = await cancel(booked.confirmation_number);
    for (const reply of [change, edit, cancelled])
      expect([reply.status, firstCode(reply.body)]).toEqual([422, 'update_staff_edited']);
    expect((await lookup(booked.confirmation_number)).body).toMatchObject({
      status: 'done',
      update_setting: { reason: 'update_staff_edited' },
    });
    expect(await stock('KY-STD-TWIN', '2026-04-20', '2026-04-22')).toEqual([7, 7]);
  });

  it('edits the guest: a new phone, then a new e-mail that the look-up follows; bad input refused', async () => {
    const booked = await book({ checkin_date: '2026-04-27', checkout_date: '2026-04-28' });
    const phone = await editGuest(booked.confirmation_number, { ...guest, phone: '+819099998888' });
    expect(phone.status).toBe(200);
    const noReadingOrAddress = {
      first_name_kana: null,
      last_name_kana: null,
      postal_code: null,
      prefecture_or_state: null,
      street_address: null,
      building_name_and_number: null,
    };
    expect(reservationReplySchema.parse(phone.body).guest).toEqual({
      ...guest,
      phone: '+819099998888',
      ...noReadingOrAddress,
    });

    const bad = await editGuest(booked.confirmation_number, { ...guest, phone: '090-1234' });
    expect([bad.status, firstCode(bad.body), Object.keys(bad.body.errors[0].details)]).toEqual([
      400,
      '1000',
      ['base', 'phone'],
    ]);
    const stranger = await editGuest(booked.confirmation_number, guest, 'email=someone%40example.com');
    expect([stranger.status, firstCode(stranger.body)]).toEqual([404, '1005']);

    const moved = await editGuest(
      booked.confirmation_number,
      { ...guest, phone: '+819099998888', email: 'h.yamada@example.org' },
      `bypass_token=${booked.bypass_token}`,
    );
    expect(moved.status).toBe(200);
    expect((await lookup(booked.confirmation_number)).status).toBe(404);
    expect((await lookup(booked.confirmation_number, 'email=H.Yamada%40example.org')).body.guest.phone).toBe(
      '+819099998888',
    );
  });

  it('lets only the member who booked change or cancel a member reservation (same-account rule)', async () => {
    const booked = await book({ checkin_date: '2026-05-04', checkout_date: '2026-05-06' });
    const member = () => memberWithSession(api, 'changes');
    const owner = await member();
    const other = await member();
    await api.database.db
      .update(reservations)
      .set({ memberId: owner.id })
      .where(eq(reservations.confirmationNumber, booked.confirmation_number));
    const shorter = { checkin_date: '2026-05-04', checkout_date: '2026-05-05' };

    expect((await lookup(booked.confirmation_number)).body.update_setting).toMatchObject({
      updatable: false,
      reason: 'update_sign_in_required',
    });
    const asGuest = [
      await quote(booked.confirmation_number, shorter),
      await editGuest(booked.confirmation_number, guest),
      await cancel(booked.confirmation_number),
    ];
    for (const reply of asGuest)
      expect([reply.status, firstCode(reply.body)]).toEqual([403, 'update_sign_in_required']);
    const asOther = [
      await quote(booked.confirmation_number, shorter, 'demo-kyoto', byEmail, other.headers),
      await cancel(booked.confirmation_number, 0, other.headers),
    ];
    for (const reply of asOther)
      expect([reply.status, firstCode(reply.body)]).toEqual([422, 'update_different_account']);
    expect(await stock('KY-STD-TWIN', '2026-05-04', '2026-05-06')).toEqual([7, 7]);

    const q = (await quote(booked.confirmation_number, shorter, 'demo-kyoto', byEmail, owner.headers)).body.quote;
    const done = await commit(
      booked.confirmation_number,
      { ...shorter, quoted_total_price: q.new_total_price },
      'demo-kyoto',
      byEmail,
      owner.headers,
    );
    expect(done.status).toBe(200);
    expect(done.body.reservation.update_setting).toMatchObject({ updatable: true });
    expect((await cancel(booked.confirmation_number, 0, owner.headers)).body.status).toBe('cancelled');
    expect(await stock('KY-STD-TWIN', '2026-05-04', '2026-05-06')).toEqual([8, 8]);
  });

  it('charges the cancellation tier in force on what a change gives up, and the no-show percentage after check-in day', async () => {
    const booked = await book({ checkin_date: '2026-05-11', checkout_date: '2026-05-13' });
    await api.travelTo('2026-05-07T15:00:00Z'); // 00:00 on 05-08 in Kyoto: the 30 % tier of the standard policy
    const change = { checkin_date: '2026-05-11', checkout_date: '2026-05-12' };
    const q = (await quote(booked.confirmation_number, change)).body.quote;
    const givenUp = await nightPrice('KY-STD-TWIN-RO', '2026-05-12');
    expect(q).toMatchObject({
      change_fee: Math.floor(givenUp * 0.3),
      price_difference: -givenUp + Math.floor(givenUp * 0.3),
    });
    const done = await commit(booked.confirmation_number, { ...change, quoted_total_price: q.new_total_price });
    expect(done.body.reservation.total_price).toBe(booked.total_price - givenUp + Math.floor(givenUp * 0.3));

    await api.travelTo('2026-05-11T15:00:00Z'); // 00:00 on 05-12: the check-in day has passed
    const seen = (await lookup(booked.confirmation_number)).body;
    const roomTotal = seen.rooms[0].total_price;
    expect(seen.cancellation).toEqual({ fee: roomTotal, cancellable: false, refusal_code: 'no_show' });
    const refused = await cancel(booked.confirmation_number, roomTotal);
    expect([refused.status, firstCode(refused.body)]).toEqual([422, 'no_show']);
  });

  it('answers PUT update_settings with the update setting for the caller', async () => {
    const booked = await book({ checkin_date: '2026-05-18', checkout_date: '2026-05-19' });
    const reply = await api.request('PUT', `${path(booked.confirmation_number)}/update_settings?${byEmail}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ update_setting: booked.update_setting });
    expect((await api.request('PUT', `${path(booked.confirmation_number)}/update_settings?email=x%40y.z`)).status).toBe(
      404,
    );
  });
});
