import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';

export const MemberAccountTags = { Loading: 'Loading', Busy: 'Busy' } as const;

export interface MemberAccountProfile {
  firstName: string;
  lastName: string;
  firstNameKana?: string | null;
  lastNameKana?: string | null;
  email: string;
  pendingEmail?: string | null;
  phone?: string | null;
  dob?: string | null;
  gender?: string | null;
  nationality?: string | null;
  occupation?: string | null;
  address?: string | null;
  postCode?: string | null;
  prefecture?: string | null;
  buildingName?: string | null;
  receiptName?: string | null;
  promotionEmail: boolean;
  membershipId: string;
  provider: string;
  profileUpdatable: boolean;
}

export interface MemberAccountSettings {
  encryptedQrCodeEnabled: boolean;
  customAccountRemoval: boolean;
  customAccountRemovalDescription?: string | null;
}

export interface MemberQrCode {
  membershipId: string;
  encrypted: boolean;
  svg: string;
}

export interface MemberAccountData {
  profile: MemberAccountProfile;
  settings: MemberAccountSettings;
  qrCode: MemberQrCode;
}

export type ProfileFields = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'firstNameKana'
    | 'lastNameKana'
    | 'phone'
    | 'dob'
    | 'gender'
    | 'nationality'
    | 'occupation'
    | 'address'
    | 'postCode'
    | 'prefecture'
    | 'buildingName'
    | 'receiptName',
    string
  >
>;

export type AccountRemovalReason = 'not_using_any_more' | 'too_expensive' | 'unattractive_benefits' | 'other';

/** One change of the account page; each is sent alone, one at a time. */
export type AccountChange =
  | { kind: 'profile'; fields: ProfileFields }
  | { kind: 'email'; email: string; currentPassword: string }
  | { kind: 'password'; currentPassword: string; password: string }
  | { kind: 'promotion'; subscribed: boolean }
  | { kind: 'removal'; reason: AccountRemovalReason; details: string; currentPassword: string };
export type AccountChangeKind = AccountChange['kind'];

export interface MemberAccountContext {
  hotelCode: string;
  data: MemberAccountData | null;
  /** The change being sent, then the last one sent (for its success notice or failure). */
  change: AccountChangeKind | null;
  failure: Failure | null;
  done: AccountChangeKind | null;
}

export type MemberAccountEvent =
  { type: 'change.submitted'; change: AccountChange } | { type: 'load.retried' } | { type: 'notice.dismissed' };

/**
 * The account page (`/my-account/profile`): the profile, login e-mail, password, promotion e-mail,
 * QR code and account removal of SPEC.md section 2 "My page". Loads once, then sends one change at
 * a time (a double click is ignored while Saving) and shows its notice or the failure's code.
 */
export const memberAccountMachine = setup({
  types: {
    context: {} as MemberAccountContext,
    events: {} as MemberAccountEvent,
    input: {} as { hotelCode: string },
    tags: {} as (typeof MemberAccountTags)[keyof typeof MemberAccountTags],
  },
  actors: {
    loadAccount: fromPromise<MemberAccountData, { hotelCode: string }>(notImplemented),
    /** Sends one change; answers the profile as it is afterwards (null after removal). */
    sendChange: fromPromise<MemberAccountProfile | null, { hotelCode: string; change: AccountChange }>(notImplemented),
  },
  actions: {
    /** The account is gone: everything local is cleared (the auth chart signs out). */
    accountRemoved: () => {},
  },
  guards: {
    wasRemoval: ({ context }) => context.change === 'removal',
  },
}).createMachine({
  id: 'memberAccount',
  description:
    'The account page: Loading -> Ready, each change Saving -> Ready with a notice or a failure code; removal ends in Removed.',
  context: ({ input }) => ({ hotelCode: input.hotelCode, data: null, change: null, failure: null, done: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Profile, account settings and QR code of the signed-in member.',
      tags: [MemberAccountTags.Loading],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: { target: 'Ready', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: { target: 'LoadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    LoadFailed: {
      description: 'The account could not be loaded; the member can retry.',
      on: { 'load.retried': { target: 'Loading' } },
    },
    Ready: {
      description: 'The account is shown; a change can be sent.',
      on: {
        'change.submitted': {
          target: 'Saving',
          actions: assign({ change: ({ event }) => event.change.kind, failure: null, done: null }),
        },
        'notice.dismissed': { actions: assign({ done: null, failure: null }) },
      },
    },
    Saving: {
      description:
        'Sends the one change; the refusal code (1300, 1302, wrong_current_password, ...) comes back to Ready.',
      tags: [MemberAccountTags.Busy],
      invoke: {
        id: 'sendChange',
        src: 'sendChange',
        input: ({ context, event }) => ({
          hotelCode: context.hotelCode,
          change: (event as Extract<MemberAccountEvent, { type: 'change.submitted' }>).change,
        }),
        onDone: [
          { guard: 'wasRemoval', target: 'Removed', actions: 'accountRemoved' },
          {
            target: 'Ready',
            actions: assign({
              data: ({ context, event }) =>
                context.data && event.output ? { ...context.data, profile: event.output } : context.data,
              done: ({ context }) => context.change,
            }),
          },
        ],
        onError: { target: 'Ready', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Removed: {
      description: 'The account was removed; the member is signed out.',
      type: 'final',
    },
  },
});
