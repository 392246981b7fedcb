import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../locales/i18n-react';
import type { extrasQuestionsMachine } from '../../../machines/booking/extras-questions/machine';
import type { OfferedExtra } from '../../../machines/booking/extras-questions/offer';
import { selectCanChoose, selectQuantity } from '../../../machines/booking/extras-questions/selectors';

export type ExtrasStepRef = ActorRefFrom<typeof extrasQuestionsMachine>;

/** The quantity of one extra (dated ones: for one date) with one-less and one-more buttons; the chart keeps it within the limits. */
export function QuantityField({
  actor,
  extra,
  date,
  label,
  priceText,
  soldOut,
}: {
  actor: ExtrasStepRef;
  extra: OfferedExtra;
  date: string | null;
  label: string;
  priceText?: string;
  soldOut: boolean;
}) {
  const { LL } = useI18nContext();
  const quantity = useSelector(actor, selectQuantity(extra.id, date));
  const canChoose = useSelector(actor, selectCanChoose);
  const id = `extra-${extra.id}-${date ?? 'any'}`;
  const set = (value: number) =>
    actor.send({ type: 'extra.quantityChanged', extraId: extra.id, date, quantity: value });
  const step = (by: 1 | -1) => actor.send({ type: 'extra.stepped', extraId: extra.id, date, by });
  return (
    <div className="field quantity-field">
      <label htmlFor={id}>{label}</label>
      {priceText && <span className="field-hint"> {priceText}</span>}
      <div className="quantity-controls">
        <button
          type="button"
          aria-label={LL.extras.decrease({ name: label })}
          onClick={() => step(-1)}
          disabled={!canChoose || quantity === 0}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={extra.maxQuantity}
          value={quantity}
          onChange={(event) => set(Number(event.target.value))}
          disabled={!canChoose || soldOut}
        />
        <button
          type="button"
          aria-label={LL.extras.increase({ name: label })}
          onClick={() => step(1)}
          disabled={!canChoose || soldOut}
        >
          +
        </button>
      </div>
    </div>
  );
}
