import { useMemo, type ReactNode } from 'react';
import { nameSettingsOf, selectHotelCode, selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { ReservationProvider } from '../../../machines/reservation/provider';
import { useAppServices } from '../../app/services-context';

export interface ReservationFlowProps {
  confirmationNumber?: string | null;
  email?: string | null;
  bypassToken?: string | null;
  children: ReactNode;
}

/** One reservation chart per page visit; given number and e-mail or bypass token, it looks up at once. */
export function ReservationFlow({ confirmationNumber, email, bypassToken, children }: ReservationFlowProps) {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  // The hotel's kana and address fields: the guest dialog asks them as the booking form did.
  const settings = useInitSelector(selectSettings);
  const input = useMemo(
    () => ({
      hotelCode,
      confirmationNumber,
      email,
      bypassToken,
      nameSettings: nameSettingsOf(settings),
    }),
    // Read once per chart; a new confirmation number remounts the flow (see the routes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <ReservationProvider client={services.client} input={input} inspect={inspect}>
      {children}
    </ReservationProvider>
  );
}
