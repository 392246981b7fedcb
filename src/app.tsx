import { Suspense, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation, useSearch, type AroundNavHandler } from 'wouter';
import { useI18nContext } from '../locales/i18n-react';
import type { Locales } from '../locales/i18n-types';
import { InitProvider, useInitSelector } from '../machines/init/provider';
import { selectAgencyMode, selectHotelCode, selectInitArrived, selectInitFailed } from '../machines/init/selectors';
import { agencyHotelCodeOf, hotelCodeForLink, widgetHotelCodeOf } from './agency/agency-paths';
// The pages and their charts are evaluated in a task after the charts above (the first-load script pauses there).
import './app/pause-after-charts';
import { HotelRoutes } from './app/hotel-routes';
import type { BrowserServices } from './app/browser-services';
import { ServicesProvider } from './app/services-context';
import { I18nBridge } from './i18n/i18n-bridge';
import type { InspectFn } from './inspect';
import { applyUrlRules, isStandalonePath } from './routing/url-rules';
import { PAY_BY_LINK_DISPLAY_PATH, PAY_BY_LINK_PATH, SERVICE_UNAVAILABLE_PATH } from './routing/page-paths';
import { Footer, Header } from './shell/header';
import { InitGate } from './shell/init-gate';
import { AuthProvider } from '../machines/auth/provider';
import { ChartViewsFollow } from '../machines/chart-provider';
import { AuthGate } from './shell/auth-gate';
import { takeHandOffFromUrl } from './app/hand-off';
import { ChatbotBridge } from './views/chatbot/chatbot-bridge';
import { AgencyShell, PayByLinkRoute } from './app/lazy-pages';
import { Spinner } from './shell/spinner';
import { PaintedFirstScreen, PaintedMainArea, paintedFirstScreen } from './shell/first-screen';
import { useFocusMainOnNavigation } from './shell/focus-main';
import { BrandTheme } from './shell/brand-theme';
import { CurrencyScope } from './views/currency/currency-scope';
import { ServiceUnavailablePage } from './views/simple-pages';

export interface AppProps {
  services: BrowserServices;
  inspect?: InspectFn;
  /** The language shown until the init chart has chosen one. */
  initialLocale: Locales;
  /** The URL query init reads the hotel code from (location.search in the browser). */
  search: string;
  /** The page is the travel-agency site (the server's marker, src/app/site-mode.ts). */
  agencyMode?: boolean;
}

export function App({ services, inspect, initialLocale, search, agencyMode = false }: AppProps) {
  // The browser's location (no Router above this yet): the page's hotel.
  const [path] = useLocation();
  const currentSearch = useSearch();
  const hotelCode = agencyMode ? agencyHotelCodeOf(path, currentSearch) : widgetHotelCodeOf(path);
  // On the agency site each hotel's pages (and the site's own, of no hotel) initialise for that hotel.
  const initKey = agencyMode ? `agency:${hotelCode ?? ''}` : 'widget';
  const dependencies = useMemo(() => ({ ...services.initDependencies, agencyMode }), [services, agencyMode]);
  return (
    <ServicesProvider services={services} inspect={inspect}>
      <InitProvider
        key={initKey}
        client={services.client}
        dependencies={dependencies}
        input={{
          search: agencyMode ? `?${currentSearch}` : search,
          agencyMode,
          ...(hotelCode !== undefined ? { hotelCode } : {}),
        }}
        inspect={inspect}
      >
        <I18nBridge initial={initialLocale}>
          <RuledRouter>
            <MemberSession services={services} inspect={inspect}>
              <CurrencyScope services={services} inspect={inspect}>
                {agencyMode ? (
                  <Suspense fallback={<AgencyLoading />}>
                    <AgencyShell services={services} inspect={inspect} />
                  </Suspense>
                ) : (
                  <Shell />
                )}
              </CurrencyScope>
            </MemberSession>
          </RuledRouter>
        </I18nBridge>
      </InitProvider>
    </ServicesProvider>
  );
}

