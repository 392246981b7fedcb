import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hotels } from '../booking-api/db/schema';
import { useRealBookingApi } from './test-support/real-booking-api';

// Guest names, kana readings and addresses through GraphQL: the booking API's refusal arrives
// with its code, status and field details; the reading and address go in and come back.
const real = useRealBookingApi({ clientKey: 'guest-names-widget' });

const CREATE = `mutation ($input: CreateReservationInput!, $key: String!) {
  createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) {
    confirmationNumber bypassToken
    guest { firstName lastName firstNameKana lastNameKana postalCode prefectureOrState streetAddress buildingNameAndNumber }
  } }`;
const EDIT = `mutation ($n: String!, $token: String!, $guest: GuestInput!) {
  updateReservationGuest(code: "demo-kyoto", confirmationNumber: $n, bypassToken: $token, guest: $guest) { guest { firstName firstNameKana postalCode } } }`;
const ROMAN_ONLY =
  'must be written in English (half-width Roman letters A-Z) (one of them, not mixed); other characters are not supported';

let keys = 0;
const guest = (overrides: Record<string, string> = {}) => ({
  firstName: 'Hanako',
  lastName: 'Yamada',
  email: 'hanako@example.com',
  phone: '+819012345678',
  ...overrides,
});
const book = (guestInput: Record<string, string>, locale?: string) => {
  keys += 1;
  return real.gql(CREATE, {
    key: `guest-names-${keys}`,
    input: {
      checkinDate: '2030-05-01',
      checkoutDate: '2030-05-02',
      paymentType: 'on_site',
      ...(locale ? { locale } : {}),
      rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
      guest: guestInput,
    },
  });
};

describe('guest names and addresses through the gateway', () => {
  it('refuses markup as a first name with the booking API code, status and field', async () => {
    const reply = await book(guest({ firstName: '<script>alert(1)</script>' }));
    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.[0]?.message).toBe(`guest.first_name: ${ROMAN_ONLY}`);
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      code: '1000',
      title: 'Invalid request',
      status: 400,
      details: {
        base: [{ code: '1000', text: `guest.first_name: ${ROMAN_ONLY}` }],
        'guest.first_name': [{ code: '1000', text: ROMAN_ONLY }],
      },
    });
  });

  it('books in hangul in Korean and in kanji with kana and the address at a hotel asking them, and edits the guest by the same rules', async () => {
    const korean = await book(guest({ firstName: '민준', lastName: '김' }), 'ko');
    expect(korean.errors).toBeUndefined();
    expect(korean.data!.createReservation.guest).toMatchObject({
      firstName: '민준',
      lastName: '김',
      firstNameKana: null,
      postalCode: null,
    });

    const settings = (on: boolean) =>
      real.database.db
        .update(hotels)
        .set({ kanjiNameRequired: on, customerAddressRequired: on })
        .where(eq(hotels.code, 'demo-kyoto'));
    await settings(true);
    try {
      const asked = await real.gql(
        'query { bookingWidgetSettings(code: "demo-kyoto") { kanjiNameRequired customerAddressRequired kanaNameMode } }',
      );
      expect(asked.data!.bookingWidgetSettings).toEqual({
        kanjiNameRequired: true,
        customerAddressRequired: true,
        kanaNameMode: 'do_not_ask',
      });
      const missing = await book(guest({ firstName: '花子', lastName: '山田' }), 'ja');
      expect(Object.keys(missing.errors?.[0]?.extensions?.details ?? {}).sort()).toEqual([
        'base',
        'guest.first_name_kana',
        'guest.last_name_kana',
        'guest.postal_code',
        'guest.prefecture_or_state',
        'guest.street_address',
      ]);
      const booked = await book(
        guest({
          firstName: '花子',
          lastName: '山田',
          firstNameKana: 'ハナコ',
          lastNameKana: 'ヤマダ',
          postalCode: '600-8216',
          prefectureOrState: '京都府',
          streetAddress: '京都市下京区721-1',
          buildingNameAndNumber: '烏丸ビル3階',
        }),
        'ja',
      );
      expect(booked.errors).toBeUndefined();
      const { confirmationNumber, bypassToken, guest: stored } = booked.data!.createReservation;
      expect(stored).toEqual({
        firstName: '花子',
        lastName: '山田',
        firstNameKana: 'ハナコ',
        lastNameKana: 'ヤマダ',
        postalCode: '6008216',
        prefectureOrState: '京都府',
        streetAddress: '京都市下京区721-1',
        buildingNameAndNumber: '烏丸ビル3階',
      });
      const refused = await real.gql(EDIT, {
        n: confirmationNumber,
        token: bypassToken,
        guest: guest({ firstName: '<b>', firstNameKana: 'Hana' }),
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: '1000', status: 400 });
      expect(Object.keys(refused.errors?.[0]?.extensions?.details ?? {}).sort()).toEqual([
        'base',
        'first_name',
        'first_name_kana',
      ]);
      const edited = await real.gql(EDIT, {
        n: confirmationNumber,
        token: bypassToken,
        guest: guest({ firstName: 'はなこ' }),
      });
      expect(edited.errors).toBeUndefined();
      expect(edited.data!.updateReservationGuest.guest).toEqual({
        firstName: 'はなこ',
        firstNameKana: 'ハナコ',
        postalCode: '6008216',
      });
    } finally {
      await settings(false);
    }
  });
});
