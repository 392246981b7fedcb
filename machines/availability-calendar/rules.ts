import { addDays, compareDates, type CalendarContext } from './context';

type Nights = Pick<CalendarContext, 'days'>;

/** A stay may start on a night that is bookable and still has a room for the guests. */
export function canStartOn(context: Nights, date: string): boolean {
  const day = context.days[date];
  return !!day && day.bookable && day.roomsLeft > 0 && day.lowestPrice !== null;
}

/** A stay may end on `date` when every night from check-in up to the night before has a room. */
export function canEndOn(context: Nights & Pick<CalendarContext, 'checkin'>, date: string): boolean {
  const { checkin } = context;
  if (!checkin || compareDates(date, checkin) <= 0) return false;
  if (!canStartOn(context, checkin)) return false;
  for (let night = addDays(checkin, 1); compareDates(night, date) < 0; night = addDays(night, 1)) {
    const day = context.days[night];
    // An unloaded or sold-out night in between: not choosable from the calendar.
    if (!day || day.roomsLeft <= 0 || day.lowestPrice === null) return false;
  }
  return true;
}

/** Whether choosing `date` now does something (the day buttons are enabled from this). */
export function canChoose(context: CalendarContext, date: string): boolean {
  if (context.phase === 'checkout' && canEndOn(context, date)) return true;
  return canStartOn(context, date);
}
