import { useEffect, type ReactNode } from 'react';
import TypesafeI18n, { useI18nContext } from '../../locales/i18n-react';
import type { Locales } from '../../locales/i18n-types';
import { selectShownLocale } from '../../machines/init/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { textDirection, uiLocale } from './locale';

/**
 * typesafe-i18n's React component reads its `locale` prop once; the init chart owns the locale,
 * so this keeps the two in step and mirrors it on `<html lang>` and `<html dir>` (Arabic reads
 * right to left, and the layout's logical properties mirror with it).
 */
function FollowMachineLocale({ children }: { children: ReactNode }) {
  // Only once its translations are loaded: switching earlier would show the empty dictionary.
  const chosen = useInitSelector(selectShownLocale);
  const { locale, setLocale } = useI18nContext();
  useEffect(() => {
    if (!chosen) return;
    const next = uiLocale(chosen);
    if (next !== locale) setLocale(next);
  }, [chosen, locale, setLocale]);
  useEffect(() => {
    document.documentElement.lang = locale.replace('_', '-');
    document.documentElement.dir = textDirection(locale);
  }, [locale]);
  return <>{children}</>;
}

/** Translations for the app; `initial` is shown until the init chart has chosen a locale. */
export function I18nBridge({ initial, children }: { initial: Locales; children: ReactNode }) {
  return (
    <TypesafeI18n locale={initial}>
      <FollowMachineLocale>{children}</FollowMachineLocale>
    </TypesafeI18n>
  );
}
