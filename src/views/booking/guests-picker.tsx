import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { SearchCriteria } from '../../../machines/search/search-criteria';
import { roomsOf, type RoomGuests } from '../../../machines/search/search-criteria';
import { fetchAhead, useDeferredPart } from '../deferred-part';
import type { GuestCountField } from './guests-panel-fields';
import { PopoverPlaceholder } from './popover-placeholder';
import { guestsPanelPart } from './search-popovers';

const PANEL_ID = 'search-guests-panel';

export type { GuestCountField };

/** Guests and rooms in a few words ("2 adults, 1 child, 1 room"); an emptied count reads as 0. */
export function useGuestsSummary(
  criteria: Pick<SearchCriteria, 'adults' | 'children' | 'roomCount' | 'roomGuests'>,
): string {
  const { LL } = useI18nContext();
  const rooms = roomsOf(criteria);
  const sum = (pick: (room: RoomGuests) => number) =>
    rooms.reduce((total, room) => total + (Number.isFinite(pick(room)) ? pick(room) : 0), 0);
  return LL.searchBar.guestsSummary({
    adults: sum((room) => room.adults),
    children: sum((room) => room.children),
    rooms: rooms.length,
  });
}

/**
 * The search bar's guests and rooms: one button with the guests in words that unfolds a panel
 * with the counts, or the guests room by room (a dropdown at desktop widths, in the page on a
 * phone). Escape, Done or a click outside folds it, focus back on the button. Once fetched, the fields
 * stay in the form while folded (hidden by the stylesheet). A search refused for the guests unfolds it; folded
 * again, the reasons show under the button, so they are never hidden in a folded panel.
 */
export function GuestsPicker({
  criteria,
  roomGuests,
  roomsLimit,
  errorsOf,
  errorMessages,
  roomErrors,
}: {
  criteria: SearchCriteria;
  roomGuests: readonly RoomGuests[] | undefined;
  roomsLimit: number;
  /** Each plain count's error message (or null) and the id it has. */
  errorsOf: (field: GuestCountField) => { id: string; message: ReactNode } | null;
  /** Every guest-count error in words, shown under the button. */
  errorMessages: string[];
  /** The errors of the rooms' guests (multi-room form). */
  roomErrors: string[];
}) {
  const { LL } = useI18nContext();
  const summary = useGuestsSummary(criteria);
  const hasErrors = errorMessages.length > 0;
  const [open, setOpen] = useState(false);
  // The fields come in a chunk of their own (search-popovers.ts), here by the time the guest opens the panel.
  const Fields = useDeferredPart(guestsPanelPart, open)?.GuestsPanelFields;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };
  // A search refused for the guests unfolds the panel, so each field's reason is in view.
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);
  // A click or a tap outside folds the panel (the focus stays where the guest put it).
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(true);
  };

  return (
    <div ref={rootRef} className="field search-guests" onKeyDown={open ? onKeyDown : undefined}>
      <span className="field-label" id="search-guests-label">
        {LL.searchBar.guests()}
      </span>
      <button
        type="button"
        ref={triggerRef}
        className="search-guests-trigger"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={() => fetchAhead(guestsPanelPart)}
        onFocus={() => fetchAhead(guestsPanelPart)}
        aria-labelledby="search-guests-label search-guests-trigger-text"
        aria-describedby={hasErrors && !open ? 'search-guests-errors' : undefined}
        data-invalid={hasErrors || undefined}
      >
        <PeopleIcon />
        <span id="search-guests-trigger-text">{summary}</span>
      </button>
      {/* Folded, the panel's reasons show under the button (unfolded, each sits beside its field). */}
      {hasErrors && !open && (
        <p id="search-guests-errors" className="field-error">
          {errorMessages.join(' ')}
        </p>
      )}
      <div
        id={PANEL_ID}
        className="search-guests-panel"
        data-open={open || undefined}
        role="group"
        aria-labelledby="search-guests-label"
      >
        {Fields ? (
          <Fields
            criteria={criteria}
            roomGuests={roomGuests}
            roomsLimit={roomsLimit}
            errorsOf={errorsOf}
            roomErrors={roomErrors}
          />
        ) : (
          open && <PopoverPlaceholder className="search-guests-placeholder" />
        )}
        <div className="search-guests-done">
          <button type="button" className="primary" onClick={() => close(true)}>
            {LL.searchBar.guestsDone()}
          </button>
        </div>
      </div>
    </div>
  );
}

function PeopleIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="9" cy="8" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <circle cx="17" cy="9" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M17 14c2.7 0 4.5 1.9 4.5 4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
