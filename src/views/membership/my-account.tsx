import { useEffect, type ReactNode } from 'react';
import { listOf } from '../../../machines/locale/locale-traits';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { displayName, kanaReading } from '../../../machines/locale/address-format';
import { useAuthActorRef, useAuthSelector } from '../../../machines/auth/provider';
import { selectIsSignedIn, selectIsSigningOut, selectMember } from '../../../machines/auth/selectors';
import { MEMBER_RESERVATION_TABS } from '../../../machines/my-reservations/machine';
import {
  MyReservationsProvider,
  useMyReservationsActorRef,
  useMyReservationsSelector,
} from '../../../machines/my-reservations/provider';
import {
  selectIsListEmpty,
  selectIsLoadingList,
  selectIsLotteryTab,
  selectListFailure,
  selectListPage,
  selectMemberReservations,
  selectTab,
} from '../../../machines/my-reservations/selectors';
import { LotteryTab } from '../lottery/lottery-tab';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
import { useAppHref } from '../../routing/links';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { MemberAccountSection } from '../membership-account/account-settings';
import { ReservationFilters } from './reservation-filters';
import { PaymentOptionsRoute } from '../payment/payment-options-page';
import { PointsRoute } from '../points/points-page';
import { PromotionsPage } from './promotions-page';
import { messageForCode } from '../../i18n/messages';

/** Protected routes (SPEC.md section 2): a signed-out visitor is sent to the sign-in page. */
export function RequireMember({
  children,
  signInPath = '/sign-in',
}: {
  children: ReactNode;
  /** Where a signed-out visitor signs in: the member sign-in, or the corporate one for the organization's pages. */
  signInPath?: '/sign-in' | '/organization-sign-in';
}) {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const signingOut = useAuthSelector(selectIsSigningOut);
  const signIn = useAppHref(signInPath);
  if (signingOut) return null;
  if (!signedIn) return <Redirect to={signIn} replace />;
  return <>{children}</>;
}

/** `/sign-out` (protected): logs out at once; the chart clears everything and leaves. */
export function SignOutPage() {
  const { LL } = useI18nContext();
  const auth = useAuthActorRef();
  useEffect(() => {
    auth.send({ type: 'signOut.requested' });
  }, [auth]);
  return <Spinner label={LL.membership.signOut.signingOut()} />;
}

/** `/my-account/...`: redirects to the profile; children profile and reservations. */
export function MyAccountRoutes() {
  const { LL } = useI18nContext();
  const profile = useAppHref('/my-account/profile');
  // SPEC.md section 2: the points entry only when the member can use a points programme.
  const pointProgramEnabled = useAuthSelector(selectMember)?.pointProgramEnabled === true;
  return (
    <RequireMember>
      <h1>{LL.membership.account.heading()}</h1>
      <nav aria-label={LL.membership.account.nav()} className="account-nav">
        <ul>
          <AccountNavItem path="/my-account/profile">{LL.membership.account.profile()}</AccountNavItem>
          <AccountNavItem path="/my-account/reservations">{LL.membership.account.reservations()}</AccountNavItem>
          <AccountNavItem path="/my-account/payment-options">{LL.paymentRefunds.savedCards.nav()}</AccountNavItem>
          {pointProgramEnabled && <AccountNavItem path="/my-account/points">{LL.points.nav()}</AccountNavItem>}
          <AccountNavItem path="/my-account/promotions">{LL.vouchers.nav()}</AccountNavItem>
        </ul>
      </nav>
      <Switch>
        <Route path="/my-account/profile">
          {() => (
            <>
              <ProfilePage />
              <MemberAccountSection />
            </>
          )}
        </Route>
        <Route path="/my-account/reservations" component={MyReservationsRoute} />
        <Route path="/my-account/payment-options" component={PaymentOptionsRoute} />
        <Route path="/my-account/points" component={PointsRoute} />
        <Route path="/my-account/promotions" component={PromotionsPage} />
        <Route>
          <Redirect to={profile} replace />
        </Route>
      </Switch>
    </RequireMember>
  );
}

