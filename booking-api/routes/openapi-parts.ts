import type { z } from 'zod';
import { AUTHORIZATION_HEADER, CLIENT_SESSION_HEADER } from '../../contract';

/** The pieces every OpenAPI module of the booking API builds its paths from (routes/openapi.ts assembles them). */
export type JsonSchema = Record<string, unknown>;
export interface OpenApiHelpers {
  jsonSchema: (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;
  queryParameters: (schema: z.ZodObject) => unknown[];
}

/** A JSON body described by a component schema. */
export const jsonRef = (name: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } });
/** An error answer in the spec's error shape. */
export const errorReply = (description: string) => ({ description, content: jsonRef('ErrorReply') });
export const sessionHeader = { name: CLIENT_SESSION_HEADER, in: 'header', required: true, schema: { type: 'string' } };
export const bearerHeader = {
  name: AUTHORIZATION_HEADER,
  in: 'header',
  required: true,
  description: 'Bearer <member session token>',
  schema: { type: 'string' },
};
export const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
export const hotelParam = pathParam('h', 'Hotel code or numeric hotel id');
