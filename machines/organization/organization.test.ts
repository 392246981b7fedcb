import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MemberUser, SignedInSession } from '../auth/context';
import { failure } from '../failure';
import { doneEvent, errorEvent, leafStateKeys, listModelPaths, pendingActor, replayPath } from '../model-paths';
import type { OrganizationDownload, OrganizationReservationPage } from './context';
import { organizationAdminMachine, organizationSignInMachine } from './machine';
import {
  selectCanRequestDownload,
  selectCorporateReservations,
  selectDownload,
  selectDownloadFailure,
  selectIsAdminRefused,
  selectOrgSignInErrors,
  selectOrgSignInFailure,
} from './selectors';

const admin: MemberUser = {
  id: 7,
  email: 'corp.admin@example.com',
  provider: 'tripla',
  organizationId: 3,
  organizationRole: 'admin',
  firstName: 'Akiko',
  lastName: 'Admin',
  firstNameKana: null,
  lastNameKana: null,
  locale: 'en',
  membershipId: 'ABCDEFGH2345',
  pointProgramEnabled: false,
  sessionExpiresAt: null,
} as MemberUser;
const page: OrganizationReservationPage = {
  page: 1,
  totalPages: 2,
  totalEntries: 21,
  reservations: [
    {
      reservationNumber: 'R1',
      reservedAt: '2026-03-02T03:00:00Z',
      guestName: 'Kenji Sato',
      bookedBy: 'corp.member@example.com',
      hotelName: 'Kyoto',
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
  downloadPath: '/api/organization_downloads/x',
  password: 'ABCDEFGHJKMN',
  fileName: 'r.zip',
  rowCount: 1,
  expiresAt: '2026-03-02T03:10:00Z',
  downloadsLeft: 4,
};

describe('organization sign-in chart', () => {
  it('checks the form, refuses with the failure (password cleared) and hands the session over', async () => {
    const sessions: SignedInSession[] = [];
    let attempt = 0;
    const logic = organizationSignInMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          attempt += 1;
          if (attempt === 1) throw failure('1000', 'Invalid credentials', 422);
          expect(input).toEqual({ hotelCode: 'demo-kyoto', email: 'corp.admin@example.com', password: 'Secret123' });
          return { token: 't', user: admin };
        }),
      },
      actions: { signedIn: (_, params) => void sessions.push(params.session) },
    });
    const actor = createActor(logic, { input: { hotelCode: 'demo-kyoto' } }).start();
    actor.send({ type: 'signIn.submitted' });
    expect(selectOrgSignInErrors(actor.getSnapshot())).toEqual({ email: 'required', password: 'required' });
    actor.send({ type: 'signIn.changed', field: 'email', value: ' corp.admin@example.com ' });
    actor.send({ type: 'signIn.changed', field: 'password', value: 'Secret123' });
    actor.send({ type: 'signIn.submitted' });
    await waitFor(actor, (s) => s.matches('Editing') && s.context.failure !== null);
    expect(selectOrgSignInFailure(actor.getSnapshot())?.code).toBe('1000');
    expect(actor.getSnapshot().context.form.password).toBe('');
    actor.send({ type: 'signIn.changed', field: 'password', value: 'Secret123' });
    actor.send({ type: 'signIn.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sessions).toEqual([{ token: 't', user: admin }]);
  });

  it('reaches every state along paths generated from the chart', () => {
    const logic = organizationSignInMachine.provide({ actors: { signIn: pendingActor() } });
    const events = [
      { type: 'signIn.changed', field: 'email', value: 'a@b.co' } as const,
      { type: 'signIn.changed', field: 'password', value: 'Secret123' } as const,
      { type: 'signIn.submitted' } as const,
      doneEvent('signIn', { token: 't', user: admin }),
      errorEvent('signIn', failure('1000', 'Invalid credentials', 422)),
    ];
    const input = { hotelCode: 'demo-kyoto' };
    const paths = listModelPaths(logic, {
      input,
      events: events as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.form.email !== '', s.context.form.password !== '']),
    });
    const reached = new Set(paths.map((p) => p.target));
    for (const path of paths) expect(replayPath(logic, input, path).value).toEqual(path.snapshot.value);
    expect([...reached].sort()).toEqual(leafStateKeys(organizationSignInMachine).sort());
  });
});

describe('organization admin chart', () => {
  const input = { brand: '1', organizationId: 3 };

  it('shows the reservations, creates a download and shows the 1600 refusal', async () => {
    let downloads = 0;
    const logic = organizationAdminMachine.provide({
      actors: {
        fetchReservations: fromPromise(async ({ input: i }) => {
          expect(i).toMatchObject({ brand: '1', organizationId: 3 });
          return page;
        }),
        createDownload: fromPromise(async () => {
          downloads += 1;
          if (downloads > 1) throw failure('1600', 'CSV download limit', 422);
          return download;
        }),
      },
    });
    const actor = createActor(logic, { input }).start();
    await waitFor(actor, (s) => s.matches('Showing'));
    expect(selectCorporateReservations(actor.getSnapshot())).toHaveLength(1);
    expect(selectCanRequestDownload(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'download.requested' });
    await waitFor(actor, (s) => s.matches({ Showing: 'DownloadReady' }));
    expect(selectDownload(actor.getSnapshot())?.password).toBe('ABCDEFGHJKMN');
    actor.send({ type: 'download.requested' });
    await waitFor(actor, (s) => s.matches({ Showing: 'DownloadRefused' }));
    expect(selectDownload(actor.getSnapshot())).toBeNull();
    expect(selectDownloadFailure(actor.getSnapshot())?.code).toBe('1600');
  });

  it('a non-admin (403) is refused and sees nothing', async () => {
    const logic = organizationAdminMachine.provide({
      actors: {
        fetchReservations: fromPromise<OrganizationReservationPage, any>(async () => {
          throw failure('organization_admin_required', 'Organization admin only', 403);
        }),
        createDownload: pendingActor(),
      },
    });
    const actor = createActor(logic, { input }).start();
    await waitFor(actor, (s) => s.matches('Refused'));
    expect(selectIsAdminRefused(actor.getSnapshot())).toBe(true);
    expect(selectCanRequestDownload(actor.getSnapshot())).toBe(false);
  });

  it('reaches every state along paths generated from the chart', () => {
    const logic = organizationAdminMachine.provide({
      actors: { fetchReservations: pendingActor(), createDownload: pendingActor() },
    });
    const events = [
      doneEvent('fetchReservations', page),
      errorEvent('fetchReservations', failure('organization_admin_required', 'Organization admin only', 403)),
      errorEvent('fetchReservations', failure('error02', 'Network failure')),
      { type: 'list.retried' } as const,
      { type: 'page.selected', page: 2 } as const,
      { type: 'download.requested' } as const,
      doneEvent('createDownload', download),
      errorEvent('createDownload', failure('1600', 'CSV download limit', 422)),
      { type: 'download.dismissed' } as const,
    ];
    const paths = listModelPaths(logic, {
      input,
      events: events as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.page]),
    });
    const reached = new Set(paths.map((p) => p.target));
    for (const path of paths) expect(replayPath(logic, input, path).value).toEqual(path.snapshot.value);
    expect([...reached].sort()).toEqual(leafStateKeys(organizationAdminMachine).sort());
  });
});
