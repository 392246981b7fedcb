// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { savedCardsMachine, type SavedCard } from '../../../machines/saved-cards/machine';
import { SavedCardsContext } from '../../../machines/saved-cards/provider';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { PaymentOptionsPage } from './payment-options-page';

afterEach(cleanup);

const visa: SavedCard = {
  cardId: 'card_visa0001',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2030,
  createdAt: '2026-03-02T03:00:00Z',
};

function show(cards: SavedCard[]) {
  const deleted: string[] = [];
  let list = [...cards];
  const logic = savedCardsMachine.provide({
    actors: {
      fetchSavedCards: fromPromise(async () => list),
      deleteSavedCard: fromPromise<SavedCard[], { hotelCode: string; cardId: string }>(async ({ input }) => {
        deleted.push(input.cardId);
        list = list.filter((card) => card.cardId !== input.cardId);
        return list;
      }),
    },
  });
  renderWithBookingCharts(
    <SavedCardsContext.Provider logic={logic} options={{ input: { hotelCode: 'demo-kyoto' } }}>
      <PaymentOptionsPage />
    </SavedCardsContext.Provider>,
    { path: '/my-account/payment-options' },
  );
  return { deleted };
}

describe('/my-account/payment-options', () => {
  it('lists the saved cards and deletes one after confirmation', async () => {
    const { deleted } = show([visa]);
    await waitFor(() => expect(screen.getByText('Visa ending in 1111, expires 03/2030')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa 1111' }));
    expect(screen.getByRole('dialog').textContent).toContain('Delete the card Visa ending in 1111, expires 03/2030?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa 1111' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete card' }));
    });
    await waitFor(() => expect(screen.getByText(/You have no saved cards/)).toBeTruthy());
    expect(deleted).toEqual(['card_visa0001']);
  });
});
