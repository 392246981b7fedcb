import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

/** The agency AI search through the gateway against the real booking API over HTTP (gateway/schema/agency). */
let realApi: RealBookingApi;
beforeAll(async () => {
  // Thursday 2026-11-26, noon in Japan.
  realApi = await startRealBookingApi({ clientKey: 'agency-widget', now: '2026-11-26T03:00:00Z' });
});
afterAll(() => realApi?.close());

const INTERPRET = /* GraphQL */ `
  query Interpret($query: String!, $language: String) {
    interpretHotelSearch(query: $query, language: $language) {
      checkin
      nights
      adults
      rooms
      meal
      features
      language
      interpretedBy
      today
      children {
        count
        ages
      }
      area {
        code
        name
      }
      budget {
        max
        currency
        per
      }
    }
  }
`;

describe('interpretHotelSearch', () => {
  it('answers the search the words mean, with the area named in their language', async () => {
    const reply = await postGraphql(realApi.gateway, INTERPRET, {
      query: '대인 2명 아이 1명(5세) 다음 주 금요일부터 2박 명동 1박 20만원 이하 조식 포함',
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.interpretHotelSearch).toEqual({
      checkin: '2026-12-04',
      nights: 2,
      adults: 2,
      rooms: null,
      meal: 'breakfast',
      features: [],
      language: 'ko',
      interpretedBy: 'built_in',
      today: '2026-11-26',
      children: { count: 1, ages: [5] },
      area: { code: 'myeongdong', name: '명동' },
      budget: { max: 200000, currency: 'KRW', per: 'night' },
    });
  });

  it('passes "AI search gave no result" on as the catalogue code', async () => {
    const reply = await postGraphql(realApi.gateway, INTERPRET, { query: 'what a lovely day' });
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'ai_search_no_result', status: 422 });
  });

  it('refuses a language the search does not read, before calling the booking API', async () => {
    const reply = await postGraphql(realApi.gateway, INTERPRET, { query: 'Kyoto', language: 'fr' });
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
  });
});

describe('searchAreas', () => {
  const AREAS = /* GraphQL */ `
    query {
      searchAreas {
        code
        name
        within
      }
    }
  `;

  it('names every area in the UI language, with the wider area it lies in', async () => {
    const reply = await postGraphql<{ searchAreas: { code: string; name: string; within: string | null }[] }>(
      realApi.gateway,
      AREAS,
      {},
      { 'X-Locale': 'zh_Hant' },
    );
    expect(reply.errors).toBeUndefined();
    const areas = reply.data!.searchAreas;
    expect(areas.find((area) => area.code === 'kyoto-station')).toEqual({
      code: 'kyoto-station',
      name: '京都車站',
      within: 'kyoto',
    });
    expect(areas.find((area) => area.code === 'seoul')).toEqual({ code: 'seoul', name: '首爾', within: null });
  });

  it("tells the agency's today from the booking API's clock (Japan), for the search's earliest check-in", async () => {
    const reply = await postGraphql<{ agencyToday: string }>(
      realApi.gateway,
      /* GraphQL */ `
        query {
          agencyToday
        }
      `,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.agencyToday).toBe('2026-11-26');
  });

  it('falls back to English names in a language the gazetteer does not hold', async () => {
    const reply = await postGraphql<{ searchAreas: { code: string; name: string }[] }>(
      realApi.gateway,
      AREAS,
      {},
      { 'X-Locale': 'th' },
    );
    expect(reply.data!.searchAreas.find((area) => area.code === 'gion')?.name).toBe('Gion');
  });
});
