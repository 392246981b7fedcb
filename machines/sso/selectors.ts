import type { SnapshotFrom } from 'xstate';
import type { ssoCallbackMachine } from './callback-machine';
import { ssoMachine, SsoTags } from './machine';

type SsoSnapshot = SnapshotFrom<typeof ssoMachine>;
type CallbackSnapshot = SnapshotFrom<typeof ssoCallbackMachine>;

export const selectSsoProviders = (s: SsoSnapshot) => s.context.providers;
export const selectSsoLoading = (s: SsoSnapshot) => s.matches('LoadingProviders');
export const selectSsoBusy = (s: SsoSnapshot) => s.hasTag(SsoTags.Busy);
/** The provider whose button was pressed (its button says it is on the way). */
export const selectSsoChosen = (s: SsoSnapshot) => s.context.chosen;
export const selectSsoFailure = (s: SsoSnapshot) => s.context.failure;
export const selectCanChooseProvider = (s: SsoSnapshot) => (slug: string) => s.can({ type: 'provider.chosen', slug });

export const selectCallbackCompleting = (s: CallbackSnapshot) => s.matches('Checking') || s.matches('Completing');
export const selectCallbackFailure = (s: CallbackSnapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectCallbackSignedIn = (s: CallbackSnapshot) => s.matches('SignedIn');
export const selectCallbackHotelCode = (s: CallbackSnapshot) => s.context.hotelCode;
