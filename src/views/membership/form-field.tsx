import type { ReactNode } from 'react';

/** A labelled input with its error and hint tied to it for assistive technology. */
export function FormField(props: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error?: string | undefined;
  hint?: ReactNode;
  onChange: (value: string) => void;
}) {
  const describedBy =
    [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type}
        autoComplete={props.autoComplete}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="field-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
