import { formatWeekday } from '../../contract/date-format';
import { Temporal } from 'temporal-polyfill';
import {
  BUDGET_CURRENCIES,
  hotelSearchIntentSchema,
  MEAL_OPTIONS,
  STAY_FEATURES,
  type HotelSearchIntent,
  type QueryLanguage,
} from '../../contract/hotel-search-intent';
import { AREAS, areaByCode } from './areas';
import { AGENCY_TIME_ZONE } from './query-interpreter';

/**
 * An optional large-language-model reader of the AI search, behind any OpenAI-compatible
 * `/chat/completions` endpoint (AI_SEARCH_MODEL_URL, AI_SEARCH_MODEL, AI_SEARCH_MODEL_KEY). Its
 * answer must pass the same schema as the built-in interpreter's, name a known area and arrive
 * within the time limit; otherwise the caller falls back to the built-in interpreter.
 */
export interface LanguageModelSettings {
  /** The API base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export const DEFAULT_MODEL_TIMEOUT_MS = 4000;

/** The settings from the environment, or none when AI_SEARCH_MODEL_URL is unset. */
export function languageModelFromEnv(env: NodeJS.ProcessEnv): LanguageModelSettings | undefined {
  const url = env.AI_SEARCH_MODEL_URL?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`AI_SEARCH_MODEL_URL must be an absolute http(s) address, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`AI_SEARCH_MODEL_URL must be an http(s) address, got "${url}"`);
  const timeoutMs = Number(env.AI_SEARCH_MODEL_TIMEOUT_MS ?? DEFAULT_MODEL_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 30000) {
    throw new Error(
      `AI_SEARCH_MODEL_TIMEOUT_MS must be a whole number of milliseconds from 100 to 30000, got "${env.AI_SEARCH_MODEL_TIMEOUT_MS}"`,
    );
  }
  return {
    url: url.replace(/\/+$/, ''),
    model: env.AI_SEARCH_MODEL?.trim() || 'gpt-4o-mini',
    apiKey: env.AI_SEARCH_MODEL_KEY || undefined,
    timeoutMs,
  };
}

function instructions(now: Temporal.Instant): string {
  const today = now.toZonedDateTimeISO(AGENCY_TIME_ZONE).toPlainDate();
  return [
    'You read a hotel search typed by a traveller (in English, Japanese, Korean or Chinese) and answer only with a JSON object.',
    `Today is ${today.toString()} (${formatWeekday(today.toString(), 'en', 'long')}) in Japan. Weeks start on Monday; "next Friday" is the Friday of next week.`,
    'Include only what the text states. Keys (all optional):',
    '  checkin: "YYYY-MM-DD"; nights: integer 1-30; adults: integer; rooms: integer 1-10;',
    '  children: {"count": integer, "ages": [integers 0-17, ascending, only the ages stated]};',
    `  area: one of ${AREAS.map((area) => `"${area.code}" (${area.names.en})`).join(', ')};`,
    `  budget: {"max": number, "currency": one of ${BUDGET_CURRENCIES.join('/')}, "per": "night" or "stay"};`,
    `  meal: one of ${MEAL_OPTIONS.join(', ')}; features: array of ${STAY_FEATURES.join(', ')}.`,
  ].join('\n');
}

/**
 * The model's reading of `query`, or null when it is unavailable, late, or answers something the
 * schema refuses (the caller then uses the built-in interpreter).
 */
export async function interpretWithLanguageModel(
  settings: LanguageModelSettings,
  query: string,
  context: { now: Temporal.Instant; language?: QueryLanguage; fetch?: typeof fetch },
): Promise<HotelSearchIntent | null> {
  const send = context.fetch ?? fetch;
  try {
    const reply = await send(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions(context.now) },
          { role: 'user', content: query },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!reply.ok) return null;
    const body = (await reply.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.length > 4000) return null;
    const parsed = hotelSearchIntentSchema.safeParse(JSON.parse(content));
    if (!parsed.success) return null;
    if (parsed.data.area !== undefined && !areaByCode(parsed.data.area)) return null;
    return parsed.data;
  } catch {
    // Timeouts, refused connections and text that is not JSON all fall back alike.
    return null;
  }
}
