/**
 * Intl formatters made once per language and options and reused: building one costs far more than
 * using it (Chromium loads the language's data and compiles its patterns each time), and a results
 * page writes hundreds of prices and dates. A formatter never changes after it is made, so sharing
 * one answers exactly what a new one would.
 */
const MOST_KEPT = 256;

function keeper<F, O>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const kept = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (formatter === undefined) {
      // Languages, currencies and time zones are few; the bound only keeps a long-running server small.
      if (kept.size >= MOST_KEPT) kept.clear();
      formatter = make(locale, options);
      kept.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = keeper(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
export const numberFormat = keeper(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const listFormat = keeper(
  (locale: string, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);
