import {
  interpretSearchReplySchema,
  interpretSearchRequestSchema,
  searchAreasReplySchema,
  type InterpretSearchReply,
} from '../../../contract/hotel-search-intent';
import type { InterpretedHotelSearch, Resolvers } from '../../generated/resolvers';
import { parseArguments } from '../../parse-arguments';

const interpretArgsSchema = interpretSearchRequestSchema.extend({
  language: interpretSearchRequestSchema.shape.language.nullable(),
});

/** The agency site (SPEC.md sections 1 and 2), mapping only: the booking API reads the words. */
export const agencyResolvers: Resolvers = {
  Query: {
    searchAreas: async (_parent, _args, { api }) =>
      (await api.call({ method: 'GET', path: '/api/ota/v1/areas' }, searchAreasReplySchema)).data,
    agencyToday: async (_parent, _args, { api }) =>
      (await api.call({ method: 'GET', path: '/api/ota/v1/areas' }, searchAreasReplySchema)).today,
    interpretHotelSearch: async (_parent, args, { api, requestId }) => {
      const { query, language } = parseArguments(interpretArgsSchema, args, requestId);
      const reply = await api.call(
        { method: 'POST', path: '/api/ota/v1/ai_search', body: { query, ...(language ? { language } : {}) } },
        interpretSearchReplySchema,
      );
      return toInterpretedHotelSearch(reply);
    },
  },
};

function toInterpretedHotelSearch({ data }: InterpretSearchReply): InterpretedHotelSearch {
  const { search } = data;
  return {
    checkin: search.checkin ?? null,
    nights: search.nights ?? null,
    adults: search.adults ?? null,
    children: search.children ?? null,
    rooms: search.rooms ?? null,
    area: data.area,
    budget: search.budget ?? null,
    meal: search.meal ?? null,
    features: search.features ?? [],
    language: data.language,
    interpretedBy: data.interpreted_by,
    today: data.today,
  };
}
