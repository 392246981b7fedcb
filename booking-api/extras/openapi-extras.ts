import {
  ErrorCode,
  MAX_ATTACHMENT_BYTES,
  additionalQuestionsReplySchema,
  attachmentSchema,
  extrasQuerySchema,
  extrasReplySchema,
} from '../../contract';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  sessionHeader as session,
  hotelParam as hotel,
} from '../routes/openapi-parts';

/** OpenAPI paths of extras, additional questions and file attachments (booking-api/extras/extras-routes.ts). */

const locale = {
  name: 'locale',
  in: 'query',
  required: false,
  description: 'en or ja (else the Locale header)',
  schema: { type: 'string' },
};
const bookErrors = {
  '400': error('Invalid input (1000)'),
  '401': error('Invalid Client-Session (1009)'),
  '404': error('Unknown hotel (1001)'),
};

export function extrasOpenApiPaths({ queryParameters }: Helpers): Record<string, unknown> {
  return {
    '/book/hotels/{h}/extras': {
      get: {
        summary: 'Extras (options) offered for a stay, with prices and stock per date',
        parameters: [session, hotel, ...queryParameters(extrasQuerySchema)],
        responses: {
          '200': { description: 'Extras', content: ref('ExtrasReply') },
          ...bookErrors,
          '422': error('Stay outside the reservable period (1903)'),
        },
      },
    },
    '/book/hotels/{h}/additional_questions': {
      get: {
        summary: 'Additional questions that apply to a check-in date and chosen plans',
        parameters: [
          session,
          hotel,
          { name: 'checkin', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
          {
            name: 'room_plan_codes[]',
            in: 'query',
            required: false,
            description: 'Repeated, or room_plan_codes=A,B',
            schema: { type: 'array', items: { type: 'string' } },
          },
          {
            name: 'q',
            in: 'query',
            required: false,
            description:
              'JSON like {"label_filters":["all_users"]}: narrows the labels of the session (Authorization) to these; never widens them',
            schema: { type: 'string' },
          },
          locale,
        ],
        responses: { '200': { description: 'Questions', content: ref('AdditionalQuestionsReply') }, ...bookErrors },
      },
    },
    '/book/hotels/{h}/file_attachments': {
      post: {
        summary: 'Upload an image answering a file question; its id goes into the booking answer (attachment_ids)',
        parameters: [session, hotel],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', format: 'binary', maxLength: MAX_ATTACHMENT_BYTES } },
              },
            },
          },
        },
        responses: {
          '201': { description: 'Stored file', content: ref('AttachmentReply') },
          ...bookErrors,
          '413': error(
            `Over 80 MB: refused as soon as the Content-Length or the bytes received say so, nothing kept (${ErrorCode.unprocessableUpload})`,
          ),
          '422': error(`Not accepted: empty or not JPEG/PNG/GIF/WebP (${ErrorCode.unprocessableUpload})`),
          '429': error(
            `This client (client session, or address from outside) already has 30 unclaimed files or 500 MB uploaded within the hour (${ErrorCode.unprocessableUpload})`,
          ),
        },
      },
    },
    '/api/file_attachments/{id}': {
      get: {
        summary: "Download a file of a reservation (the reservation's credentials are the key)",
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'confirmation_number', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'email', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'bypass_token', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'The file', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
          '404': error(`No such file for these credentials (${ErrorCode.downloadNotFound})`),
        },
      },
    },
  };
}

export function extrasOpenApiSchemas({ jsonSchema }: Helpers): Record<string, JsonSchema> {
  return {
    ExtrasReply: jsonSchema(extrasReplySchema, 'output'),
    AdditionalQuestionsReply: jsonSchema(additionalQuestionsReplySchema, 'output'),
    AttachmentReply: jsonSchema(attachmentSchema, 'output'),
  };
}
