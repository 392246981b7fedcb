// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { receiptMachine } from '../../../machines/receipt/machine';
import { ReceiptContext } from '../../../machines/receipt/provider';
import type { LoadReceiptRequest, ReceiptDocument, ReceiptInput } from '../../../machines/receipt/context';
import { failure, type Failure } from '../../../machines/failure';
import { ReceiptPage } from './receipt-page';

loadAllLocales();
afterEach(cleanup);

const issued: ReceiptDocument = {
  receiptNumber: 'ABC123-R1',
  receiptTitle: 'Yamada Trading',
  receiptUnicode: '12345678',
  issuedAt: '2026-03-21T02:00:00.000Z',
  hotel: {
    code: 'demo-kyoto',
    name: 'Demo Kyoto Hotel',
    postCode: '600-8001',
    fullAddress: 'Shimogyo-ku, Kyoto',
    country: 'JP',
  },
  confirmationNumber: 'ABC123',
  checkinDate: '2026-03-20',
  checkoutDate: '2026-03-21',
  nights: 1,
  paymentType: 'credit_card_deposit',
  currency: 'JPY',
  amount: 7600,
  tax: 690,
  remainAmount: 11400,
  reissueCount: 0,
  locale: 'en',
};
const input: ReceiptInput = {
  hotelCode: 'demo-kyoto',
  confirmationNumber: 'ABC123',
  access: { bypassToken: 'token-123' },
  locale: 'en',
};

function renderPage(
  replies: Array<ReceiptDocument | Failure>,
  locale: 'en' | 'ja' = 'en',
  start: ReceiptInput = input,
) {
  const asked: LoadReceiptRequest[] = [];
  const logic = receiptMachine.provide({
    actors: {
      loadReceipt: fromPromise<ReceiptDocument, LoadReceiptRequest>(async ({ input: request }) => {
        asked.push(request);
        const reply = replies.shift() ?? issued;
        if ('code' in reply) throw reply;
        return reply;
      }),
    },
  });
  render(
    <TypesafeI18n locale={locale}>
      <ReceiptContext.Provider logic={logic} options={{ input: start }}>
        <ReceiptPage />
      </ReceiptContext.Provider>
    </TypesafeI18n>,
  );
  return asked;
}

describe('ReceiptPage', () => {
  it('asks for the name, checks the Taiwan tax id, then shows a printable receipt', async () => {
    const asked = renderPage([issued]);
    fireEvent.click(screen.getByRole('button', { name: 'Show the receipt' }));
    expect(screen.getByText('Enter the name to put on the receipt.')).toBeTruthy();
    expect(globalThis.document.activeElement).toBe(screen.getByLabelText('Name on the receipt'));
    fireEvent.change(screen.getByLabelText('Name on the receipt'), { target: { value: 'Yamada Trading' } });
    fireEvent.change(screen.getByLabelText('Taiwan tax ID (optional)'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the receipt' }));
    expect(screen.getByText('The Taiwan tax ID must be exactly 8 digits.')).toBeTruthy();
    expect(screen.getByLabelText('Taiwan tax ID (optional)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Taiwan tax ID (optional)'), { target: { value: '12345678' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show the receipt' })));
    const sheet = await screen.findByTestId('receipt-sheet');
    expect(asked).toEqual(
      [{ ...input, locale: 'en', name: 'Yamada Trading', taxId: '12345678' }].map(
        ({ hotelCode, confirmationNumber, access, locale, name, taxId }) => ({
          hotelCode,
          confirmationNumber,
          access,
          name,
          taxId,
          locale,
        }),
      ),
    );
    expect(screen.getByTestId('receipt-number').textContent).toBe('ABC123-R1');
    expect(screen.getByTestId('receipt-amount').textContent).toBe('¥7,600');
    expect(sheet.textContent).toContain('12345678');
    expect(sheet.textContent).toContain('The remaining ¥11,400 paid at the hotel is receipted at the front desk.');
    expect(sheet.textContent).toContain('Pay a deposit now by card');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeTruthy();
  });

  it('shows the refusal in Japanese and goes back to the form', async () => {
    renderPage([failure('receipt_at_front_desk', 'Receipt at the front desk', 422)], 'ja', {
      ...input,
      name: '山田 花子',
      locale: 'ja',
    });
    expect((screen.getByLabelText('宛名') as HTMLInputElement).value).toBe('山田 花子');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '領収書を表示する' })));
    expect((await screen.findByRole('alert')).textContent).toContain('領収書はフロントで発行いたします');
    fireEvent.click(screen.getByRole('button', { name: '宛名を変更する' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without access it says to open it from the reservation', () => {
    renderPage([], 'en', { ...input, access: {} });
    expect(screen.getByRole('alert').textContent).toBe('Open this page from your reservation.');
  });
});
