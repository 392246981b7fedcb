import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useAgencySessionActorRef, useAgencySessionSelector } from '../../machines/agency-session/provider';
import {
  selectHasClientSession,
  selectIsObtainingSession,
  selectSessionPath,
  selectSessionState,
  selectSessionsStarted,
} from '../../machines/agency-session/selectors';
import { useAuthSelector } from '../../machines/auth/provider';
import { selectIsSignedIn } from '../../machines/auth/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { selectAgencyMode, selectBookLanguages, selectHotelCode, selectLocale } from '../../machines/init/selectors';
import {
  corporateSignInPath,
  memberRegistrationPath,
  reservationSearchPath,
  reservationStepPath,
} from '../routing/built-paths';
import { useDocumentTitle } from '../views/document-title';
import { AGENCY_PATHS } from './agency-paths';

/** The demo hotel the sample links open (booking-api/seed/demo-catalogue.ts). */
export const TEST_PAGE_HOTEL = 'demo-kyoto';

/** Every route of the agency site with a sample address, and the paths the product builds. */
export function agencyTestLinks(hotel: string): { agency: [string, string][]; built: [string, string][] } {
  const code = encodeURIComponent(hotel);
  return {
    agency: [
      ['home', AGENCY_PATHS.home],
      ['searchHotels', `${AGENCY_PATHS.searchHotels}?adults=2`],
      ['hotelRooms', `/hotels/${code}`],
      ['confirmReservation', AGENCY_PATHS.confirmReservation],
      ['guestDetail', `${AGENCY_PATHS.guestDetail}?code=${code}`],
      ['payment', `${AGENCY_PATHS.payment}?code=${code}`],
      [
        'confirmation',
        `/reservation/confirmation/0000000000?code=${code}&email=guest%40example.com&bypass_token=sample`,
      ],
      [
        'fail',
        `${AGENCY_PATHS.fail}?code=${code}&checkin=2030-01-10&checkout=2030-01-12&adults=2&error_code=1001&error=sample`,
      ],
      ['signIn', AGENCY_PATHS.signIn],
      ['facilities', `${AGENCY_PATHS.facilities}?code=${code}`],
    ],
    built: [
      ['reservationSearch', reservationSearchPath(hotel, { adults: 2, room_count: 1, promo_code: '' })],
      ['reservationGuestDetail', reservationStepPath(hotel, 'guest-detail')],
      ['reservationPayment', reservationStepPath(hotel, 'payment')],
      ['reservationConfirmation', reservationStepPath(hotel, 'confirmation')],
      ['openSignUp', memberRegistrationPath(hotel, 'open-signup')],
      ['signUpDone', memberRegistrationPath(hotel, 'done')],
      ['registrationSignIn', memberRegistrationPath(hotel, 'sign-in')],
      ['corporateSignIn', corporateSignInPath(hotel)],
    ],
  };
}

/**
 * `/test`: what QA needs to see of the agency site at a glance: the mode the server chose, the
 * agency session chart, the language, and a link to every agency route and built path.
 */
export function AgencyTestPage() {
  const { LL } = useI18nContext();
  const t = LL.agency.test;
  const session = useAgencySessionActorRef();
  const agencyMode = useInitSelector(selectAgencyMode);
  const locale = useInitSelector(selectLocale);
  const languages = useInitSelector(selectBookLanguages);
  const hotelCode = useInitSelector(selectHotelCode);
  const sessionState = useAgencySessionSelector(selectSessionState);
  const hasSession = useAgencySessionSelector(selectHasClientSession);
  const obtaining = useAgencySessionSelector(selectIsObtainingSession);
  const started = useAgencySessionSelector(selectSessionsStarted);
  const sessionPath = useAgencySessionSelector(selectSessionPath);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const links = agencyTestLinks(TEST_PAGE_HOTEL);
  useDocumentTitle(t.heading());
  return (
    <div className="agency-test">
      <h1>{t.heading()}</h1>
      <section className="panel" aria-labelledby="agency-test-status">
        <h2 id="agency-test-status">{t.status()}</h2>
        <dl className="agency-test-facts">
          <dt>{t.mode()}</dt>
          <dd data-testid="agency-test-mode">{agencyMode ? t.agencyMode() : t.widgetMode()}</dd>
          <dt>{t.locale()}</dt>
          <dd data-testid="agency-test-locale">{locale ? LL.languageNames[locale]() : '—'}</dd>
          <dt>{t.languages()}</dt>
          <dd>{languages.length}</dd>
          <dt>{t.hotel()}</dt>
          <dd>{hotelCode ?? t.noHotel()}</dd>
          <dt>{t.sessionState()}</dt>
          <dd data-testid="agency-test-session-state">{sessionState}</dd>
          <dt>{t.clientSession()}</dt>
          <dd data-testid="agency-test-session">{hasSession ? t.sessionStored() : t.sessionMissing()}</dd>
          <dt>{t.sessionsStarted()}</dt>
          <dd data-testid="agency-test-sessions-started">{started}</dd>
          <dt>{t.sessionRoute()}</dt>
          <dd>
            <code>{sessionPath}</code>
          </dd>
          <dt>{t.member()}</dt>
          <dd>{signedIn ? t.signedIn() : t.signedOut()}</dd>
        </dl>
        <button type="button" disabled={obtaining} onClick={() => session.send({ type: 'session.invalidated' })}>
          {t.renewSession()}
        </button>
      </section>
      <section className="panel" aria-labelledby="agency-test-routes">
        <h2 id="agency-test-routes">{t.routes()}</h2>
        <ul className="agency-test-links">
          {links.agency.map(([name, href]) => (
            <li key={name}>
              <Link href={href}>{t.links[name as keyof typeof t.links]()}</Link> <code>{href}</code>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="agency-test-built">
        <h2 id="agency-test-built">{t.builtPaths()}</h2>
        <ul className="agency-test-links">
          {links.built.map(([name, href]) => (
            <li key={name}>
              <Link href={href}>{t.links[name as keyof typeof t.links]()}</Link> <code>{href}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
