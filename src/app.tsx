import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch, type AroundNavHandler } from 'wouter';
import { useI18nContext } from '../locales/i18n-react';
import type { Locales } from '../locales/i18n-types';
import { InitProvider, useInitSelector } from '../machines/init/provider';
import { selectHotelCode, selectInitArrived, selectLocale } from '../machines/init/selectors';
import type { BrowserServices } from './app/browser-services';
import { ServicesProvider } from './app/services-context';
import { I18nBridge } from './i18n/i18n-bridge';
import type { InspectFn } from './inspect';
import { applyUrlRules, hotelCodeOf, isStandalonePath } from './routing/url-rules';
import { Footer, Header } from './shell/header';
import { InitGate } from './shell/init-gate';
import { AuthProvider } from '../machines/auth/provider';
import { AuthGate } from './shell/auth-gate';
import { takeHandOffFromUrl } from './app/hand-off';
import { ChatbotBridge } from './views/chatbot/chatbot-bridge';
import {
  CancellationPolicyRoute, ReceiptRoute, RecommenderRoute, ChangePasswordPage, ConfirmationRoute, EmailRequestPage, ManageReservationRoute,
  MemberConfirmationPage, MyAccountRoutes, PayByLinkRoute, RequireMember, SignInPage, SignOutPage, SignUpPage,
  SignUpResultPage, SsoCallbackPage, ThreeDSecurePendingRoute, UnsubscribeConfirmationPage, UnsubscribeSuccessPage,
} from './app/lazy-pages';
import { LotteryEntryRoute, LotteryGuestDetailRoute, OrganizationAdminRoute, OrganizationSignInPage } from './app/lazy-pages';
import { Spinner } from './shell/spinner';
import { BrandTheme } from './shell/brand-theme';
import { CurrencyScope } from './views/currency/currency-scope';
import { BOOKING_FLOW_PATH, BookingFlow } from './views/booking/booking-flow';
import { NotFoundPage, ReservationFailPage, ServiceUnavailablePage } from './views/simple-pages';

export interface AppProps {
  services: BrowserServices;
  inspect?: InspectFn;
  /** The language shown until the init chart has chosen one. */
  initialLocale: Locales;
  /** The URL query init reads the hotel code from (location.search in the browser). */
  search: string;
}

export function App({ services, inspect, initialLocale, search }: AppProps) {
  return (
    <ServicesProvider services={services} inspect={inspect}>
      <InitProvider
        client={services.client}
        dependencies={services.initDependencies}
        goToServiceUnavailable={() => services.goToServiceUnavailable(hotelCodeOf(window.location.search))}
        input={{ search }}
        inspect={inspect}
      >
        <I18nBridge initial={initialLocale}>
          <TransportLocale services={services} />
          <RuledRouter>
            <MemberSession services={services} inspect={inspect}>
              <CurrencyScope services={services} inspect={inspect}>
                <Shell />
              </CurrencyScope>
            </MemberSession>
          </RuledRouter>
        </I18nBridge>
      </InitProvider>
    </ServicesProvider>
  );
}

/** The gateway client sends the chosen locale (X-Locale) with every request. */
function TransportLocale({ services }: { services: BrowserServices }) {
  const locale = useInitSelector(selectLocale);
  useEffect(() => {
    if (locale) services.setTransportLocale(locale);
  }, [locale, services]);
  return null;
}

/** The auth chart for the whole app: the member session, the login menu, protected routes. */
function MemberSession({ services, inspect, children }: { services: BrowserServices; inspect?: InspectFn | undefined; children: ReactNode }) {
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
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => navigate(applyUrlRules(to, hotelCode), options),
    [hotelCode],
  );
  return <Router aroundNav={aroundNav}>{children}</Router>;
}

function Shell() {
  const { LL } = useI18nContext();
  useFocusMainOnNavigation();
  // Standalone routes (SPEC.md section 2: pay-by-link) are not full pages: no header, footer or chatbot.
  const [path] = useLocation();
  const standalone = isStandalonePath(path);
  const arrived = useInitSelector(selectInitArrived);
  // Until the hotel's settings arrive only a spinner in the middle of the screen: the header, the
  // page and the footer then appear together, so nothing drawn earlier moves (no layout shift).
  if (!arrived && !standalone && path !== '/503') {
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
      <a className="skip-link" href="#main">{LL.app.skipToContent()}</a>
      {!standalone && <Header />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={LL.app.loading()} />}>
          <Routes />
        </Suspense>
      </main>
      {!standalone && <Footer />}
    </BrandTheme>
  );
}

