import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { QUERY_LANGUAGES } from '../../contract/hotel-search-intent';
import { searchExamples } from '../../machines/ai-search/examples';
import { interpretHotelSearch } from './query-interpreter';

/** The AI search home's examples must be searches the built-in interpreter reads in full. */
describe('the AI search examples', () => {
  const now = Temporal.Instant.from('2026-11-26T03:00:00Z');
  it.each(QUERY_LANGUAGES)('in %s name a place, a stay and guests the interpreter understands', (language) => {
    const [kyoto, hakone, seoul] = searchExamples(language).map((query) =>
      interpretHotelSearch(query, { now, language }),
    );
    expect(kyoto).toMatchObject({
      area: 'kyoto-station',
      checkin: '2026-12-04',
      nights: 3,
      adults: 2,
      meal: 'breakfast',
      budget: { max: 30000, currency: 'JPY', per: 'night' },
    });
    expect(hakone).toMatchObject({ area: 'hakone', adults: 2, children: { count: 1, ages: [6] }, features: ['onsen'] });
    expect(seoul).toMatchObject({ area: 'myeongdong', checkin: '2026-12-20', nights: 4, adults: 4, rooms: 2 });
  });

  it('shows the English examples in a UI language the interpreter does not read', () => {
    expect(searchExamples('th')).toEqual(searchExamples('en'));
  });
});
