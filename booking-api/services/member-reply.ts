import type { MemberUserReply } from '../../contract';
import type { MemberRow } from '../repositories/members';

/** The logged-in user of SPEC.md section 3 as GET /user/me and sign-in return it. */
export function toMemberUser(
  member: MemberRow,
  session: { expiresAt: Date } | null,
  corporate: Pick<MemberUserReply, 'organization' | 'organization_role'> = {
    organization: null,
    organization_role: null,
  },
  /** Program, rank and point programme (booking-api/points/programs.ts memberMembershipFields). */
  membership: Pick<MemberUserReply, 'rank' | 'program_id' | 'rank_id' | 'point_program_enabled'> = {
    rank: null,
    program_id: null,
    rank_id: null,
    point_program_enabled: false,
  },
): MemberUserReply {
  return {
    id: member.id,
    email: member.email,
    provider: member.provider,
    organization: corporate.organization,
    organization_role: corporate.organization_role,
    first_name: member.firstName,
    last_name: member.lastName,
    first_name_kana: member.firstNameKana,
    last_name_kana: member.lastNameKana,
    locale: member.locale,
    rank: membership.rank,
    program_id: membership.program_id,
    rank_id: membership.rank_id,
    membership_id: member.membershipId,
    encrypted_membership_id: null,
    point_program_enabled: membership.point_program_enabled,
    non_signed_in_program_ids: [],
    hotel_brand_id: member.brandId,
    session: session ? { expires_at: session.expiresAt.toISOString() } : null,
  };
}
