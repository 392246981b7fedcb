import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../locales/i18n-react';
import { MAX_ATTACHMENTS, MAX_TEXT_ANSWER_LENGTH, MAX_TEXTAREA_ANSWER_LENGTH } from '../../../contract/extras-summary';
import { useBookingSelector } from '../../../machines/booking/provider';
import { selectSelectionTotal } from '../../../machines/booking/selectors';
import {
  selectExtrasQuestionsRef,
  selectExtrasSummaryLines,
  sameExtrasSummary,
} from '../../../machines/booking/extras-questions/booking-selectors';
import type {
  AnswerErrorCode,
  AskedQuestion,
  OfferedExtra,
  UploadedFile,
} from '../../../machines/booking/extras-questions/offer';
import {
  selectAnswer,
  selectAnswerErrors,
  selectCanChoose,
  selectCanRetryOffer,
  selectHasOffer,
  selectIsLoadingOffer,
  selectIsUploading,
  selectLoadFailure,
  selectOfferedExtras,
  selectQuestions,
  selectRefusal,
  selectUnitsOf,
} from '../../../machines/booking/extras-questions/selectors';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { formatDayAndTime, formatPlainDate } from '../../format/dates';
import { Spinner } from '../../shell/spinner';
import { Money, useMoneyText } from '../currency/money';
import { ExtraDateCalendar } from './extra-date-calendar';
import { QuantityField, type ExtrasStepRef } from './extra-quantity-field';
import './extras-questions.css';
import { messageForCode } from '../../i18n/messages';

type StepRef = ExtrasStepRef;

/**
 * Extras and additional questions of the extras screen (step 0 sub-step, SPEC.md section 2), run
 * by the extras-questions child chart; Next checks the answers.
 */
export function ExtrasQuestionsSections() {
  const ref = useBookingSelector(selectExtrasQuestionsRef) as StepRef | undefined;
  if (!ref) return null;
  return <Sections actor={ref} />;
}

function Sections({ actor }: { actor: StepRef }) {
  const { LL } = useI18nContext();
  const loading = useSelector(actor, selectIsLoadingOffer);
  const loadFailure = useSelector(actor, selectLoadFailure);
  const canRetry = useSelector(actor, selectCanRetryOffer);
  const hasOffer = useSelector(actor, selectHasOffer);
  const refusal = useSelector(actor, selectRefusal);
  if (loading) return <Spinner label={LL.extras.loading()} inline />;
  if (loadFailure) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{LL.extras.loadFailed()}</p>
        {canRetry && (
          <button type="button" onClick={() => actor.send({ type: 'offer.retried' })}>
            {LL.extras.retry()}
          </button>
        )}
      </div>
    );
  }
  if (!hasOffer) return null;
  return (
    <>
      {refusal && (
        <p className="alert alert-error" role="alert">
          {messageForCode(LL, refusal.code, { context: 'extras' })}
        </p>
      )}
      <ExtrasSection actor={actor} />
      <QuestionsSection actor={actor} />
    </>
  );
}

function ExtrasSection({ actor }: { actor: StepRef }) {
  const { LL } = useI18nContext();
  const extras = useSelector(actor, selectOfferedExtras);
  if (extras.length === 0) return null;
  return (
    <fieldset className="extras-step">
      <legend>
        <h3 id="extras-heading">{LL.extras.heading()}</h3>
      </legend>
      <p className="field-hint">{LL.extras.intro()}</p>
      <ul className="extras-list">
        {extras.map((extra) => (
          <ExtraItem key={extra.id} actor={actor} extra={extra} />
        ))}
      </ul>
    </fieldset>
  );
}

