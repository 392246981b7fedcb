import { Link } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { selectHotelCode } from '../../machines/init/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { VouchersProvider, useVouchersSelector } from '../../machines/vouchers/provider';
import { selectHasVouchers } from '../../machines/vouchers/selectors';
import { useOptionalAppServices } from '../app/services-context';
import { useAppHref } from '../routing/links';

/**
 * SPEC.md section 2: the login menu's coupons entry (to /my-account/promotions), only if the
 * signed-in member has vouchers. The vouchers chart of the promotions page loads them; the entry
 * stays hidden while loading and when the list fails or is empty.
 */
export function CouponsMenuItem() {
  const app = useOptionalAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const href = useAppHref('/my-account/promotions');
  if (!app) return null; // a view test rendering the header without the app's services
  return (
    <VouchersProvider client={app.services.client} hotelCode={hotelCode} inspect={app.inspect}>
      <CouponsLink href={href} />
    </VouchersProvider>
  );
}

/** The entry itself, from the vouchers chart in context. */
export function CouponsLink({ href }: { href: string }) {
  const { LL } = useI18nContext();
  const hasVouchers = useVouchersSelector(selectHasVouchers);
  if (!hasVouchers) return null;
  return (
    <li>
      <Link href={href}>{LL.vouchers.nav()}</Link>
    </li>
  );
}