/** The auth chart for the whole app: the member session, the login menu, protected routes. */
function MemberSession({
  services,
  inspect,
  children,
}: {
  services: BrowserServices;
  inspect?: InspectFn | undefined;
  children: ReactNode;
}) {
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  return (
    <AuthProvider
      client={services.client}
      tokens={services.memberTokens}
      onUnauthorized={services.onUnauthorized}
      hotelCode={hotelCode}
      handOff={takeHandOffFromUrl()}
      inspect={inspect}
      actions={{
        currentPath: () => window.location.pathname,
        navigate: (path) => services.navigate(path),
        resetAfterSignOut: () => services.resetAfterSignOut(),
      }}
    >
      <ChatbotBridge />
      {children}
    </AuthProvider>
  );
}

/** Every in-app navigation goes through the router rules of SPEC.md section 2. */
function RuledRouter({ children }: { children: ReactNode }) {
  const hotelCode = useInitSelector(selectHotelCode);
  const agencyMode = useInitSelector(selectAgencyMode);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) =>
      navigate(applyUrlRules(to, hotelCodeForLink(String(to), hotelCode, agencyMode)), options),
    [hotelCode, agencyMode],
  );
  return <Router aroundNav={aroundNav}>{children}</Router>;
}

function Shell() {
  const { LL } = useI18nContext();
  useFocusMainOnNavigation();
  // Standalone routes (SPEC.md section 2: pay-by-link) are not full pages: no header, footer or chatbot.
  const [path] = useLocation();
  const standalone = isStandalonePath(path);
  // The page follows the settings in a render of its own that yields to the browser (a deferred
  // value), rather than in the same long task as the chart's news; the spinner stays until then.
  const arrived = useDeferredValue(useInitSelector(selectInitArrived));
  // Until the hotel's settings arrive only a spinner in the middle of the screen (or the painted first
  // screen): the header, the page and the footer then appear together, so nothing drawn earlier moves.
  // The results page's first screen, when the server painted one, stays as it is meanwhile, and its
  // main area until the page has drawn its own.
  const painted = path === '/booking/result' ? paintedFirstScreen() : null;
  const initFailed = useInitSelector(selectInitFailed);
  if (!arrived && !standalone && path !== SERVICE_UNAVAILABLE_PATH) {
    if (painted) return <PaintedFirstScreen screen={painted} />;
    return (
      <BrandTheme>
        <div className="app-loading">
          <Spinner label={LL.app.loading()} />
        </div>
      </BrandTheme>
    );
  }
  return (
    <BrandTheme>
      <a className="skip-link" href="#main">
        {LL.app.skipToContent()}
      </a>
      {!standalone && <Header />}
      <main id="main" className="app-main" tabIndex={-1}>
        {painted && !initFailed && <PaintedMainArea screen={painted} />}
        <Suspense fallback={<Spinner label={LL.app.loading()} />}>
          <ChartViewsFollow>
            <Routes />
          </ChartViewsFollow>
        </Suspense>
      </main>
      {!standalone && <Footer />}
    </BrandTheme>
  );
}

/** The spinner in the middle of the screen while the agency site's code loads. */
function AgencyLoading() {
  const { LL } = useI18nContext();
  return (
    <div className="app-loading">
      <Spinner label={LL.app.loading()} />
    </div>
  );
}

function Routes() {
  return (
    <Switch>
      {/* The 503 page needs no hotel settings: init may be what failed. */}
      <Route path={SERVICE_UNAVAILABLE_PATH} component={ServiceUnavailablePage} />
      {/* Pay-by-link needs no hotel code in the URL: the record names its hotel. */}
      <Route path={PAY_BY_LINK_DISPLAY_PATH}>
        {(params) => <PayByLinkRoute paymentNumber={params.paymentNumber} mode="display" />}
      </Route>
      <Route path={PAY_BY_LINK_PATH}>
        {(params) => <PayByLinkRoute paymentNumber={params.paymentNumber} mode="pay" />}
      </Route>
      <Route>
        <InitGate>
          <AuthGate>
            <HotelRoutes />
          </AuthGate>
        </InitGate>
      </Route>
    </Switch>
  );
}
