import type { MemberSessionReply, SignInRequest } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { memberFailures } from '../domain/membership-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import { revokeSession } from '../repositories/members';
import { signIn } from '../services/member-sessions';
import { sha256Hex } from '../security/secrets';
import { organizationOfMember, type OrganizationMembership } from './organization-repository';

/** The organization fields of the logged-in user (SPEC.md section 3). */
export function organizationFields(membership: OrganizationMembership | null) {
  return membership
    ? {
        organization: { id: membership.organization.id, name: membership.organization.displayName },
        organization_role: membership.role,
      }
    : { organization: null, organization_role: null };
}

/**
 * POST /hotels/{code}/organization/sign_in: the member sign-in (limits per caller address, password,
 * confirmation) for corporate users only. Someone who is not a corporate user gets the same 1000
 * as a wrong password, and the session the password opened is revoked at once.
 */
export async function organizationSignIn(
  options: { database: Database; clock: Clock; hotel: HotelWithBrand; caller: string },
  request: SignInRequest,
): Promise<MemberSessionReply> {
  const reply = await signIn(options, request);
  const membership = await organizationOfMember(options.database.db, reply.data.user.id);
  if (!membership) {
    await revokeSession(
      options.database.db,
      sha256Hex(reply.data.token),
      new Date(options.clock.now().epochMilliseconds),
    );
    throw memberFailures.invalidCredentials();
  }
  return { data: { ...reply.data, user: { ...reply.data.user, ...organizationFields(membership) } } };
}
