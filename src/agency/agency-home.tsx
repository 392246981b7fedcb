import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useDocumentTitle } from '../views/document-title';
import { AGENCY_PATHS } from './agency-paths';

/**
 * `/` of the agency site: the home page. The AI search is mounted here (its chart and form belong
 * to the AI search); the hero below is the page's frame for it.
 */
export function AgencyHome({ children }: { children?: ReactNode }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.agency.home.title());
  return (
    <div className="agency-home">
      <section className="agency-hero" aria-labelledby="agency-home-heading">
        <h1 id="agency-home-heading">{LL.agency.home.heading()}</h1>
        <p className="agency-hero-lead">{LL.agency.home.lead()}</p>
        {children}
        <p>
          <Link href={AGENCY_PATHS.searchHotels} className="button primary agency-hero-action">{LL.agency.home.searchHotels()}</Link>
        </p>
      </section>
    </div>
  );
}
