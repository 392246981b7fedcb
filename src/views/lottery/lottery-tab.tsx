import { Link } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import type { LotteryEntry } from '../../../machines/lottery-entry/context';
import {
  LotteryListProvider,
  useLotteryListActorRef,
  useLotteryListSelector,
} from '../../../machines/lottery-entry/provider';
import {
  selectIsLoadingLotteryList,
  selectIsLotteryListEmpty,
  selectLotteryEntries,
  selectLotteryListFailure,
} from '../../../machines/lottery-entry/selectors';
import { useAppServices } from '../../app/services-context';
import { useAppHref } from '../../routing/links';
import { Spinner } from '../../shell/spinner';
import { messageForCode } from '../../i18n/messages';
import { formatPlainDate } from '../../format/dates';

/** The lottery tab of /my-account/reservations (SPEC.md section 4): the member's entries and their results. */
export function LotteryTab() {
  const { services, inspect } = useAppServices();
  return (
    <LotteryListProvider client={services.client} inspect={inspect}>
      <LotteryList />
    </LotteryListProvider>
  );
}

export function LotteryList() {
  const { LL } = useI18nContext();
  const chart = useLotteryListActorRef();
  const entries = useLotteryListSelector(selectLotteryEntries);
  const loading = useLotteryListSelector(selectIsLoadingLotteryList);
  const failure = useLotteryListSelector(selectLotteryListFailure);
  const empty = useLotteryListSelector(selectIsLotteryListEmpty);
  const t = LL.lottery.tab;
  return (
    <>
      {loading && <Spinner label={t.loading()} inline />}
      {failure && (
        <>
          <p className="alert alert-error" role="alert">
            {messageForCode(LL, failure.code, { context: 'lottery' })}
          </p>
          <button type="button" onClick={() => chart.send({ type: 'list.retried' })}>
            {t.retry()}
          </button>
        </>
      )}
      {empty && <p>{t.empty()}</p>}
      {entries.length > 0 && (
        <ul className="member-reservations">
          {entries.map((entry) => (
            <LotteryEntryItem key={entry.entryNumber} entry={entry} />
          ))}
        </ul>
      )}
    </>
  );
}

function LotteryEntryItem({ entry }: { entry: LotteryEntry }) {
  const { LL, locale } = useI18nContext();
  const details = useAppHref(`/room-lottery/confirmation/${encodeURIComponent(entry.entryNumber)}`);
  const book = useAppHref(`/room-lottery/reservation-incomplete/${encodeURIComponent(entry.entryNumber)}`);
  const t = LL.lottery;
  return (
    <li data-testid="lottery-entry">
      <h3>{entry.event.name}</h3>
      <p>
        {entry.event.hotelName} · {entry.event.roomTypeName}
      </p>
      <p>
        {t.entry.number()}: <strong>{entry.entryNumber}</strong>
      </p>
      <p>
        {t.entry.stay({
          checkin: formatPlainDate(entry.checkinDate, locale),
          checkout: formatPlainDate(entry.checkoutDate, locale),
          nights: entry.nights,
        })}
      </p>
      <p>
        {t.entry.status()}: <strong data-testid="lottery-entry-status">{t.statuses[entry.status]()}</strong>
      </p>
      {entry.reservationNumber && (
        <p>
          {t.entry.reservation()}: {entry.reservationNumber}
        </p>
      )}
      <p>
        <Link href={details}>{t.tab.details()}</Link>
        {entry.status === 'winner_reservation_pending' && (
          <>
            {' '}
            · <Link href={book}>{t.tab.book()}</Link>
          </>
        )}
      </p>
    </li>
  );
}
