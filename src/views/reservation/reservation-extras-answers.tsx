import { useI18nContext } from '../../../locales/i18n-react';
import { listOf } from '../../../machines/locale/locale-traits';
import type { ReservationDetails as Details } from '../../../machines/reservation/context';
import { formatMoney } from '../../format/money';
import { formatPlainDate } from '../../format/dates';

/** The extras booked and the answers given, on the confirmation and manage pages. */
export function ReservationExtrasAndAnswers({
  reservation,
  headingLevel,
}: {
  reservation: Details;
  headingLevel: 2 | 3;
}) {
  const { LL, locale } = useI18nContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const extras = reservation.extras ?? [];
  const answers = (reservation.answers ?? []).filter((a) => a.answerType !== 'none');
  return (
    <>
      {extras.length > 0 && (
        <section aria-labelledby="reservation-extras-heading">
          <Heading id="reservation-extras-heading">{LL.extras.confirmationHeading()}</Heading>
          <ul>
            {extras.map((line) => (
              <li key={`${line.extraId}-${line.date ?? ''}`}>
                {LL.extras.summaryLine({ name: line.name, quantity: line.quantity })}
                {line.date ? ` (${formatPlainDate(line.date, locale)})` : ''} · {money(line.price)}
              </li>
            ))}
          </ul>
          <p>
            {LL.extras.confirmationTotal()}: {money(reservation.totalExtraPrice ?? 0)}
          </p>
        </section>
      )}
      {answers.length > 0 && (
        <section aria-labelledby="reservation-answers-heading">
          <Heading id="reservation-answers-heading">{LL.questions.answersHeading()}</Heading>
          <dl className="summary">
            {answers.map((answer) => (
              <div key={answer.questionId}>
                <dt>{answer.title}</dt>
                <dd>
                  {answer.answerType === 'date' && answer.answer
                    ? formatPlainDate(answer.answer, locale)
                    : answer.answer}
                  {listOf(
                    answer.options.map((o) => o.label),
                    locale,
                  )}
                  {answer.attachments.length > 0 && (
                    <ul className="file-previews">
                      {answer.attachments.map((file) => (
                        <li key={file.id}>
                          {file.url ? (
                            <a href={file.url} target="_blank" rel="noreferrer">
                              <img
                                src={file.url}
                                alt={LL.questions.attachment({ name: file.fileName })}
                                width={64}
                                height={64}
                              />
                            </a>
                          ) : (
                            file.fileName
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
