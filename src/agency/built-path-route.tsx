import { Redirect, useLocation, useSearch } from 'wouter';
import { selectAgencyMode } from '../../machines/init/selectors';
import { useInitSelector } from '../../machines/init/provider';
import { parseBuiltPath, widgetPathOfBuiltPath } from '../routing/built-paths';
import { NotFoundPage } from '../views/simple-pages';

/**
 * A built path opens its hotel's own flow (the hotel is already the page's: init read it from the
 * path), replacing the address so that Back does not land on the built path again.
 */
export function BuiltPathRoute() {
  const [path] = useLocation();
  const search = useSearch();
  const agencyMode = useInitSelector(selectAgencyMode);
  const built = parseBuiltPath(path);
  if (!built || built.kind === 'agencyHotel') return <NotFoundPage />;
  return <Redirect to={widgetPathOfBuiltPath(built, search, agencyMode)} replace />;
}
