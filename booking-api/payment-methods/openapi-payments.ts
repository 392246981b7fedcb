import type { z } from 'zod';
import {
  CLIENT_SESSION_HEADER,
  cardTokenReplySchema,
  cardTokenRequestSchema,
  createPayByLinkRequestSchema,
  payByLinkPaymentRequestSchema,
  payByLinkRecordSchema,
  payByLinkViewSchema,
  payByLinkVisitRequestSchema,
  paymentGatewaySettingReplySchema,
  paymentTransactionReplySchema,
  savedCardsReplySchema,
  updatePayByLinkRequestSchema,
} from '../../contract';

/**
 * The payment, refund, receipt, saved-card and pay-by-link routes in /api/openapi.json
 * (booking-api/routes/openapi.ts adds these paths and schemas to its document).
 */

type JsonSchema = Record<string, unknown>;
export interface OpenApiHelpers {
  jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema;
  queryParameters(schema: z.ZodObject): unknown[];
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const error = (description: string) => ({ description, content: json('ErrorReply') });
const ok = (description: string, schema: string) => ({ description, content: json(schema) });
const path = (name: string, description?: string) => ({
  name,
  in: 'path',
  required: true,
  ...(description ? { description } : {}),
  schema: { type: 'string' },
});
const session = { name: CLIENT_SESSION_HEADER, in: 'header', required: true, schema: { type: 'string' } };
const hotel = path('h', 'Hotel code or numeric hotel id');
const bearer = {
  name: 'Authorization',
  in: 'header',
  required: true,
  description: 'Bearer token of the signed-in member',
  schema: { type: 'string' },
};
const basic = [{ staffBasic: [] }];
const staffErrors = {
  '400': error('Invalid input (1000)'),
  '401': error('API client key and secret required (HTTP Basic)'),
  '404': error('Unknown hotel (1001) or record'),
};
const payment = {
  parameters: [session, hotel, path('transaction', 'transaction_id of the payment')],
};

export function paymentOpenApiPaths(_helpers: OpenApiHelpers): Record<string, unknown> {
  return {
    '/api/sandbox/tokens': {
      post: {
        summary:
          "Sandbox provider: exchange a card (and a Korean domestic card's birth date + first two PIN digits) for a token; nothing of it is stored",
        requestBody: { required: true, content: json('CardTokenRequest') },
        responses: {
          '201': ok('Token', 'CardTokenReply'),
          '400': error('Invalid card fields (1000)'),
          '422': error('Card number (3004), brand (3007), expiry (3005), issuer check (3003)'),
        },
      },
    },
    '/book/hotels/{h}/settings/payment_gateway': {
      get: {
        parameters: [session, hotel],
        summary: "The hotel's payment gateway setting",
        responses: { '200': ok('Setting', 'PaymentGatewaySettingReply') },
      },
    },
    '/book/hotels/{h}/payments/{transaction}': {
      get: {
        ...payment,
        summary: "A reservation's card payment with its transitions and refunds",
        responses: { '200': ok('Payment', 'PaymentTransactionReply'), '404': error('Unknown payment') },
      },
    },
    '/book/hotels/{h}/payments/{transaction}/complete_3ds': {
      post: {
        ...payment,
        summary: 'After the 3-D Secure page: drive the payment on',
        responses: { '200': ok('Payment', 'PaymentTransactionReply'), '404': error('Unknown payment') },
      },
    },
    '/book/hotels/{h}/payments/{transaction}/abort': {
      post: {
        ...payment,
        summary: 'Give up the 3-D Secure challenge (3008, nothing charged)',
        responses: { '200': ok('Payment', 'PaymentTransactionReply'), '404': error('Unknown payment') },
      },
    },
    '/book/hotels/{h}/memberships/credit_cards': {
      get: {
        parameters: [session, hotel, bearer],
        summary: "The member's saved cards",
        responses: { '200': ok('Saved cards', 'SavedCardsReply'), '401': error('Not signed in (1400)') },
      },
    },
    '/book/hotels/{h}/memberships/credit_cards/{card}': {
      delete: {
        parameters: [session, hotel, bearer, path('card')],
        summary: 'Delete a saved card',
        responses: {
          '200': ok('Saved cards left', 'SavedCardsReply'),
          '401': error('Not signed in (1400)'),
          '404': error('No such card (saved_card_not_found)'),
        },
      },
    },
    '/api/staff/hotels/{h}/pay_by_links': {
      post: {
        security: basic,
        parameters: [hotel],
        summary: 'Staff: create a pay-by-link record',
        requestBody: { required: true, content: json('CreatePayByLinkRequest') },
        responses: { '201': ok('Record', 'PayByLinkRecord'), ...staffErrors },
      },
    },
    '/api/staff/hotels/{h}/pay_by_links/{payment_number}': {
      get: {
        security: basic,
        parameters: [hotel, path('payment_number')],
        summary: 'Staff: a pay-by-link record',
        responses: { '200': ok('Record', 'PayByLinkRecord'), ...staffErrors },
      },
      patch: {
        security: basic,
        parameters: [hotel, path('payment_number')],
        summary:
          'Staff: change subject or amount, or its status; "refunded" refunds the captured payment through the provider',
        requestBody: { required: true, content: json('UpdatePayByLinkRequest') },
        responses: {
          '200': ok('Record', 'PayByLinkRecord'),
          ...staffErrors,
          '409': error('Not updatable (3200)'),
          '422': error('Refund declined by the provider (its code)'),
        },
      },
    },
    '/book/pay_by_links/{payment_number}/visits': {
      post: {
        parameters: [session, path('payment_number')],
        summary: 'Open the page: a visit of one hour',
        responses: { '201': ok('View', 'PayByLinkView'), '404': error('pay_by_link_not_found') },
      },
    },
    '/book/pay_by_links/{payment_number}': {
      get: {
        parameters: [
          session,
          path('payment_number'),
          { name: 'visit_id', in: 'query', required: true, schema: { type: 'string' } },
        ],
        summary: "The page's view",
        responses: { '200': ok('View', 'PayByLinkView'), '404': error('pay_by_link_not_found') },
      },
    },
    '/book/pay_by_links/{payment_number}/payments': {
      post: {
        parameters: [session, path('payment_number')],
        summary: 'Pay by card',
        requestBody: { required: true, content: json('PayByLinkPaymentRequest') },
        responses: {
          '200': ok('View', 'PayByLinkView'),
          '409': error('Already paid, closed, amount changed'),
          '422': error('Expired, card refused (a card token already used: 3205)'),
        },
      },
    },
    '/book/pay_by_links/{payment_number}/payments/complete_3ds': {
      post: {
        parameters: [session, path('payment_number')],
        summary: 'After 3-D Secure',
        requestBody: { required: true, content: json('PayByLinkVisitRequest') },
        responses: { '200': ok('View', 'PayByLinkView') },
      },
    },
    '/book/pay_by_links/{payment_number}/payments/abort': {
      post: {
        parameters: [session, path('payment_number')],
        summary: 'Give up the challenge',
        requestBody: { required: true, content: json('PayByLinkVisitRequest') },
        responses: { '200': ok('View', 'PayByLinkView') },
      },
    },
  };
}

export function paymentOpenApiSchemas(h: OpenApiHelpers): Record<string, JsonSchema> {
  return {
    CardTokenRequest: h.jsonSchema(cardTokenRequestSchema, 'input'),
    CardTokenReply: h.jsonSchema(cardTokenReplySchema, 'output'),
    PaymentGatewaySettingReply: h.jsonSchema(paymentGatewaySettingReplySchema, 'output'),
    PaymentTransactionReply: h.jsonSchema(paymentTransactionReplySchema, 'output'),
    SavedCardsReply: h.jsonSchema(savedCardsReplySchema, 'output'),
    CreatePayByLinkRequest: h.jsonSchema(createPayByLinkRequestSchema, 'input'),
    UpdatePayByLinkRequest: h.jsonSchema(updatePayByLinkRequestSchema, 'input'),
    PayByLinkRecord: h.jsonSchema(payByLinkRecordSchema, 'output'),
    PayByLinkView: h.jsonSchema(payByLinkViewSchema, 'output'),
    PayByLinkVisitRequest: h.jsonSchema(payByLinkVisitRequestSchema, 'input'),
    PayByLinkPaymentRequest: h.jsonSchema(payByLinkPaymentRequestSchema, 'input'),
  };
}
