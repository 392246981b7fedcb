import { organizationOfMember } from '../corporate/organization-repository';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Queryable } from '../db/transactions';
import { viewerLabels } from '../domain/notifications';
import { rankingPointsOf } from '../points/points-repository';
import { brandPrograms, memberProgram, rankFor } from '../points/programs';
import type { HotelWithBrand } from '../repositories/hotels';
import { memberAtHotel, type RequestClientSession } from './member-at-hotel';

/**
 * SPEC.md section 5 label filters of whoever asks, found on the server: a guest is
 * `all_users`; a member adds `membership_rank_all`, their program (the chosen or default one, and
 * their organization's) with their current rank in each; a corporate user their organization.
 * Labels a client sends are never believed: they can only narrow these (narrowLabels).
 */
export async function labelsOfMember(db: Queryable, brandId: number, memberId: number | null): Promise<Set<string>> {
  if (memberId === null) return viewerLabels({});
  const [own, organization, rankingPoints] = await Promise.all([
    memberProgram(db, brandId, memberId),
    organizationOfMember(db, memberId),
    rankingPointsOf(db, memberId),
  ]);
  const programs = own ? [own] : [];
  const organizationProgramId = organization?.organization.programId;
  if (organizationProgramId != null && organizationProgramId !== own?.program.id) {
    const found = (await brandPrograms(db, brandId)).find((entry) => entry.program.id === organizationProgramId);
    if (found) programs.push(found);
  }
  return viewerLabels({
    member: true,
    memberships: programs.map((entry) => ({
      programId: entry.program.id,
      rankId: rankFor(entry.ranks, rankingPoints).rank?.id ?? null,
    })),
    organizationId: organization?.organization.id ?? null,
  });
}

/**
 * The labels of a request's session (its Authorization header); a guest without one is `all_users`,
 * and so is a travel-agency member at a partner brand's hotel (memberAtHotel). A dead session is
 * refused (401/403), never treated as a guest.
 */
export async function labelsOfViewer(
  options: { database: Database; clock: Clock; hotel: HotelWithBrand },
  sessions: { authorization: string | undefined; client: RequestClientSession | undefined },
): Promise<Set<string>> {
  const { memberId } = await memberAtHotel(options, { ...sessions, hotel: options.hotel });
  return labelsOfMember(options.database.db, options.hotel.brandId, memberId);
}

/** The viewer's labels, narrowed to the ones the client asked for (when it asked): never more. */
export function narrowLabels(own: ReadonlySet<string>, requested: readonly string[] | undefined): string[] {
  return requested === undefined ? [...own] : requested.filter((label) => own.has(label));
}
