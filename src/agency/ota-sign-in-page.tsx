import { Redirect, useSearch } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useAuthSelector } from '../../machines/auth/provider';
import { selectIsSignedIn } from '../../machines/auth/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { selectHotelCode } from '../../machines/init/selectors';
import { SignInPage } from '../app/lazy-pages';
import { agencyResultsPath } from './agency-paths';
import { pageAgencyMembershipHotel } from '../app/site-mode';

/**
 * `/ota-sign-in`: member sign-in on the agency site, with the membership sign-in chart (the auth
 * chart) and its page. A signed-in member goes back to the facility's rooms or the home page.
 */
export function OtaSignInPage() {
  const { LL } = useI18nContext();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const hotelCode = useInitSelector(selectHotelCode);
  // Signed in from the agency's own pages (`from=site`): back to the home page.
  const fromSite = new URLSearchParams(useSearch()).get('from') === 'site';
  if (signedIn) return <Redirect to={fromSite ? '/' : agencyResultsPath(hotelCode)} replace />;
  // On the agency's own pages members sign in at the agency brand's facility (the server names it).
  const membershipHotel = hotelCode ? null : pageAgencyMembershipHotel();
  if (membershipHotel)
    return <Redirect to={`/ota-sign-in?code=${encodeURIComponent(membershipHotel)}&from=site`} replace />;
  return (
    <div className="agency-sign-in-page">
      <p className="agency-sign-in-lead">{LL.agency.signIn.lead()}</p>
      <SignInPage />
    </div>
  );
}
