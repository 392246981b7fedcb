import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useAppHref } from '../routing/links';
import { useDocumentTitle } from './document-title';

/** `/503`: the service is unavailable (SPEC.md section 8 HTTP handling). */
export function ServiceUnavailablePage() {
  const { LL } = useI18nContext();
  const home = useAppHref('/booking/result');
  useDocumentTitle(LL.unavailable.heading());
  return (
    <section className="panel" aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading">{LL.unavailable.heading()}</h1>
      <p>{LL.unavailable.body()}</p>
      <a href={home} className="button primary">
        {LL.unavailable.retry()}
      </a>
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
      <Link href={home} className="button primary">
        {LL.notFound.home()}
      </Link>
    </section>
  );
}
