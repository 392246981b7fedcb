// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { Locales } from '../../../locales/i18n-types';
import { failure } from '../../../machines/failure';
import { ServicesProvider } from '../../app/services-context';
import { fakeGatewayServices } from '../../test-support/fake-gateway';
import { formatStayDates } from '../../format/dates';
import { AiSearchHome } from './ai-search-home';

loadAllLocales();
afterEach(cleanup);

const kyoto = {
  checkin: '2030-12-06',
  nights: 2,
  adults: 2,
  children: { count: 1, ages: [] },
  rooms: null,
  area: { code: 'kyoto-station', name: '京都駅' },
  budget: { max: 30000, currency: 'JPY', per: 'night' },
  meal: 'breakfast',
  features: ['onsen'],
  language: 'ja',
  interpretedBy: 'built_in',
  today: '2030-11-29',
};

/** The AI search home over the real chart and actors; only the gateway is replaced, answering by operation name. */
async function renderHome(options: { locale?: Locales; path?: string; interpret?: 'kyoto' | 'none' }) {
  const asked: Record<string, unknown>[] = [];
  const { services, navigations } = fakeGatewayServices({
    SearchAreas: () => ({
      searchAreas: [
        { code: 'kyoto', name: '京都', within: null },
        { code: 'kyoto-station', name: '京都駅', within: 'kyoto' },
      ],
      agencyToday: '2030-11-29',
    }),
    InterpretHotelSearch: (variables) => {
      asked.push(variables);
      if (options.interpret === 'none') throw failure('ai_search_no_result', 'AI search gave no result', 422);
      return { interpretHotelSearch: kyoto };
    },
  });
  const { hook, searchHook } = memoryLocation({ path: options.path ?? '/' });
  await act(async () => {
    render(
      <TypesafeI18n locale={options.locale ?? 'ja'}>
        <Router hook={hook} searchHook={searchHook}>
          <ServicesProvider services={services} inspect={undefined}>
            <AiSearchHome />
          </ServicesProvider>
        </Router>
      </TypesafeI18n>,
    );
  });
  return { asked, navigations };
}

describe('the AI search home', () => {
  it('reads a Japanese search into criteria, asks the missing child age, then opens the hotel search', async () => {
    const { asked, navigations } = await renderHome({ interpret: 'kyoto' });
    const box = screen.getByLabelText('どんな宿をお探しですか？');
    fireEvent.change(box, { target: { value: '来週金曜から2泊 京都駅の近く 朝食付き 大人2名 子供1人' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'AIで検索' }));
    });
    expect(asked).toEqual([{ query: '来週金曜から2泊 京都駅の近く 朝食付き 大人2名 子供1人', language: 'ja' }]);
    const form = screen.getByRole('form', { name: 'このように読み取りました' });
    expect((within(form).getByLabelText('エリア') as HTMLSelectElement).value).toBe('kyoto-station');
    expect((within(form).getByLabelText('チェックイン') as HTMLInputElement).value).toBe('2030-12-06');
    // Today is the server's, never the browser's clock; the stay is written by the project's one date formatter.
    expect((within(form).getByLabelText('チェックイン') as HTMLInputElement).min).toBe('2030-11-29');
    expect(within(form).getByText(/^ご宿泊：/).textContent).toBe(
      `ご宿泊：${formatStayDates({ checkin: '2030-12-06', checkout: '2030-12-08' }, 'ja')}`,
    );
    expect((within(form).getByLabelText('温泉') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'ホテルを検索' }));
    expect(within(form).getByRole('alert').textContent).toContain('子供全員の年齢を選んでください。');
    expect(navigations).toEqual([]);
    fireEvent.change(within(form).getByLabelText('子供1人目の年齢'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ホテルを検索' }));
    expect(navigations).toHaveLength(1);
    expect(navigations[0]).toMatch(
      /^\/search-hotels\?area=kyoto-station&checkin=2030-12-06&checkout=2030-12-08&adults=2&children=1&room_count=1&kids_ages=6&max_price=30000&currency=JPY&meal=breakfast&features=onsen$/,
    );
  });

  it('says "no result" and offers the search without AI', async () => {
    await renderHome({ locale: 'en', path: '/?q=what%20a%20lovely%20day', interpret: 'none' });
    expect(screen.getByRole('alert').textContent).toContain('AI search gave no result');
    fireEvent.click(screen.getByRole('button', { name: 'Search without AI' }));
    expect(screen.getByRole('form', { name: 'Your search' })).toBeTruthy();
  });

  it('refuses an empty search without asking the server', async () => {
    const { asked } = await renderHome({ locale: 'ko' });
    fireEvent.click(screen.getByRole('button', { name: 'AI로 검색' }));
    expect(screen.getByRole('alert').textContent).toBe('찾으시는 내용을 먼저 입력해 주세요.');
    expect(asked).toEqual([]);
  });
});
