// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { failure } from '../../../machines/failure';
import { ServicesProvider } from '../../app/services-context';
import { kyotoSettings } from '../../test-support/fixtures';
import { fakeGatewayServices } from '../../test-support/fake-gateway';
import { TestInit } from '../../test-support/test-init';
import { UnsubscribeConfirmationPage, UnsubscribeSuccessPage } from './unsubscribe-pages';

loadAllLocales();
afterEach(cleanup);

type Reply = { email: string; subscribed: boolean } | 'refused';

/**
 * The unsubscribe pages over the real unsubscribe chart and its real actors; only the gateway is
 * replaced, answering by operation name.
 */
async function renderConfirmation(options: {
  token?: string | null;
  link?: Reply;
  unsubscribe?: Reply;
  locale?: 'en' | 'ja';
}) {
  const requests: string[] = [];
  const answer = (name: string, reply: Reply | undefined, variables: Record<string, unknown>) => {
    requests.push(`${name}:${String(variables.token)}`);
    if (!reply || reply === 'refused') throw failure('1000', 'Invalid token', 422);
    return reply;
  };
  const { services, navigations } = fakeGatewayServices({
    PromotionSubscription: (variables) => ({
      promotionSubscription: answer('PromotionSubscription', options.link, variables),
    }),
    UnsubscribePromotionEmail: (variables) => ({
      unsubscribePromotionEmail: answer('UnsubscribePromotionEmail', options.unsubscribe, variables),
    }),
  });
  const token = options.token === undefined ? 'tok-1' : options.token;
  const path = token ? `/unsubscribe-email/confirmation?token=${token}` : '/unsubscribe-email/confirmation';
  const { hook, searchHook } = memoryLocation({ path });
  await act(async () => {
    render(
      <TestInit>
        <TypesafeI18n locale={options.locale ?? 'en'}>
          <Router hook={hook} searchHook={searchHook}>
            <ServicesProvider services={services} inspect={undefined}>
              <UnsubscribeConfirmationPage />
            </ServicesProvider>
          </Router>
        </TypesafeI18n>
      </TestInit>,
    );
  });
  return { requests, navigations };
}

describe('unsubscribe confirmation page', () => {
  it('asks before unsubscribing the address of the link, then goes to the success page', async () => {
    const { requests, navigations } = await renderConfirmation({
      link: { email: 'guest@example.com', subscribed: true },
      unsubscribe: { email: 'guest@example.com', subscribed: false },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotion e-mail' })).toBeTruthy();
    expect(document.title).toBe('Promotion e-mail | ' + kyotoSettings.hotel.name);
    expect(screen.getByText('Stop promotion e-mails to guest@example.com?')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Unsubscribe' });
    confirm.focus();
    expect(document.activeElement).toBe(confirm);
    expect(navigations).toEqual([]);
    await act(async () => fireEvent.click(confirm));
    expect(requests).toEqual(['PromotionSubscription:tok-1', 'UnsubscribePromotionEmail:tok-1']);
    expect(navigations).toEqual(['/unsubscribe-email/success']);
  });

  it('says when the address is already unsubscribed, without a button', async () => {
    const { requests } = await renderConfirmation({ link: { email: 'guest@example.com', subscribed: false } });
    expect(screen.getByText('guest@example.com does not receive promotion e-mails.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(requests).toEqual(['PromotionSubscription:tok-1']);
  });

  it('explains an invalid or expired link, in English and Japanese', async () => {
    await renderConfirmation({ link: 'refused' });
    expect(screen.getByRole('alert').textContent).toBe('This unsubscribe link is not valid or has expired.');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const { requests } = await renderConfirmation({ token: null, locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせメール' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('この配信停止リンクは無効か、有効期限が切れています。');
    // Without a token nothing is asked of the gateway.
    expect(requests).toEqual([]);
  });

  it('asks in Japanese, and a refusal of the unsubscribe itself is shown as an invalid link', async () => {
    const { navigations } = await renderConfirmation({
      locale: 'ja',
      link: { email: 'guest@example.com', subscribed: true },
      unsubscribe: 'refused',
    });
    expect(screen.getByText('guest@example.com へのお知らせメールを停止しますか？')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '配信を停止する' })));
    expect(screen.getByRole('alert').textContent).toBe('この配信停止リンクは無効か、有効期限が切れています。');
    expect(navigations).toEqual([]);
  });
});

describe('unsubscribe success page', () => {
  it('confirms the unsubscribe in both languages', () => {
    render(
      <TestInit>
        <TypesafeI18n locale="en">
          <UnsubscribeSuccessPage />
        </TypesafeI18n>
      </TestInit>,
    );
    expect(screen.getByRole('status').textContent).toBe('You will no longer receive promotion e-mails.');
    cleanup();
    render(
      <TestInit>
        <TypesafeI18n locale="ja">
          <UnsubscribeSuccessPage />
        </TypesafeI18n>
      </TestInit>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせメール' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('お知らせメールの配信を停止しました。');
  });
});
