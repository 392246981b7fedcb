import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { additionalQuestions, extras } from '../db/schema-extras';
import type { Queryable } from '../db/transactions';

/**
 * Whether the hotel sells any extra or asks any question today (an active extra not past its sale
 * end, an active question not past its display end): then every booking shows an Extras step, so
 * the stepper numbers the same steps on every page from the first visit on.
 */
export async function sellsExtras(db: Queryable, hotelId: number, today: string): Promise<boolean> {
  const [extra] = await db
    .select({ id: extras.id })
    .from(extras)
    .where(
      and(
        eq(extras.hotelId, hotelId),
        eq(extras.active, true),
        or(isNull(extras.saleEndDate), gte(extras.saleEndDate, today)),
      ),
    )
    .limit(1);
  if (extra) return true;
  const [question] = await db
    .select({ id: additionalQuestions.id })
    .from(additionalQuestions)
    .where(
      and(
        eq(additionalQuestions.hotelId, hotelId),
        eq(additionalQuestions.active, true),
        or(isNull(additionalQuestions.displayEndDate), gte(additionalQuestions.displayEndDate, today)),
      ),
    )
    .limit(1);
  return question !== undefined;
}
