import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { appLocaleOf } from '../../i18n/locale';
import { ReceiptProvider, useReceiptActorRef, useReceiptSelector } from '../../../machines/receipt/provider';
import {
  selectCanEditReceipt,
  selectCanRetryReceipt,
  selectHasReceiptAccess,
  selectIsEditingReceipt,
  selectIsLoadingReceipt,
  selectReceipt,
  selectReceiptErrors,
  selectReceiptFailureCode,
  selectReceiptForm,
} from '../../../machines/receipt/selectors';
import type { ReceiptDocument, ReceiptField } from '../../../machines/receipt/context';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
import { formatDayOf, formatPlainDate } from '../../format/dates';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';

/** `/reservation/receipt/{confirmationNumber}?code=&bypass_token=`: one receipt chart per visit. */
export function ReceiptRoute({ confirmationNumber }: { confirmationNumber: string }) {
  const { services, inspect } = useAppServices();
  const { LL, locale } = useI18nContext();
  useDocumentTitle(LL.receipts.pageTitle());
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const search = new URLSearchParams(useSearch());
  // Read once per chart.
  const input = useMemo(
    () => ({
      hotelCode,
      confirmationNumber,
      access: { bypassToken: search.get('bypass_token') },
      locale: appLocaleOf(locale),
      name: search.get('name') ?? '',
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <ReceiptProvider client={services.client} input={input} inspect={inspect}>
      <ReceiptPage />
    </ReceiptProvider>
  );
}

export function ReceiptPage() {
  const { LL } = useI18nContext();
  const hasAccess = useReceiptSelector(selectHasReceiptAccess);
  const receipt = useReceiptSelector(selectReceipt);
  return (
    <div className="receipt-page">
      <h1 className="no-print">{LL.receipts.pageTitle()}</h1>
      {!hasAccess ? (
        <p className="alert alert-error" role="alert">
          {LL.receipts.missingAccess()}
        </p>
      ) : receipt ? (
        <ReceiptSheet receipt={receipt} />
      ) : (
        <ReceiptForm />
      )}
    </div>
  );
}

const FIELDS: ReceiptField[] = ['name', 'taxId'];

function ReceiptForm() {
  const { LL } = useI18nContext();
  const actor = useReceiptActorRef();
  const form = useReceiptSelector(selectReceiptForm);
  const errors = useReceiptSelector(selectReceiptErrors);
  const editing = useReceiptSelector(selectIsEditingReceipt);
  const loading = useReceiptSelector(selectIsLoadingReceipt);
  const failureCode = useReceiptSelector(selectReceiptFailureCode);
  const canRetry = useReceiptSelector(selectCanRetryReceipt);
  const canEdit = useReceiptSelector(selectCanEditReceipt);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef(false);
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const first = FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#receipt-${first}`)?.focus();
  }, [errors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pendingFocus.current = true;
    actor.send({ type: 'receipt.requested' });
  };
  const set = (field: ReceiptField, value: string) => actor.send({ type: 'receipt.changed', field, value });
  const error = (field: ReceiptField) =>
    errors[field] ? (
      <p id={`receipt-${field}-error`} className="field-error">
        {LL.receipts.errors[errors[field]!]()}
      </p>
    ) : null;
  const described = (field: ReceiptField) =>
    [errors[field] ? `receipt-${field}-error` : null, `receipt-${field}-hint`].filter(Boolean).join(' ');
  return (
    <form ref={formRef} className="panel" onSubmit={submit} noValidate aria-labelledby="receipt-form-heading">
      <h2 id="receipt-form-heading">{LL.receipts.formHeading()}</h2>
      {failureCode && (
        <div className="alert alert-error" role="alert">
          <p>{messageForCode(LL, failureCode)}</p>
          {canRetry && (
            <button type="button" onClick={() => actor.send({ type: 'receipt.retried' })}>
              {LL.payments.threeDs.retry()}
            </button>
          )}
          {canEdit && (
            <button type="button" onClick={() => actor.send({ type: 'receipt.edited' })}>
              {LL.receipts.edit()}
            </button>
          )}
        </div>
      )}
      <div className="form-grid">
        <div className="field">
          <label htmlFor="receipt-name">{LL.receipts.name()}</label>
          <input
            id="receipt-name"
            autoComplete="name"
            required
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            value={form.name}
            disabled={!editing}
            onChange={(e) => set('name', e.target.value)}
          />
          <p id="receipt-name-hint" className="field-hint">
            {LL.receipts.nameHint()}
          </p>
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor="receipt-taxId">{LL.receipts.taxId()}</label>
          <input
            id="receipt-taxId"
            inputMode="numeric"
            maxLength={8}
            aria-invalid={errors.taxId ? true : undefined}
            aria-describedby={described('taxId')}
            value={form.taxId}
            disabled={!editing}
            onChange={(e) => set('taxId', e.target.value)}
          />
          <p id="receipt-taxId-hint" className="field-hint">
            {LL.receipts.taxIdHint()}
          </p>
          {error('taxId')}
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="primary" disabled={!editing} aria-busy={loading || undefined}>
          {LL.receipts.show()}
        </button>
      </div>
      {loading && <Spinner label={LL.receipts.loading()} inline />}
    </form>
  );
}

/** The receipt itself, laid out for paper: the print CSS hides the app around it. */
function ReceiptSheet({ receipt }: { receipt: ReceiptDocument }) {
  const { LL, locale } = useI18nContext();
  const actor = useReceiptActorRef();
  const money = (amount: number) => formatMoney(amount, receipt.currency, locale);
  const issued = formatDayOf(receipt.issuedAt, locale);
  const method = receipt.paymentType as keyof typeof LL.paymentMethods.method;
  const methodName = Object.hasOwn(LL.paymentMethods.method, method)
    ? LL.paymentMethods.method[method]()
    : ((LL.payments.method as Record<string, (() => string) | undefined>)[receipt.paymentType]?.() ??
      receipt.paymentType);
  return (
    <>
      <article className="receipt-sheet" aria-labelledby="receipt-title" data-testid="receipt-sheet">
        <h2 id="receipt-title" className="receipt-title">
          {LL.receipts.title()}
        </h2>
        <dl className="summary">
          <dt>{LL.receipts.number()}</dt>
          <dd data-testid="receipt-number">{receipt.receiptNumber}</dd>
          <dt>{LL.receipts.issuedAt()}</dt>
          <dd>
            {issued}
            {receipt.reissueCount > 0 && <> · {LL.receipts.reissue({ count: receipt.reissueCount })}</>}
          </dd>
          <dt>{LL.receipts.to()}</dt>
          <dd className="receipt-to" data-testid="receipt-title">
            {receipt.receiptTitle}
          </dd>
          {receipt.receiptUnicode && (
            <>
              <dt>{LL.receipts.taxIdLabel()}</dt>
              <dd>{receipt.receiptUnicode}</dd>
            </>
          )}
        </dl>
        <p className="receipt-amount">
          {LL.receipts.amountReceived()}: <strong data-testid="receipt-amount">{money(receipt.amount)}</strong>{' '}
          <small>({LL.receipts.taxIncluded({ tax: money(receipt.tax) })})</small>
        </p>
        <p>
          {LL.receipts.forStay({
            number: receipt.confirmationNumber,
            checkin: formatPlainDate(receipt.checkinDate, locale),
            checkout: formatPlainDate(receipt.checkoutDate, locale),
            nights: receipt.nights,
          })}
        </p>
        <p>
          {LL.receipts.paidBy()}: {methodName}
        </p>
        {receipt.remainAmount > 0 && <p>{LL.receipts.remainNote({ amount: money(receipt.remainAmount) })}</p>}
        <p className="receipt-issuer">
          {LL.receipts.issuer()}: {receipt.hotel.name}
          <br />
          {[receipt.hotel.postCode, receipt.hotel.fullAddress].filter(Boolean).join(' ')}
        </p>
      </article>
      <div className="actions no-print">
        <button type="button" className="primary" onClick={() => window.print()}>
          {LL.receipts.print()}
        </button>
        <button type="button" onClick={() => actor.send({ type: 'receipt.edited' })}>
          {LL.receipts.edit()}
        </button>
        <Link href={`/search?code=${encodeURIComponent(receipt.hotel.code)}`}>{LL.receipts.back()}</Link>
      </div>
    </>
  );
}
