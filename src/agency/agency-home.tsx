import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { AiSearchHome } from '../views/ai-search/ai-search-home';
import { useDocumentTitle } from '../views/document-title';
import { AGENCY_PATHS } from './agency-paths';

/**
 * `/` of the agency site: the home page. The AI search leads (its chart and form live in
 * machines/ai-search and src/views/ai-search); below it, the way to browse every hotel.
 */
export function AgencyHome() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.agency.home.title());
  return (
    <div className="agency-home">
      <AiSearchHome />
      <section className="agency-browse panel" aria-label={LL.agency.home.searchHotels()}>
        <p className="agency-browse-lead">{LL.agency.home.lead()}</p>
        <Link href={AGENCY_PATHS.searchHotels} className="button agency-browse-action">
          {LL.agency.home.searchHotels()}
        </Link>
      </section>
    </div>
  );
}
