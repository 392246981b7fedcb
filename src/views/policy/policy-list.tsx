import { useI18nContext } from '../../../locales/i18n-react';

/** The fields of the schema's CancellationPolicy this list shows. */
export interface PolicyView {
  id: number;
  name: string;
  description: string;
  noShowPercentageOfCost: number;
  parts: readonly { daysBefore: number; hoursAfter: number; percentageOfCost: number }[];
}

/**
 * A tier starting this many days or more before check-in is in force from the moment of booking
 * (no check-in can be booked that far ahead): a non-refundable policy is stored as such a tier.
 */
const FROM_BOOKING_DAYS = 366;
const fromBooking = (part: { daysBefore: number }) => part.daysBefore >= FROM_BOOKING_DAYS;

/**
 * Cancellation policies with their tiers in words, earliest tier first (SPEC.md section 3). A tier
 * in force from booking reads so, and then nothing is said to be free before it.
 */
export function PolicyList({ policies }: { policies: readonly PolicyView[] }) {
  const { LL } = useI18nContext();
  if (policies.length === 0) return <p>{LL.policy.none()}</p>;
  return (
    <>
      {policies.map((policy) => (
        <section key={policy.id} className="panel" aria-labelledby={`policy-${policy.id}`}>
          <h2 id={`policy-${policy.id}`}>{policy.name}</h2>
          {policy.description && <p>{policy.description}</p>}
          <ul>
            {[...policy.parts]
              .sort((a, b) => b.daysBefore - a.daysBefore || a.hoursAfter - b.hoursAfter)
              .map((part) => (
                <li key={`${part.daysBefore}-${part.hoursAfter}`}>
                  {fromBooking(part)
                    ? LL.policy.tierFromBooking({ percentage: part.percentageOfCost })
                    : part.daysBefore === 0
                      ? LL.policy.tierSameDay({ hour: part.hoursAfter, percentage: part.percentageOfCost })
                      : LL.policy.tierDaysBefore({
                          days: part.daysBefore,
                          hour: part.hoursAfter,
                          percentage: part.percentageOfCost,
                        })}
                </li>
              ))}
            <li>{LL.policy.noShow({ percentage: policy.noShowPercentageOfCost })}</li>
          </ul>
          {policy.parts.length > 0 && !policy.parts.some(fromBooking) && <p>{LL.policy.free()}</p>}
        </section>
      ))}
      <p className="field-hint">{LL.policy.localTime()}</p>
    </>
  );
}
