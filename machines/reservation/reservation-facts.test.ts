import { describe, expect, it } from 'vitest';
import { offersReceipt, paysAtHotel, stayApplies } from './reservation-facts';

const card = { status: 'done', paymentType: 'credit_card', payment: { amount: 20000, refundedAmount: 0 } } as const;

describe('what still applies to a reservation', () => {
  it('pays at the hotel only while the booking stands', () => {
    expect(paysAtHotel({ status: 'done', paymentType: 'on_site' })).toBe(true);
    expect(paysAtHotel({ status: 'cancelled', paymentType: 'on_site' })).toBe(false);
    expect(paysAtHotel({ status: 'done', paymentType: 'credit_card' })).toBe(false);
  });

  it('offers a receipt for money paid online and kept, never for paying at the hotel', () => {
    expect(offersReceipt({ status: 'done', paymentType: 'on_site', payment: null } as never)).toBe(false);
    expect(offersReceipt({ status: 'cancelled', paymentType: 'on_site', payment: null } as never)).toBe(false);
    expect(offersReceipt(card as never)).toBe(true);
    expect(
      offersReceipt({ ...card, status: 'cancelled', payment: { amount: 20000, refundedAmount: 20000 } } as never),
    ).toBe(false);
    expect(
      offersReceipt({ ...card, status: 'cancelled', payment: { amount: 20000, refundedAmount: 14000 } } as never),
    ).toBe(true);
  });

  it('keeps travel details and the calendar file only for a stay that stands', () => {
    expect(stayApplies({ status: 'done' })).toBe(true);
    expect(stayApplies({ status: 'cancelled' })).toBe(false);
  });
});
