import { waitFor, type ActorRefFrom } from 'xstate';
import type { BookingMachine } from './machine';
import { emptyDraft } from './extras-questions/offer';

/**
 * Test steps shared by the booking chart's tests: "Book", then wait for the guest form (the
 * extras and questions child loads the offer first; the stubbed offer has nothing, so the
 * extras screen is skipped as in the flow without extras).
 */
export async function startGuestForm(actor: ActorRefFrom<BookingMachine>) {
  actor.send({ type: 'booking.started' });
  return waitFor(actor, (s) => s.matches({ EnteringGuestDetails: 'EnteringGuestForm' }));
}

/** For model paths: the child's report that the stay is offered nothing (straight to the guest form). */
export const nothingOffered = { type: 'extras.updated', draft: emptyDraft, ready: true } as const;

/** For model paths: a stay offered one required question, unanswered (`ready` false) or answered. */
export const questionOffered = (ready: boolean) =>
  ({
    type: 'extras.updated',
    ready,
    draft: {
      ...emptyDraft,
      questions: [
        {
          id: 10,
          questionType: 'checkin',
          answerType: 'text',
          title: 'Arrival time',
          description: '',
          required: true,
          options: [],
        },
      ],
      answers: ready ? { 10: { text: '18:00', options: [], files: [] } } : {},
    },
  }) as const;
