import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { hotelSearchIntentSchema } from '../../contract/hotel-search-intent';
import { scoreInterpreter } from './interpreter-accuracy';
import { HELD_OUT_QUERIES, LABELLED_QUERIES } from './labelled-queries';
import { interpretHotelSearch } from './query-interpreter';
import { queryLanguage } from './query-text';

const at = (instant: string) => ({ now: Temporal.Instant.from(instant) });
/** Thursday 2026-11-26, noon in Japan and Korea. */
const THURSDAY = at('2026-11-26T03:00:00Z');

describe('the built-in interpreter of the AI search', () => {
  it('reads at least 90 % of the labelled fields exactly, in each of the five languages', async () => {
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(200);
    const score = await scoreInterpreter((query, now, language) => interpretHotelSearch(query, { now, language }));
    expect(score.share).toBeGreaterThanOrEqual(0.9);
    for (const [language, tally] of Object.entries(score.byLanguage)) {
      expect(tally.exact / tally.fields, language).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('reads at least 90 % of the held-out fields exactly, without being told the language', async () => {
    const score = await scoreInterpreter((query, now) => interpretHotelSearch(query, { now }), HELD_OUT_QUERIES);
    expect(score.share).toBeGreaterThanOrEqual(0.9);
  });

  it('answers only what the schema allows, for every labelled search', () => {
    for (const { query } of [...LABELLED_QUERIES, ...HELD_OUT_QUERIES]) {
      expect(hotelSearchIntentSchema.safeParse(interpretHotelSearch(query, THURSDAY)).success, query).toBe(true);
    }
  });

  it('reads the example searches of the agency home', () => {
    expect(
      interpretHotelSearch(
        '2 adults next Friday for 3 nights near Kyoto station under ¥30,000 with breakfast',
        THURSDAY,
      ),
    ).toEqual({
      checkin: '2026-12-04',
      nights: 3,
      adults: 2,
      area: 'kyoto-station',
      budget: { max: 30000, currency: 'JPY', per: 'night' },
      meal: 'breakfast',
    });
    expect(interpretHotelSearch('来週金曜から2泊 京都駅の近く 朝食付き 大人2名', THURSDAY)).toEqual({
      checkin: '2026-12-04',
      nights: 2,
      adults: 2,
      area: 'kyoto-station',
      meal: 'breakfast',
    });
  });

  it('counts days of the week from the day of the search', () => {
    const friday = at('2026-11-27T03:00:00Z');
    // On a Friday, "Friday" is a week on and "this Friday" is today.
    expect(interpretHotelSearch('Friday', friday).checkin).toBe('2026-12-04');
    expect(interpretHotelSearch('this Friday', friday).checkin).toBe('2026-11-27');
    expect(interpretHotelSearch('next Friday', friday).checkin).toBe('2026-12-04');
    // A Sunday's weekend is the next one.
    expect(interpretHotelSearch('this weekend', at('2026-11-29T03:00:00Z')).checkin).toBe('2026-12-05');
    // Friday to Sunday spans the weekend; Sunday to Tuesday rolls into next week.
    expect(interpretHotelSearch('Friday to Sunday', THURSDAY)).toMatchObject({ checkin: '2026-11-27', nights: 2 });
  });

  it("counts relative dates from the named area's today", () => {
    // 15:30 UTC: already Friday in Tokyo and Seoul, still Thursday in UTC.
    const lateThursday = at('2026-11-26T15:30:00Z');
    expect(interpretHotelSearch('Seoul tomorrow', lateThursday).checkin).toBe('2026-11-28');
    expect(interpretHotelSearch('京都 今日', lateThursday).checkin).toBe('2026-11-27');
  });

  it('rolls a month and day already past into next year, and refuses dates that do not exist', () => {
    expect(interpretHotelSearch('Kyoto Jan 3', THURSDAY).checkin).toBe('2027-01-03');
    expect(interpretHotelSearch('Kyoto Nov 20', THURSDAY).checkin).toBe('2027-11-20');
    expect(interpretHotelSearch('Kyoto 2月30日', THURSDAY)).toEqual({ area: 'kyoto' });
    expect(interpretHotelSearch('2027-02-29 Osaka', THURSDAY)).toEqual({ area: 'osaka' });
  });

  it("tells a stay's length from its meals and from a price per night", () => {
    expect(interpretHotelSearch('箱根 3泊4日', THURSDAY)).toEqual({ area: 'hakone', nights: 3 });
    expect(interpretHotelSearch('箱根 1泊2食付き 12月5日から2泊', THURSDAY)).toMatchObject({
      nights: 2,
      meal: 'breakfast_and_dinner',
      checkin: '2026-12-05',
    });
    expect(interpretHotelSearch('京都 1泊2万円以下', THURSDAY)).toEqual({
      area: 'kyoto',
      budget: { max: 20000, currency: 'JPY', per: 'night' },
    });
    expect(interpretHotelSearch('서울 1박 15만원 이하', THURSDAY)).toEqual({
      area: 'seoul',
      budget: { max: 150000, currency: 'KRW', per: 'night' },
    });
  });

  it('reads the wider area only when no narrower one is named', () => {
    expect(interpretHotelSearch('東京都内 新宿', THURSDAY).area).toBe('shinjuku');
    expect(interpretHotelSearch('東京都', THURSDAY).area).toBe('tokyo');
    expect(interpretHotelSearch('Seoul, Myeongdong', THURSDAY).area).toBe('myeongdong');
  });

  it('states nothing for a text that names no stay', () => {
    expect(interpretHotelSearch('hello there', THURSDAY)).toEqual({});
    expect(interpretHotelSearch('<script>alert(1)</script>', THURSDAY)).toEqual({});
  });

  it('tells the five languages apart by their script', () => {
    expect(queryLanguage('2 adults in Kyoto')).toBe('en');
    expect(queryLanguage('京都駅 大人2名')).toBe('ja');
    expect(queryLanguage('교토 2명')).toBe('ko');
    expect(queryLanguage('这个周末 京都 两个人')).toBe('zh_Hans');
    expect(queryLanguage('這週末 京都 兩個人')).toBe('zh_Hant');
  });
});
