import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { displayName } from '../../machines/auth/display-name';
import { useAuthActorRef, useAuthSelector } from '../../machines/auth/provider';
import {
  selectIsCheckingAuth,
  selectIsSignedIn,
  selectLoggedOutNotice,
  selectMember,
} from '../../machines/auth/selectors';
import { useAppHref } from '../routing/links';
import { CorporateSignInItem, OrganizationAdminItem } from './corporate-menu-items';
import { deferredPart, useDeferredPart } from '../views/deferred-part';

/** The coupons entry and its vouchers chart: only a signed-in member's menu has it, so guests never fetch it. */
const couponsPart = deferredPart(() => import('./coupons-menu-item'));

/**
 * The login menu of SPEC.md section 2: sign-in and sign-up when signed out; the account,
 * reservations, points, coupons (only with vouchers) and logout when signed in. (Payment options
 * come with their feature.)
 */
export function MemberMenu() {
  const { LL, locale } = useI18nContext();
  const checking = useAuthSelector(selectIsCheckingAuth);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const member = useAuthSelector(selectMember);
  const signIn = useAppHref('/sign-in');
  const signUp = useAppHref('/sign-up');
  const account = useAppHref('/my-account/profile');
  const reservations = useAppHref('/my-account/reservations');
  const points = useAppHref('/my-account/points');
  const signOut = useAppHref('/sign-out');
  const m = LL.membership.menu;
  if (checking) return null;
  return (
    <nav aria-label={m.label()} className="member-menu">
      <ul>
        {signedIn && member ? (
          <>
            <li className="member-name">{m.signedInAs({ name: displayName(member, locale) ?? member.email })}</li>
            <li>
              <Link href={account}>{m.account()}</Link>
            </li>
            <li>
              <Link href={reservations}>{m.reservations()}</Link>
            </li>
            {/* SPEC.md section 2: only when the member can use a points programme. */}
            {member.pointProgramEnabled && (
              <li>
                <Link href={points}>{LL.points.nav()}</Link>
              </li>
            )}
            {/* SPEC.md section 2: coupons only if the member has vouchers; reloaded for each member. */}
            <MemberCoupons key={member.id} />
            <OrganizationAdminItem member={member} />
            <li>
              <Link href={signOut}>{m.signOut()}</Link>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link href={signIn}>{m.signIn()}</Link>
            </li>
            <CorporateSignInItem />
            <li>
              <Link href={signUp}>{m.signUp()}</Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

/** SPEC.md section 4 "Transport": after a 401 the member is told they were already logged out. */
export function LoggedOutNotice() {
  const { LL } = useI18nContext();
  const auth = useAuthActorRef();
  const notice = useAuthSelector(selectLoggedOutNotice);
  if (!notice) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {LL.membership.loggedOut()}{' '}
      <button type="button" onClick={() => auth.send({ type: 'notice.dismissed' })}>
        {LL.membership.dismiss()}
      </button>
    </div>
  );
}

/** The coupons entry once its chunk is here (it is hidden until the member's vouchers are loaded anyway). */
function MemberCoupons() {
  const CouponsMenuItem = useDeferredPart(couponsPart, true)?.CouponsMenuItem;
  return CouponsMenuItem ? <CouponsMenuItem /> : null;
}
