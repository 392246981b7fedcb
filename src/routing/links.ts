import { selectHotelCode } from '../../machines/init/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { applyUrlRules } from './url-rules';

/** An in-app href with the router rules already applied, so the link's address is the real one. */
export function useAppHref(path: string): string {
  const hotelCode = useInitSelector(selectHotelCode);
  return applyUrlRules(path, hotelCode);
}
