import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { AppRootProvider, type SharedHandling } from '../../machines/chart-provider';
import type { InitMachine } from '../../machines/init/machine';
import { selectHotelCode } from '../../machines/init/selectors';
import { hotelCodeOf } from '../routing/url-rules';
import type { ActorRefFrom } from 'xstate';
import type { InspectFn } from '../inspect';
import type { BrowserServices } from './browser-services';

interface AppServices {
  services: BrowserServices;
  inspect: InspectFn | undefined;
}

const ServicesContext = createContext<AppServices | null>(null);

/**
 * What flow providers deeper in the tree need to create their charts (client, navigation, inspector),
 * and the app root every chart below is spawned in (machines/app-root), with the handling all charts
 * share: a session the booking API no longer knows, and the 503 page for the hotel of the init chart.
 */
export function ServicesProvider({ services, inspect, children }: AppServices & { children: ReactNode }) {
  const handling = useMemo<SharedHandling>(
    () => ({
      restartSession: () => services.restartSession(),
      goToServiceUnavailable: (system) => {
        const init = system.get('init') as ActorRefFrom<InitMachine> | undefined;
        services.goToServiceUnavailable(
          (init ? selectHotelCode(init.getSnapshot()) : null) ?? hotelCodeOf(window.location.search),
        );
      },
    }),
    [services],
  );
  return (
    <ServicesContext.Provider value={{ services, inspect }}>
      <AppRootProvider handling={handling} inspect={inspect}>
        {children}
      </AppRootProvider>
    </ServicesContext.Provider>
  );
}

export function useAppServices(): AppServices {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useAppServices needs <ServicesProvider>');
  return value;
}

/** The services when the tree has them (null in view tests that render a page without the app shell). */
export function useOptionalAppServices(): AppServices | null {
  return useContext(ServicesContext);
}
