import { Suspense, type ReactNode } from 'react';
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
import { CodeMessage } from '../app/lazy-pages';
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
        {noHotelCode ? (
          <p role="alert">{LL.init.noHotelCodeHint()}</p>
        ) : (
          // The alert appears with its sentence (the catalogue is fetched with the failure).
          <Suspense fallback={null}>
            <p role="alert">
              <CodeMessage
                code={failure?.code ?? 'error02'}
                options={{ reservablePeriodMonths: settings?.reservablePeriodMonths }}
              />
            </p>
          </Suspense>
        )}
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
