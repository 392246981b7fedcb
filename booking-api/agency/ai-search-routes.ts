import type { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorCode } from '../../contract';
import {
  interpretSearchReplySchema,
  interpretSearchRequestSchema,
  searchAreasReplySchema,
  QUERY_LANGUAGES,
  type HotelSearchIntent,
  type QueryLanguage,
  type SearchAreasReply,
} from '../../contract/hotel-search-intent';
import { contentLocaleOf } from '../../contract/localized-text';
import { requestLocaleOf } from '../http/request-locale';
import { BookingFailure } from '../domain/booking-failure';
import {
  addRoute,
  agencyErrors,
  clientSessionCredentials,
  declareRoute,
  declaredRoutes,
  errorReply,
  jsonBody,
  jsonReply,
  named,
} from '../http/declared-routes';
import { clientSessionCheck } from '../http/route-credentials';
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

const aiSearch = declareRoute({
  method: 'post',
  path: AI_SEARCH_ROUTE,
  summary: "The agency home's AI search: the hotel search a guest's words mean (en, ja, ko, zh_Hans, zh_Hant)",
  security: clientSessionCredentials,
  request: { body: jsonBody(named('InterpretSearchRequest', interpretSearchRequestSchema)) },
  responses: {
    200: jsonReply(
      'The search as criteria the guest can edit',
      named('InterpretSearchReply', interpretSearchReplySchema),
    ),
    ...agencyErrors,
    422: errorReply('AI search gave no result (ai_search_no_result)'),
  },
});
const searchAreas = declareRoute({
  method: 'get',
  path: SEARCH_AREAS_ROUTE,
  summary: "The agency's areas a hotel search can name, in the request's language (locale query or Locale header)",
  security: clientSessionCredentials,
  responses: {
    200: jsonReply('Every area, the wider area it lies in, if any', named('SearchAreasReply', searchAreasReplySchema)),
    401: agencyErrors[401],
  },
});

/**
 * `POST /api/ota/v1/ai_search`: the agency home's AI search. Reads the guest's words into the
 * search they mean; the page shows it as criteria the guest can edit before searching.
 */
export function aiSearchRoutes(deps: AiSearchDeps): OpenAPIHono {
  const routes = declaredRoutes({ clientSession: clientSessionCheck(deps) });
  let modelCallsInFlight = 0;
  addRoute(routes, aiSearch, async (c) => {
    const { query, language } = c.req.valid('json');
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
  addRoute(routes, searchAreas, (c) => {
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
