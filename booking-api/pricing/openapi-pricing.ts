import type { z } from 'zod';
import { CLIENT_SESSION_HEADER, memberCouponsReplySchema, priceQuoteQuerySchema, priceQuoteReplySchema } from '../../contract';

/** OpenAPI paths of the price quote and the member's coupons (booking-api/pricing/, docs/pricing.md). */
type JsonSchema = Record<string, unknown>;
interface Helpers {
  jsonSchema: (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;
  queryParameters: (schema: z.ZodObject) => unknown[];
}

const ref = (name: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } });
const error = (description: string) => ({ description, content: ref('ErrorReply') });
const session = { name: CLIENT_SESSION_HEADER, in: 'header', required: true, schema: { type: 'string' } };
const hotel = { name: 'h', in: 'path', required: true, description: 'Hotel code or numeric hotel id', schema: { type: 'string' } };

export function pricingOpenApiPaths({ queryParameters }: Helpers): Record<string, unknown> {
  return {
    '/book/hotels/{h}/rooms/price': {
      get: {
        summary: 'Price summary of chosen rooms for dates, guests, payment type and one promo or coupon code, priced as the booking would be',
        parameters: [session, hotel, ...queryParameters(priceQuoteQuerySchema)],
        responses: {
          '200': { description: 'Quote', content: ref('PriceQuoteReply') },
          '400': error('Invalid input, or both codes (1000)'),
          '409': error('Coupon usage limit reached (1501)'),
          '422': error('Coupon invalid or expired (1500), promotion cannot apply to plan (2001)'),
        },
      },
    },
    '/book/hotels/{h}/memberships/discount_coupons': {
      get: {
        summary: "The signed-in member's coupons with their status",
        parameters: [session, hotel, { name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'Coupons', content: ref('MemberCouponsReply') }, '401': error('Session expired (1400)') },
      },
    },
  };
}

export function pricingOpenApiSchemas({ jsonSchema }: Helpers): Record<string, JsonSchema> {
  return { PriceQuoteReply: jsonSchema(priceQuoteReplySchema, 'output'), MemberCouponsReply: jsonSchema(memberCouponsReplySchema, 'output') };
}
