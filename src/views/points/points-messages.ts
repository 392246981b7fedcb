import type { TranslationFunctions } from '../../../locales/i18n-types';

/** Points, exchange and voucher codes of SPEC.md section 8 (2401, 3501-3504, 1500, 1501, 1250 for vouchers) and the project codes. */
export function pointsMessage(LL: TranslationFunctions, code: string): string | null {
  const p = LL.points.errors;
  const v = LL.vouchers.errors;
  switch (code) {
    case '2401': return p.e2401();
    case '3501': return p.e3501();
    case '3202': case '3502': return p.e3502();
    case '3503': return p.e3503();
    case '3504': return p.e3504();
    case 'point_step_invalid': return p.point_step_invalid();
    case 'point_below_minimum': return p.point_below_minimum();
    case 'point_above_price': return p.point_above_price();
    case 'zero_total_with_card': return p.zero_total_with_card();
    case 'point_exchange_invalid': return p.point_exchange_invalid();
    case 'point_exchange_not_available': return p.point_exchange_not_available();
    case '1500': return v.e1500();
    case '1501': return v.e1501();
    default: return null;
  }
}
