import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useAuthActorRef, useAuthSelector } from '../../machines/auth/provider';
import {
  selectIsCheckingAuth,
  selectIsSignedIn,
  selectLoggedOutNotice,
  selectMember,
} from '../../machines/auth/selectors';
import { useAppHref } from '../routing/links';
import { CorporateSignInItem } from './corporate-menu-items';
import { deferredPart, useDeferredPart } from '../views/deferred-part';

/** A signed-in member's entries (./member-menu-items.tsx): fetched once a member is signed in, never for a guest. */
const signedInItemsPart = deferredPart(() => import('./member-menu-items'));

/**
 * The login menu of SPEC.md section 2: sign-in and sign-up when signed out; the account,
 * reservations, points, coupons (only with vouchers) and logout when signed in. (Payment options
 * come with their feature.)
 */
export function MemberMenu() {
  const { LL } = useI18nContext();
  const checking = useAuthSelector(selectIsCheckingAuth);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const member = useAuthSelector(selectMember);
  const signIn = useAppHref('/sign-in');
  const signUp = useAppHref('/sign-up');
  const SignedInMenuItems = useDeferredPart(signedInItemsPart, signedIn)?.SignedInMenuItems;
  const m = LL.membership.menu;
  if (checking) return null;
  return (
    <nav aria-label={m.label()} className="member-menu">
      <ul>
        {signedIn && member ? (
          // The member's entries follow once their chunk is here.
          SignedInMenuItems && <SignedInMenuItems member={member} />
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
