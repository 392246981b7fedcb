/** A labelled busy indicator; `role="status"` so assistive technology announces it politely. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div role="status" aria-label={label} className={inline ? 'spinner inline' : 'spinner'}>
      <span className={inline ? undefined : 'visually-hidden'}>{label}</span>
    </div>
  );
}
