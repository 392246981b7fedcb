import { isOrganizationAdminRole } from '../../contract';
import type { Database } from '../db/database';
import type { AuthenticatedMember } from '../services/member-sessions';
import { corporateFailures } from './corporate-failures';
import { findOrganization, organizationOfMember, type OrganizationRow } from './organization-repository';

export interface OrganizationAdmin {
  memberId: number;
  email: string;
  organization: OrganizationRow;
}

/**
 * SPEC.md section 6: the signed-in user must be an admin (role containing "admin") of exactly this
 * organization of this brand. Another organization, a plain corporate user and an individual member
 * all get the same 403, so ids of other organizations cannot be probed. The member is the one the
 * route's declared member session found (corporate/corporate-routes.ts).
 */
export async function requireOrganizationAdmin(
  options: { database: Database; brandId: number; organizationId: number },
  member: AuthenticatedMember['member'],
): Promise<OrganizationAdmin> {
  if (member.brandId !== options.brandId) throw corporateFailures.adminRequired();
  const membership = await organizationOfMember(options.database.db, member.id);
  if (
    !membership ||
    membership.organization.id !== options.organizationId ||
    !isOrganizationAdminRole(membership.role)
  ) {
    throw corporateFailures.adminRequired();
  }
  const organization = await findOrganization(options.database.db, options.brandId, options.organizationId);
  if (!organization) throw corporateFailures.adminRequired();
  return { memberId: member.id, email: member.email, organization };
}
