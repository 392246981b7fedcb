import {
  memberSessionReplySchema,
  organizationDownloadReplySchema,
  organizationReplySchema,
  organizationReservationsQuerySchema,
  organizationReservationsReplySchema,
  signInRequestSchema,
} from '../../contract';
import {
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  sessionHeader as session,
  bearerHeader as bearer,
  pathParam as path,
  hotelParam as hotel,
} from './openapi-parts';

/** OpenAPI paths of the corporate accounts and room lotteries (SPEC.md section 7 "Organization", "Lottery"). */

const brand = path('brand', 'Brand code or numeric brand id');
const organization = path('id', 'Organization id');
const ok = (description: string, schema: string, status = '200') => ({
  [status]: { description, content: ref(schema) },
});

export function corporateLotteryOpenApiPaths({ queryParameters }: Helpers): Record<string, unknown> {
  return {
    '/book/hotels/{h}/organization/sign_in': {
      post: {
        summary: 'Corporate sign-in: a member session whose user carries the organization (1000 for anybody else)',
        parameters: [session, hotel],
        requestBody: { required: true, content: ref('OrganizationSignInRequest') },
        responses: {
          ...ok('Signed in', 'OrganizationSessionReply'),
          '422': error('1000 wrong credentials or not corporate, 1301 locked, 1303 too many'),
        },
      },
    },
    '/book/hotel_brands/{brand}/organizations/{id}': {
      get: {
        summary: 'The organization of the signed-in corporate user',
        parameters: [session, bearer, brand, organization],
        responses: { ...ok('Organization', 'OrganizationReply'), '403': error('Not of this organization') },
      },
    },
    '/book/hotel_brands/{brand}/organizations/{id}/reservations': {
      get: {
        summary: 'Organization admins: reservations made through the site and allowances per period',
        parameters: [session, bearer, brand, organization, ...queryParameters(organizationReservationsQuerySchema)],
        responses: {
          ...ok('Reservation data', 'OrganizationReservationsReply'),
          '401': error('1400 not signed in'),
          '403': error('organization_admin_required'),
        },
      },
    },
    '/book/hotel_brands/{brand}/organizations/{id}/reservations/downloads': {
      post: {
        summary:
          'Organization admins: the reservations as CSV in an AES-encrypted ZIP; the password is only in this reply',
        parameters: [session, bearer, brand, organization],
        responses: {
          ...ok('Download created', 'OrganizationDownloadReply', '201'),
          '403': error('organization_admin_required'),
          '422': error('1600 CSV download limit'),
        },
      },
    },
    '/api/organization_downloads/{token}': {
      get: {
        summary: 'The ZIP of a download link (10 minutes)',
        parameters: [path('token', 'The link token')],
        responses: {
          '200': {
            description: 'The ZIP',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
          '404': error('1252 unknown'),
          '422': error('1250 expired'),
        },
      },
    },
  };
}

export function corporateLotteryOpenApiSchemas({ jsonSchema }: Helpers): Record<string, unknown> {
  return {
    OrganizationSignInRequest: jsonSchema(signInRequestSchema, 'input'),
    OrganizationSessionReply: jsonSchema(memberSessionReplySchema, 'output'),
    OrganizationReply: jsonSchema(organizationReplySchema, 'output'),
    OrganizationReservationsReply: jsonSchema(organizationReservationsReplySchema, 'output'),
    OrganizationDownloadReply: jsonSchema(organizationDownloadReplySchema, 'output'),
  };
}
