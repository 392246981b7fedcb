// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { locales } from '../../../locales/i18n-util';
import { failure } from '../../../machines/failure';
import { initMachine } from '../../../machines/init/machine';
import { InitContext } from '../../../machines/init/provider';
import type { HotelSettings, LocalePreferences } from '../../../machines/init/context';
import type {
  CancelReservationRequest,
  ItineraryRequest,
  ReservationDetails,
  ReservationInput,
  ReservationLookup,
} from '../../../machines/reservation/context';
import type { ItineraryChangeDetails } from '../../../machines/reservation/reservation-changes';
import { reservationMachine } from '../../../machines/reservation/machine';
import { ReservationContext } from '../../../machines/reservation/provider';
import { I18nBridge } from '../../i18n/i18n-bridge';
import { kyotoSettings } from '../../test-support/fixtures';
import { ManageReservationPage } from './manage-page';

loadAllLocales();
afterEach(cleanup);

const reservation: ReservationDetails = {
  confirmationNumber: 'R2D2C3PO',
  status: 'done',
  bypassToken: 'bypass',
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
  checkinDate: '2030-05-01',
  checkoutDate: '2030-05-03',
  nights: 2,
  rooms: [
    {
      position: 0,
      roomTypeCode: 'TWN',
      roomTypeName: 'Garden Twin',
      roomPlanCode: 'TWN-RO',
      roomPlanName: 'Room only',
      adults: 2,
      children: 0,
      kids: [],
      cancellationTerms: { kind: 'free', freeUntil: '2030-04-28T09:00:00Z', feePercentage: 50 },
      totalPrice: 24000,
      tax: 2181,
    },
  ],
  guest: {
    firstName: 'Taro',
    lastName: 'Yamada',
    email: 'guest@example.com',
    phone: '+81751234567',
    phoneDisplay: '+81 75-123-4567',
    firstNameKana: 'たろう',
    lastNameKana: 'やまだ',
    postalCode: '6008216',
    prefectureOrState: 'Kyoto',
    streetAddress: 'Shimogyo 1',
    buildingNameAndNumber: null,
  },
  locale: 'en',
  paymentType: 'on_site',
  currency: 'JPY',
  totalPrice: 24000,
  tax: 2181,
  spendingPointValue: 0,
  voucherCouponDiscountAmount: 0,
  totalPriceBeforePointDiscount: 24000,
  cancellation: { fee: 4800, cancellable: true, refusalCode: null },
  cancellationFee: null,
  cancelReason: null,
  payment: null,
  createdAt: '2030-04-01T00:00:00Z',
  cancelledAt: null,
  totalExtraPrice: 0,
  extras: [],
  answers: [],
  depositAmount: null,
  remainAmount: null,
  mcpCurrency: null,
  mcpDepositAmount: null,
  mcpRemainAmount: null,
  paymentTerms: null,
  updateSetting: {
    isActive: true,
    updatable: true,
    reason: null,
    deadline: '2030-04-30T09:00:00Z',
    itineraryUpdatable: true,
    itineraryReason: null,
  },
};

const oneNightLess = (dryRun: boolean): ItineraryChangeDetails => ({
  dryRun,
  quote: {
    checkinDate: '2030-05-01',
    checkoutDate: '2030-05-02',
    nights: 1,
    currentTotalPrice: 24000,
    newTotalPrice: 12000,
    newTax: 1090,
    changeFee: 0,
    priceDifference: -12000,
    currency: 'JPY',
    rooms: [],
    removedExtras: [],
    removedExtrasPrice: 0,
    refundAmount: 0,
    deposit: null,
    mcp: null,
  },
  reservation: dryRun ? reservation : { ...reservation, checkoutDate: '2030-05-02', nights: 1, totalPrice: 12000 },
});

