import { Link, useLocation, useSearch } from 'wouter';
import { isOrganizationAdminRole } from '../../contract/organization-roles';
import { useI18nContext } from '../../locales/i18n-react';
import type { MemberUser } from '../../machines/auth/context';
import { useAppHref } from '../routing/links';

/** SPEC.md section 2: corporate sign-in is hidden during a lottery entry (its pages or a lottery link). */
export function CorporateSignInItem() {
  const { LL } = useI18nContext();
  const [path] = useLocation();
  const search = useSearch();
  const href = useAppHref('/organization-sign-in');
  const query = new URLSearchParams(search);
  const inLotteryEntry =
    path.startsWith('/room-lottery') || query.has('lottery_event') || query.has('current_lottery_entry');
  if (inLotteryEntry) return null;
  return (
    <li>
      <Link href={href}>{LL.corporate.menu.corporateSignIn()}</Link>
    </li>
  );
}

/** SPEC.md section 2: the admin entry, for organization admins only. */
export function OrganizationAdminItem({ member }: { member: MemberUser }) {
  const { LL } = useI18nContext();
  const href = useAppHref('/organization-admin');
  if (!member.organizationId || !isOrganizationAdminRole(member.organizationRole)) return null;
  return (
    <li>
      <Link href={href}>{LL.corporate.menu.admin()}</Link>
    </li>
  );
}
