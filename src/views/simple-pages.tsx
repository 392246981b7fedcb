import { Link, useSearch } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { selectSettings } from '../../machines/init/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { messageForCode } from '../i18n/messages';
import { useAppHref } from '../routing/links';
import { useDocumentTitle } from './document-title';

/** `/reservation/fail?error_code=...`: the localized message for the code the flow ended with. */
export function ReservationFailPage() {
  const { LL } = useI18nContext();
  const params = new URLSearchParams(useSearch());
  const settings = useInitSelector(selectSettings);
  const code = params.get('error_code') || 'error02';
  const retry = useAppHref(retrySearchPath(params));
  useDocumentTitle(LL.fail.heading());
  return (
    <section className="panel" aria-labelledby="fail-heading">
      <h1 id="fail-heading">{LL.fail.heading()}</h1>
      <p role="alert" className="alert alert-error">
        {messageForCode(LL, code, { reservablePeriodMonths: settings?.reservablePeriodMonths })}
      </p>
      <Link href={retry} className="button primary">{LL.fail.retry()}</Link>
    </section>
  );
}

/** Back to the results with the stay the guest tried, as the fail URL carries it (SPEC.md section 2). */
function retrySearchPath(params: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const name of ['code', 'checkin', 'checkout', 'adults']) {
    const value = params.get(name);
    if (value) keep.set(name, value);
  }
  const query = keep.toString();
  return `/booking/result${query ? `?${query}` : ''}`;
}

/** `/503`: the service is unavailable (SPEC.md section 8 HTTP handling). */
export function ServiceUnavailablePage() {
  const { LL } = useI18nContext();
  const home = useAppHref('/booking/result');
  useDocumentTitle(LL.unavailable.heading());
  return (
    <section className="panel" aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading">{LL.unavailable.heading()}</h1>
      <p>{LL.unavailable.body()}</p>
      <a href={home} className="button primary">{LL.unavailable.retry()}</a>
    </section>
  );
}

export function NotFoundPage() {
  const { LL } = useI18nContext();
  const home = useAppHref('/booking/result');
  useDocumentTitle(LL.notFound.heading());
  return (
    <section className="panel" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{LL.notFound.heading()}</h1>
      <p>{LL.notFound.body()}</p>
      <Link href={home} className="button primary">{LL.notFound.home()}</Link>
    </section>
  );
}
