import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../locales/i18n-react';
import { isMealBedOption } from '../../../contract/meal-bed-params';
import {
  selectAsksKidsAges,
  selectAsksKidsByTier,
  selectAsksKidsMealBed,
  selectKidsAgeOptions,
  selectKidsMealBedOptions,
  selectKidsSetting,
} from '../../../machines/search-extras/selectors';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import type { RoomGuests } from '../../../machines/search/search-criteria';
import { selectCriteriaErrors } from '../../../machines/search/selectors';
import { tierTotal } from '../../../machines/search/criteria-breadth';
import { formatMoney } from '../../format/money';
import { CountField } from './count-field';
import { useExtrasActor, type ExtrasActor } from './search-options-panels';

/**
 * The children of one room for a hotel that tiers them: by tier with a count per tier, by
 * age with a select per child, and in the extras mode a meal and bed option per child too.
 */

/** Children of one room by tier, replacing the plain children count for a hotel that tiers them. */
export function KidsTierSlot({
  room,
  index,
  onChange,
  fallback,
}: {
  room: RoomGuests;
  index: number;
  onChange: (patch: Partial<RoomGuests>) => void;
  fallback: ReactNode;
}) {
  const actor = useExtrasActor();
  if (!actor) return <>{fallback}</>;
  return <KidsTierFields actor={actor} room={room} index={index} onChange={onChange} fallback={fallback} />;
}

/**
 * Tier counts go to the search chart (`kids.tiersChanged`), which keeps the meal and bed options of
 * the children still there and leaves new children's unchosen; the view only renders its state.
 */
function KidsTierFields({
  actor,
  room,
  index,
  onChange,
  fallback,
}: {
  actor: ExtrasActor;
  room: RoomGuests;
  index: number;
  onChange: (patch: Partial<RoomGuests>) => void;
  fallback: ReactNode;
}) {
  const { LL, locale } = useI18nContext();
  const search = useSearchActorRef();
  const byTier = useSelector(actor, selectAsksKidsByTier);
  const byAge = useSelector(actor, selectAsksKidsAges);
  const ageOptions = useSelector(actor, selectKidsAgeOptions);
  const setting = useSelector(actor, selectKidsSetting);
  const asksMealBed = useSelector(actor, selectAsksKidsMealBed);
  if (byAge) return <KidsAgeFields room={room} index={index} onChange={onChange} ages={ageOptions} />;
  if (!byTier) return <>{fallback}</>;
  const number = index + 1;
  const counts = room.kidsTiers ?? {};
  const setCount = (code: string, value: number) =>
    search.send({
      type: 'kids.tiersChanged',
      room: index,
      kidsTiers: { ...counts, [code]: Number.isFinite(value) ? Math.max(0, value) : 0 },
    });
  return (
    <fieldset className="kids-tiers">
      <legend>{LL.searchMore.kids.legend({ room: number })}</legend>
      {setting.tiers.map((tier) => (
        <CountField
          key={tier.code}
          id={`room-${number}-tier-${tier.code}`}
          label={LL.searchMore.kids.count({ tier: tier.name, room: number })}
          value={counts[tier.code] ?? 0}
          min={0}
          hint={[
            tier.nightlyPrice > 0
              ? LL.searchMore.kids.price({ price: formatMoney(tier.nightlyPrice, setting.currency, locale) })
              : LL.searchMore.kids.free(),
            tier.companion ? LL.searchMore.kids.companion() : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          onChange={(value) => setCount(tier.code, value)}
        />
      ))}
      <p className="hint" aria-live="polite">
        {LL.searchMore.kids.total({ count: tierTotal(counts) })}
      </p>
      {asksMealBed && <KidsMealBedFields room={room} index={index} actor={actor} />}
    </fieldset>
  );
}

/**
 * Extras mode (SPEC.md section 3): the meal and bed option of each child, with its nightly price. A
 * child without one shows the placeholder; once a search was refused for it, its select is invalid
 * and described by the message, as the search bar's other field errors are.
 */
function KidsMealBedFields({ actor, room, index }: { actor: ExtrasActor; room: RoomGuests; index: number }) {
  const { LL, locale } = useI18nContext();
  const search = useSearchActorRef();
  const refused = useSearchSelector(selectCriteriaErrors).includes('meal_bed_unchosen');
  const options = useSelector(actor, selectKidsMealBedOptions);
  const currency = useSelector(actor, selectKidsSetting).currency;
  const number = index + 1;
  const chosen = room.kidsMealBed ?? [];
  return (
    <>
      {chosen.map((value, child) => {
        const id = `room-${number}-child-${child + 1}-meal-bed`;
        const invalid = refused && value === null;
        return (
          <div className="field" key={child}>
            <label htmlFor={id}>{LL.searchMore.kids.mealBed({ child: child + 1, room: number })}</label>
            <select
              id={id}
              required
              value={value ?? ''}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => {
                const option = event.target.value;
                if (isMealBedOption(option)) search.send({ type: 'kids.mealBedChosen', room: index, child, option });
              }}
            >
              <option value="" disabled>
                {LL.searchMore.kids.chooseMealBed()}
              </option>
              {options.map((option) => (
                <option key={option.option} value={option.option}>
                  {LL.searchMore.kids.mealBedOption({
                    name: LL.searchMore.kids.mealBedOptions[option.option](),
                    price: formatMoney(option.nightlyPrice, currency, locale),
                  })}
                </option>
              ))}
            </select>
            {invalid && (
              <p id={`${id}-error`} className="field-error">
                {LL.criteriaError.meal_bed_unchosen()}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}

/** Ages mode: how many children, then the age of each one (a select per child). */
function KidsAgeFields({
  room,
  index,
  onChange,
  ages,
}: {
  room: RoomGuests;
  index: number;
  onChange: (patch: Partial<RoomGuests>) => void;
  ages: number[];
}) {
  const { LL } = useI18nContext();
  const number = index + 1;
  const given = room.kidsAges ?? [];
  const setCount = (count: number) => {
    const children = Number.isFinite(count) ? Math.max(0, count) : 0;
    // Ages kept for the children still there; a new child's age is chosen next (NaN until then).
    onChange({ children, kidsAges: Array.from({ length: children }, (_, i) => given[i] ?? Number.NaN) });
  };
  return (
    <fieldset className="kids-ages">
      <legend>{LL.searchMore.kids.agesLegend({ room: number })}</legend>
      <CountField
        id={`room-${number}-children`}
        label={LL.searchAvailability.guestsPerRoom.children({ index: number })}
        value={room.children}
        min={0}
        onChange={setCount}
      />
      {Array.from({ length: Number.isFinite(room.children) ? room.children : 0 }, (_, child) => (
        <div className="field" key={child}>
          <label htmlFor={`room-${number}-child-${child + 1}-age`}>
            {LL.searchMore.kids.age({ child: child + 1, room: number })}
          </label>
          <select
            id={`room-${number}-child-${child + 1}-age`}
            required
            value={Number.isFinite(given[child]) ? String(given[child]) : ''}
            onChange={(event) =>
              onChange({ kidsAges: given.map((age, i) => (i === child ? Number(event.target.value) : age)) })
            }
          >
            <option value="" disabled>
              {LL.searchMore.kids.chooseAge()}
            </option>
            {ages.map((age) => (
              <option key={age} value={age}>
                {LL.searchMore.kids.years({ age })}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
