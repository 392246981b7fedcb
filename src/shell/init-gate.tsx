import type { ReactNode } from 'react';
import { useI18nContext } from '../../locales/i18n-react';
import { useInitActorRef, useInitSelector } from '../../machines/init/provider';
import {
  selectCanRetryInit,
  selectHasNoHotelCode,
  selectInitArrived,
  selectInitFailed,
  selectInitFailure,
  selectSettings,
} from '../../machines/init/selectors';
import { messageForCode } from '../i18n/messages';
import { Spinner } from './spinner';

/** The spinner until init arrives (SPEC.md section 2), the init failure screen, else the page. */
export function InitGate({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const init = useInitActorRef();
  const arrived = useInitSelector(selectInitArrived);
  const failed = useInitSelector(selectInitFailed);
  const noHotelCode = useInitSelector(selectHasNoHotelCode);
  const failure = useInitSelector(selectInitFailure);
  const canRetry = useInitSelector(selectCanRetryInit);
  const settings = useInitSelector(selectSettings);

  if (!arrived) return <Spinner label={LL.app.loading()} />;
  if (failed) {
    return (
      <section className="panel" aria-labelledby="init-failed-heading">
        <h1 id="init-failed-heading">{noHotelCode ? LL.errors.no_hotel_code() : LL.init.failedTitle()}</h1>
        <p role="alert">
          {noHotelCode
            ? LL.init.noHotelCodeHint()
            : messageForCode(LL, failure?.code ?? 'error02', {
                reservablePeriodMonths: settings?.reservablePeriodMonths,
              })}
        </p>
        {canRetry && (
          <button type="button" className="primary" onClick={() => init.send({ type: 'init.retried' })}>
            {LL.init.retry()}
          </button>
        )}
      </section>
    );
  }
  return <>{children}</>;
}