function renderManagePage(
  details: ReservationDetails = reservation,
  quoted: (dryRun: boolean) => ItineraryChangeDetails = oneNightLess,
  page: { locale?: 'en' | 'ja'; reservationInput?: Partial<ReservationInput> } = {},
) {
  const lookups: ReservationLookup[] = [];
  const cancellations: CancelReservationRequest[] = [];
  const changes: ItineraryRequest[] = [];
  const init = initMachine.provide({
    actors: {
      readStoredClientSession: fromPromise<string | null, void>(async () => 'token'),
      loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => kyotoSettings),
      readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
        stored: page.locale ?? 'en',
        browserLanguages: [],
      })),
    },
  });
  const logic = reservationMachine.provide({
    actors: {
      fetchReservation: fromPromise<ReservationDetails, ReservationLookup>(async ({ input }) => {
        lookups.push(input);
        if (input.email !== 'guest@example.com') throw failure('1005', 'Not found', 404);
        return details;
      }),
      cancelReservation: fromPromise<ReservationDetails, CancelReservationRequest>(async ({ input }) => {
        cancellations.push(input);
        return { ...details, status: 'cancelled', cancellationFee: input.cancellation.cancellationFeeDisplayed };
      }),
      quoteItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(async ({ input }) => {
        changes.push(input);
        return quoted(true);
      }),
      changeItinerary: fromPromise<ItineraryChangeDetails, ItineraryRequest>(async ({ input }) => {
        changes.push(input);
        return quoted(false);
      }),
    },
  });
  render(
    <InitContext.Provider logic={init} options={{ input: { search: '?code=demo-kyoto', appLocales: locales } }}>
      <I18nBridge initial={page.locale ?? 'en'}>
        <ReservationContext.Provider
          logic={logic}
          options={{ input: { hotelCode: 'demo-kyoto', ...page.reservationInput } }}
        >
          <ManageReservationPage />
        </ReservationContext.Provider>
      </I18nBridge>
    </InitContext.Provider>,
  );
  return { lookups, cancellations, changes };
}

/** Looks the reservation up with the right e-mail. */
async function findReservation() {
  fireEvent.change(screen.getByLabelText('Confirmation number'), { target: { value: 'R2D2C3PO' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'guest@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find reservation' }));
  expect(await screen.findByRole('heading', { name: 'Reservation R2D2C3PO' })).toBeTruthy();
}

/** Asks the price of a stay ending on `checkout`; resolves to the review dialog. */
async function quoteNewCheckout(checkout: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Change dates or rooms' }));
  const dialog = screen.getByRole('dialog', { name: 'Change dates or rooms' });
  fireEvent.change(within(dialog).getByLabelText('New check-out'), { target: { value: checkout } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'See the new price' }));
  return screen.findByRole('dialog', { name: 'Check the change' });
}

