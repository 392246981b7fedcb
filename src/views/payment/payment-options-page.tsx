import { useI18nContext } from '../../../locales/i18n-react';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { SavedCard } from '../../../machines/saved-cards/machine';
import {
  SavedCardsProvider,
  useSavedCardsActorRef,
  useSavedCardsSelector,
} from '../../../machines/saved-cards/provider';
import {
  selectCardToDelete,
  selectDeleteFailure,
  selectHasNoCards,
  selectIsDeleting,
  selectIsLoadingCards,
  selectLoadFailure,
  selectSavedCards,
} from '../../../machines/saved-cards/selectors';
import { useAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { BRAND_NAMES } from './card-payment-summary';

/** `/my-account/payment-options` (protected by MyAccountRoutes): the member's saved cards. */
export function PaymentOptionsRoute() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  return (
    <SavedCardsProvider client={services.client} hotelCode={hotelCode} inspect={inspect}>
      <PaymentOptionsPage />
    </SavedCardsProvider>
  );
}

export function PaymentOptionsPage() {
  const { LL } = useI18nContext();
  const chart = useSavedCardsActorRef();
  const loading = useSavedCardsSelector(selectIsLoadingCards);
  const cards = useSavedCardsSelector(selectSavedCards);
  const none = useSavedCardsSelector(selectHasNoCards);
  const toDelete = useSavedCardsSelector(selectCardToDelete);
  const deleting = useSavedCardsSelector(selectIsDeleting);
  const loadFailure = useSavedCardsSelector(selectLoadFailure);
  const deleteFailure = useSavedCardsSelector(selectDeleteFailure);
  const t = LL.paymentRefunds.savedCards;
  useDocumentTitle(t.nav());
  const label = (card: SavedCard) =>
    t.card({
      brand: BRAND_NAMES[card.brand] ?? card.brand,
      last4: card.last4,
      month: String(card.expiryMonth).padStart(2, '0'),
      year: String(card.expiryYear),
    });
  return (
    <section className="panel" aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading">{t.heading()}</h2>
      {loading && <Spinner label={t.loading()} />}
      {loadFailure && (
        <div className="alert alert-error" role="alert">
          <p>{t.loadFailed()}</p>
          <button type="button" onClick={() => chart.send({ type: 'list.retried' })}>
            {t.retry()}
          </button>
        </div>
      )}
      {deleteFailure && (
        <p className="alert alert-error" role="alert">
          {t.deleteFailed()}
        </p>
      )}
      {none && <p>{t.none()}</p>}
      {cards.length > 0 && (
        <ul className="saved-cards" aria-label={t.heading()}>
          {cards.map((card) => (
            <li key={card.cardId}>
              <span>{label(card)}</span>{' '}
              <button
                type="button"
                disabled={toDelete !== null}
                onClick={() => chart.send({ type: 'card.deleteRequested', cardId: card.cardId })}
              >
                {t.delete({ card: `${BRAND_NAMES[card.brand] ?? card.brand} ${card.last4}` })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {toDelete && (
        <div role="dialog" aria-modal="true" aria-labelledby="delete-card-question" className="dialog">
          <p id="delete-card-question">{t.confirm({ card: label(toDelete) })}</p>
          <button
            type="button"
            className="danger"
            disabled={deleting}
            onClick={() => chart.send({ type: 'card.deleteConfirmed' })}
          >
            {deleting ? t.deleting() : t.confirmDelete()}
          </button>{' '}
          <button type="button" disabled={deleting} onClick={() => chart.send({ type: 'card.deleteDismissed' })}>
            {t.keep()}
          </button>
        </div>
      )}
    </section>
  );
}
