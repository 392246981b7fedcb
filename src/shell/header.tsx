import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import {
  selectBookLanguages,
  selectHotel,
  selectLocaleFailure,
  selectSwitchingToLocale,
} from '../../machines/init/selectors';
import { useAuthActorRef } from '../../machines/auth/provider';
import { useInitActorRef, useInitSelector } from '../../machines/init/provider';
import { isAppLocale } from '../../machines/locale/choose-locale';
import { appLocaleOf, langTag, selectableLocales } from '../i18n/locale';
import { useAppHref } from '../routing/links';
import { MemberMenu } from './member-menu';
import { MenuIcon } from './menu-icon';

/** SPEC.md section 2: the language selector is hidden on the guest-detail (and payment) pages. */
const ROUTES_WITHOUT_LANGUAGE_SELECTOR = ['/reservation/guest-detail', '/reservation/payment'];

export function LanguageSelector() {
  const { LL, locale } = useI18nContext();
  const bookLanguages = useInitSelector(selectBookLanguages);
  const switchingTo = useInitSelector(selectSwitchingToLocale);
  const loadFailure = useInitSelector(selectLocaleFailure);
  const init = useInitActorRef();
  const auth = useAuthActorRef();
  const [onGuestDetail] = useRoute(ROUTES_WITHOUT_LANGUAGE_SELECTOR[0]!);
  const [onPayment] = useRoute(ROUTES_WITHOUT_LANGUAGE_SELECTOR[1]!);
  const choices = selectableLocales(bookLanguages);
  if (onGuestDetail || onPayment || choices.length < 2) return null;
  return (
    <div className="language-selector">
      <label>
        <span className="language-selector-label">{LL.header.language()}</span>
        <select
          value={appLocaleOf(locale)}
          aria-busy={switchingTo !== null}
          aria-describedby={loadFailure ? 'language-load-failed' : undefined}
          onChange={(event) => {
            const next = event.target.value;
            if (!isAppLocale(next)) return;
            init.send({ type: 'locale.changed', locale: next });
            // A signed-in member's e-mails follow the language chosen (the auth chart stores it with the member).
            auth.send({ type: 'locale.chosen', locale: next });
          }}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice} lang={langTag(choice)}>
              {LL.languageNames[choice]()}
            </option>
          ))}
        </select>
      </label>
      <span role="status">
        {switchingTo ? LL.shell.languageSwitching({ language: LL.languageNames[switchingTo]() }) : null}
      </span>
      {loadFailure ? (
        <p id="language-load-failed" role="alert" className="field-error">
          {LL.shell.languageLoadFailed({ language: LL.languageNames[loadFailure.locale]() })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The hotel's name, the language selector and the member menu: one row at desktop widths. On a phone
 * the name has the row to itself with a Menu button that unfolds the language and the member links
 * under it (./first-screen.tsx paints the same row).
 */
export function Header() {
  const { LL } = useI18nContext();
  const hotel = useInitSelector(selectHotel);
  const home = useAppHref('/booking/result');
  return (
    <header className="app-header">
      {hotel ? (
        <Link href={home} aria-label={LL.header.homeLink({ hotel: hotel.name })}>
          {hotel.name}
        </Link>
      ) : (
        <span>{LL.app.title()}</span>
      )}
      <HeaderMenu>
        <LanguageSelector />
        <MemberMenu />
      </HeaderMenu>
    </header>
  );
}

/**
 * What a phone folds behind the Menu button (at desktop widths the button is not shown and the
 * entries sit in the header's row). Escape folds it again with the focus back on the button; so does
 * going to another page.
 */
function HeaderMenu({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="app-header-menu-button"
        aria-expanded={open}
        aria-controls="app-header-menu"
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
        {LL.header.menu()}
      </button>
      <div id="app-header-menu" className="app-header-menu" data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}

export function Footer() {
  const { LL } = useI18nContext();
  const rooms = useAppHref('/booking/result');
  const search = useAppHref('/search');
  const policy = useAppHref('/cancellation-policy');
  return (
    <footer className="app-footer">
      <nav aria-label={LL.footer.label()}>
        <ul>
          <li>
            <Link href={rooms}>{LL.footer.rooms()}</Link>
          </li>
          <li>
            <Link href={search}>{LL.footer.findReservation()}</Link>
          </li>
          <li>
            <Link href={policy}>{LL.footer.cancellationPolicy()}</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
