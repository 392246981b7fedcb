import { useI18nContext } from '../../../locales/i18n-react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectAsksKoreanCardCheck,
  selectCanSaveCard,
  selectChosenSavedCardId,
  selectKoreanCard,
  selectKoreanCardErrors,
  selectSaveCard,
  selectSavedCards,
} from '../../../machines/booking/card-choice-selectors';
import type { KoreanCardField } from '../../../machines/booking/card-choice';
import { BRAND_NAMES } from './card-payment-summary';
import type { CardBrand } from '../../../contract/payments';
import { selectPaymentMethod } from '../../../machines/booking/selectors';
import { usePaymentMethodChosen } from '../currency/currency-scope';

/** A signed-in member's saved cards, or a new card (SPEC.md section 3 "Saved card"). Nothing for a guest. */
export function SavedCardChoice({ disabled }: { disabled: boolean }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const cards = useBookingSelector(selectSavedCards);
  const chosen = useBookingSelector(selectChosenSavedCardId);
  const method = useBookingSelector(selectPaymentMethod);
  const currencyOnMethod = usePaymentMethodChosen();
  if (cards.length === 0) return null;
  const choose = (cardId: string | null) => {
    booking.send({ type: 'card.savedChosen', cardId });
    // SPEC.md section 4: a saved card brings its brand (a new card's form accepts only the currency's brands).
    if (method)
      currencyOnMethod(method, (cards.find((card) => card.cardId === cardId)?.brand ?? null) as CardBrand | null);
  };
  return (
    <fieldset className="field" data-testid="saved-card-choice">
      <legend>{LL.paymentMethods.savedCardsHeading()}</legend>
      {cards.map((card) => (
        <div className="radio" key={card.cardId}>
          <input
            id={`saved-card-${card.cardId}`}
            type="radio"
            name="saved-card"
            checked={chosen === card.cardId}
            disabled={disabled}
            onChange={() => choose(card.cardId)}
          />
          <label htmlFor={`saved-card-${card.cardId}`}>
            {LL.paymentMethods.savedCard({
              brand: BRAND_NAMES[card.brand] ?? card.brand,
              last4: card.last4,
              month: card.expiryMonth,
              year: card.expiryYear,
            })}
          </label>
        </div>
      ))}
      <div className="radio">
        <input
          id="saved-card-new"
          type="radio"
          name="saved-card"
          checked={chosen === null}
          disabled={disabled}
          onChange={() => choose(null)}
        />
        <label htmlFor="saved-card-new">{LL.paymentMethods.newCard()}</label>
      </div>
    </fieldset>
  );
}

/** "Save this card" for a member paying with a new card; kept only after the payment succeeds. */
export function SaveCardCheckbox({ disabled }: { disabled: boolean }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const offered = useBookingSelector(selectCanSaveCard);
  const checked = useBookingSelector(selectSaveCard);
  if (!offered) return null;
  return (
    <div className="field checkbox">
      <input
        id="card-save"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby="card-save-hint"
        onChange={(e) => booking.send({ type: 'card.saveToggled', save: e.target.checked })}
      />
      <label htmlFor="card-save">{LL.paymentMethods.saveCard()}</label>
      <p id="card-save-hint" className="field-hint">
        {LL.paymentMethods.saveCardHint()}
      </p>
    </div>
  );
}

/** A Korean domestic card: birth date and the first two PIN digits, checked by the issuer with the card. */
export function KoreanCardFields({ disabled }: { disabled: boolean }) {
  const { LL } = useI18nContext();
  const booking = useBookingActorRef();
  const asks = useBookingSelector(selectAsksKoreanCardCheck);
  const form = useBookingSelector(selectKoreanCard);
  const errors = useBookingSelector(selectKoreanCardErrors);
  if (!asks) return null;
  const set = (field: KoreanCardField, value: string) => booking.send({ type: 'card.koreanChanged', field, value });
  const error = (field: KoreanCardField) =>
    errors[field] ? (
      <p id={`card-${field}-error`} className="field-error">
        {LL.paymentMethods.koreanErrors[errors[field]!]()}
      </p>
    ) : null;
  const described = (field: KoreanCardField, hint: string) =>
    [errors[field] ? `card-${field}-error` : null, hint].filter(Boolean).join(' ');
  return (
    <div className="form-grid" data-testid="korean-card-fields">
      <div className="field">
        <label htmlFor="card-birthDate">{LL.paymentMethods.birthDate()}</label>
        <input
          id="card-birthDate"
          type="date"
          autoComplete="bday"
          required
          aria-required="true"
          aria-invalid={errors.birthDate ? true : undefined}
          aria-describedby={described('birthDate', 'card-birthDate-hint')}
          value={form.birthDate}
          disabled={disabled}
          onChange={(e) => set('birthDate', e.target.value)}
        />
        <p id="card-birthDate-hint" className="field-hint">
          {LL.paymentMethods.birthDateHint()}
        </p>
        {error('birthDate')}
      </div>
      <div className="field">
        <label htmlFor="card-pinPrefix">{LL.paymentMethods.pinPrefix()}</label>
        <input
          id="card-pinPrefix"
          type="password"
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
          required
          aria-required="true"
          aria-invalid={errors.pinPrefix ? true : undefined}
          aria-describedby={described('pinPrefix', 'card-pinPrefix-hint')}
          value={form.pinPrefix}
          disabled={disabled}
          onChange={(e) => set('pinPrefix', e.target.value)}
        />
        <p id="card-pinPrefix-hint" className="field-hint">
          {LL.paymentMethods.pinPrefixHint()}
        </p>
        {error('pinPrefix')}
      </div>
    </div>
  );
}
