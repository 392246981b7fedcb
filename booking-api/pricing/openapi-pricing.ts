import { memberCouponsReplySchema, priceQuoteQuerySchema, priceQuoteReplySchema } from '../../contract';
import { type JsonSchema, type OpenApiHelpers as Helpers, jsonRef as ref, errorReply as error, sessionHeader as session, hotelParam as hotel } from '../routes/openapi-parts';

/** OpenAPI paths of the price quote and the member's coupons (booking-api/pricing/, docs/pricing.md). */


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
