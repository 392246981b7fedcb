import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import { memberFormErrors, type MemberFieldError, type MemberFormField, type MemberFormKind } from './validation';
import { notImplemented } from '../not-implemented';

export const MemberFormTags = { Busy: 'Busy' } as const;

export interface MemberFormInput {
  kind: MemberFormKind;
  hotelCode: string;
  /** The e-mailed token (confirmation or password reset) from the link's query. */
  token?: string | null;
  locale?: string;
}

export interface MemberFormSubmission {
  kind: MemberFormKind;
  hotelCode: string;
  token: string | null;
  locale: string | null;
  fields: Partial<Record<MemberFormField, string>>;
}

export interface MemberFormContext {
  kind: MemberFormKind;
  hotelCode: string;
  token: string | null;
  locale: string | null;
  fields: Partial<Record<MemberFormField, string>>;
  errors: Partial<Record<MemberFormField, MemberFieldError>>;
  failure: Failure | null;
}

export type MemberFormEvent =
  { type: 'field.changed'; field: MemberFormField; value: string } | { type: 'form.submitted' };

/**
 * One chart for the membership forms (sign-up, forgot password, resend confirmation, change
 * password) and the confirmation link: fill in, check, send once, done or back with the code.
 * The confirmation has no fields and is sent as soon as the page opens.
 */
export const memberFormMachine = setup({
  types: {
    context: {} as MemberFormContext,
    events: {} as MemberFormEvent,
    input: {} as MemberFormInput,
    tags: {} as (typeof MemberFormTags)[keyof typeof MemberFormTags],
  },
  actors: {
    submit: fromPromise<void, MemberFormSubmission>(notImplemented),
  },
  actions: {
    /** Where to go once done (the sign-up result page after sign-up); nothing for the others. */
    afterDone: (_, _params: { kind: MemberFormKind }) => {},
  },
  guards: {
    sendsAtOnce: ({ context }) => context.kind === 'confirm',
    missingToken: ({ context }) => (context.kind === 'confirm' || context.kind === 'changePassword') && !context.token,
    isComplete: ({ context }) => Object.keys(memberFormErrors(context.kind, context.fields)).length === 0,
  },
}).createMachine({
  id: 'memberForm',
  description:
    'A membership form: Editing -> Submitting -> Done, or back to Editing (Failed for a link) with the failure code.',
  context: ({ input }) => ({
    kind: input.kind,
    hotelCode: input.hotelCode,
    token: input.token ?? null,
    locale: input.locale ?? null,
    fields: {},
    errors: {},
    failure: null,
  }),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'A link without its token is refused at once; the confirmation link is sent at once.',
      always: [
        { guard: 'missingToken', target: 'MissingToken' },
        { guard: 'sendsAtOnce', target: 'Submitting' },
        { target: 'Editing' },
      ],
    },
    MissingToken: {
      description: 'The page was opened without the token of the e-mailed link.',
    },
    Editing: {
      description: 'The visitor fills in the form; errors are shown per field after a submit.',
      on: {
        'field.changed': {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
            errors: ({ context, event }) => {
              const { [event.field]: _dropped, ...rest } = context.errors;
              return rest;
            },
          }),
        },
        'form.submitted': [
          { guard: 'isComplete', target: 'Submitting', actions: assign({ errors: {}, failure: null }) },
          { actions: assign({ errors: ({ context }) => memberFormErrors(context.kind, context.fields) }) },
        ],
      },
    },
    Submitting: {
      description: 'Sends the form once (a double click is ignored here).',
      tags: [MemberFormTags.Busy],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          kind: context.kind,
          hotelCode: context.hotelCode,
          token: context.token,
          locale: context.locale,
          fields: context.fields,
        }),
        onDone: { target: 'Done', actions: { type: 'afterDone', params: ({ context }) => ({ kind: context.kind }) } },
        onError: [
          {
            guard: 'sendsAtOnce',
            target: 'Failed',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          {
            target: 'Editing',
            actions: assign({
              failure: ({ event }) => toFailure(event.error),
              fields: ({ context }) => ({ ...context.fields, password: '', passwordConfirmation: '' }),
            }),
          },
        ],
      },
    },
    Done: {
      description: 'Sent: the page says what happens next (check your e-mail, sign in...).',
      type: 'final',
    },
    Failed: {
      description:
        'The confirmation link was refused: 1401 expired (ask for a new one), 1402 already confirmed (sign in), 1000 invalid.',
    },
  },
});
