import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  BUDGET_CURRENCIES,
  MAX_NIGHTS,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_ROOMS,
  STAY_FEATURES,
  type BudgetCurrency,
  type MealOption,
} from '../../../contract/hotel-search-intent';
import {
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  type CriteriaEdit,
  type CriteriaProblem,
} from '../../../machines/ai-search/criteria';
import { searchExamples } from '../../../machines/ai-search/examples';
import { AiSearchProvider, useAiSearchActorRef, useAiSearchSelector } from '../../../machines/ai-search/provider';
import {
  selectAiAreaChoices,
  selectAiCriteria,
  selectAiCriteriaProblems,
  selectAiFailure,
  selectAiInterpretedBy,
  selectAiInterpretedQuery,
  selectAiInterpreting,
  selectAiNoResult,
  selectAiQuery,
  selectAiQueryRefused,
  selectAiReviewing,
  selectAiStay,
  selectAiToday,
} from '../../../machines/ai-search/selectors';
import { useAppServices } from '../../app/services-context';
import { formatStayDates } from '../../format/dates';
import { appLocaleOf } from '../../i18n/locale';
import { messageForCode } from '../../i18n/messages';
import './ai-search-home.css';

/**
 * The agency home (`/` in agency mode): the AI search. The guest writes the stay they want; the
 * criteria it was read as are shown to correct; then the hotel search opens with them.
 */
export function AiSearchHome() {
  const { services, inspect } = useAppServices();
  const { locale } = useI18nContext();
  const query = new URLSearchParams(useSearch()).get('q');
  // The chart starts once; a later language switch is sent to it as an event. Today comes from the server.
  const input = useMemo(
    () => ({ uiLanguage: appLocaleOf(locale), currency: 'JPY' as BudgetCurrency, query }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <AiSearchProvider
      client={services.client}
      input={input}
      inspect={inspect}
      onSearch={(path) => services.navigate(path)}
    >
      <AiSearchPanel />
    </AiSearchProvider>
  );
}

function AiSearchPanel() {
  const { LL, locale } = useI18nContext();
  const t = LL.aiSearch;
  const flow = useAiSearchActorRef();
  const uiLanguage = appLocaleOf(locale);
  const query = useAiSearchSelector(selectAiQuery);
  const refused = useAiSearchSelector(selectAiQueryRefused);
  const busy = useAiSearchSelector(selectAiInterpreting);
  const noResult = useAiSearchSelector(selectAiNoResult);
  const failure = useAiSearchSelector(selectAiFailure);
  const reviewing = useAiSearchSelector(selectAiReviewing);
  const queryId = useId();
  const refusalId = `${queryId}-refused`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'query.submitted' });
  };

  return (
    <div className="ai-search">
      <section className="ai-search-hero" aria-labelledby="ai-search-heading">
        <h1 id="ai-search-heading">{t.heading()}</h1>
        <p className="ai-search-intro">{t.intro()}</p>
        <form className="ai-search-form" onSubmit={submit} role="search">
          <label htmlFor={queryId} className="ai-search-label">
            {t.queryLabel()}
          </label>
          <div className="ai-search-box">
            {/* dir="auto": a search typed (or an example shown) in English keeps its word order on a right-to-left page. */}
            <textarea
              dir="auto"
              id={queryId}
              name="q"
              rows={2}
              value={query}
              maxLength={MAX_QUERY_LENGTH * 2}
              placeholder={searchExamples(uiLanguage)[0]}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? refusalId : undefined}
              onChange={(event) => flow.send({ type: 'query.changed', query: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  flow.send({ type: 'query.submitted' });
                }
              }}
            />
            <button type="submit" className="primary ai-search-submit" aria-disabled={busy || undefined}>
              <SparkIcon />
              <span>{t.submit()}</span>
            </button>
          </div>
          {refused && (
            <p id={refusalId} className="field-error" role="alert">
              {refused === 'empty' ? t.queryEmpty() : t.queryTooLong({ max: MAX_QUERY_LENGTH })}
            </p>
          )}
          <p className="ai-search-languages">{t.languagesHint()}</p>
        </form>
        <div className="ai-search-examples">
          <span id={`${queryId}-examples`}>{t.examplesLabel()}</span>
          <ul aria-labelledby={`${queryId}-examples`}>
            {searchExamples(uiLanguage).map((example) => (
              <li key={example}>
                <button
                  type="button"
                  dir="auto"
                  className="ai-search-example"
                  onClick={() => flow.send({ type: 'example.chosen', query: example })}
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div aria-live="polite" className="ai-search-status">
        {busy && <ReadingSkeleton label={t.reading()} />}
        {noResult && (
          <div className="alert alert-warning" role="alert">
            <p className="ai-search-alert-title">{t.noResult()}</p>
            <p>{t.noResultHint()}</p>
            <button type="button" className="link-button" onClick={() => flow.send({ type: 'criteria.manual' })}>
              {t.searchByHand()}
            </button>
          </div>
        )}
        {failure && (
          <div className="alert alert-error" role="alert">
            <p>{messageForCode(LL, failure.code)}</p>
            <div className="actions">
              <button type="button" onClick={() => flow.send({ type: 'retry' })}>
                {t.retry()}
              </button>
              <button type="button" className="link-button" onClick={() => flow.send({ type: 'criteria.manual' })}>
                {t.searchByHand()}
              </button>
            </div>
          </div>
        )}
      </div>

      {reviewing && !busy && <CriteriaForm />}
      {!reviewing && !busy && !noResult && !failure && (
        <p className="ai-search-manual">
          <button type="button" className="link-button" onClick={() => flow.send({ type: 'criteria.manual' })}>
            {t.searchByHand()}
          </button>
        </p>
      )}
    </div>
  );
}

function ReadingSkeleton({ label }: { label: string }) {
  return (
    <div className="ai-search-skeleton panel" role="status">
      <span className="visually-hidden">{label}</span>
      <p aria-hidden="true" className="ai-search-reading">
        {label}
      </p>
      <div aria-hidden="true" className="ai-search-skeleton-grid">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="skeleton-block shimmer" />
        ))}
      </div>
    </div>
  );
}

