import { useI18nContext } from '../../../locales/i18n-react';
import { selectBookingProgress, sameProgress, type BookingProgress } from '../../../machines/booking/booking-progress';
import { useBookingSelector } from '../../../machines/booking/provider';

/**
 * One stepper for every page of a booking (machines/booking/booking-progress.ts): "Step 3 of 5:
 * Guest details" (read out, not shown: the steps show it) and the ordered steps, the current one marked as aria-current="step". Choosing
 * rooms before the extras offer is known, it reads "Step 1: Rooms".
 */
export function BookingStepper({ progress }: { progress: BookingProgress | null }) {
  const { LL } = useI18nContext();
  if (!progress) return null;
  const names = LL.bookingSteps.names;
  const current = progress.steps.indexOf(progress.current);
  return (
    <nav className="booking-stepper" aria-label={LL.bookingSteps.label()} data-testid="booking-stepper">
      <p className="booking-stepper-count visually-hidden">
        {progress.known
          ? LL.bookingSteps.count({ number: progress.number, total: progress.total, name: names[progress.current]() })
          : LL.bookingSteps.first({ name: names[progress.current]() })}
      </p>
      <ol>
        {progress.steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          // Not yet known whether an extras step follows: the later steps are named, not numbered.
          const numbered = progress.known || index <= current;
          return (
            <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="booking-stepper-number" aria-hidden="true">
                {numbered ? index + 1 : '·'}
              </span>
              <span className="booking-stepper-name">{names[step]()}</span>
              {state === 'done' && <span className="visually-hidden"> ({LL.bookingSteps.done()})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The stepper of the booking chart's current step (results and guest-details pages). */
export function BookingChartStepper() {
  const progress = useBookingSelector(selectBookingProgress, sameProgress);
  return <BookingStepper progress={progress} />;
}

/** The heading of the guest-details route: the name of the step it shows (extras, guest details or payment). */
export function useBookingStepName(): string | null {
  const { LL } = useI18nContext();
  const progress = useBookingSelector(selectBookingProgress, sameProgress);
  return progress && progress.current !== 'rooms' ? LL.bookingSteps.names[progress.current]() : null;
}
