import { Redirect, Route, Switch, useSearch } from 'wouter';
import {
  BrandFacilitiesRoute,
  CancellationPolicyRoute,
  ReceiptRoute,
  RecommenderRoute,
  ChangePasswordPage,
  ConfirmationRoute,
  EmailRequestPage,
  ManageReservationRoute,
  ReservationFailPage,
  MemberConfirmationPage,
  MyAccountRoutes,
  RequireMember,
  SignInPage,
  SignOutPage,
  SignUpPage,
  SignUpResultPage,
  SsoCallbackPage,
  ThreeDSecurePendingRoute,
  UnsubscribeConfirmationPage,
  UnsubscribeSuccessPage,
} from './lazy-pages';
import {
  LotteryEntryRoute,
  LotteryGuestDetailRoute,
  OrganizationAdminRoute,
  OrganizationSignInPage,
  PackagePage,
} from './lazy-pages';
import { BuiltPathRoute } from '../agency/built-path-route';
import { BookingFlow } from '../views/booking/booking-flow';
import { BOOKING_FLOW_PATH, BUILT_PATH, MY_ACCOUNT_PAGES_PATH, MY_ACCOUNT_PATH } from '../routing/page-paths';
import { NotFoundPage } from '../views/simple-pages';

/**
 * The routes of one hotel's pages (the standard booking route set, SPEC.md section 2), once init
 * and authentication have arrived. The widget shows them; the agency site shows them for the
 * hotel its page names, after its own routes. Every path here is in src/routing/page-paths.ts
 * (`HOTEL_PAGE_PATHS`): the server answers any other with 404.
 */
export function HotelRoutes() {
  return (
    <Switch>
      <Route path="/" component={RedirectToResults} />
      {/* The paths the product builds open the hotel's own flow (src/routing/built-paths.ts). */}
      <Route path={BUILT_PATH} component={BuiltPathRoute} />
      <Route path={BOOKING_FLOW_PATH} component={BookingFlow} />
      <Route path="/booking/recommender" component={RecommenderRoute} />
      {/* The brand facility list: the search suggestions of a brand with several facilities link here. */}
      <Route path="/facilities" component={BrandFacilitiesRoute} />
      {/* Hotel plus flight (dynamic_package): flights, rooms, guest; the agency's hotel search links here. */}
      <Route path="/packages" component={PackagePage} />
      <Route path="/reservation/confirmation/:confirmationNumber">
        {(params) => <ConfirmationRoute confirmationNumber={params.confirmationNumber} />}
      </Route>
      <Route path="/reservation/fail" component={ReservationFailPage} />
      <Route path="/reservation/3ds-pending" component={ThreeDSecurePendingRoute} />
      <Route path="/reservation/receipt/:confirmationNumber">
        {(params) => <ReceiptRoute confirmationNumber={params.confirmationNumber} />}
      </Route>
      <Route path="/search" component={ManageReservationRoute} />
      <Route path="/cancellation-policy" component={CancellationPolicyRoute} />
      <Route path="/sign-in" component={SignInPage} />
      <Route path="/sso/custom/callback" component={SsoCallbackPage} />
      <Route path="/sign-up" component={SignUpPage} />
      <Route path="/sign-up-result" component={SignUpResultPage} />
      <Route path="/member-confirmation" component={MemberConfirmationPage} />
      <Route path="/resend-confirmation-email">{() => <EmailRequestPage kind="resendConfirmation" />}</Route>
      <Route path="/forgot-password">{() => <EmailRequestPage kind="forgotPassword" />}</Route>
      <Route path="/change-password" component={ChangePasswordPage} />
      <Route path="/sign-out">
        {() => (
          <RequireMember>
            <SignOutPage />
          </RequireMember>
        )}
      </Route>
      <Route path="/unsubscribe-email/confirmation" component={UnsubscribeConfirmationPage} />
      <Route path="/unsubscribe-email/success" component={UnsubscribeSuccessPage} />
      <Route path="/organization-sign-in" component={OrganizationSignInPage} />
      <Route path="/organization-admin" component={OrganizationAdminRoute} />
      <Route path="/room-lottery/guest-detail" component={LotteryGuestDetailRoute} />
      <Route path="/room-lottery/confirmation/:entryNumber">
        {(params) => <LotteryEntryRoute entryNumber={params.entryNumber} kind="confirmation" />}
      </Route>
      <Route path="/room-lottery/complete/:entryNumber">
        {(params) => <LotteryEntryRoute entryNumber={params.entryNumber} kind="complete" />}
      </Route>
      <Route path="/room-lottery/reservation-incomplete/:entryNumber">
        {(params) => <LotteryEntryRoute entryNumber={params.entryNumber} kind="reservation-incomplete" />}
      </Route>
      <Route path={MY_ACCOUNT_PATH} component={MyAccountRoutes} />
      <Route path={MY_ACCOUNT_PAGES_PATH} component={MyAccountRoutes} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** `/` goes to the results, keeping the query (SPEC.md section 2). */
function RedirectToResults() {
  const query = useSearch();
  return <Redirect to={`/booking/result${query ? `?${query}` : ''}`} replace />;
}
