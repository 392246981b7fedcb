import { createContext, useContext, type ReactNode } from 'react';
import type { InspectFn } from '../inspect';
import type { BrowserServices } from './browser-services';

interface AppServices {
  services: BrowserServices;
  inspect: InspectFn | undefined;
}

const ServicesContext = createContext<AppServices | null>(null);

/** What flow providers deeper in the tree need to create their charts (client, navigation, inspector). */
export function ServicesProvider({ services, inspect, children }: AppServices & { children: ReactNode }) {
  return <ServicesContext.Provider value={{ services, inspect }}>{children}</ServicesContext.Provider>;
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
