import type { ReactNode } from 'react';

const toCount = (value: string) => (value === '' ? Number.NaN : Number(value));

/**
 * One labelled number of guests (adults, children, rooms, children of a tier): the shape every
 * guest count of the search bar shares. An emptied field gives NaN, which the chart refuses.
 */
export function CountField({
  id,
  label,
  value,
  min,
  onChange,
  errorId,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  onChange: (value: number) => void;
  /** The id of the error message beside it, when there is one. */
  errorId?: string | undefined;
  hint?: string | undefined;
  /** The error message, shown under the input. */
  error?: ReactNode;
}) {
  const describedBy = [errorId, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        value={Number.isFinite(value) ? value : ''}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(toCount(event.target.value))}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error}
    </div>
  );
}
