import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import { selectCanSubmitExtras } from '../../../machines/booking/selectors';
import { selectExtrasQuestionsRef } from '../../../machines/booking/extras-questions/booking-selectors';
import { selectAnswerErrors } from '../../../machines/booking/extras-questions/selectors';
import type { ExtrasStepRef } from './extra-quantity-field';
import { ExtrasQuestionsSections } from './extras-questions-step';

/**
 * The extras and questions screen (step 0 sub-step, before the guest form; shown only when the
 * stay is offered extras or questions). Focus goes to its heading on entry; a refused Next moves
 * it to the first question with a message.
 */
export function ExtrasQuestionsScreen({ back }: { back: string }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const canSubmit = useBookingSelector(selectCanSubmitExtras);
  const step = useBookingSelector(selectExtrasQuestionsRef) as ExtrasStepRef | undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef(false);
  useEffect(() => headingRef.current?.focus(), []);
  const next = () => {
    pendingFocus.current = true;
    booking.send({ type: 'extras.submitted' });
  };
  return (
    <section ref={sectionRef} className="panel extras-screen" aria-labelledby="extras-screen-heading">
      <h2 id="extras-screen-heading" ref={headingRef} tabIndex={-1}>
        {LL.extras.stepHeading()}
      </h2>
      <p className="field-hint">{LL.extras.stepIntro()}</p>
      {step && <AnswerErrors step={step} section={sectionRef} pendingFocus={pendingFocus} />}
      <ExtrasQuestionsSections />
      <div className="actions">
        <button type="button" className="primary" onClick={next} disabled={!canSubmit}>
          {LL.extras.next()}
        </button>
        <Link href={back}>{LL.extras.back()}</Link>
      </div>
    </section>
  );
}

/** The summary of a refused Next, and focus on the first question with a message (WCAG 3.3.1). */
function AnswerErrors({
  step,
  section,
  pendingFocus,
}: {
  step: ExtrasStepRef;
  section: React.RefObject<HTMLElement | null>;
  pendingFocus: React.MutableRefObject<boolean>;
}) {
  const { LL } = useI18nContext();
  const errors = useSelector(step, selectAnswerErrors);
  const count = Object.keys(errors).length;
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const first = section.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.tagName === 'FIELDSET' ? first.querySelector<HTMLElement>('input') : first)?.focus();
  }, [errors, section, pendingFocus]);
  return count > 0 ? (
    <p className="alert alert-error" role="alert">
      {LL.extras.stepErrors()}
    </p>
  ) : null;
}
