import { Link } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { useLotteryEntryActorRef, useLotteryEntrySelector } from '../../../machines/lottery-entry/provider';
import {
  selectInProgressEntries,
  selectIsCancellingInProgress,
  selectIsConfirmingReplace,
  selectKeptInProgress,
} from '../../../machines/lottery-entry/selectors';
import { useAppHref } from '../../routing/links';
import { formatPlainDate } from '../../format/dates';

/**
 * SPEC.md section 4: starting another lottery entry while one is in progress cancels the one in
 * progress, but only after the member agrees. Shown by the lottery entry chart's consent state.
 */
export function LotteryReplaceConsent() {
  const { LL, locale } = useI18nContext();
  const chart = useLotteryEntryActorRef();
  const confirming = useLotteryEntrySelector(selectIsConfirmingReplace);
  const cancelling = useLotteryEntrySelector(selectIsCancellingInProgress);
  const kept = useLotteryEntrySelector(selectKeptInProgress);
  const entries = useLotteryEntrySelector(selectInProgressEntries);
  const myEntries = useAppHref('/my-account/reservations?tab=lottery');
  const t = LL.lottery.replace;
  if (kept) {
    return (
      <div className="lottery-replace">
        <p role="status">{t.kept()}</p>
        <Link href={myEntries}>{t.myEntries()}</Link>
      </div>
    );
  }
  if (!confirming) return null;
  return (
    <div className="lottery-replace" role="group" aria-labelledby="lottery-replace-heading">
      <h2 id="lottery-replace-heading">{t.heading()}</h2>
      <p id="lottery-replace-explain">{t.explain()}</p>
      <ul>
        {entries.map((e) => (
          <li key={e.entryNumber} data-testid="lottery-in-progress">
            {t.entry({
              event: e.event.name,
              number: e.entryNumber,
              checkin: formatPlainDate(e.checkinDate, locale),
              checkout: formatPlainDate(e.checkoutDate, locale),
            })}
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" disabled={cancelling} onClick={() => chart.send({ type: 'replace.declined' })}>
          {t.decline()}
        </button>
        <button
          type="button"
          className="primary"
          aria-describedby="lottery-replace-explain"
          disabled={cancelling}
          onClick={() => chart.send({ type: 'replace.accepted' })}
        >
          {cancelling ? t.cancelling() : t.accept()}
        </button>
      </div>
    </div>
  );
}
