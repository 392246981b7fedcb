import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { displayName } from '../../machines/auth/display-name';
import type { MemberUser } from '../../machines/auth/context';
import { useAppHref } from '../routing/links';
import { OrganizationAdminItem } from './corporate-menu-items';
import { deferredPart, useDeferredPart } from '../views/deferred-part';

/** The coupons entry and its vouchers chart: only a signed-in member's menu has it, so guests never fetch it. */
const couponsPart = deferredPart(() => import('./coupons-menu-item'));

/**
 * The signed-in member's entries of the login menu (./member-menu.tsx): their name, the account,
 * reservations, points, coupons (only with vouchers), the organization's admin and logout. A chunk of
 * its own, fetched once a member is signed in, so a guest's results page does not carry it.
 */
export function SignedInMenuItems({ member }: { member: MemberUser }) {
  const { LL, locale } = useI18nContext();
  const account = useAppHref('/my-account/profile');
  const reservations = useAppHref('/my-account/reservations');
  const points = useAppHref('/my-account/points');
  const signOut = useAppHref('/sign-out');
  const m = LL.membership.menu;
  return (
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
  );
}

/** The coupons entry once its chunk is here (it is hidden until the member's vouchers are loaded anyway). */
function MemberCoupons() {
  const CouponsMenuItem = useDeferredPart(couponsPart, true)?.CouponsMenuItem;
  return CouponsMenuItem ? <CouponsMenuItem /> : null;
}
