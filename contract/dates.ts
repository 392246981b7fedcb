import { z } from 'zod';
import { ISO_DATE_FORM, isRealCalendarDate } from './calendar-dates';

// The zod-free date helpers the widget imports live in contract/calendar-dates.ts.
export { isIsoDate, nightsBetween } from './calendar-dates';

/** A calendar date, YYYY-MM-DD (SPEC.md section 9), that really exists. */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE_FORM, 'must be a date in the form YYYY-MM-DD')
  .refine(isRealCalendarDate, 'is not a real calendar date');
