import { useMemo } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { BrandFacility } from '../../../machines/brand-facilities/context';
import {
  BrandFacilitiesProvider,
  useBrandFacilitiesActorRef,
  useBrandFacilitiesSelector,
} from '../../../machines/brand-facilities/provider';
import {
  selectBrandFacilities,
  selectCanRetryFacilities,
  selectFacilitiesFailure,
  selectFacilitiesLoading,
  selectNoFacilities,
} from '../../../machines/brand-facilities/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { selectAgencyMode, selectHotel, selectHotelCode } from '../../../machines/init/selectors';
import { useAppServices } from '../../app/services-context';
import { messageForCode } from '../../i18n/messages';
import { useDocumentTitle } from '../document-title';
import './brand-facilities.css';

/**
 * `/facilities` (SPEC.md section 2): the brand facility list of a brand-facility setup. The brand is
 * the page's hotel's; each facility leads to its own room search with the stay of this page's query.
 */
export function BrandFacilitiesRoute() {
  const { services, inspect } = useAppServices();
  const brandCode = useInitSelector(selectHotel)?.brand.code ?? '';
  const input = useMemo(() => ({ brandCode }), [brandCode]);
  return (
    <BrandFacilitiesProvider key={brandCode} client={services.client} input={input} {...(inspect ? { inspect } : {})}>
      <BrandFacilitiesPage />
    </BrandFacilitiesProvider>
  );
}

/**
 * The rooms page of a facility, keeping the searched stay (every query parameter but the hotel code):
 * `/hotels/{code}` on the agency site, the widget's results page elsewhere.
 */
export function facilityRoomsPath(code: string, pageQuery: string, agencyMode: boolean): string {
  const query = new URLSearchParams(pageQuery);
  query.delete('code');
  query.delete('hotel_code');
  if (agencyMode) {
    const rest = query.toString();
    return `/hotels/${encodeURIComponent(code)}${rest ? `?${rest}` : ''}`;
  }
  return `/booking/result?${new URLSearchParams([['code', code], ...query]).toString()}`;
}

export function BrandFacilitiesPage() {
  const { LL } = useI18nContext();
  const t = LL.brandFacilities;
  useDocumentTitle(t.title());
  const actor = useBrandFacilitiesActorRef();
  const hotel = useInitSelector(selectHotel);
  const loading = useBrandFacilitiesSelector(selectFacilitiesLoading);
  const facilities = useBrandFacilitiesSelector(selectBrandFacilities);
  const empty = useBrandFacilitiesSelector(selectNoFacilities);
  const failure = useBrandFacilitiesSelector(selectFacilitiesFailure);
  const canRetry = useBrandFacilitiesSelector(selectCanRetryFacilities);
  return (
    <section
      className="panel brand-facilities"
      aria-labelledby="brand-facilities-heading"
      aria-busy={loading || undefined}
    >
      <h1 id="brand-facilities-heading">{t.title()}</h1>
      {hotel && <p className="brand-facilities-intro">{t.intro({ brand: hotel.brand.name })}</p>}
      {loading && <FacilitiesSkeleton />}
      {empty && (
        <p className="alert alert-warning" role="status">
          {t.empty()}
        </p>
      )}
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>
            <strong>{t.failedTitle()}</strong> {messageForCode(LL, failure.code)}
          </p>
          {canRetry && (
            <button type="button" onClick={() => actor.send({ type: 'facilities.retried' })}>
              {t.retry()}
            </button>
          )}
        </div>
      )}
      {facilities.length > 0 && (
        <>
          <p className="brand-facilities-count" role="status">
            {t.count({ count: facilities.length })}
          </p>
          <ul className="brand-facilities-list">
            {facilities.map((facility) => (
              <li key={facility.code}>
                <FacilityCard facility={facility} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Placeholders the size of the cards while the list loads, so nothing moves when it arrives. */
function FacilitiesSkeleton() {
  const { LL } = useI18nContext();
  return (
    <div role="status">
      <span className="visually-hidden">{LL.brandFacilities.loading()}</span>
      <ul className="brand-facilities-list" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="brand-facility-card brand-facility-placeholder">
            <span className="brand-facility-skeleton brand-facility-skeleton-name shimmer" />
            <span className="brand-facility-skeleton shimmer" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FacilityCard({ facility }: { facility: BrandFacility }) {
  const { LL } = useI18nContext();
  const t = LL.brandFacilities;
  const agencyMode = useInitSelector(selectAgencyMode);
  const current = useInitSelector(selectHotelCode) === facility.code;
  const href = facilityRoomsPath(facility.code, window.location.search, agencyMode);
  const nameId = `facility-${facility.code}-name`;
  return (
    <article className={`brand-facility-card${current ? ' brand-facility-current' : ''}`} aria-labelledby={nameId}>
      <h2 id={nameId} className="brand-facility-name">
        {facility.name}
      </h2>
      <p className="brand-facility-facts">
        {current && <span className="brand-facility-badge">{t.thisHotel()}</span>}
        <span>{t.currency({ currency: facility.currency })}</span>
      </p>
      {/* The agency frame initialises each facility by its path; the widget reads its hotel once, so it loads the page. */}
      {agencyMode ? (
        <Link href={href} className="button primary brand-facility-link" aria-describedby={nameId}>
          {t.seeRooms()}
        </Link>
      ) : (
        <a href={href} className="button primary brand-facility-link" aria-describedby={nameId}>
          {t.seeRooms()}
        </a>
      )}
    </article>
  );
}