/**
 * After an in-app navigation the control that was clicked is gone; focus moves to the main region
 * so keyboard and screen-reader users start reading the new page from its top. The focus does not
 * scroll: the new page opens at the top of the window, with the hotel's header in view.
 */
function useFocusMainOnNavigation() {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    document.getElementById('main')?.focus({ preventScroll: true });
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [path]);
}

function Routes() {
  return (
    <Switch>
      {/* The 503 page needs no hotel settings: init may be what failed. */}
      <Route path="/503" component={ServiceUnavailablePage} />
      {/* Pay-by-link needs no hotel code in the URL: the record names its hotel. */}
      <Route path="/payments/:paymentNumber/display">{(params) => <PayByLinkRoute paymentNumber={params.paymentNumber} mode="display" />}</Route>
      <Route path="/payments/:paymentNumber">{(params) => <PayByLinkRoute paymentNumber={params.paymentNumber} mode="pay" />}</Route>
      <Route>
        <InitGate>
          <AuthGate>
          <Switch>
            <Route path="/" component={RedirectToResults} />
            <Route path={BOOKING_FLOW_PATH} component={BookingFlow} />
            <Route path="/booking/recommender" component={RecommenderRoute} />
            <Route path="/reservation/confirmation/:confirmationNumber">
              {(params) => <ConfirmationRoute confirmationNumber={params.confirmationNumber} />}
            </Route>
            <Route path="/reservation/fail" component={ReservationFailPage} />
            <Route path="/reservation/3ds-pending" component={ThreeDSecurePendingRoute} />
            <Route path="/reservation/receipt/:confirmationNumber">{(params) => <ReceiptRoute confirmationNumber={params.confirmationNumber} />}</Route>
            <Route path="/search" component={ManageReservationRoute} />
            <Route path="/cancellation-policy" component={CancellationPolicyRoute} />
            <Route path="/sign-in" component={SignInPage} />
            <Route path="/sso/custom/callback" component={SsoCallbackPage} />
            <Route path="/sign-up" component={SignUpPage} />
            <Route path="/sign-up-result" component={SignUpResultPage} />
            <Route path="/member-confirmation" component={MemberConfirmationPage} />
            <Route path="/resend-confirmation-email">{() => <EmailRequestPage kind="resendConfirmation" />}</Route>
            <Route path="/forgot-password">{() => <EmailRequestPage kind="forgotPassword" />}</Route>
            <Route path="/change-password" component={ChangePasswordPage} />
            <Route path="/sign-out">{() => <RequireMember><SignOutPage /></RequireMember>}</Route>
            <Route path="/unsubscribe-email/confirmation" component={UnsubscribeConfirmationPage} />
            <Route path="/unsubscribe-email/success" component={UnsubscribeSuccessPage} />
            <Route path="/organization-sign-in" component={OrganizationSignInPage} />
            <Route path="/organization-admin" component={OrganizationAdminRoute} />
            <Route path="/room-lottery/guest-detail" component={LotteryGuestDetailRoute} />
            <Route path="/room-lottery/confirmation/:entryNumber">{(params) => <LotteryEntryRoute entryNumber={params.entryNumber} kind="confirmation" />}</Route>
            <Route path="/room-lottery/complete/:entryNumber">{(params) => <LotteryEntryRoute entryNumber={params.entryNumber} kind="complete" />}</Route>
            <Route path="/room-lottery/reservation-incomplete/:entryNumber">
              {(params) => <LotteryEntryRoute entryNumber={params.entryNumber} kind="reservation-incomplete" />}
            </Route>
            <Route path="/my-account" component={MyAccountRoutes} />
            <Route path="/my-account/*" component={MyAccountRoutes} />
            <Route component={NotFoundPage} />
          </Switch>
          </AuthGate>
        </InitGate>
      </Route>
    </Switch>
  );
}

/** `/` goes to the results, keeping the query (SPEC.md section 2). */
function RedirectToResults() {
  const query = useSearch();
  return <Redirect to={`/booking/result${query ? `?${query}` : ''}`} replace />;
}
