import { Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { failRetryPath } from '../../../machines/booking/booking-routes';
import { selectAgencyMode, selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { CodeMessage } from '../../app/lazy-pages';
import { useAppHref } from '../../routing/links';
import { useDocumentTitle } from '../document-title';

/** `/reservation/fail?error_code=...`: the localized message for the code the flow ended with. */
export function ReservationFailPage() {
  const { LL } = useI18nContext();
  const params = new URLSearchParams(useSearch());
  const settings = useInitSelector(selectSettings);
  const agencyMode = useInitSelector(selectAgencyMode);
  const code = params.get('error_code') || 'error02';
  const retry = useAppHref(failRetryPath(params, agencyMode));
  useDocumentTitle(LL.fail.heading());
  return (
    <section className="panel" aria-labelledby="fail-heading">
      <h1 id="fail-heading">{LL.fail.heading()}</h1>
      {/* The alert appears with its sentence (the catalogue is fetched with this page). */}
      <Suspense fallback={null}>
        <p role="alert" className="alert alert-error">
          <CodeMessage code={code} options={{ reservablePeriodMonths: settings?.reservablePeriodMonths }} />
        </p>
      </Suspense>
      <Link href={retry} className="button primary">
        {LL.fail.retry()}
      </Link>
    </section>
  );
}
