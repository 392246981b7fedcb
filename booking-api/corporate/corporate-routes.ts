import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  AUTHORIZATION_HEADER,
  organizationDownloadReplySchema,
  organizationReplySchema,
  organizationReservationsQuerySchema,
  organizationReservationsReplySchema,
  signInRequestSchema,
  type OrganizationReply,
} from '../../contract';
import { findBrandByCodeOrId } from '../repositories/hotels';
import { CLIENT_BRAND_ID } from '../http/client-session';
import { contentDisposition } from '../http/content-disposition';
import {
  MemberSessionReply,
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  memberCredentials,
  memberErrors,
  named,
  pathText,
  sessionHeader,
  type CredentialCheck,
} from '../http/declared-routes';
import { callerOf } from '../security/caller';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { authenticate, type AuthenticatedMember } from '../services/member-sessions';
import { corporateFailures } from './corporate-failures';
import { requireOrganizationAdmin } from './organization-access';
import { createOrganizationDownload, fetchOrganizationDownload } from './organization-downloads';
import { listOrganizationReservations } from './organization-reservations';
import { organizationOfMember, type OrganizationRow } from './organization-repository';
import { organizationSignIn } from './organization-sign-in';

/** The brand of the `{brand}` path parameter (code or id); another brand than the client session's is unknown. */
async function brandFromPath(c: Context, deps: RouteDeps): Promise<number> {
  const brand = await findBrandByCodeOrId(deps.database.db, c.req.param('brand') ?? '');
  const clientBrandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
  if (!brand || (clientBrandId !== undefined && brand.id !== clientBrandId))
    throw corporateFailures.organizationNotFound();
  return brand.id;
}

function organizationIdFromPath(c: Context): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw corporateFailures.organizationNotFound();
  return Number(raw);
}

/** What the member check of an organization's route found: the organization the path names and the member. */
interface OrganizationCaller {
  brandId: number;
  organizationId: number;
  signedIn: AuthenticatedMember;
}
const ORGANIZATION_CALLER = 'organizationCaller';

/**
 * memberSession on /book/hotel_brands/{brand}/organizations/{id}/...: the brand (another brand than
 * the client session's, or an unknown one, is 404) and a well-formed organization id first, as a
 * hotel's routes find their hotel first, then a live member session of any brand (the handler holds
 * the member to the organization, so other brands' members get the same 403 as strangers).
 */
const memberOfOrganizationCheck =
  (deps: RouteDeps): CredentialCheck =>
  () =>
  async (c, next) => {
    const brandId = await brandFromPath(c, deps);
    const organizationId = organizationIdFromPath(c);
    const signedIn = await authenticate(deps, c.req.header(AUTHORIZATION_HEADER));
    c.set(ORGANIZATION_CALLER as never, { brandId, organizationId, signedIn } satisfies OrganizationCaller as never);
    await next();
  };
const organizationCallerOf = (c: Context): OrganizationCaller => {
  const caller = c.get(ORGANIZATION_CALLER as never) as OrganizationCaller | undefined;
  if (!caller) throw new Error(`${c.req.method} ${c.req.path} declares no member session of an organization.`);
  return caller;
};

const toOrganization = (organization: OrganizationRow): OrganizationReply => ({
  id: organization.id,
  name: organization.name,
  display_name: organization.displayName,
  program_id: organization.programId,
});

const base = '/book/hotel_brands/{brand}/organizations/{id}';
const organizationPath = z.object({
  brand: pathText('Brand code or numeric brand id'),
  id: pathText('Organization id'),
});
const signedIn = { parameters: [sessionHeader], security: memberCredentials };
const unknownOrganization = errorReply('Unknown brand, or a brand of another client, or a malformed id (1001)');

