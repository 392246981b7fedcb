import type { ReactNode } from 'react';
import { useI18nContext } from '../../locales/i18n-react';
import { useAuthSelector } from '../../machines/auth/provider';
import { selectIsCheckingAuth } from '../../machines/auth/selectors';
import { LoggedOutNotice } from './member-menu';
import { Spinner } from './spinner';

/** SPEC.md section 2: the spinner stays until authentication (a stored session) is settled too. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const checking = useAuthSelector(selectIsCheckingAuth);
  if (checking) return <Spinner label={LL.app.loading()} />;
  return (
    <>
      <LoggedOutNotice />
      {children}
    </>
  );
}
