import { useMemo } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { otaEnabledOverride } from '../../../contract/agency-hand-over-rule';
import { useBookingActorRef } from '../../../machines/booking/provider';
import { selectHandOverBooking } from '../../../machines/booking/hand-over-booking';
import { HandOverProvider, useHandOverActorRef, useHandOverSelector } from '../../../machines/hand-over/provider';
import {
  selectAgencyUrl,
  selectHandOverButton,
  selectHandOverFailure,
  selectIsCountingDown,
  selectIsStoringHandOver,
} from '../../../machines/hand-over/selectors';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { messageForCode } from '../../i18n/messages';
import { useOptionalAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import './agency-hand-over.css';

/**
 * The payment step's "pay on the travel agency site" (SPEC.md sections 4 and 9): offered only where
 * the hotel hands over; one hand-over chart per visit of the step.
 */
export function AgencyHandOver() {
  // A page rendered without the app's services (a view test of the payment step) has no agency to hand over to.
  const app = useOptionalAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  // Read once per chart: the hotel and a test case's ota_enabled do not change on the step.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const input = useMemo(() => ({ hotelCode, otaEnabled: otaEnabledOverride(window.location.search) }), []);
  if (!app) return null;
  const { services, inspect } = app;
  return (
    <HandOverProvider
      client={services.client}
      goToAgency={(url) => window.location.assign(url)}
      input={input}
      inspect={inspect}
    >
      <AgencyHandOverPanel />
    </HandOverProvider>
  );
}

function AgencyHandOverPanel() {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const handOver = useHandOverActorRef();
  const button = useHandOverSelector(selectHandOverButton);
  const storing = useHandOverSelector(selectIsStoringHandOver);
  const countingDown = useHandOverSelector(selectIsCountingDown);
  const failure = useHandOverSelector(selectHandOverFailure);
  const agencyUrl = useHandOverSelector(selectAgencyUrl);
  if (!button) return null;

  const request = () => {
    const snapshot = handOver.getSnapshot();
    handOver.send({
      type: 'handOver.requested',
      request: {
        hotelCode: snapshot.context.hotelCode,
        search: window.location.search.replace(/^\?/, ''),
        booking: selectHandOverBooking(booking.getSnapshot()),
        otaEnabled: snapshot.context.otaEnabled,
      },
    });
  };

  return (
    <section className="panel agency-hand-over" aria-labelledby="agency-hand-over-heading">
      <p className="agency-hand-over-or" aria-hidden="true">
        {LL.handOver.or()}
      </p>
      <h2 id="agency-hand-over-heading" className="visually-hidden">
        {LL.handOver.payViaAgency()}
      </h2>
      <p>{LL.handOver.payViaAgencyHint()}</p>
      {countingDown ? (
        <div className="agency-hand-over-countdown" role="status" data-testid="agency-countdown">
          <p>
            <strong>{LL.handOver.redirectTitle()}</strong>
          </p>
          <p>{LL.handOver.redirectText()}</p>
          <div className="actions">
            <a
              className="button primary"
              href={agencyUrl ?? undefined}
              onClick={(e) => {
                e.preventDefault();
                handOver.send({ type: 'handOver.hurried' });
              }}
            >
              {LL.handOver.goNow()}
            </a>
            <button type="button" onClick={() => handOver.send({ type: 'handOver.cancelled' })}>
              {LL.handOver.cancel()}
            </button>
          </div>
        </div>
      ) : (
        <>
          {failure && (
            <div className="alert alert-error" role="alert" data-testid="agency-hand-off-failed">
              <p>
                <strong>{LL.handOver.failedTitle()}</strong>
              </p>
              <p>{messageForCode(LL, failure.code)}</p>
            </div>
          )}
          <div className="actions">
            <button
              type="button"
              className="agency-hand-over-button"
              data-testid="ota-button"
              style={{
                backgroundColor: button.buttonColour,
                color: button.buttonTextColour,
                borderColor: button.buttonColour,
              }}
              onClick={failure ? () => handOver.send({ type: 'handOver.retried' }) : request}
              disabled={storing}
              aria-busy={storing || undefined}
            >
              {failure ? LL.handOver.tryAgain() : LL.handOver.payViaAgency()}
            </button>
            {failure && (
              <button type="button" onClick={() => handOver.send({ type: 'handOver.cancelled' })}>
                {LL.handOver.otherMethod()}
              </button>
            )}
          </div>
          {storing && <Spinner label={LL.handOver.storing()} inline />}
        </>
      )}
    </section>
  );
}
