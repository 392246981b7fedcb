import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { searchMachine } from './machine';
import { createSearchActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { SearchInput } from './context';

export const SearchContext = chartContext(searchMachine, 'search');

/** Reads the search chart through a named selector (see ./selectors.ts). */
export const useSearchSelector = SearchContext.useSelector;
export const useSearchActorRef = SearchContext.useActorRef;

export interface SearchActions {
  /** Replaces the URL query with `query` (no new history entry). */
  syncUrl: (query: string) => void;
  /** Stores the criteria cookie (named `name`, one hour) and the campaign cookie (one day). */
  saveCriteriaCookie: (name: string, value: string) => void;
  saveCampaignCookie: (value: string) => void;
  /** Opens another page of the app (a brand-facility setup's search: the brand facility list). */
  goTo: (path: string) => void;
}

export interface SearchProviderProps {
  client: GatewayClient;
  actions: SearchActions;
  input: SearchInput;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart. */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export const SearchProvider = chartProvider(SearchContext, ({ client, actions }: SearchProviderProps) =>
  searchMachine.provide({
    actors: createSearchActors(client),
    actions: {
      syncUrl: (_, params) => actions.syncUrl(params.query),
      goTo: (_, params) => actions.goTo(params.path),
      saveCriteriaCookie: (_, params) => actions.saveCriteriaCookie(params.name, params.value),
      saveCampaignCookie: (_, params) => actions.saveCampaignCookie(params.value),
    },
  }),
);
