import { useI18nContext } from '../../../locales/i18n-react';
import { useDocumentTitle } from '../document-title';

/**
 * `/cancellation-policy`. No chart loads the hotel's policies yet (the foundation's charts are
 * init, search, booking and reservation); PolicyList renders them once one does.
 */
export function CancellationPolicyPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.policy.heading());
  return (
    <>
      <h1>{LL.policy.heading()}</h1>
      <p className="panel">{LL.policy.unavailable()}</p>
    </>
  );
}
