import { ErrorCode } from '../../contract/error-codes';
import { failure, networkFailure } from '../failure';
import type { CardForm } from './card-form';

export type ProviderFetch = (input: string, init: RequestInit) => Promise<Response>;

/** A Korean domestic card's issuer check, sent with the card to the provider only. */
export interface KoreanCardCheck {
  birthDate: string;
  pinPrefix: string;
}

/**
 * The browser half of a card provider: the typed card goes straight to the provider (never through
 * the gateway or the reservation route), which answers a token; rejects with a Failure carrying the
 * code. The server half registers under the same name (booking-api/payments/card-engine.ts).
 */
export type CardTokenizer = (
  providerFetch: ProviderFetch,
  card: CardForm,
  korean: KoreanCardCheck | null,
) => Promise<string>;

/** Tokenizers by provider name, each loaded when a card is paid (not with the page). */
const tokenizers = new Map<string, () => Promise<CardTokenizer>>();

/** Registers a provider's tokenizer; a name registered twice is refused. */
export function registerCardTokenizer(name: string, load: () => Promise<CardTokenizer>): void {
  if (tokenizers.has(name)) throw new Error(`a card tokenizer is already registered for "${name}"`);
  tokenizers.set(name, load);
}

/** Whether the widget can take a card for this provider (the hotel's `cardPaymentProvider`). */
export const hasCardTokenizer = (provider: string | null | undefined): boolean =>
  provider != null && tokenizers.has(provider);

/**
 * Card -> token with the tokenizer of the hotel's card provider. No provider, or one the widget has
 * no tokenizer for, is a processing error (3203), as the booking API answers; a failed load is a
 * network failure.
 */
export async function tokenizeCard(
  provider: string | null | undefined,
  providerFetch: ProviderFetch,
  card: CardForm,
  korean: KoreanCardCheck | null = null,
): Promise<string> {
  const load = provider == null ? undefined : tokenizers.get(provider);
  if (!load) throw failure(ErrorCode.paymentProcessingError, 'Card payment unavailable', 422);
  let tokenize: CardTokenizer;
  try {
    tokenize = await load();
  } catch {
    throw networkFailure;
  }
  return tokenize(providerFetch, card, korean);
}

// The built-in sandbox's browser half (its server half: booking-api/payments/sandbox/sandbox-provider.ts).
registerCardTokenizer('sandbox', async () => (await import('./card-tokenization')).tokenizeCardWithSandbox);
