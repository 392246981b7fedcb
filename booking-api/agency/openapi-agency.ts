import {
  interpretSearchReplySchema,
  interpretSearchRequestSchema,
  searchAreasReplySchema,
} from '../../contract/hotel-search-intent';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  sessionHeader as session,
} from '../routes/openapi-parts';

/** OpenAPI paths of the agency site (booking-api/agency/). */
export function agencyOpenApiPaths(): Record<string, unknown> {
  return {
    '/api/ota/v1/ai_search': {
      post: {
        summary: "The agency home's AI search: the hotel search a guest's words mean (en, ja, ko, zh_Hans, zh_Hant)",
        parameters: [session],
        requestBody: { required: true, content: ref('InterpretSearchRequest') },
        responses: {
          '200': { description: 'The search as criteria the guest can edit', content: ref('InterpretSearchReply') },
          '400': error('Invalid input (1000)'),
          '401': error('Invalid Client-Session (1009)'),
          '422': error('AI search gave no result (ai_search_no_result)'),
        },
      },
    },
    '/api/ota/v1/areas': {
      get: {
        summary:
          "The agency's areas a hotel search can name, in the request's language (locale query or Locale header)",
        parameters: [session],
        responses: {
          '200': { description: 'Every area, the wider area it lies in, if any', content: ref('SearchAreasReply') },
          '401': error('Invalid Client-Session (1009)'),
        },
      },
    },
  };
}

export function agencyOpenApiSchemas({ jsonSchema }: Pick<Helpers, 'jsonSchema'>): Record<string, JsonSchema> {
  return {
    InterpretSearchRequest: jsonSchema(interpretSearchRequestSchema, 'input'),
    InterpretSearchReply: jsonSchema(interpretSearchReplySchema, 'output'),
    SearchAreasReply: jsonSchema(searchAreasReplySchema, 'output'),
  };
}