describe('ManageReservationPage', () => {
  it("shows the guest's name, kana reading and address as the UI language writes them", async () => {
    renderManagePage();
    await findReservation();
    const guest = screen.getByTestId('reservation-guest');
    expect(within(guest).getByTestId('guest-name').textContent).toBe('Taro Yamada');
    expect(within(guest).getByTestId('guest-kana').textContent).toBe('たろう やまだ');
    expect(within(guest).getByTestId('guest-address').textContent).toBe('Kyoto, Shimogyo 1, 6008216');
    // The phone as people write it, not as stored (+81751234567).
    expect(within(guest).getByText('+81 75-123-4567')).toBeTruthy();
  });

  it("shows each room's cancellation terms as agreed at booking, in the hotel's time", async () => {
    renderManagePage();
    await findReservation();
    const rooms = screen.getByRole('region', { name: 'Rooms' });
    // 09:00 UTC is 18:00 in Kyoto.
    expect(within(rooms).getByText(/Free cancellation until .*Apr 28.*18:00/)).toBeTruthy();
    expect(within(rooms).getByText('After that, 50% of the price')).toBeTruthy();
  });

  it("in Japanese puts the post code first and the last name first, and asks a kanji-name hotel's fields in the guest dialog", async () => {
    const bookedInJa = {
      ...reservation,
      locale: 'ja',
      guest: {
        ...reservation.guest,
        firstName: '太郎',
        lastName: '山田',
        firstNameKana: 'タロウ',
        lastNameKana: 'ヤマダ',
      },
    };
    renderManagePage(bookedInJa, oneNightLess, {
      locale: 'ja',
      reservationInput: {
        confirmationNumber: 'R2D2C3PO',
        email: 'guest@example.com',
        nameSettings: { kanjiNameRequired: true, customerAddressRequired: true, kanaNameMode: 'do_not_ask' },
      },
    });
    const guest = await screen.findByTestId('reservation-guest');
    expect(within(guest).getByTestId('guest-name').textContent).toBe('山田 太郎');
    expect(within(guest).getByTestId('guest-kana').textContent).toBe('ヤマダ タロウ');
    expect(within(guest).getByTestId('guest-address').textContent).toBe('〒600-8216, Kyoto, Shimogyo 1');
    fireEvent.click(screen.getByRole('button', { name: '宿泊者情報の編集' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).not.toContain('ローマ字）');
    expect((within(dialog).getByLabelText('姓') as HTMLInputElement).value).toBe('山田');
    expect((within(dialog).getByLabelText('姓（フリガナ）') as HTMLInputElement).value).toBe('ヤマダ');
    expect((within(dialog).getByLabelText('郵便番号') as HTMLInputElement).value).toBe('6008216');
    expect(within(dialog).getByLabelText('建物名・部屋番号（任意）')).toBeTruthy();
    expect(within(dialog).getByText('漢字・かな、またはローマ字で入力してください。')).toBeTruthy();
  });

  it('asks for both fields, then reports a wrong e-mail with the 1005 message', async () => {
    const { lookups } = renderManagePage();
    fireEvent.click(screen.getByRole('button', { name: 'Find reservation' }));
    expect(screen.getByLabelText('Confirmation number').getAttribute('aria-invalid')).toBe('true');
    expect(lookups).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Confirmation number'), { target: { value: 'R2D2C3PO' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'other@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find reservation' }));
    expect(await screen.findByText(/No reservation was found/)).toBeTruthy();
  });

  it('names each child by its tier name as the hotel calls it, the code only for a tier since removed', async () => {
    const withChildren: ReservationDetails = {
      ...reservation,
      rooms: [
        {
          ...reservation.rooms[0]!,
          children: 2,
          kids: [
            { tierCode: 'C', tierName: 'Child (6-11)', age: null, mealBedOption: 'meal_yes_bedding' },
            { tierCode: 'Z', tierName: null, age: null, mealBedOption: null },
          ],
        },
      ],
    };
    renderManagePage(withChildren);
    await findReservation();
    expect(screen.getByText('Child 1: Child (6-11) · Children’s meals, with bedding')).toBeTruthy();
    expect(screen.getByText('Child 2: tier Z')).toBeTruthy();
    expect(screen.queryByText(/tier C/)).toBeNull();
  });

  it('finds the reservation, shows the exact fee in the dialog and cancels with the chosen reason', async () => {
    const { cancellations } = renderManagePage();
    await findReservation();
    expect(screen.getByText('Reserved')).toBeTruthy();
    // Booked and paid at the hotel: the hotel's address, map, times, contact and calendar file; no receipt.
    const hotel = screen.getByTestId('hotel-contact');
    expect(within(hotel).getByText('605-0862 2-221 Kiyomizu, Higashiyama-ku, Kyoto')).toBeTruthy();
    expect(within(hotel).getByRole('link', { name: 'Open in a map' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=605-0862',
    );
    // The label names the time; the value says which way it binds.
    expect(within(hotel).getByText('From 15:00')).toBeTruthy();
    expect(within(hotel).getByText('Until 11:00')).toBeTruthy();
    expect(within(hotel).getByRole('link', { name: '+81 75-555-0100' }).getAttribute('href')).toBe('tel:+81755550100');
    expect(within(hotel).getByRole('link', { name: 'stay@kyoto.example.com' }).getAttribute('href')).toBe(
      'mailto:stay@kyoto.example.com',
    );
    expect(
      within(hotel)
        .getByRole('link', { name: /Add to calendar/ })
        .getAttribute('href'),
    ).toBe('/api/calendar/hotels/demo-kyoto/reservations/R1/stay.ics?bypass_token=tok');
    expect(screen.getByText('You pay at the hotel on arrival.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this reservation' });
    expect(within(dialog).getByText('Cancellation fee: ¥4,800')).toBeTruthy();
    // No reason yet: the chart refuses and the select says why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(dialog).getByLabelText('Reason for cancelling').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Reason for cancelling'), { target: { value: 'change_of_plans' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('This reservation is cancelled.')).toBeTruthy();
    expect(screen.getByText('Cancellation fee charged: ¥4,800')).toBeTruthy();
    // Nothing that no longer applies: no paying at the hotel, no receipt, no travel details or calendar file; the contact stays.
    expect(screen.queryByText('You pay at the hotel on arrival.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
    const hotelAfter = screen.getByTestId('hotel-contact');
    expect(within(hotelAfter).queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    expect(within(hotelAfter).queryByText(/From 15:00/)).toBeNull();
    expect(within(hotelAfter).queryByRole('link', { name: 'Open in a map' })).toBeNull();
    expect(within(hotelAfter).getByRole('link', { name: '+81 75-555-0100' })).toBeTruthy();
    expect(cancellations[0]?.cancellation).toEqual({
      reason: 'change_of_plans',
      details: null,
      cancellationFeeDisplayed: 4800,
    });
  });

  // An unpaid bank transfer (payment_pending) may be cancelled online; an open card payment may not.
  const unpaidTransfer: ReservationDetails = {
    ...reservation,
    status: 'payment_pending',
    paymentType: 'bank_transfer',
    paymentTerms: {
      method: 'bank_transfer',
      depositPercentage: null,
      depositAmount: 24000,
      remainAmount: 0,
      bankTransfer: {
        bankName: 'Demo Bank of Kyoto',
        bankBranch: 'Shijo',
        accountType: 'ordinary',
        accountNumber: '1234567',
        accountHolder: 'DEMO HOTEL KYOTO',
        transferReference: 'R2D2C3PO',
        amount: 24000,
        currency: 'JPY',
        dueAt: '2030-04-04T15:00:00Z',
        paidAt: null,
      },
    },
    updateSetting: {
      ...reservation.updateSetting!,
      updatable: false,
      reason: 'update_payment_pending',
      itineraryUpdatable: false,
      itineraryReason: 'update_payment_pending',
    },
  };

  it('offers the cancel action for an unpaid bank transfer and cancels it with the tier fee', async () => {
    const { cancellations } = renderManagePage(unpaidTransfer);
    await findReservation();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this reservation' });
    expect(within(dialog).getByText('Cancellation fee: ¥4,800')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason for cancelling'), { target: { value: 'change_of_plans' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('This reservation is cancelled.')).toBeTruthy();
    expect(cancellations[0]?.cancellation).toEqual({
      reason: 'change_of_plans',
      details: null,
      cancellationFeeDisplayed: 4800,
    });
  });

  it('does not offer the cancel action while a card payment is still open, and says why', async () => {
    renderManagePage({
      ...unpaidTransfer,
      paymentType: 'credit_card_full',
      paymentTerms: null,
      cancellation: { fee: 4800, cancellable: false, refusalCode: 'update_payment_pending' },
    });
    await findReservation();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    expect(screen.getAllByText(/The payment of this reservation is not finished yet\./).length).toBeGreaterThan(0);
  });

  it('shortens the stay: shows the new total and the refund before committing, then the updated reservation', async () => {
    const { changes } = renderManagePage();
    await findReservation();
    const review = await quoteNewCheckout('2030-05-02');
    expect(within(review).getByText('¥12,000')).toBeTruthy();
    expect(within(review).getByText('−¥12,000 (refund)')).toBeTruthy();
    expect(changes).toHaveLength(1);

    fireEvent.click(within(review).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Your reservation has been changed.')).toBeTruthy();
    expect(changes[1]).toMatchObject({ quotedTotalPrice: 12000, change: { checkoutDate: '2030-05-02' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the dated extra removed with the dropped night, the new deposit and the amounts in the currency charged', async () => {
    const withExtra = (dryRun: boolean): ItineraryChangeDetails => {
      const base = oneNightLess(dryRun);
      return {
        ...base,
        quote: {
          ...base.quote,
          removedExtras: [{ extraId: 2, name: 'Kaiseki dinner', date: '2030-05-02', quantity: 1, price: 15000 }],
          removedExtrasPrice: 15000,
          refundAmount: 10800,
          deposit: {
            depositPercentage: 40,
            paidDeposit: 15600,
            newDeposit: 4800,
            refundAmount: 10800,
            newRemainAmount: 7200,
          },
          mcp: { currency: 'USD', newTotalPrice: 8040, refundAmount: 7236 },
        },
      };
    };
    renderManagePage({ ...reservation, paymentType: 'credit_card_deposit' }, withExtra);
    await findReservation();
    const review = await quoteNewCheckout('2030-05-02');
    const removed = within(review).getByRole('region', { name: 'Extras booked for the nights given up (removed)' });
    expect(within(removed).getByRole('listitem').textContent).toBe('Kaiseki dinner, Thu, May 2, 2030 × 1: −¥15,000');
    // A deposit gives back only what was paid beyond the new deposit, not the whole price drop.
    const row = (term: string) => within(review).getByText(term).nextElementSibling?.textContent;
    expect(row('Deposit refunded to your card')).toBe('−¥10,800 (refund)');
    expect(row('New deposit')).toBe('¥4,800');
    expect(row('Left to pay at the hotel')).toBe('¥7,200');
    expect(row('New total in USD (rate of your booking)')).toBe('$80.40');
    expect(row('Refund to your card in USD')).toBe('$72.36');
  });
});
