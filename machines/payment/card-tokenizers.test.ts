import { describe, expect, it } from 'vitest';
import { hasCardTokenizer, registerCardTokenizer, tokenizeCard, type ProviderFetch } from './card-tokenizers';
import type { CardForm } from './card-form';

const card: CardForm = {
  number: '4111 1111 1111 1111',
  holderName: 'HANAKO YAMADA',
  expiryMonth: '12',
  expiryYear: '2030',
  securityCode: '123',
  brand: 'visa',
};
const noFetch: ProviderFetch = () => Promise.reject(new Error('no provider call expected'));

describe('card tokenizers', () => {
  it('has the sandbox registered, and refuses a provider without a tokenizer or none with 3203', async () => {
    expect(hasCardTokenizer('sandbox')).toBe(true);
    expect(hasCardTokenizer('gmo')).toBe(false);
    await expect(tokenizeCard('gmo', noFetch, card)).rejects.toMatchObject({ code: '3203' });
    await expect(tokenizeCard(null, noFetch, card)).rejects.toMatchObject({ code: '3203' });
  });

  it('hands the card to the tokenizer registered for the provider, and refuses a second registration', async () => {
    const seen: string[] = [];
    registerCardTokenizer('acme', async () => async (_fetch, typed) => {
      seen.push(typed.number);
      return 'acme_tok_1';
    });
    expect(() => registerCardTokenizer('acme', async () => async () => 'other')).toThrow(/already registered/);
    expect(() => registerCardTokenizer('sandbox', async () => async () => 'other')).toThrow(/already registered/);
    await expect(tokenizeCard('acme', noFetch, card)).resolves.toBe('acme_tok_1');
    expect(seen).toEqual([card.number]);
  });

  it('posts the card to the sandbox tokenization endpoint for the sandbox', async () => {
    const posted: string[] = [];
    const sandboxFetch: ProviderFetch = async (url) => {
      posted.push(url);
      return new Response(
        JSON.stringify({
          token: 'sbx_tok_abcdefgh12345678',
          card: { brand: 'visa', last4: '1111', expiry_month: 12, expiry_year: 2030 },
          expires_at: '2026-03-02T03:30:00Z',
        }),
        {
          status: 201,
          headers: { 'content-type': 'application/json' },
        },
      );
    };
    await expect(tokenizeCard('sandbox', sandboxFetch, card)).resolves.toBe('sbx_tok_abcdefgh12345678');
    expect(posted).toEqual(['/api/sandbox/tokens']);
  });
});
