import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useDocumentTitle } from '../views/document-title';

/**
 * `/search-hotels`: the hotel search of the agency site (SPEC.md section 2). This file is the
 * hotel search's own page; its query is described in the agency plan (area, keyword, dates, rooms...).
 */
export function SearchHotelsPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.agency.searchHotels.heading());
  return (
    <section className="panel" aria-labelledby="search-hotels-heading">
      <h1 id="search-hotels-heading">{LL.agency.searchHotels.heading()}</h1>
      <p><Link href="/">{LL.agency.nav.home()}</Link></p>
    </section>
  );
}
