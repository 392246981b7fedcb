import { Temporal } from 'temporal-polyfill';
import { COUNT, countValue, type QueryText } from './query-text';

/** A date a query names, and whether it was a weekday (the second of two weekdays rolls a week on). */
interface NamedDate {
  at: number;
  date: Temporal.PlainDate;
  kind: 'weekday' | 'calendar' | 'day-of-month';
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORDINAL = '(?:st|nd|rd|th)?';

const HOLIDAYS: [RegExp, number, number][] = [
  [/christmas\s+eve|クリスマス\s*イブ|크리스마스\s*이브|平安夜/g, 12, 24],
  [/christmas(?:\s+day)?|クリスマス|크리스마스|圣诞节|聖誕節|圣诞|聖誕/g, 12, 25],
  [/new\s+year'?s\s+eve|大晦日|섣달\s*그믐|除夕夜?|跨年夜?/g, 12, 31],
  [/new\s+year'?s(?:\s+day)?|元日|元旦|새해\s*첫날|신정/g, 1, 1],
];

/** ISO weekday numbers (Monday 1) of each way of writing a day of the week. */
const WEEKDAY_WORDS: [RegExp, number][] = [
  [/^(?:mon(?:day)?|月曜?|월|一)$/, 1],
  [/^(?:tue(?:s(?:day)?)?|火曜?|화|二)$/, 2],
  [/^(?:wed(?:nesday)?|水曜?|수|三)$/, 3],
  [/^(?:thu(?:rs(?:day)?)?|木曜?|목|四)$/, 4],
  [/^(?:fri(?:day)?|金曜?|금|五)$/, 5],
  [/^(?:sat(?:urday)?|土曜?|토|六)$/, 6],
  [/^(?:sun(?:day)?|日曜?|일|日|天)$/, 7],
];
const weekdayNumber = (word: string) => WEEKDAY_WORDS.find(([pattern]) => pattern.test(word))?.[1];

const NEXT_WEEK = '(next|来週|다음\\s*주|다음주|下周|下週|下星期|下礼拜|下禮拜)';
const THIS_WEEK =
  '(this|今週|이번\\s*주|이번주|这周|這週|本周|本週|这个星期|這個星期|这星期|這星期|今度の|次の|coming|오는)';
const EN_WEEKDAY =
  '\\b(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\\b';
const JA_WEEKDAY = '([月火水木金土日]曜)(?:日)?';
const KO_WEEKDAY = '([월화수목금토일])요일';
const ZH_WEEKDAY = '(?:周|週|星期|礼拜|禮拜)([一二三四五六日天])';
const ANY_WEEKDAY = `(?:${EN_WEEKDAY}|${JA_WEEKDAY}|${KO_WEEKDAY}|${ZH_WEEKDAY})`;

/** The date of `weekday` in the week `weeksAhead` weeks from today's (ISO weeks start on Monday). */
function weekdayIn(today: Temporal.PlainDate, weekday: number, weeksAhead: number): Temporal.PlainDate {
  return today.add({ days: weeksAhead * 7 + weekday - today.dayOfWeek });
}

/** The next date strictly after today that falls on `weekday`. */
function nextWeekday(today: Temporal.PlainDate, weekday: number): Temporal.PlainDate {
  const ahead = (weekday - today.dayOfWeek + 7) % 7;
  return today.add({ days: ahead === 0 ? 7 : ahead });
}

/** Month and day without a year: this year's if still to come, else next year's. */
function upcoming(today: Temporal.PlainDate, month: number, day: number): Temporal.PlainDate | null {
  for (const year of [today.year, today.year + 1]) {
    try {
      const date = Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
      if (Temporal.PlainDate.compare(date, today) >= 0) return date;
    } catch {
      return null;
    }
  }
  return null;
}

function exactDate(year: number, month: number, day: number): Temporal.PlainDate | null {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** A day of the month after `from` (or today): this month's if still to come, else next month's. */
function dayOfMonth(from: Temporal.PlainDate, day: number, strictlyAfter: boolean): Temporal.PlainDate | null {
  for (const month of [from, from.add({ months: 1 })]) {
    const date = exactDate(month.year, month.month, day);
    if (date && Temporal.PlainDate.compare(date, from) >= (strictlyAfter ? 1 : 0)) return date;
  }
  return null;
}

/**
 * The dates a query names, in the order written: the first is the check-in, a second one the
 * check-out. Relative words count from `today`, the facility's (or area's) today.
 */
export function readDates(text: QueryText, today: Temporal.PlainDate): { checkin?: string; checkout?: string } {
  const found: NamedDate[] = [];
  const add = (at: number, date: Temporal.PlainDate | null, kind: NamedDate['kind']) => {
    if (!date) return false;
    found.push({ at, date, kind });
    return true;
  };
  // Whole dates first: 2026-12-23, 2026/12/23, 2026年12月23日.
  text.take(/(\d{4})\s*(?:-|\/|年)\s*(\d{1,2})\s*(?:-|\/|月)\s*(\d{1,2})\s*(?:日|일)?/g, (m) => {
    // A date that does not exist (2027-02-29) is still a date: read no other date out of it.
    add(m.index, exactDate(Number(m[1]), Number(m[2]), Number(m[3])), 'calendar');
  });
  // Dec 23(rd) [- 26], 23(rd) (of) December.
  text.take(
    new RegExp(
      `\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})${ORDINAL}\\b(?:\\s*(?:-|–|~|to|until|till)\\s*(\\d{1,2})${ORDINAL}\\b(?!\\s*(?:night|adult|people|guest|room|kid|child)))?`,
      'g',
    ),
    (m) => {
      const month = MONTHS[m[1]!.slice(0, m[1] === 'sept' ? 4 : 3)]!;
      const first = upcoming(today, month, Number(m[2]));
      if (!add(m.index, first, 'calendar')) return false;
      if (m[3] && first) add(m.index + 1, dayOfMonth(first, Number(m[3]), true), 'day-of-month');
      return true;
    },
  );
  text.take(new RegExp(`\\b(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH_NAME}\\b`, 'g'), (m) =>
    add(m.index, upcoming(today, MONTHS[m[2]!.slice(0, 3)]!, Number(m[1])), 'calendar'),
  );
  // 12/23 (month first, as in the US and in East Asia).
  text.take(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g, (m) => {
    add(m.index, upcoming(today, Number(m[1]), Number(m[2])), 'calendar');
  });
  // 12月23日, 12월 23일, 12月23号 (and its traditional form).
  text.take(/(\d{1,2})\s*(?:月|월)\s*(\d{1,2})\s*(?:日|일|号|號)?/g, (m) => {
    add(m.index, upcoming(today, Number(m[1]), Number(m[2])), 'calendar');
  });
  // A day of the month alone: 26日, 26일, 26号, the 26th; never the "4日" of "3泊4日" (read as nights before).
  text.take(
    /(?<![\d泊박])(\d{1,2})\s*(?:日(?!後|本|間)|일(?!\s*(?:후|뒤|간))|号|號)|\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b/g,
    (m) => {
      const previous = found.length > 0 ? found[found.length - 1]!.date : null;
      return add(m.index, dayOfMonth(previous ?? today, Number(m[1] ?? m[2]), previous !== null), 'day-of-month');
    },
  );
  // Relative days.
  text.take(/day after tomorrow|明後日|あさって|내일\s*모레|모레|后天|後天/g, (m) =>
    add(m.index, today.add({ days: 2 }), 'calendar'),
  );
  text.take(/\btomorrow\b|明日|あした|あす|내일|明天/g, (m) => add(m.index, today.add({ days: 1 }), 'calendar'));
  text.take(/\btoday\b|\btonight\b|今日|今夜|本日|오늘|今天|今晚|今晩/g, (m) => add(m.index, today, 'calendar'));
  text.take(new RegExp(`\\bin\\s+${COUNT}\\s+(days?|weeks?)\\b`, 'g'), (m) => {
    const count = countValue(m[1]);
    return (
      count !== undefined && add(m.index, today.add({ days: count * (m[2]!.startsWith('week') ? 7 : 1) }), 'calendar')
    );
  });
  text.take(/(\d{1,2})\s*(?:日後|일\s*(?:후|뒤)|天[后後])/g, (m) =>
    add(m.index, today.add({ days: Number(m[1]) }), 'calendar'),
  );
  // Holidays with fixed dates.
  for (const [pattern, month, day] of HOLIDAYS)
    text.take(pattern, (m) => add(m.index, upcoming(today, month, day), 'calendar'));
  // Weekends: this week's Saturday, or next week's.
  text.take(new RegExp(`next\\s+weekend|来週末|다음\\s*주말|下周末|下週末|下星期末`, 'g'), (m) =>
    add(m.index, weekdayIn(today, 6, 1), 'weekday'),
  );
  text.take(/(?:this\s+)?weekend|今週末|週末|이번\s*주말|주말|这周末|這週末|本周末|本週末|周末/g, (m) =>
    add(m.index, today.dayOfWeek === 7 ? weekdayIn(today, 6, 1) : weekdayIn(today, 6, 0), 'weekday'),
  );
  // Days of the week: "next Friday" is in next week, "this Friday" in this week, "Friday" the next one.
  text.take(
    /(下周|下週|下星期|下礼拜|下禮拜|这周|這週|本周|本週|这个星期|這個星期|这星期|這星期)([一二三四五六日天])/g,
    (m) => {
      const weekday = weekdayNumber(m[2]!)!;
      if (m[1]!.startsWith('下')) return add(m.index, weekdayIn(today, weekday, 1), 'weekday');
      const inThisWeek = weekdayIn(today, weekday, 0);
      return add(
        m.index,
        Temporal.PlainDate.compare(inThisWeek, today) < 0 ? nextWeekday(today, weekday) : inThisWeek,
        'weekday',
      );
    },
  );
  text.take(new RegExp(`${NEXT_WEEK}\\s*(?:の\\s*)?${ANY_WEEKDAY}`, 'g'), (m) => {
    const weekday = weekdayNumber(m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
    return weekday !== undefined && add(m.index, weekdayIn(today, weekday, 1), 'weekday');
  });
  text.take(new RegExp(`${THIS_WEEK}\\s*(?:の\\s*)?${ANY_WEEKDAY}`, 'g'), (m) => {
    const weekday = weekdayNumber(m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
    if (weekday === undefined) return false;
    const inThisWeek = weekdayIn(today, weekday, 0);
    const coming = /^(今度の|次の|coming|오는)$/.test(m[1]!) || Temporal.PlainDate.compare(inThisWeek, today) < 0;
    return add(m.index, coming ? nextWeekday(today, weekday) : inThisWeek, 'weekday');
  });
  text.take(new RegExp(ANY_WEEKDAY, 'g'), (m) => {
    const weekday = weekdayNumber(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
    return weekday !== undefined && add(m.index, nextWeekday(today, weekday), 'weekday');
  });

  found.sort((a, b) => a.at - b.at);
  const [first, second] = found;
  if (!first) return {};
  let checkout = second?.date;
  if (checkout && Temporal.PlainDate.compare(checkout, first.date) <= 0 && second!.kind === 'weekday')
    checkout = checkout.add({ days: 7 });
  return {
    checkin: first.date.toString(),
    checkout: checkout && Temporal.PlainDate.compare(checkout, first.date) > 0 ? checkout.toString() : undefined,
  };
}
