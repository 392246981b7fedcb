import type { SnapshotFrom } from 'xstate';
import type { initMachine } from './machine';
import { InitTags } from './machine';

type InitSnapshot = SnapshotFrom<typeof initMachine>;

export const selectInitArrived = (s: InitSnapshot) => s.context.initArrived;
export const selectIsInitLoading = (s: InitSnapshot) => s.hasTag(InitTags.Loading);
export const selectIsReady = (s: InitSnapshot) => s.matches('Ready');
export const selectHasNoHotelCode = (s: InitSnapshot) => s.matches('NoHotelCode');
export const selectInitFailed = (s: InitSnapshot) => s.hasTag(InitTags.Failed);
export const selectCanRetryInit = (s: InitSnapshot) => s.can({ type: 'init.retried' });
export const selectHotelCode = (s: InitSnapshot) => s.context.hotelCode;
export const selectHotel = (s: InitSnapshot) => s.context.hotel;
export const selectSettings = (s: InitSnapshot) => s.context.settings;
export const selectLocale = (s: InitSnapshot) => s.context.locale;
export const selectBookLanguages = (s: InitSnapshot) => s.context.hotel?.bookLanguages ?? [];
export const selectInitFailure = (s: InitSnapshot) => s.context.failure;
export const selectGlobalError = (s: InitSnapshot) => s.context.globalError;
