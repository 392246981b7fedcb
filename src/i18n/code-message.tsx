import { useI18nContext } from '../../locales/i18n-react';
import { messageForCode, type MessageOptions } from './messages';

export interface CodeMessageProps {
  code: string;
  options?: MessageOptions;
}

/** The localized sentence for a code (./messages.ts) as text of the surrounding element. */
export function CodeMessage({ code, options }: CodeMessageProps) {
  const { LL } = useI18nContext();
  return <>{messageForCode(LL, code, options)}</>;
}
