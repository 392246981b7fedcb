import { fromCallback } from 'xstate';
import {
  bookingDraftKey,
  forgetBookingDraft,
  markDraftDeclined,
  parseBookingDraft,
  saveBookingDraft,
  type BookingDraft,
  type BookingDraftFields,
  type DraftStorage,
} from '../../../machines/booking/booking-draft';
import type { HistoryStep } from '../../../machines/booking/booking-setup';
import type { BookingEvent } from '../../../machines/booking/events';
import { failure } from '../../../machines/failure';
import type { MemberContact } from '../../../machines/booking/guest-form';

/**
 * The browser side of a booking's continuity (machines/booking/booking-draft.ts): the booking in
 * progress is saved in this tab's sessionStorage, each step of the guest-detail page gets its own
 * history entry, and the browser's Back and Forward reach the chart as step.shown.
 */

const GUEST_DETAIL_PATH = /\/reservation\/guest-detail\/?$/;

/** sessionStorage, or nothing when the browser refuses it (the booking goes on, unsaved). */
function sessionDraftStorage(): DraftStorage {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

export function readBookingDraft(hotelCode: string): BookingDraft | null {
  return parseBookingDraft(sessionDraftStorage().getItem(bookingDraftKey(hotelCode)), hotelCode, Date.now());
}

export function keepBookingDraft(fields: BookingDraftFields | null) {
  if (!fields) return;
  saveBookingDraft(sessionDraftStorage(), fields, { now: Date.now(), query: window.location.search });
}

export function forgetSavedBooking(hotelCode: string) {
  forgetBookingDraft(sessionDraftStorage(), hotelCode);
}

/**
 * After a 3-D Secure decline: the saved booking is marked with the reason and its payment step
 * opens again (the booking chart resumes there and shows it). Null when no booking is saved.
 */
export function declinedBookingPath(hotelCode: string, errorCode: string): string | null {
  const draft = markDraftDeclined(sessionDraftStorage(), hotelCode, Date.now(), failure(errorCode, 'Payment failed'));
  return draft ? `/reservation/guest-detail${draft.query}` : null;
}

type HistoryState = { bookingStep?: HistoryStep } | null;

/**
 * A step of the guest-detail page is shown: the page's first step takes over the entry the
 * navigation made; each later step pushes its own, so Back goes one step back. Deferred a task so
 * the route change that goes with "Book" happens first.
 */
export function showBookingStep(step: HistoryStep) {
  queueMicrotask(() => {
    if (!GUEST_DETAIL_PATH.test(window.location.pathname)) return;
    const state = window.history.state as HistoryState;
    if (state?.bookingStep === step) return;
    if (state?.bookingStep === undefined) window.history.replaceState({ ...(state ?? {}), bookingStep: step }, '');
    else window.history.pushState({ bookingStep: step }, '', window.location.href);
  });
}

/** The browser's Back or Forward to an entry of a step: the chart moves to that step. */
export const historyWatcher = fromCallback<{ type: 'never' }>(({ sendBack }) => {
  const onPopState = () => {
    const step = (window.history.state as HistoryState)?.bookingStep;
    if (step && GUEST_DETAIL_PATH.test(window.location.pathname))
      sendBack({ type: 'step.shown', step } satisfies BookingEvent);
  };
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
});

/** Anything with the sign-in chart's snapshot: its member, or null for a guest. */
interface MemberSource {
  getSnapshot(): { context: { user: (MemberContact & { id: number; hotelBrandId?: number | null }) | null } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

/** The signed-in member, now and on every sign-in or sign-out, as member.changed to the booking chart. */
export function memberWatcher(auth: MemberSource) {
  return fromCallback<{ type: 'never' }>(({ sendBack }) => {
    let last: number | null | undefined;
    const tell = () => {
      const member = auth.getSnapshot().context.user;
      const id = member?.id ?? null;
      if (id === last) return;
      last = id;
      sendBack({
        type: 'member.changed',
        member: member
          ? {
              firstName: member.firstName,
              lastName: member.lastName,
              email: member.email,
              brandId: member.hotelBrandId,
            }
          : null,
      } satisfies BookingEvent);
    };
    tell();
    const subscription = auth.subscribe(tell);
    return () => subscription.unsubscribe();
  });
}