function ExtraItem({ actor, extra }: { actor: StepRef; extra: OfferedExtra }) {
  const { LL, locale } = useI18nContext();
  const settings = useInitSelector(selectSettings);
  const currency = settings?.currency ?? 'JPY';
  const money = useMoneyText();
  const units = useSelector(actor, selectUnitsOf(extra.id));
  const headingId = `extra-${extra.id}-name`;
  const limits = [
    LL.extras.limits({ min: extra.minQuantity, max: extra.maxQuantity }),
    ...(typeof extra.purchaseLimit === 'number' ? [LL.extras.purchaseLimit({ limit: extra.purchaseLimit })] : []),
    ...(typeof extra.inventory === 'number'
      ? [extra.inventory > 0 ? LL.extras.left({ count: extra.inventory }) : LL.extras.soldOut()]
      : []),
  ].join(' · ');
  return (
    <li className="extra-item" aria-labelledby={headingId}>
      <h4 id={headingId}>{extra.name}</h4>
      <p>{extra.description}</p>
      <p className="field-hint">
        {extra.extraType === 'generic'
          ? LL.extras.unitPrice({ price: money(extra.price, currency) })
          : LL.extras.datedHint()}{' '}
        · {limits} ·{' '}
        {LL.extras.deadline({
          // The hotel's own clock, like every other time of the stay.
          deadline: formatDayAndTime(extra.orderDeadline, locale, settings?.timeZone, { withYear: true }),
        })}
      </p>
      {extra.extraType === 'generic' ? (
        <QuantityField
          actor={actor}
          extra={extra}
          date={null}
          label={LL.extras.quantityFor({ name: extra.name })}
          soldOut={extra.inventory === 0}
        />
      ) : (
        <ExtraDateCalendar actor={actor} extra={extra} currency={currency} />
      )}
      {units > 0 && (
        <p className="visually-hidden" aria-live="polite">
          {LL.extras.summaryLine({ name: extra.name, quantity: units })}
        </p>
      )}
    </li>
  );
}

function QuestionsSection({ actor }: { actor: StepRef }) {
  const { LL } = useI18nContext();
  const questions = useSelector(actor, selectQuestions);
  const uploading = useSelector(actor, selectIsUploading);
  if (questions.length === 0) return null;
  return (
    <fieldset className="questions-step">
      <legend>
        <h3>{LL.questions.heading()}</h3>
      </legend>
      {questions.map((question) => (
        <QuestionField key={question.id} actor={actor} question={question} />
      ))}
      {uploading && <Spinner label={LL.questions.uploading()} inline />}
    </fieldset>
  );
}

function QuestionField({ actor, question }: { actor: StepRef; question: AskedQuestion }) {
  const { LL } = useI18nContext();
  const answer = useSelector(actor, selectAnswer(question.id));
  const errors = useSelector(actor, selectAnswerErrors);
  const canChoose = useSelector(actor, selectCanChoose);
  const id = `question-${question.id}`;
  const error = errors[question.id];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [question.description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      {question.title} <small>({question.required ? LL.questions.required() : LL.questions.optional()})</small>
    </>
  );
  const hint = question.description ? (
    <p id={hintId} className="field-hint">
      {question.description}
    </p>
  ) : null;
  const message = error ? (
    <p id={errorId} className="field-error" role="alert">
      {errorText(LL, error)}
    </p>
  ) : null;
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': question.required || undefined,
    disabled: !canChoose,
  } as const;

  if (question.answerType === 'none') {
    return (
      <p className="alert alert-info" role="note">
        <strong>{LL.questions.notice()}:</strong> {question.title}
      </p>
    );
  }
  if (question.answerType === 'single_option' || question.answerType === 'multiple_options') {
    const single = question.answerType === 'single_option';
    return (
      <fieldset className="field" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend>{label}</legend>
        {hint}
        {question.options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = answer.options.includes(option.value);
          return (
            <div key={option.value} className="checkbox">
              <input
                id={optionId}
                type={single ? 'radio' : 'checkbox'}
                name={id}
                checked={checked}
                disabled={!canChoose}
                onChange={(event) => {
                  const next = single
                    ? [option.value]
                    : event.target.checked
                      ? [...answer.options, option.value]
                      : answer.options.filter((o) => o !== option.value);
                  actor.send({ type: 'answer.optionsChanged', questionId: question.id, options: next });
                }}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
        {message}
      </fieldset>
    );
  }
  if (question.answerType === 'file')
    return (
      <FileQuestion
        actor={actor}
        question={question}
        label={label}
        hint={hint}
        message={message}
        describedBy={describedBy}
      />
    );
  const setText = (text: string) => actor.send({ type: 'answer.textChanged', questionId: question.id, text });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint}
      {question.answerType === 'textarea' ? (
        <textarea
          id={id}
          rows={3}
          maxLength={MAX_TEXTAREA_ANSWER_LENGTH}
          value={answer.text}
          onChange={(e) => setText(e.target.value)}
          {...common}
        />
      ) : question.answerType === 'date' ? (
        <input id={id} type="date" value={answer.text} onChange={(e) => setText(e.target.value)} {...common} />
      ) : (
        <input
          id={id}
          type="text"
          maxLength={MAX_TEXT_ANSWER_LENGTH}
          value={answer.text}
          onChange={(e) => setText(e.target.value)}
          {...common}
        />
      )}
      {message}
    </div>
  );
}