const signIn = declareRoute({
  method: 'post',
  path: '/book/hotels/{h}/organization/sign_in',
  summary: 'Corporate sign-in: a member session whose user carries the organization (1000 for anybody else)',
  parameters: [sessionHeader],
  request: { params: hotelPath, body: jsonBody(named('OrganizationSignInRequest', signInRequestSchema)) },
  responses: {
    200: jsonReply('Signed in', MemberSessionReply),
    400: errorReply('Invalid input (1000)'),
    404: errorReply('Unknown hotel (1001)'),
    422: errorReply('1000 wrong credentials or not corporate, 1301 locked, 1303 too many'),
  },
});
const organization = declareRoute({
  ...signedIn,
  method: 'get',
  path: base,
  summary: 'The organization of the signed-in corporate user',
  request: { params: organizationPath },
  responses: {
    200: jsonReply('Organization', named('OrganizationReply', organizationReplySchema)),
    ...memberErrors,
    403: errorReply(
      'Not of this organization (organization_admin_required), or session expired a short while ago (4000)',
    ),
    404: unknownOrganization,
  },
});
const reservations = declareRoute({
  ...signedIn,
  method: 'get',
  path: `${base}/reservations`,
  summary: 'Organization admins: reservations made through the site and allowances per period',
  request: { params: organizationPath, query: organizationReservationsQuerySchema },
  responses: {
    200: jsonReply('Reservation data', named('OrganizationReservationsReply', organizationReservationsReplySchema)),
    400: errorReply('Invalid input (1000)'),
    ...memberErrors,
    403: errorReply('organization_admin_required, or session expired a short while ago (4000)'),
    404: unknownOrganization,
  },
});
const download = declareRoute({
  ...signedIn,
  method: 'post',
  path: `${base}/reservations/downloads`,
  summary: 'Organization admins: the reservations as CSV in an AES-encrypted ZIP; the password is only in this reply',
  request: { params: organizationPath },
  responses: {
    201: jsonReply('Download created', named('OrganizationDownloadReply', organizationDownloadReplySchema)),
    ...memberErrors,
    403: errorReply('organization_admin_required, or session expired a short while ago (4000)'),
    404: unknownOrganization,
    422: errorReply('1600 CSV download limit'),
  },
});
const downloadFile = declareRoute({
  method: 'get',
  path: '/api/organization_downloads/{token}',
  summary: 'The ZIP of a download link (10 minutes)',
  request: { params: z.object({ token: pathText('The link token') }) },
  responses: {
    200: { description: 'The ZIP', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
    404: errorReply('1252 unknown'),
    422: errorReply('1250 expired'),
  },
});

/** SPEC.md section 7 "Organization", plus the admin's password-protected download. */
export function corporateRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ memberSession: memberOfOrganizationCheck(deps) });
  const admin = (c: Context) => {
    const { brandId, organizationId, signedIn } = organizationCallerOf(c);
    return requireOrganizationAdmin({ ...deps, brandId, organizationId }, signedIn.member);
  };

  addRoute(routes, signIn, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    return c.json(
      await organizationSignIn(
        { database: deps.database, clock: deps.clock, hotel, caller: callerOf(c) },
        c.req.valid('json'),
      ),
    );
  });

  // Any user of the organization may read its name; nobody else learns it exists.
  addRoute(routes, organization, async (c) => {
    const { brandId, organizationId, signedIn } = organizationCallerOf(c);
    const membership = await organizationOfMember(deps.database.db, signedIn.member.id);
    if (!membership || membership.organization.id !== organizationId || membership.organization.brandId !== brandId) {
      throw corporateFailures.adminRequired();
    }
    return c.json({ data: toOrganization(membership.organization) });
  });

  addRoute(routes, reservations, async (c) => {
    const { organization } = await admin(c);
    return c.json(await listOrganizationReservations(deps.database, organization.id, c.req.valid('query')));
  });

  addRoute(routes, download, async (c) => c.json(await createOrganizationDownload(deps, await admin(c)), 201));

  // Outside /book: opened as a plain link by the browser; the token is the credential (10 minutes).
  addRoute(routes, downloadFile, async (c) => {
    const { fileName, zip } = await fetchOrganizationDownload(deps, c.req.valid('param').token);
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', fileName),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });

  return routes;
}
