import { useI18nContext } from '../../../locales/i18n-react';
import './card-fields.css';
import {
  ACCEPTED_CARD_BRANDS,
  detectedBrand,
  type CardErrors,
  type CardField,
  type CardForm,
} from '../../../machines/payment/card-form';

/** A padlock: the card goes over an encrypted connection. */
const LOCK =
  'M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3zm0 9a2 2 0 0 0-1 3.7V19h2v-2.3A2 2 0 0 0 12 13z';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/**
 * The card form of SPEC.md section 5 as plain fields (number, brand, holder, expiry, security code),
 * each with its label, hint and error, for every page that takes a card: the booking's payment step,
 * the agency's confirmation and the hotel plus flight packages. The page's chart keeps the card,
 * validates it and sends it to the provider only.
 */
export function CardFields({
  idPrefix,
  card,
  errors,
  disabled,
  firstYear,
  allowedBrands,
  onChange,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  card: CardForm;
  errors: CardErrors;
  disabled: boolean;
  /** The first year the expiry offers (the stay's). */
  firstYear: number;
  /** The brands that may pay (another currency takes fewer); all accepted brands when left out. */
  allowedBrands?: readonly string[] | undefined;
  onChange: (field: CardField, value: string) => void;
}) {
  const { LL } = useI18nContext();
  const id = (field: CardField) => `${idPrefix}-${field}`;
  const errorId = (field: CardField) => `${idPrefix}-${field}-error`;
  const detected = detectedBrand(card.number);
  const described = (field: CardField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: CardField) => {
    const code = errors[field];
    return code ? (
      <p id={errorId(field)} className="field-error">
        {LL.payments.cardErrors[code]()}
      </p>
    ) : null;
  };
  const brands = ACCEPTED_CARD_BRANDS.filter((brand) => !allowedBrands || allowedBrands.includes(brand));
  return (
    <div className="card-fields">
      <div className="card-trust">
        <p className="card-secure">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={LOCK} fill="currentColor" />
          </svg>
          <span>{LL.payments.secureNote()}</span>
        </p>
        {/* The brands that may pay; the one the number belongs to stands out as it is typed. */}
        <ul className="card-brands" aria-label={LL.payments.acceptedCards()}>
          {brands.map((brand) => (
            <li key={brand} className={brand === detected ? 'card-brand-detected' : undefined}>
              {LL.payments.brands[brand]()}
            </li>
          ))}
        </ul>
      </div>
      <div className="field card-number">
        <label htmlFor={id('number')}>{LL.payments.cardNumber()}</label>
        <input
          id={id('number')}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          aria-required="true"
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={described('number', detected ? `${idPrefix}-brand-detected` : undefined)}
          value={card.number}
          onChange={(e) => onChange('number', e.target.value)}
          disabled={disabled}
        />
        {detected && (
          <p id={`${idPrefix}-brand-detected`} className="field-hint">
            {LL.payments.brandDetected({ brand: LL.payments.brands[detected]() })}
          </p>
        )}
        {fieldError('number')}
      </div>
      <div className="field card-brand">
        <label htmlFor={id('brand')}>{LL.payments.brand()}</label>
        <select
          id={id('brand')}
          name="brand"
          required
          aria-required="true"
          aria-invalid={errors.brand ? true : undefined}
          aria-describedby={described('brand')}
          value={card.brand}
          onChange={(e) => onChange('brand', e.target.value)}
          disabled={disabled}
        >
          <option value="">{LL.payments.chooseBrand()}</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {LL.payments.brands[brand]()}
            </option>
          ))}
        </select>
        {fieldError('brand')}
      </div>
      <div className="field card-holder">
        <label htmlFor={id('holderName')}>{LL.payments.holderName()}</label>
        <input
          id={id('holderName')}
          name="ccname"
          autoComplete="cc-name"
          required
          aria-required="true"
          aria-invalid={errors.holderName ? true : undefined}
          aria-describedby={described('holderName', `${idPrefix}-holder-hint`)}
          value={card.holderName}
          onChange={(e) => onChange('holderName', e.target.value)}
          disabled={disabled}
        />
        <p id={`${idPrefix}-holder-hint`} className="field-hint">
          {LL.payments.holderNameHint()}
        </p>
        {fieldError('holderName')}
      </div>
      <div className="field card-expiry">
        <label htmlFor={id('expiryMonth')}>{LL.payments.expiryMonth()}</label>
        <select
          id={id('expiryMonth')}
          name="cc-exp-month"
          autoComplete="cc-exp-month"
          aria-invalid={errors.expiryMonth ? true : undefined}
          aria-describedby={described('expiryMonth')}
          value={card.expiryMonth}
          onChange={(e) => onChange('expiryMonth', e.target.value)}
          disabled={disabled}
        >
          <option value="">--</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {month.padStart(2, '0')}
            </option>
          ))}
        </select>
        {fieldError('expiryMonth')}
      </div>
      <div className="field card-expiry">
        <label htmlFor={id('expiryYear')}>{LL.payments.expiryYear()}</label>
        <select
          id={id('expiryYear')}
          name="cc-exp-year"
          autoComplete="cc-exp-year"
          aria-invalid={errors.expiryMonth ? true : undefined}
          value={card.expiryYear}
          onChange={(e) => onChange('expiryYear', e.target.value)}
          disabled={disabled}
        >
          <option value="">----</option>
          {Array.from({ length: 15 }, (_, i) => String(firstYear + i)).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="field card-code">
        <label htmlFor={id('securityCode')}>{LL.payments.securityCode()}</label>
        <input
          id={id('securityCode')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          aria-required="true"
          aria-invalid={errors.securityCode ? true : undefined}
          aria-describedby={described('securityCode', `${idPrefix}-code-hint`)}
          value={card.securityCode}
          onChange={(e) => onChange('securityCode', e.target.value)}
          disabled={disabled}
        />
        <p id={`${idPrefix}-code-hint`} className="field-hint">
          {LL.payments.securityCodeHint()}
        </p>
        {fieldError('securityCode')}
      </div>
    </div>
  );
}
