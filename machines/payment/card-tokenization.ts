import { ErrorCode, cardTokenReplySchema, errorReplySchema, firstError } from '../../contract';
import { digitsOnly } from '../../contract/card-number';
import { failure, networkFailure, type Failure } from '../failure';
import type { CardForm } from './card-form';
import type { CardTokenizer, KoreanCardCheck, ProviderFetch } from './card-tokenizers';

export type { ProviderFetch } from './card-tokenizers';

/** Where the sandbox provider tokenizes cards (a real provider's SDK posts to its own host). */
export const SANDBOX_TOKENS_URL = '/api/sandbox/tokens';

/**
 * The sandbox's tokenizer (registered in ./card-tokenizers.ts): card -> provider token, the way a
 * gateway's JavaScript SDK does it, straight to the provider, never through our gateway or the
 * reservation route. Rejects with a Failure carrying the code.
 */
export const tokenizeCardWithSandbox: CardTokenizer = async (
  providerFetch: ProviderFetch,
  card: CardForm,
  /** A Korean domestic card: the issuer checks these with the card; they go to the provider only. */
  korean: KoreanCardCheck | null = null,
): Promise<string> => {
  let response: Response;
  let json: unknown;
  try {
    response = await providerFetch(SANDBOX_TOKENS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        number: digitsOnly(card.number),
        holder_name: card.holderName.trim(),
        expiry_month: Number(card.expiryMonth),
        expiry_year: Number(card.expiryYear),
        security_code: card.securityCode.trim(),
        ...(korean
          ? { korean_domestic: { birth_date: korean.birthDate.trim(), pin_prefix: korean.pinPrefix.trim() } }
          : {}),
      }),
    });
    json = await response.json();
  } catch {
    throw networkFailure;
  }
  if (response.ok) {
    const parsed = cardTokenReplySchema.safeParse(json);
    if (parsed.success) return parsed.data.token;
    throw failure(ErrorCode.paymentProcessingError, 'Unusable provider reply', 502);
  }
  const shaped = errorReplySchema.safeParse(json);
  const problem: Failure = shaped.success
    ? failure(firstError(shaped.data).code, firstError(shaped.data).title, response.status)
    : failure(ErrorCode.paymentProcessingError, 'Card refused', response.status);
  throw problem;
};
