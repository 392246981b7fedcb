import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Route, Switch, useLocation, useSearch } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import {
  useAgencySessionActorRef,
  useAgencySessionSelector,
  AgencySessionProvider,
} from '../../machines/agency-session/provider';
import { selectRouteMayShow, selectSessionFailed, selectSessionFailure } from '../../machines/agency-session/selectors';
import { useAuthSelector } from '../../machines/auth/provider';
import { selectIsCheckingAuth, selectIsSignedIn, selectMember } from '../../machines/auth/selectors';
import { displayName } from '../../machines/auth/display-name';
import { useInitSelector } from '../../machines/init/provider';
import { selectHotel, selectInitArrived } from '../../machines/init/selectors';
import type { BrowserServices } from '../app/browser-services';
import { HotelRoutes } from '../app/hotel-routes';
import { messageForCode } from '../i18n/messages';
import type { InspectFn } from '../inspect';
import { useAppHref } from '../routing/links';
import { AGENCY_BOOKING_FLOW_PATH, SERVICE_UNAVAILABLE_PATH } from '../routing/page-paths';
import { AuthGate } from '../shell/auth-gate';
import { useFocusMainOnNavigation } from '../shell/focus-main';
import { LanguageSelector } from '../shell/header';
import { InitGate } from '../shell/init-gate';
import { Spinner } from '../shell/spinner';
import { BookingFlow } from '../views/booking/booking-flow';
import { ServiceUnavailablePage } from '../views/simple-pages';
import { AGENCY_PATHS } from './agency-paths';
import { AgencyHome } from './agency-home';
import { AgencyTestPage, ConfirmReservationPage, OtaSignInPage, SearchHotelsPage } from './agency-pages';
import './agency.css';

/** The agency site's frame: its own header, navigation and footer around the agency routes. */
export function AgencyShell({ services, inspect }: { services: BrowserServices; inspect?: InspectFn | undefined }) {
  const { LL } = useI18nContext();
  useFocusMainOnNavigation();
  const [path] = useLocation();
  const arrived = useInitSelector(selectInitArrived);
  if (!arrived && path !== SERVICE_UNAVAILABLE_PATH) {
    return (
      <div className="agency-site">
        <div className="app-loading">
          <Spinner label={LL.app.loading()} />
        </div>
      </div>
    );
  }
  return (
    <div className="agency-site" data-testid="agency-site">
      <a className="skip-link" href="#main">
        {LL.app.skipToContent()}
      </a>
      <AgencyHeader />
      <main id="main" className="agency-main" tabIndex={-1}>
        <AgencySessionProvider
          client={services.client}
          sessions={services.initDependencies.clientSessions}
          path={path}
          inspect={inspect}
        >
          <AgencySessionGate>
            <Suspense fallback={<Spinner label={LL.app.loading()} />}>
              <AgencyRoutes />
            </Suspense>
          </AgencySessionGate>
        </AgencySessionProvider>
      </main>
      <AgencyFooter />
    </div>
  );
}

/**
 * The route table of agency mode (SPEC.md section 2, travel-agency route set); mount points of the
 * other agency pages are named here. Its own pages come first; every other path is the standard route
 * set of the hotel the page names. Every path here is in `AGENCY_PAGE_PATHS` (src/agency/agency-paths.ts):
 * the server answers any other with 404.
 */
export function AgencyRoutes() {
  return (
    <Switch>
      {/* The 503 page needs no init: init may be what failed. */}
      <Route path={SERVICE_UNAVAILABLE_PATH} component={ServiceUnavailablePage} />
      <Route>
        <InitGate>
          <AuthGate>
            <Switch>
              <Route path={AGENCY_PATHS.home}>{() => <AgencyHome />}</Route>
              <Route path={AGENCY_PATHS.searchHotels} component={SearchHotelsPage} />
              <Route path={AGENCY_PATHS.confirmReservation} component={ConfirmReservationPage} />
              <Route path={AGENCY_PATHS.test} component={AgencyTestPage} />
              <Route path={AGENCY_PATHS.signIn} component={OtaSignInPage} />
              {/* One route for the facility's rooms and the booking steps, so the selection survives each step. */}
              <Route path={AGENCY_BOOKING_FLOW_PATH} component={BookingFlow} />
              <Route component={HotelRoutes} />
            </Switch>
          </AuthGate>
        </InitGate>
      </Route>
    </Switch>
  );
}

