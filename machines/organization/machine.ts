import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import type { SignedInSession } from '../auth/context';
import {
  checkedSignInForm,
  clearedSignInErrors,
  editedSignInForm,
  refusedSignIn,
  signInFormComplete,
  signInRequest,
} from '../auth/sign-in-form';
import { toFailure } from '../failure';
import type {
  OrganizationAdminContext,
  OrganizationAdminInput,
  OrganizationDownload,
  OrganizationReservationPage,
  OrganizationSignInContext,
} from './context';
import type { OrganizationAdminEvent, OrganizationSignInEvent } from './events';
import { notImplemented } from '../not-implemented';

export const OrganizationTags = { Loading: 'Loading', Busy: 'Busy' } as const;

/** `/organization-sign-in` (SPEC.md sections 2 and 7 "Organization"): corporate users only. */
export const organizationSignInMachine = setup({
  types: {
    context: {} as OrganizationSignInContext,
    events: {} as OrganizationSignInEvent,
    input: {} as { hotelCode: string },
    tags: {} as (typeof OrganizationTags)[keyof typeof OrganizationTags],
  },
  actors: {
    signIn: fromPromise<SignedInSession, { hotelCode: string; email: string; password: string }>(notImplemented),
  },
  actions: {
    /** Hands the session to the auth chart (`session.started`), which stores it; then the page leaves. */
    signedIn: (_, _params: { session: SignedInSession }) => {},
  },
  guards: {
    formComplete: ({ context }) => signInFormComplete(context),
  },
}).createMachine({
  id: 'organizationSignIn',
  description:
    'Corporate sign-in: e-mail and password; anybody but a corporate user is refused like a wrong password (1000).',
  context: ({ input }) => ({
    hotelCode: input.hotelCode,
    form: { email: '', password: '' },
    formErrors: {},
    failure: null,
  }),
  initial: 'Editing',
  states: {
    Editing: {
      description: 'The form can be filled in and sent.',
      on: {
        'signIn.changed': { actions: assign(({ context, event }) => editedSignInForm(context, event)) },
        'signIn.submitted': [
          { guard: 'formComplete', target: 'SigningIn', actions: assign(clearedSignInErrors) },
          { actions: assign(({ context }) => checkedSignInForm(context)) },
        ],
      },
    },
    SigningIn: {
      description:
        'POST /organization/sign_in; a refusal (1000, 1301 locked, 1303 too many) comes back to the form without the password.',
      tags: [OrganizationTags.Busy],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => signInRequest(context),
        onDone: {
          target: 'SignedIn',
          actions: { type: 'signedIn', params: ({ event }) => ({ session: event.output }) },
        },
        onError: { target: 'Editing', actions: assign(({ context, event }) => refusedSignIn(context, event.error)) },
      },
    },
    SignedIn: { description: 'The corporate user is signed in.', type: 'final' },
  },
});

const isAdminRefusal = (error: unknown) => {
  const failure = toFailure(error);
  return failure.code === ErrorCode.organizationAdminRequired || failure.status === 403;
};

/**
 * `/organization-admin` (SPEC.md section 6 "Organization admin"): the organization's reservations
 * made through the site with the allowances, paged, and the password-protected ZIP download.
 */
export const organizationAdminMachine = setup({
  types: {
    context: {} as OrganizationAdminContext,
    events: {} as OrganizationAdminEvent,
    input: {} as OrganizationAdminInput,
    tags: {} as (typeof OrganizationTags)[keyof typeof OrganizationTags],
  },
  actors: {
    fetchReservations: fromPromise<
      OrganizationReservationPage,
      { brand: string; organizationId: number; page: number }
    >(notImplemented),
    createDownload: fromPromise<OrganizationDownload, { brand: string; organizationId: number }>(notImplemented),
  },
  guards: {
    isAdminRefusal: ({ event }) => isAdminRefusal((event as { error?: unknown }).error),
    pageInRange: ({ context, event }) =>
      event.type === 'page.selected' &&
      event.page >= 1 &&
      event.page <= (context.result?.totalPages ?? 1) &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'organizationAdmin',
  description: 'Loads a page of the reservation data; from it the admin creates a password-protected download.',
  context: ({ input }) => ({ ...input, page: 1, result: null, failure: null, download: null, downloadFailure: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'GET .../organizations/{id}/reservations for the page.',
      tags: [OrganizationTags.Loading],
      invoke: {
        id: 'fetchReservations',
        src: 'fetchReservations',
        input: ({ context }) => ({ brand: context.brand, organizationId: context.organizationId, page: context.page }),
        onDone: { target: 'Showing', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            guard: 'isAdminRefusal',
            target: 'Refused',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    Showing: {
      description: 'The reservations and allowances; a download may be created or its result shown.',
      initial: 'Idle',
      on: {
        'page.selected': {
          guard: 'pageInRange',
          target: 'Loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
      states: {
        Idle: {
          description: 'No download is being created.',
          on: {
            'download.requested': {
              target: 'CreatingDownload',
              actions: assign({ download: null, downloadFailure: null }),
            },
          },
        },
        CreatingDownload: {
          description: 'POST .../reservations/downloads: the ZIP and its password; 1600 when the limit is reached.',
          tags: [OrganizationTags.Busy],
          invoke: {
            id: 'createDownload',
            src: 'createDownload',
            input: ({ context }) => ({ brand: context.brand, organizationId: context.organizationId }),
            onDone: { target: 'DownloadReady', actions: assign({ download: ({ event }) => event.output }) },
            onError: {
              target: 'DownloadRefused',
              actions: assign({ downloadFailure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        DownloadReady: {
          description: 'The link and the password are shown (the password only here).',
          on: {
            'download.requested': {
              target: 'CreatingDownload',
              actions: assign({ download: null, downloadFailure: null }),
            },
            'download.dismissed': { target: 'Idle', actions: assign({ download: null }) },
          },
        },
        DownloadRefused: {
          description: 'The download was refused (1600 limit, or another failure); the admin may try again later.',
          on: {
            'download.requested': {
              target: 'CreatingDownload',
              actions: assign({ download: null, downloadFailure: null }),
            },
            'download.dismissed': { target: 'Idle', actions: assign({ downloadFailure: null }) },
          },
        },
      },
    },
    Refused: { description: 'Not an admin of this organization (403): nothing of it is shown.' },
    Failed: {
      description: 'The data did not load; the admin may retry.',
      on: { 'list.retried': { target: 'Loading' } },
    },
  },
});
