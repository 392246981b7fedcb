import { Hono, type Context } from 'hono';
import {
  AUTHORIZATION_HEADER,
  organizationReservationsQuerySchema,
  signInRequestSchema,
  type OrganizationReply,
} from '../../contract';
import { findBrandByCodeOrId } from '../repositories/hotels';
import { CLIENT_BRAND_ID } from '../http/client-session';
import { contentDisposition } from '../http/content-disposition';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { callerOf } from '../security/caller';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { authenticate } from '../services/member-sessions';
import { corporateFailures } from './corporate-failures';
import { requireOrganizationAdmin } from './organization-access';
import { createOrganizationDownload, fetchOrganizationDownload } from './organization-downloads';
import { listOrganizationReservations } from './organization-reservations';
import { organizationOfMember, type OrganizationRow } from './organization-repository';
import { organizationSignIn } from './organization-sign-in';

/** The brand of the `:brand` path parameter (code or id); another brand than the client session's is unknown. */
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

const toOrganization = (organization: OrganizationRow): OrganizationReply => ({
  id: organization.id,
  name: organization.name,
  display_name: organization.displayName,
  program_id: organization.programId,
});

/** SPEC.md section 7 "Organization", plus the admin's password-protected download. */
export function corporateRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const base = '/book/hotel_brands/:brand/organizations/:id';

  routes.post('/book/hotels/:h/organization/sign_in', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const request = await parseJsonBody(c, signInRequestSchema);
    return c.json(
      await organizationSignIn({ database: deps.database, clock: deps.clock, hotel, caller: callerOf(c) }, request),
    );
  });

  // Any user of the organization may read its name; nobody else learns it exists.
  routes.get(base, async (c) => {
    const brandId = await brandFromPath(c, deps);
    const organizationId = organizationIdFromPath(c);
    const { member } = await authenticate(deps, c.req.header(AUTHORIZATION_HEADER));
    const membership = await organizationOfMember(deps.database.db, member.id);
    if (!membership || membership.organization.id !== organizationId || membership.organization.brandId !== brandId) {
      throw corporateFailures.adminRequired();
    }
    return c.json({ data: toOrganization(membership.organization) });
  });

  routes.get(`${base}/reservations`, async (c) => {
    const brandId = await brandFromPath(c, deps);
    const organizationId = organizationIdFromPath(c);
    const query = parseQuery(c, organizationReservationsQuerySchema);
    await requireOrganizationAdmin({ ...deps, brandId, organizationId }, c.req.header(AUTHORIZATION_HEADER));
    return c.json(await listOrganizationReservations(deps.database, organizationId, query));
  });

  routes.post(`${base}/reservations/downloads`, async (c) => {
    const brandId = await brandFromPath(c, deps);
    const organizationId = organizationIdFromPath(c);
    const admin = await requireOrganizationAdmin(
      { ...deps, brandId, organizationId },
      c.req.header(AUTHORIZATION_HEADER),
    );
    return c.json(await createOrganizationDownload(deps, admin), 201);
  });

  // Outside /book: opened as a plain link by the browser; the token is the credential (10 minutes).
  routes.get('/api/organization_downloads/:token', async (c) => {
    const { fileName, zip } = await fetchOrganizationDownload(deps, c.req.param('token'));
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', fileName),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });

  return routes;
}
