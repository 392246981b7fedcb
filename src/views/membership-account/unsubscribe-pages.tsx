import { useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  UnsubscribeProvider,
  useUnsubscribeActorRef,
  useUnsubscribeSelector,
} from '../../../machines/unsubscribe/provider';
import {
  selectAlreadyUnsubscribed,
  selectAskingToUnsubscribe,
  selectSubscription,
  selectUnsubscribeBusy,
  selectUnsubscribeLinkInvalid,
} from '../../../machines/unsubscribe/selectors';
import { useAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';

/** `/unsubscribe-email/confirmation?token=`: the link of a promotion e-mail. */
export function UnsubscribeConfirmationPage() {
  const { services, inspect } = useAppServices();
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <UnsubscribeProvider
      client={services.client}
      token={token}
      inspect={inspect}
      onDone={() => services.navigate('/unsubscribe-email/success')}
    >
      <UnsubscribeConfirmation />
    </UnsubscribeProvider>
  );
}

function UnsubscribeConfirmation() {
  const { LL } = useI18nContext();
  const t = LL.membershipAccount.unsubscribe;
  const flow = useUnsubscribeActorRef();
  const busy = useUnsubscribeSelector(selectUnsubscribeBusy);
  const asking = useUnsubscribeSelector(selectAskingToUnsubscribe);
  const alreadyOff = useUnsubscribeSelector(selectAlreadyUnsubscribed);
  const invalid = useUnsubscribeSelector(selectUnsubscribeLinkInvalid);
  const subscription = useUnsubscribeSelector(selectSubscription);
  useDocumentTitle(t.heading());
  return (
    <section className="panel" aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading">{t.heading()}</h1>
      {busy && <Spinner label={t.checking()} inline />}
      {invalid && (
        <p className="alert alert-error" role="alert">
          {t.invalid()}
        </p>
      )}
      {alreadyOff && subscription && <p>{t.alreadyOff({ email: subscription.email })}</p>}
      {asking && subscription && (
        <>
          <p>{t.question({ email: subscription.email })}</p>
          <button type="button" onClick={() => flow.send({ type: 'unsubscribe.confirmed' })}>
            {t.confirm()}
          </button>
        </>
      )}
    </section>
  );
}

/** `/unsubscribe-email/success` */
export function UnsubscribeSuccessPage() {
  const { LL } = useI18nContext();
  const t = LL.membershipAccount.unsubscribe;
  useDocumentTitle(t.heading());
  return (
    <section className="panel" aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading">{t.heading()}</h1>
      <p role="status">{t.done()}</p>
    </section>
  );
}