/** An entry of the account's menu, marked as the current page where the member is. */
function AccountNavItem({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useLocation();
  const href = useAppHref(path);
  return (
    <li>
      <Link href={href} aria-current={location === path ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}

function ProfilePage() {
  const { LL, locale } = useI18nContext();
  const member = useAuthSelector(selectMember);
  useDocumentTitle(LL.membership.account.profile());
  if (!member) return null;
  const kana = kanaReading(member, locale);
  return (
    <section className="panel" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{LL.membership.account.profile()}</h2>
      <dl className="summary">
        <dt>{LL.membership.account.name()}</dt>
        <dd data-testid="member-name">{displayName(member, locale) ?? `${member.firstName} ${member.lastName}`}</dd>
        {kana && (
          <>
            <dt>{LL.membership.account.kanaName()}</dt>
            <dd>{kana}</dd>
          </>
        )}
        <dt>{LL.membership.account.email()}</dt>
        <dd>{member.email}</dd>
        <dt>{LL.membership.account.membershipId()}</dt>
        <dd data-testid="membership-id">{member.membershipId}</dd>
      </dl>
    </section>
  );
}

function MyReservationsRoute() {
  const { services, inspect } = useAppServices();
  return (
    <MyReservationsProvider
      client={services.client}
      inspect={inspect}
      initialTab={new URLSearchParams(window.location.search).get('tab') === 'lottery' ? 'lottery' : undefined}
    >
      <MyReservationsPage />
    </MyReservationsProvider>
  );
}

export function MyReservationsPage() {
  const { LL, locale } = useI18nContext();
  const list = useMyReservationsActorRef();
  const tab = useMyReservationsSelector(selectTab);
  const loading = useMyReservationsSelector(selectIsLoadingList);
  const failure = useMyReservationsSelector(selectListFailure);
  const reservations = useMyReservationsSelector(selectMemberReservations);
  const empty = useMyReservationsSelector(selectIsListEmpty);
  const { page, totalPages } = useMyReservationsSelector(selectListPage);
  const lotteryTab = useMyReservationsSelector(selectIsLotteryTab);
  const r = LL.membership.reservations;
  useDocumentTitle(r.heading());
  return (
    <section className="panel" aria-labelledby="my-reservations-heading">
      <h2 id="my-reservations-heading">{r.heading()}</h2>
      <div role="tablist" aria-label={r.tabs()}>
        {MEMBER_RESERVATION_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => list.send({ type: 'tab.selected', tab: name })}
          >
            {r[name]()}
          </button>
        ))}
        <button
          type="button"
          role="tab"
          aria-selected={lotteryTab}
          onClick={() => list.send({ type: 'tab.selected', tab: 'lottery' })}
        >
          {LL.lottery.tab.label()}
        </button>
      </div>
      {lotteryTab && (
        <div role="tabpanel" aria-label={LL.lottery.tab.label()}>
          <LotteryTab />
        </div>
      )}
      {tab !== 'lottery' && (
        <div role="tabpanel" aria-label={r[tab]()}>
          <ReservationFilters />
          {loading && <Spinner label={r.loading()} inline />}
          {failure && (
            <>
              <p className="alert alert-error" role="alert">
                {messageForCode(LL, failure.code)}
              </p>
              <button type="button" onClick={() => list.send({ type: 'list.retried' })}>
                {r.retry()}
              </button>
            </>
          )}
          {empty && <p>{r.empty()}</p>}
          {!loading && reservations.length > 0 && (
            <ul className="member-reservations">
              {reservations.map((reservation) => (
                <li key={reservation.confirmationNumber} data-testid="member-reservation">
                  <h3>{reservation.hotel.name}</h3>
                  <p>
                    {r.number()}: <strong>{reservation.confirmationNumber}</strong>
                  </p>
                  <p>{r.stay({ checkin: reservation.checkinDate, checkout: reservation.checkoutDate })}</p>
                  <p>
                    {listOf(
                      reservation.rooms.map((room) => `${room.roomTypeName} – ${room.roomPlanName}`),
                      locale,
                    )}
                  </p>
                  <p>
                    {r.total()}: {formatMoney(reservation.totalPrice, reservation.currency, locale)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {totalPages > 1 && (
            <nav aria-label={r.page({ page, total: totalPages })}>
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => list.send({ type: 'page.selected', page: page - 1 })}
              >
                {r.previous()}
              </button>
              <span>{r.page({ page, total: totalPages })}</span>
              <button
                type="button"
                disabled={page >= totalPages}
                onClick={() => list.send({ type: 'page.selected', page: page + 1 })}
              >
                {r.next()}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
