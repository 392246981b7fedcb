import { useEffect } from 'react';
import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import { authMachine } from './machine';
import { createAuthActors, type MemberTokenStore } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { HandOff } from './context';

export const AuthContext = chartContext(authMachine, 'auth');

/** Reads the auth chart through a named selector (see ./selectors.ts). */
export const useAuthSelector = AuthContext.useSelector;
export const useAuthActorRef = AuthContext.useActorRef;

export interface AuthActions {
  /** The path now (to leave the sign-in pages after signing in). */
  currentPath: () => string;
  navigate: (path: string) => void;
  /** After sign-out: forget the client session and everything in memory, land on the search page. */
  resetAfterSignOut: () => void;
}

/** The pages a member leaves for the search page once signed in (SPEC.md section 2). */
export const SIGN_IN_PAGES = ['/sign-in', '/sign-up', '/forgot-password'];

export interface AuthProviderProps extends ChartProviderProps<typeof authMachine> {
  client: GatewayClient;
  tokens: MemberTokenStore;
  /** Subscribes to the transport's 401s; returns the unsubscribe function. */
  onUnauthorized: (listener: () => void) => () => void;
  actions: AuthActions;
  hotelCode: string;
  /** A one-time access token or refresh_token the page was opened with. */
  handOff?: HandOff | null;
}

const AuthChartProvider = chartProvider(
  AuthContext,
  ({ client, tokens, actions }: AuthProviderProps) =>
    authMachine.provide({
      actors: createAuthActors(client, tokens),
      actions: {
        storeToken: (_, params) => tokens.write(params.token),
        clearToken: () => tokens.clear(),
        leaveSignInPages: () => {
          if (SIGN_IN_PAGES.includes(actions.currentPath())) actions.navigate('/booking/result');
        },
        resetAfterSignOut: () => actions.resetAfterSignOut(),
        goAfterExpiry: () => actions.navigate('/booking/result'),
      },
    }),
  ({ hotelCode, handOff = null }) => ({ hotelCode, handOff }),
);

/** The auth chart for the app, hearing the transport's 401s. */
export function AuthProvider(props: AuthProviderProps) {
  return (
    <AuthChartProvider {...props}>
      <UnauthorizedBridge onUnauthorized={props.onUnauthorized} />
      {props.children}
    </AuthChartProvider>
  );
}

/** The transport's 401 becomes the chart's `session.expired`. */
function UnauthorizedBridge({ onUnauthorized }: { onUnauthorized: AuthProviderProps['onUnauthorized'] }) {
  const auth = useAuthActorRef();
  useEffect(() => onUnauthorized(() => auth.send({ type: 'session.expired' })), [auth, onUnauthorized]);
  return null;
}
