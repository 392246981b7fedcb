import { Hono } from 'hono';
import { ErrorCode } from '../../contract';
import {
  interpretSearchRequestSchema,
  QUERY_LANGUAGES,
  type HotelSearchIntent,
  type QueryLanguage,
  type SearchAreasReply,
} from '../../contract/hotel-search-intent';
import { contentLocaleOf } from '../../contract/localized-text';
import { requestLocaleOf } from '../http/request-locale';
import { BookingFailure } from '../domain/booking-failure';
import { parseJsonBody } from '../http/request-parsing';
import type { RouteDeps } from '../routes/deps';
import { AREAS, areaByCode } from './areas';
import { interpretWithLanguageModel, type LanguageModelSettings } from './language-model-interpreter';
import { interpretHotelSearch, todayOfSearch, understoodAnything } from './query-interpreter';
import { queryLanguage } from './query-text';

export const AI_SEARCH_ROUTE = '/api/ota/v1/ai_search';
export const SEARCH_AREAS_ROUTE = '/api/ota/v1/areas';

/** Calls to the language model in flight at once; beyond it the built-in interpreter answers at once. */
const MAX_MODEL_CALLS_IN_FLIGHT = 4;

export interface AiSearchDeps extends RouteDeps {
  languageModel?: LanguageModelSettings;
  fetch?: typeof fetch;
}

const noResult = () =>
  new BookingFailure(
    422,
    ErrorCode.aiSearchNoResult,
    'AI search gave no result',
    'Nothing in the text could be read as a stay: name a place, dates or guests.',
  );

/**
 * `POST /api/ota/v1/ai_search`: the agency home's AI search. Reads the guest's words into the
 * search they mean; the page shows it as criteria the guest can edit before searching.
 */
export function aiSearchRoutes(deps: AiSearchDeps): Hono {
  const routes = new Hono();
  let modelCallsInFlight = 0;
  routes.post(AI_SEARCH_ROUTE, async (c) => {
    const { query, language } = await parseJsonBody(c, interpretSearchRequestSchema);
    const now = deps.clock.now();
    const written: QueryLanguage = language ?? queryLanguage(query);
    let search: HotelSearchIntent | null = null;
    let interpretedBy: 'built_in' | 'language_model' = 'built_in';
    if (deps.languageModel && modelCallsInFlight < MAX_MODEL_CALLS_IN_FLIGHT) {
      modelCallsInFlight += 1;
      try {
        search = await interpretWithLanguageModel(deps.languageModel, query, {
          now,
          language: written,
          fetch: deps.fetch,
        });
      } finally {
        modelCallsInFlight -= 1;
      }
      if (search && understoodAnything(search)) interpretedBy = 'language_model';
      else search = null;
    }
    search ??= interpretHotelSearch(query, { now, language: written });
    if (!understoodAnything(search)) throw noResult();
    const area = search.area ? areaByCode(search.area) : undefined;
    return c.json({
      data: {
        search,
        language: written,
        interpreted_by: interpretedBy,
        area: area ? { code: area.code, name: area.names[written] } : null,
        today: todayOfSearch(now, search.area),
      },
    });
  });
  routes.get(SEARCH_AREAS_ROUTE, (c) => {
    const locale = contentLocaleOf(requestLocaleOf(c));
    const language: QueryLanguage = (QUERY_LANGUAGES as readonly string[]).includes(locale ?? '')
      ? (locale as QueryLanguage)
      : 'en';
    const reply: SearchAreasReply = {
      data: AREAS.map((area) => ({ code: area.code, name: area.names[language], within: area.within ?? null })),
      today: todayOfSearch(deps.clock.now()),
    };
    return c.json(reply);
  });
  return routes;
}
