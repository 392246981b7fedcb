// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { failure } from '../../../machines/failure';
import type { OrganizationDownload, OrganizationReservationPage } from '../../../machines/organization/context';
import { organizationAdminMachine } from '../../../machines/organization/machine';
import { OrganizationAdminContext } from '../../../machines/organization/provider';
import { renderWithBookingCharts } from '../../test-support/render-booking';
import { OrganizationAdminPage } from './organization-admin-page';

afterEach(cleanup);

const page: OrganizationReservationPage = {
  page: 1,
  totalPages: 1,
  totalEntries: 1,
  reservations: [
    {
      reservationNumber: 'R2345ABC',
      reservedAt: '2026-03-02T03:00:00Z',
      guestName: 'Kenji Sato',
      bookedBy: 'corp.member@example.com',
      hotelName: 'Demo Kyoto',
      checkinDate: '2026-03-10',
      nights: 2,
      rooms: 1,
      status: 'done',
      totalPrice: 28000,
      currency: 'JPY',
    },
  ],
  allowances: [{ periodStart: '2026-01-01', periodEnd: '2026-03-31', maxStays: 20, reserved: 1, remaining: 19 }],
};
const download: OrganizationDownload = {
  downloadPath: '/api/organization_downloads/tok',
  password: 'ABCDEFGHJKMN',
  fileName: 'reservations-20260302.zip',
  rowCount: 1,
  expiresAt: '2026-03-02T03:10:00Z',
  downloadsLeft: 4,
};

function show(fetchReservations: () => Promise<OrganizationReservationPage>) {
  let created = 0;
  const logic = organizationAdminMachine.provide({
    actors: {
      fetchReservations: fromPromise(fetchReservations),
      createDownload: fromPromise<OrganizationDownload, { brand: string; organizationId: number }>(async () => {
        created += 1;
        if (created > 1) throw failure('1600', 'CSV download limit', 422);
        return download;
      }),
    },
  });
  renderWithBookingCharts(
    <OrganizationAdminContext.Provider logic={logic} options={{ input: { brand: '1', organizationId: 3 } }}>
      <OrganizationAdminPage />
    </OrganizationAdminContext.Provider>,
    { path: '/organization-admin' },
  );
}

describe('/organization-admin', () => {
  it('shows the reservations and allowances, the password with the link, then the 1600 limit', async () => {
    show(async () => page);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'R2345ABC' })).toBeTruthy());
    expect(screen.getByRole('table', { name: 'Allowances per period' }).textContent).toContain('19');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV (ZIP)' }));
    });
    await waitFor(() => expect(screen.getByText('ABCDEFGHJKMN')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Download reservations-20260302.zip' }).getAttribute('href')).toBe(
      '/api/organization_downloads/tok',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV (ZIP)' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('download limit'));
    expect(screen.queryByText('ABCDEFGHJKMN')).toBeNull();
  });

  it('a refused user sees no data', async () => {
    show(async () => {
      throw failure('organization_admin_required', 'Organization admin only', 403);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Only an admin of this organization'));
    expect(screen.queryByRole('button', { name: 'Download CSV (ZIP)' })).toBeNull();
  });
});
