import { lazy, type ComponentType } from 'react';
import { loadRestOfDictionaries } from '../../locales/dictionary-rest';
import { loadLaterSteps } from '../../machines/booking/later-steps-loader';

/**
 * Pages other than the search and booking flow, each loaded on first visit as its own chunk, so
 * a guest opening /booking/result downloads only what that page shows (see `npm run bench:page`).
 * A new page is declared here and routed in src/app.tsx by this name (docs/architecture.md, "Page weight").
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  // The words of pages beyond the first come with them (locales/dictionary-rest.ts).
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadRestOfDictionaries()]);
    return { default: component };
  });
}

export const ConfirmationRoute = page(() =>
  import('../views/reservation/confirmation-page').then((m) => m.ConfirmationRoute),
);
export const ReservationFailPage = page(() =>
  import('../views/reservation/fail-page').then((m) => m.ReservationFailPage),
);
export const ManageReservationRoute = page(() =>
  import('../views/reservation/manage-page').then((m) => m.ManageReservationRoute),
);
export const ReceiptRoute = page(() => import('../views/receipt/receipt-page').then((m) => m.ReceiptRoute));
export const CancellationPolicyRoute = page(() =>
  import('../views/policy/cancellation-policy-page').then((m) => m.CancellationPolicyRoute),
);
export const ThreeDSecurePendingRoute = page(() =>
  import('../views/payment/three-d-secure-pending-page').then((m) => m.ThreeDSecurePendingRoute),
);
export const PayByLinkRoute = page(() => import('../views/pay-by-link/pay-by-link-page').then((m) => m.PayByLinkRoute));
export const SsoCallbackPage = page(() =>
  import('../views/membership/sso-callback-page').then((m) => m.SsoCallbackPage),
);
export const SignInPage = page(() => import('../views/membership/sign-in-page').then((m) => m.SignInPage));
export const SignUpPage = page(() => import('../views/membership/member-form-pages').then((m) => m.SignUpPage));
export const SignUpResultPage = page(() =>
  import('../views/membership/member-form-pages').then((m) => m.SignUpResultPage),
);
export const MemberConfirmationPage = page(() =>
  import('../views/membership/member-form-pages').then((m) => m.MemberConfirmationPage),
);
export const EmailRequestPage = page(() =>
  import('../views/membership/member-form-pages').then((m) => m.EmailRequestPage),
);
export const ChangePasswordPage = page(() =>
  import('../views/membership/member-form-pages').then((m) => m.ChangePasswordPage),
);
export const MyAccountRoutes = page(() => import('../views/membership/my-account').then((m) => m.MyAccountRoutes));
export const RequireMember = page(() => import('../views/membership/my-account').then((m) => m.RequireMember));
export const SignOutPage = page(() => import('../views/membership/my-account').then((m) => m.SignOutPage));
export const UnsubscribeConfirmationPage = page(() =>
  import('../views/membership-account/unsubscribe-pages').then((m) => m.UnsubscribeConfirmationPage),
);
export const UnsubscribeSuccessPage = page(() =>
  import('../views/membership-account/unsubscribe-pages').then((m) => m.UnsubscribeSuccessPage),
);
export const OrganizationSignInPage = page(() =>
  import('../views/corporate/organization-sign-in-page').then((m) => m.OrganizationSignInPage),
);
export const OrganizationAdminRoute = page(() =>
  import('../views/corporate/organization-admin-page').then((m) => m.OrganizationAdminRoute),
);
export const LotteryGuestDetailRoute = page(() =>
  import('../views/lottery/lottery-pages').then((m) => m.LotteryGuestDetailRoute),
);
export const LotteryEntryRoute = page(() => import('../views/lottery/lottery-pages').then((m) => m.LotteryEntryRoute));
/** `/facilities`: the brand facility list of a brand-facility setup. */
export const BrandFacilitiesRoute = page(() =>
  import('../views/booking/brand-facilities-page').then((m) => m.BrandFacilitiesRoute),
);
export const RecommenderRoute = page(() => import('../views/booking/recommender-page').then((m) => m.RecommenderRoute));
/** The guest-detail step of the booking flow (with payment and extras): not needed to show the results. */
export const GuestDetailPage = page(async () => {
  // The booking chart's code of these steps (./machines/booking/later-steps.ts) comes along, fetched at the same time.
  const [{ GuestDetailPage }] = await Promise.all([import('../views/booking/guest-detail-page'), loadLaterSteps()]);
  return GuestDetailPage;
});
/** The travel-agency site's frame and routes (agency mode only; the widget never loads it). */
export const AgencyShell = page(() => import('../agency/agency-shell').then((m) => m.AgencyShell));
export const PackagePage = page(() => import('../views/packages/package-page').then((m) => m.PackagePage));
/**
 * The localized sentence for a failure code (src/i18n/messages.ts): the whole catalogue and its
 * words come only with a failure to show. Render it inside `<Suspense>`.
 */
export const CodeMessage = page(() => import('../i18n/code-message').then((m) => m.CodeMessage));
