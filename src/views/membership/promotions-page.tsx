import { useI18nContext } from '../../../locales/i18n-react';
import { useDocumentTitle } from '../document-title';
import { VouchersSection } from './vouchers-section';
import { CouponsSection } from './coupons-section';

/** `/my-account/promotions` (SPEC.md section 2): the member's vouchers, and coupons where offered. */
export function PromotionsPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.vouchers.promotionsHeading());
  return (
    <>
      <h2 className="visually-hidden">{LL.vouchers.promotionsHeading()}</h2>
      <VouchersSection />
      <CouponsSection />
    </>
  );
}
