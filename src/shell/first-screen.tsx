import { useSyncExternalStore } from 'react';
import type { Photo } from '../../machines/photos/photo-fields';
import { HOTEL_BANNER_SIZES } from '../views/booking/photo-sizes';
import { ResponsivePhoto } from '../views/booking/responsive-photo';
import { MenuIcon } from './menu-icon';

/**
 * The results page's first screen as the server paints it from HTML and CSS alone, inside the
 * app's root element, before any script has run (server/first-screen.ts): the header as the widget
 * draws it (the hotel's name; the phone's Menu button, the language selector and the member menu
 * keep their place unseen), the hotel's header photo, and panels of the final size where the
 * stepper, the search bar and the first room cards come. It is read out as one status line; the rest is hidden from assistive
 * technology and holds nothing to focus. The app shows the same markup until the hotel's settings
 * have arrived (`PaintedFirstScreen`), then its own page in the same places.
 */
export interface FirstScreenProps {
  hotelName: string;
  /** The hotel's header photo and its text, when it has one. */
  photo?: { photo: Photo; alt: string } | undefined;
  /** The language selector's label, choices (their names) and current one; none when it is not shown. */
  languages?: { label: string; names: readonly string[]; current: string } | undefined;
  /** The member menu's entries of a guest who is not signed in. */
  memberEntries: readonly string[];
  /** The words of the phone's Menu button. */
  menuLabel: string;
  /** The status read out while the page loads. */
  loadingLabel: string;
}

/** The marker of the painted first screen on the root's element (the app's `.app-root`). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export function FirstScreen({ hotelName, photo, languages, memberEntries, menuLabel, loadingLabel }: FirstScreenProps) {
  return (
    <>
      <header className="app-header" aria-hidden="true">
        <span className="app-header-home">{hotelName}</span>
        <span className="button app-header-menu-button first-screen-unseen">
          <MenuIcon />
          {menuLabel}
        </span>
        <div className="app-header-menu">
          {languages && (
            <div className="language-selector first-screen-unseen">
              <label>
                <span className="language-selector-label">{languages.label}</span>
                <select disabled tabIndex={-1} defaultValue={languages.current}>
                  {languages.names.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          <nav className="member-menu first-screen-unseen">
            <ul>
              {memberEntries.map((entry) => (
                <li key={entry}>
                  <span className="member-menu-entry">{entry}</span>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="app-main">
        <div aria-hidden="true">
          {photo && (
            <div className="hotel-banner">
              <ResponsivePhoto photo={photo.photo} alt={photo.alt} sizes={HOTEL_BANNER_SIZES} eager highPriority />
            </div>
          )}
          <div className="booking-stepper first-screen-stepper" />
          <div className="panel search-panel first-screen-search" />
        </div>
        <RoomCardSkeletons label={loadingLabel} />
      </main>
    </>
  );
}

/** Two room cards' panels, of a card's size, while the first rooms are searched for: one status line to hear. */
export function RoomCardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="room-card-skeletons">
      <span className="visually-hidden">{label}</span>
      <div className="panel room-card-skeleton" aria-hidden="true" />
      <div className="panel room-card-skeleton" aria-hidden="true" />
    </div>
  );
}

export interface PaintedScreen {
  html: string;
  /** What the painted main area holds (the photo and the panels). */
  main: string;
  lang: string;
  dir: string;
}

/**
 * The first screen the server painted in the root element; null when the page came without one (no
 * hotel settings, another page, tests). Read when this module is first evaluated, before the app's
 * first commit empties the root (its chart providers commit nothing until their charts exist).
 */
function readPaintedFirstScreen(): PaintedScreen | null {
  const element =
    typeof document === 'undefined'
      ? null
      : document.getElementById('root')?.querySelector<HTMLElement>(`:scope > [${FIRST_SCREEN_ATTRIBUTE}]`);
  return element
    ? {
        html: element.innerHTML,
        main: element.querySelector('main')?.innerHTML ?? '',
        lang: element.lang,
        dir: element.dir,
      }
    : null;
}

const painted = readPaintedFirstScreen();

/** The painted first screen, as the page came (`readPaintedFirstScreen`). */
export function paintedFirstScreen(): PaintedScreen | null {
  return painted;
}

/**
 * The painted first screen, as it is, in the app's first render: the browser draws the same markup
 * in the same places (nothing moves, nothing flashes) until the hotel's settings have arrived. It is
 * the server's own markup, read back from the page.
 */
export function PaintedFirstScreen({ screen }: { screen: PaintedScreen }) {
  return (
    <div
      className="app-root"
      lang={screen.lang || undefined}
      dir={screen.dir || undefined}
      {...{ [FIRST_SCREEN_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: screen.html }}
    />
  );
}

let pageDrawn = false;
const drawnListeners = new Set<() => void>();

/** The results page has drawn its own banner and panels: the painted ones under the header go. */
export function markResultsDrawn(): void {
  if (pageDrawn) return;
  pageDrawn = true;
  drawnListeners.forEach((listener) => listener());
}

const subscribeDrawn = (listener: () => void) => {
  drawnListeners.add(listener);
  return () => drawnListeners.delete(listener);
};

/**
 * The painted main area (photo and panels) under the app's own header, while the results page's
 * charts start and its views follow in renders of their own: the page draws it again in the same
 * places, and in the commit it does so (a layout effect, before the browser paints) this one goes,
 * so the guest sees no empty main area in between.
 */
export function PaintedMainArea({ screen }: { screen: PaintedScreen }) {
  const drawn = useSyncExternalStore(
    subscribeDrawn,
    () => pageDrawn,
    () => pageDrawn,
  );
  if (drawn) return null;
  return <div className="first-screen-main" dangerouslySetInnerHTML={{ __html: screen.main }} />;
}
