import type { MembershipProgram, Rank } from '../../contract';
import type { Queryable } from '../db/transactions';
import {
  allRanks,
  chosenProgramId,
  programsOfBrand,
  rankingPointsOf,
  type ProgramRow,
  type RankRow,
} from './points-repository';

export interface ProgramWithRanks {
  program: ProgramRow;
  /** Ascending by threshold. */
  ranks: RankRow[];
}

/** Every program of a brand with its ranks, the default program first. */
export async function brandPrograms(db: Queryable, brandId: number): Promise<ProgramWithRanks[]> {
  const programs = await programsOfBrand(db, brandId);
  if (programs.length === 0) return [];
  const ranks = await allRanks(db);
  const withRanks = programs.map((program) => ({
    program,
    ranks: ranks.filter((rank) => rank.programId === program.id),
  }));
  const defaultId = defaultProgramOf(programs)?.id;
  return withRanks.sort((a, b) => Number(b.program.id === defaultId) - Number(a.program.id === defaultId));
}

/** The brand's default program: the one flagged default, else the oldest. */
export function defaultProgramOf(programs: ProgramRow[]): ProgramRow | undefined {
  return programs.find((p) => p.isDefault) ?? [...programs].sort((a, b) => a.id - b.id)[0];
}

/** The member's program: the one they switched to (if it still belongs to the brand), else the default. */
export async function memberProgram(
  db: Queryable,
  brandId: number,
  memberId: number,
): Promise<ProgramWithRanks | null> {
  const programs = await brandPrograms(db, brandId);
  const chosenId = await chosenProgramId(db, memberId);
  const chosen = programs.find((p) => p.program.id === chosenId);
  return chosen ?? programs.find((p) => p.program.id === defaultProgramOf(programs.map((x) => x.program))?.id) ?? null;
}

/** The highest rank the ranking points reach, and the next one up. */
export function rankFor(ranks: RankRow[], rankingPoints: number): { rank: RankRow | null; next: RankRow | null } {
  let rank: RankRow | null = null;
  for (const candidate of ranks) if (candidate.rankingPointsThreshold <= rankingPoints) rank = candidate;
  const next = ranks.find((candidate) => candidate.rankingPointsThreshold > rankingPoints) ?? null;
  return { rank, next };
}

/** Points earned per 100 paid: the rank's rate, else the program's; none without a points programme. */
export function earningRatePercent(program: ProgramWithRanks | null, rankingPoints: number): number {
  if (!program || !program.program.pointProgramEnabled) return 0;
  return rankFor(program.ranks, rankingPoints).rank?.pointRatePercent ?? program.program.pointRatePercent;
}

export function toRank(row: RankRow): Rank {
  return {
    id: row.id,
    name: row.name,
    ranking_points_threshold: row.rankingPointsThreshold,
    point_rate_percent: row.pointRatePercent,
  };
}

export function toProgram(entry: ProgramWithRanks, defaultId: number | undefined): MembershipProgram {
  return {
    id: entry.program.id,
    name: entry.program.name,
    default: entry.program.id === defaultId,
    point_program_enabled: entry.program.pointProgramEnabled,
    point_rate_percent: entry.program.pointRatePercent,
    ranks: entry.ranks.map(toRank),
  };
}

/** SPEC.md section 3 user fields rank, program_id, rank_id and point_program_enabled, for sign-in and /user/me. */
export async function memberMembershipFields(
  db: Queryable,
  member: { id: number; brandId: number },
): Promise<{ rank: string | null; program_id: number | null; rank_id: number | null; point_program_enabled: boolean }> {
  const program = await memberProgram(db, member.brandId, member.id);
  if (!program) return { rank: null, program_id: null, rank_id: null, point_program_enabled: false };
  const { rank } = rankFor(program.ranks, await rankingPointsOf(db, member.id));
  return {
    rank: rank?.name ?? null,
    program_id: program.program.id,
    rank_id: rank?.id ?? null,
    point_program_enabled: program.program.pointProgramEnabled,
  };
}