function errorText(LL: ReturnType<typeof useI18nContext>['LL'], code: AnswerErrorCode): string {
  switch (code) {
    case 'required':
      return LL.questions.errorRequired();
    case 'tooLong':
      return LL.questions.errorTooLong({ max: MAX_TEXT_ANSWER_LENGTH });
    case 'badDate':
      return LL.questions.errorBadDate();
    case 'tooManyFiles':
      return LL.questions.errorTooManyFiles({ max: MAX_ATTACHMENTS });
    case 'fileTooLarge':
      return LL.questions.errorFileTooLarge();
    case 'uploadPending':
      return LL.questions.errorUploadPending();
    default:
      return LL.questions.errorUploadFailed();
  }
}

function FileQuestion({
  actor,
  question,
  label,
  hint,
  message,
  describedBy,
}: {
  actor: StepRef;
  question: AskedQuestion;
  label: React.ReactNode;
  hint: React.ReactNode;
  message: React.ReactNode;
  describedBy: string | undefined;
}) {
  const { LL } = useI18nContext();
  const answer = useSelector(actor, selectAnswer(question.id));
  const canChoose = useSelector(actor, selectCanChoose);
  const id = `question-${question.id}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint}
      <p id={`${id}-files-hint`} className="field-hint">
        {LL.questions.filesHint({ max: MAX_ATTACHMENTS })}
      </p>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        disabled={!canChoose || answer.files.length >= MAX_ATTACHMENTS}
        aria-describedby={[describedBy, `${id}-files-hint`].filter(Boolean).join(' ')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) actor.send({ type: 'answer.filesAdded', questionId: question.id, files });
          event.target.value = '';
        }}
      />
      {answer.files.length > 0 && (
        <ul className="file-previews" aria-label={LL.questions.filesList()}>
          {answer.files.map((file) => (
            <FilePreview
              key={file.localId}
              file={file}
              onRemove={() =>
                actor.send({ type: 'answer.fileRemoved', questionId: question.id, localId: file.localId })
              }
            />
          ))}
        </ul>
      )}
      {message}
    </div>
  );
}

function FilePreview({ file, onRemove }: { file: UploadedFile; onRemove: () => void }) {
  const { LL } = useI18nContext();
  const [url, setUrl] = useState<string | null>(null);
  // A local preview of the picked image; released when it goes away.
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.file]);
  const status = useMemo(() => {
    if (file.status === 'pending') return LL.questions.uploading();
    if (file.status === 'uploaded') return LL.questions.uploaded();
    return LL.questions.uploadFailed({
      reason: file.failureCode === '1251' ? LL.questions.upload1251() : LL.questions.uploadNetwork(),
    });
  }, [file.status, file.failureCode, LL]);
  return (
    <li className={`file-preview file-${file.status}`}>
      {url && <img src={url} alt={LL.questions.preview({ name: file.fileName })} width={64} height={64} />}
      <span>{file.fileName}</span> <span role="status">{status}</span>{' '}
      <button type="button" onClick={onRemove}>
        {LL.questions.remove({ name: file.fileName })}
      </button>
    </li>
  );
}

/**
 * The picked extras, one line each. Their total and the total with the rooms are the price summary
 * below it, quoted by the API with these extras (machines/booking/price-check.ts).
 */
export function ExtrasSummary() {
  const { LL, locale } = useI18nContext();
  const summary = useBookingSelector(selectExtrasSummaryLines, sameExtrasSummary);
  const currency = useBookingSelector(selectSelectionTotal)?.currency ?? null;
  if (!summary || !currency) return null;
  return (
    <section aria-labelledby="extras-summary-heading">
      <h3 id="extras-summary-heading">{LL.extras.summaryHeading()}</h3>
      <ul>
        {summary.lines.map((line) => (
          <li key={line.key}>
            {LL.extras.summaryLine({ name: line.name, quantity: line.quantity })}
            {line.date ? ` (${formatPlainDate(line.date, locale)})` : ''}
            {' · '}
            <Money amount={line.price} currency={currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}
