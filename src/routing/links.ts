import { selectAgencyMode, selectHotelCode } from '../../machines/init/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { hotelCodeForLink } from '../agency/agency-paths';
import { applyUrlRules } from './url-rules';

/** An in-app href with the router rules already applied, so the link's address is the real one. */
export function useAppHref(path: string): string {
  const hotelCode = useInitSelector(selectHotelCode);
  const agencyMode = useInitSelector(selectAgencyMode);
  return applyUrlRules(path, hotelCodeForLink(path, hotelCode, agencyMode));
}
