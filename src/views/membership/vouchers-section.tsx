import { useI18nContext } from '../../../locales/i18n-react';
import { selectHotelCode, selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { MemberVoucher } from '../../../machines/vouchers/machine';
import { VouchersProvider, useVouchersActorRef, useVouchersSelector } from '../../../machines/vouchers/provider';
import {
  selectHasNoVouchers,
  selectIsLoadingVouchers,
  selectVouchers,
  selectVouchersFailure,
} from '../../../machines/vouchers/selectors';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
import { formatDayOf, formatPlainDate } from '../../format/dates';
import { Spinner } from '../../shell/spinner';

/** The vouchers section of `/my-account/promotions` (SPEC.md section 2), with its own chart. */
export function VouchersSection() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  return (
    <VouchersProvider client={services.client} hotelCode={hotelCode} inspect={inspect}>
      <VoucherList />
    </VouchersProvider>
  );
}

function VoucherList() {
  const { LL } = useI18nContext();
  const chart = useVouchersActorRef();
  const loading = useVouchersSelector(selectIsLoadingVouchers);
  const vouchers = useVouchersSelector(selectVouchers);
  const none = useVouchersSelector(selectHasNoVouchers);
  const failure = useVouchersSelector(selectVouchersFailure);
  const v = LL.vouchers;
  return (
    <section className="panel" aria-labelledby="vouchers-heading">
      <h2 id="vouchers-heading">{v.heading()}</h2>
      {loading && <Spinner label={v.loading()} inline />}
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{v.failed()}</p>
          <button type="button" onClick={() => chart.send({ type: 'list.retried' })}>
            {v.retry()}
          </button>
        </div>
      )}
      {none && <p>{v.empty()}</p>}
      {vouchers.length > 0 && (
        <ul className="vouchers" aria-label={v.heading()}>
          {vouchers.map((voucher) => (
            <VoucherCard key={voucher.number} voucher={voucher} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VoucherCard({ voucher }: { voucher: MemberVoucher }) {
  const { LL, locale } = useI18nContext();
  const settings = useInitSelector(selectSettings);
  const currency = settings?.currency ?? 'JPY';
  const v = LL.vouchers;
  const date = (iso: string) => formatPlainDate(iso, locale);
  const period = (p: { from?: string | null; to?: string | null }) =>
    p.from && p.to
      ? v.period({ from: date(p.from), to: date(p.to) })
      : p.from
        ? v.periodFrom({ from: date(p.from) })
        : p.to
          ? v.periodTo({ to: date(p.to) })
          : null;
  const stay = period(voucher.targetStayPeriod);
  const sales = period(voucher.salesPeriod);
  const excluded = period(voucher.excludedPeriod);
  return (
    <li
      className={`voucher voucher-${voucher.uiStatus}`}
      data-testid="voucher"
      aria-labelledby={`voucher-${voucher.number}`}
    >
      <h3 id={`voucher-${voucher.number}`}>
        {voucher.name}{' '}
        <span className={`badge badge-${voucher.uiStatus}`} data-testid="voucher-status">
          {v.status[voucher.uiStatus]()}
        </span>
      </h3>
      <dl className="summary">
        <dt>{v.amount()}</dt>
        <dd>{formatMoney(voucher.amount, currency, locale)}</dd>
        <dt>{v.number()}</dt>
        <dd>{voucher.number}</dd>
        <dt>{v.validThrough()}</dt>
        <dd>{date(voucher.validThrough)}</dd>
        {stay && (
          <>
            <dt>{v.targetStay()}</dt>
            <dd>{stay}</dd>
          </>
        )}
        {sales && (
          <>
            <dt>{v.salesPeriod()}</dt>
            <dd>{sales}</dd>
          </>
        )}
        {excluded && (
          <>
            <dt>{v.excludedPeriod()}</dt>
            <dd>{excluded}</dd>
          </>
        )}
      </dl>
      {voucher.consumedAt && (
        <p>
          {v.usedOn({
            date: formatDayOf(voucher.consumedAt, locale),
          })}
          {voucher.reservationNumber && <> · {v.usedFor({ number: voucher.reservationNumber })}</>}
        </p>
      )}
    </li>
  );
}
