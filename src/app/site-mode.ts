/**
 * Which site this page is: the hotel's booking widget or the travel-agency site. The server decides
 * by host name (AGENCY_HOSTS, server/agency-site.ts) and marks the agency's page with
 * `<meta name="site-mode" content="agency">`; a page without the marker is the widget, so nothing
 * a visitor puts in the URL turns the agency site on.
 */
export const SITE_MODE_META_NAME = 'site-mode';
export const AGENCY_SITE_MODE = 'agency';

/** Reads the marker from a document (the page's own in the browser, one built by hand in tests). */
export function readAgencyMode(doc: Pick<Document, 'querySelector'> | undefined): boolean {
  const meta = doc?.querySelector(`meta[name="${SITE_MODE_META_NAME}"]`);
  return meta?.getAttribute('content') === AGENCY_SITE_MODE;
}

/** This page's mode: what main.tsx passes to the init chart as its `agencyMode` input. */
export function pageIsAgencySite(): boolean {
  return readAgencyMode(typeof document === 'undefined' ? undefined : document);
}

export const MEMBERSHIP_HOTEL_META_NAME = 'agency-membership-hotel';

/** The facility whose member sign-in the agency site's own pages use (the agency brand's first), or null. */
export function readAgencyMembershipHotel(doc: Pick<Document, 'querySelector'> | undefined): string | null {
  return doc?.querySelector(`meta[name="${MEMBERSHIP_HOTEL_META_NAME}"]`)?.getAttribute('content')?.trim() || null;
}

export function pageAgencyMembershipHotel(): string | null {
  return readAgencyMembershipHotel(typeof document === 'undefined' ? undefined : document);
}
