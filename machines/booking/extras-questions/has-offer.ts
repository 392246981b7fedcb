/**
 * The stay is offered extras or questions: the booking shows the extras and questions screen. Apart
 * from ./offer.ts so that the stepper of the results page does not take the extras step's code.
 */
export const hasOffer = (draft: { extras: readonly unknown[]; questions: readonly unknown[] } | null) =>
  draft !== null && draft.extras.length + draft.questions.length > 0;
