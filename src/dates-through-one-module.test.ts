import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Dates and times are written by one module (contract/date-format.ts, which src/format/dates.ts
 * hands to the views), so a language has one way of writing a day on every page and in every
 * e-mail. Nothing else formats a date itself: no `Intl.DateTimeFormat`, no `toLocaleDateString`,
 * `toLocaleTimeString` or `toLocaleString` (which cannot be told apart from a date's here; numbers
 * and money have src/format/money.ts).
 */
const OWN_DATE_FORMAT = /\bIntl\s*\.\s*DateTimeFormat\b|\.\s*toLocale(?:Date|Time)?String\s*\(/;

export function ownDateFormats(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => OWN_DATE_FORMAT.test(line))
    .map((line) => line.trim());
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The widget, its charts, the booking API (e-mails included), the gateway and the server. */
const FOLDERS = ['src', 'machines', 'locales', 'booking-api', 'gateway', 'server'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('one date format', () => {
  it('no view, chart or e-mail formats a date outside contract/date-format.ts', () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).flatMap((path) =>
      ownDateFormats(readFileSync(path, 'utf8')).map((line) => `${relative(root, path)}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('recognises the formatting it forbids, and not the module that formats', () => {
    expect(ownDateFormats("new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)")).toHaveLength(1);
    expect(ownDateFormats('new Date(iso).toLocaleDateString(locale)')).toHaveLength(1);
    expect(ownDateFormats("new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'medium' })")).toHaveLength(1);
    expect(ownDateFormats('day.toLocaleTimeString()')).toHaveLength(1);
    expect(ownDateFormats('formatDayAndTime(iso, locale, timeZone)')).toEqual([]);
    expect(ownDateFormats('new Intl.NumberFormat(locale).format(total)')).toEqual([]);
  });
});