const MEALS: readonly (MealOption | null)[] = [null, 'breakfast', 'dinner', 'breakfast_and_dinner', 'room_only'];

function CriteriaForm() {
  const { LL, locale } = useI18nContext();
  const t = LL.aiSearch;
  const flow = useAiSearchActorRef();
  const criteria = useAiSearchSelector(selectAiCriteria);
  const problems = useAiSearchSelector(selectAiCriteriaProblems);
  const areas = useAiSearchSelector(selectAiAreaChoices);
  const interpretedQuery = useAiSearchSelector(selectAiInterpretedQuery);
  const interpretedBy = useAiSearchSelector(selectAiInterpretedBy);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the words are read, the guest (and a screen reader) is taken to what they were read as.
  useEffect(() => {
    if (!interpretedQuery) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [interpretedQuery]);
  const edit = (change: CriteriaEdit) => flow.send({ type: 'criteria.edited', edit: change });
  const problemOf = (...codes: CriteriaProblem[]) => problems.find((problem) => codes.includes(problem));
  const problemText = (problem: CriteriaProblem): string => {
    switch (problem) {
      case 'checkin_invalid':
        return t.problem_checkin_invalid();
      case 'checkin_past':
        return t.problem_checkin_past();
      case 'nights_invalid':
        return t.problem_nights_invalid({ max: MAX_NIGHTS });
      case 'adults_invalid':
        return t.problem_adults_invalid({ max: MAX_ADULTS });
      case 'rooms_invalid':
        return t.problem_rooms_invalid({ max: MAX_SEARCH_ROOMS });
      case 'rooms_above_adults':
        return t.problem_rooms_above_adults();
      case 'child_age_missing':
        return t.problem_child_age_missing();
      case 'budget_invalid':
        return t.problem_budget_invalid();
    }
  };
  const mealName = (meal: MealOption | null) =>
    meal === 'breakfast'
      ? t.mealBreakfast()
      : meal === 'dinner'
        ? t.mealDinner()
        : meal === 'breakfast_and_dinner'
          ? t.mealBoth()
          : meal === 'room_only'
            ? t.mealNone()
            : t.mealAny();
  const stay = useAiSearchSelector(selectAiStay);
  const today = useAiSearchSelector(selectAiToday);

  const field = (name: string) => `${id}-${name}`;
  const errorFor = (name: string, problem: CriteriaProblem | undefined) =>
    problem ? (
      <p id={`${field(name)}-error`} className="field-error">
        {problemText(problem)}
      </p>
    ) : null;
  const described = (name: string, problem: CriteriaProblem | undefined) =>
    problem ? { 'aria-invalid': true as const, 'aria-describedby': `${field(name)}-error` } : {};
  const numberValue = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  return (
    <form
      className="ai-criteria panel"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'criteria.submitted' });
      }}
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {interpretedQuery ? t.understood() : t.manualHeading()}
      </h2>
      {interpretedQuery && (
        <p className="ai-criteria-from">
          <q dir="auto">{interpretedQuery}</q>
          <span className="ai-criteria-by">{interpretedBy === 'language_model' ? t.byModel() : t.byBuiltIn()}</span>
        </p>
      )}
      {interpretedQuery && <p className="field-hint">{t.understoodHint()}</p>}
      {problems.length > 0 && (
        <ul className="alert alert-error ai-criteria-problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problemText(problem)}</li>
          ))}
        </ul>
      )}

      <div className="ai-criteria-grid">
        <div className="field ai-criteria-area">
          <label htmlFor={field('area')}>{t.area()}</label>
          <select
            id={field('area')}
            value={criteria.area ?? ''}
            onChange={(event) => edit({ field: 'area', value: event.target.value || null })}
          >
            <option value="">{t.anywhere()}</option>
            {areas.map((area) => (
              <option key={area.code} value={area.code}>{`${'\u2003'.repeat(area.depth)}${area.name}`}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('checkin')}>{t.checkin()}</label>
          <input
            id={field('checkin')}
            type="date"
            min={today ?? undefined}
            value={criteria.checkin}
            onChange={(event) => edit({ field: 'checkin', value: event.target.value })}
            {...described('checkin', problemOf('checkin_invalid', 'checkin_past'))}
          />
          {errorFor('checkin', problemOf('checkin_invalid', 'checkin_past'))}
        </div>
        <div className="field">
          <label htmlFor={field('nights')}>{t.nights()}</label>
          <input
            id={field('nights')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_NIGHTS}
            value={Number.isNaN(criteria.nights) ? '' : criteria.nights}
            onChange={(event) => edit({ field: 'nights', value: numberValue(event.target.value) })}
            {...described('nights', problemOf('nights_invalid'))}
          />
          {stay && <p className="field-hint">{t.stayDates({ dates: formatStayDates(stay, locale) })}</p>}
          {errorFor('nights', problemOf('nights_invalid'))}
        </div>
        <div className="field">
          <label htmlFor={field('adults')}>{t.adults()}</label>
          <input
            id={field('adults')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADULTS}
            value={Number.isNaN(criteria.adults) ? '' : criteria.adults}
            onChange={(event) => edit({ field: 'adults', value: numberValue(event.target.value) })}
            {...described('adults', problemOf('adults_invalid'))}
          />
          {errorFor('adults', problemOf('adults_invalid'))}
        </div>
        <div className="field">
          <label htmlFor={field('children')}>{t.children()}</label>
          <input
            id={field('children')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            value={criteria.childAges.length}
            onChange={(event) => edit({ field: 'childCount', value: Number(event.target.value) || 0 })}
          />
        </div>
        <div className="field">
          <label htmlFor={field('rooms')}>{t.rooms()}</label>
          <input
            id={field('rooms')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SEARCH_ROOMS}
            value={Number.isNaN(criteria.rooms) ? '' : criteria.rooms}
            onChange={(event) => edit({ field: 'rooms', value: numberValue(event.target.value) })}
            {...described('rooms', problemOf('rooms_invalid', 'rooms_above_adults'))}
          />
          {errorFor('rooms', problemOf('rooms_invalid', 'rooms_above_adults'))}
        </div>
      </div>

      {criteria.childAges.length > 0 && (
        <div className="ai-criteria-ages">
          {criteria.childAges.map((age, index) => {
            const missing = problems.includes('child_age_missing') && age === null;
            return (
              <div className="field" key={index}>
                <label htmlFor={field(`age-${index}`)}>{t.childAge({ n: index + 1 })}</label>
                <select
                  id={field(`age-${index}`)}
                  value={age ?? ''}
                  aria-invalid={missing || undefined}
                  onChange={(event) =>
                    edit({
                      field: 'childAge',
                      index,
                      value: event.target.value === '' ? null : Number(event.target.value),
                    })
                  }
                >
                  <option value="">{t.chooseAge()}</option>
                  {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, years) => (
                    <option key={years} value={years}>
                      {t.ageYears({ age: years })}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      )}

      <fieldset className="ai-criteria-budget">
        <legend>{t.budget()}</legend>
        <div className="ai-criteria-budget-row">
          <input
            aria-label={t.budget()}
            type="number"
            inputMode="decimal"
            min={1}
            value={criteria.budgetMax === null || Number.isNaN(criteria.budgetMax) ? '' : criteria.budgetMax}
            onChange={(event) =>
              edit({ field: 'budgetMax', value: event.target.value.trim() === '' ? null : Number(event.target.value) })
            }
            {...described('budget', problemOf('budget_invalid'))}
          />
          <select
            aria-label={t.currency()}
            value={criteria.budgetCurrency}
            onChange={(event) => edit({ field: 'budgetCurrency', value: event.target.value as BudgetCurrency })}
          >
            {BUDGET_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          <select
            aria-label={t.budget()}
            value={criteria.budgetPer}
            onChange={(event) => edit({ field: 'budgetPer', value: event.target.value === 'stay' ? 'stay' : 'night' })}
          >
            <option value="night">{t.perNight()}</option>
            <option value="stay">{t.perStay()}</option>
          </select>
        </div>
        <p className="field-hint">{t.budgetHint()}</p>
        {errorFor('budget', problemOf('budget_invalid'))}
      </fieldset>

      <div className="field ai-criteria-meal">
        <label htmlFor={field('meal')}>{t.meal()}</label>
        <select
          id={field('meal')}
          value={criteria.meal ?? ''}
          onChange={(event) => edit({ field: 'meal', value: (event.target.value || null) as MealOption | null })}
        >
          {MEALS.map((meal) => (
            <option key={meal ?? 'any'} value={meal ?? ''}>
              {mealName(meal)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="ai-criteria-features">
        <legend>{t.features()}</legend>
        <ul>
          {STAY_FEATURES.map((feature) => (
            <li key={feature}>
              <label className="ai-feature-chip">
                <input
                  type="checkbox"
                  checked={criteria.features.includes(feature)}
                  onChange={(event) => edit({ field: 'feature', value: feature, on: event.target.checked })}
                />
                <span>{t[`feature_${feature}`]()}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="actions">
        <button type="submit" className="primary ai-criteria-search">
          {t.search()}
        </button>
      </div>
    </form>
  );
}

function SparkIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor" focusable="false">
      <path d="M12 2l1.8 5.2L19 9l-5.2 1.8L12 16l-1.8-5.2L5 9l5.2-1.8L12 2zm7 11l.9 2.6 2.6.9-2.6.9L19 20l-.9-2.6-2.6-.9 2.6-.9L19 13zM5 14l.7 1.8 1.8.7-1.8.7L5 19l-.7-1.8-1.8-.7 1.8-.7L5 14z" />
    </svg>
  );
}
