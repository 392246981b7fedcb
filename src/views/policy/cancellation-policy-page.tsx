import { useMemo } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  CancellationPolicyProvider,
  useCancellationPolicyActorRef,
  useCancellationPolicySelector,
} from '../../../machines/cancellation-policy/provider';
import {
  selectCanRetryPolicies,
  selectHasNoPolicies,
  selectIsLoadingPolicies,
  selectIsShowingPolicies,
  selectPolicies,
  selectPoliciesErrorTitle,
} from '../../../machines/cancellation-policy/selectors';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { useAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { PolicyList } from './policy-list';

/** `/cancellation-policy`: one cancellation-policy chart per visit, loading the hotel's policies. */
export function CancellationPolicyRoute() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  // Read once per chart.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const input = useMemo(() => ({ hotelCode }), []);
  return (
    <CancellationPolicyProvider client={services.client} input={input} inspect={inspect}>
      <CancellationPolicyPage />
    </CancellationPolicyProvider>
  );
}

/** The page over the cancellation-policy chart: loading, the policies, the no-data text, or the error title. */
export function CancellationPolicyPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.policy.heading());
  return (
    <>
      <h1>{LL.policy.heading()}</h1>
      <PolicyContent />
    </>
  );
}

function PolicyContent() {
  const { LL } = useI18nContext();
  const actor = useCancellationPolicyActorRef();
  const loading = useCancellationPolicySelector(selectIsLoadingPolicies);
  const showing = useCancellationPolicySelector(selectIsShowingPolicies);
  const empty = useCancellationPolicySelector(selectHasNoPolicies);
  const policies = useCancellationPolicySelector(selectPolicies);
  const errorTitle = useCancellationPolicySelector(selectPoliciesErrorTitle);
  const canRetry = useCancellationPolicySelector(selectCanRetryPolicies);

  if (loading) return <Spinner label={LL.policy.loading()} inline />;
  if (errorTitle !== null) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{errorTitle}</p>
        {canRetry && (
          <button type="button" onClick={() => actor.send({ type: 'policies.retried' })}>
            {LL.policy.retry()}
          </button>
        )}
      </div>
    );
  }
  if (empty) return <p className="panel">{LL.policy.none()}</p>;
  if (showing) return <PolicyList policies={policies} />;
  return null;
}