/** Before each route a client session is obtained if none is stored (machines/agency-session). */
function AgencySessionGate({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const session = useAgencySessionActorRef();
  const [path] = useLocation();
  const search = useSearch();
  const mayShow = useAgencySessionSelector(selectRouteMayShow);
  const failed = useAgencySessionSelector(selectSessionFailed);
  const failure = useAgencySessionSelector(selectSessionFailure);
  const route = `${path}${search ? `?${search}` : ''}`;
  useEffect(() => {
    session.send({ type: 'route.entered', path: route });
  }, [session, route]);
  if (failed) {
    return (
      <section className="panel" aria-labelledby="agency-session-failed">
        <h1 id="agency-session-failed">{LL.init.failedTitle()}</h1>
        <p role="alert">{messageForCode(LL, failure?.code ?? 'error02')}</p>
        <button type="button" className="primary" onClick={() => session.send({ type: 'session.retried' })}>
          {LL.init.retry()}
        </button>
      </section>
    );
  }
  if (!mayShow) return <Spinner label={LL.app.loading()} />;
  return <>{children}</>;
}

function AgencyHeader() {
  const { LL, locale } = useI18nContext();
  const checking = useAuthSelector(selectIsCheckingAuth);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const member = useAuthSelector(selectMember);
  const hotel = useInitSelector(selectHotel);
  const signIn = useAppHref(AGENCY_PATHS.signIn);
  const [path] = useLocation();
  const current = (target: string) => (path === target ? 'page' : undefined);
  return (
    <header className="agency-header">
      <div className="agency-header-bar">
        <Link href="/" className="agency-brand" aria-label={LL.agency.header.homeLink()}>
          <span className="agency-logo" aria-hidden="true">
            {LL.agency.brandMark()}
          </span>
          <span className="agency-brand-name">{LL.agency.brandName()}</span>
        </Link>
        <div className="agency-header-actions">
          <LanguageSelector />
          {checking ? null : signedIn && member ? (
            <span className="agency-member">
              {LL.membership.menu.signedInAs({ name: displayName(member, locale) ?? member.email })}
            </span>
          ) : (
            <Link href={signIn} className="agency-sign-in">
              {LL.agency.header.signIn()}
            </Link>
          )}
        </div>
      </div>
      <nav className="agency-nav" aria-label={LL.agency.nav.label()}>
        <ul>
          <li>
            <Link href="/" aria-current={current('/')}>
              {LL.agency.nav.home()}
            </Link>
          </li>
          <li>
            <Link href={AGENCY_PATHS.searchHotels} aria-current={current(AGENCY_PATHS.searchHotels)}>
              {LL.agency.nav.hotels()}
            </Link>
          </li>
          {hotel ? (
            <li className="agency-nav-hotel">
              <span aria-current="page" title={hotel.name}>
                {hotel.name}
              </span>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

function AgencyFooter() {
  const { LL } = useI18nContext();
  const year = new Date().getFullYear();
  return (
    <footer className="agency-footer">
      <div className="agency-footer-inner">
        <nav aria-label={LL.agency.footer.label()}>
          <ul>
            <li>
              <Link href="/">{LL.agency.nav.home()}</Link>
            </li>
            <li>
              <Link href={AGENCY_PATHS.searchHotels}>{LL.agency.nav.hotels()}</Link>
            </li>
            <li>
              <Link href={AGENCY_PATHS.signIn}>{LL.agency.header.signIn()}</Link>
            </li>
          </ul>
        </nav>
        <p className="agency-footer-note">{LL.agency.footer.note()}</p>
        <p className="agency-footer-copy">
          {LL.agency.footer.copyright({ year: String(year), brand: LL.agency.brandName() })}
        </p>
      </div>
    </footer>
  );
}
