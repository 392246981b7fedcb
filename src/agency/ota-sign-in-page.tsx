import { Redirect } from 'wouter';
import { useI18nContext } from '../../locales/i18n-react';
import { useAuthSelector } from '../../machines/auth/provider';
import { selectIsSignedIn } from '../../machines/auth/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { selectHotelCode } from '../../machines/init/selectors';
import { SignInPage } from '../app/lazy-pages';
import { agencyResultsPath } from './agency-paths';

/**
 * `/ota-sign-in`: member sign-in on the agency site, with the membership sign-in chart (the auth
 * chart) and its page. A signed-in member goes back to the facility's rooms or the home page.
 */
export function OtaSignInPage() {
  const { LL } = useI18nContext();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const hotelCode = useInitSelector(selectHotelCode);
  if (signedIn) return <Redirect to={agencyResultsPath(hotelCode)} replace />;
  return (
    <div className="agency-sign-in-page">
      <p className="agency-sign-in-lead">{LL.agency.signIn.lead()}</p>
      <SignInPage />
    </div>
  );
}
