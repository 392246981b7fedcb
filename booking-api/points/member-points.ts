import { Temporal } from 'temporal-polyfill';
import {
  PointRules,
  type MembershipProgram,
  type PointExchange,
  type PointExchangeRequest,
  type PointInfo,
  type PointsTimelineReply,
} from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction, pgErrorCode, UNIQUE_VIOLATION } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import type { MemberRow } from '../repositories/members';
import { randomUnambiguousCode, sha256Hex } from '../security/secrets';
import { settlePoints, spendPoints } from './point-ledger';
import { pointFailures } from './point-failures';
import {
  findExchangeByIdempotencyKey,
  futurePoints,
  insertPointExchange,
  pointExchangePage,
  setAccountProgram,
  timelinePage,
  type PointExchangeRow,
} from './points-repository';
import { brandPrograms, defaultProgramOf, memberProgram, rankFor, toProgram, toRank } from './programs';

/** What a signed-in points call needs. */
export interface PointsCall {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  /** The signed-in member, whose session is of the hotel's brand (checked by the route: http/route-credentials.ts). */
  member: MemberRow;
}

const nowOf = (clock: Clock) => new Date(clock.now().epochMilliseconds);

/** SPEC.md section 9: the digico exchange is offered in Japan only (facilities in Japan). */
export function exchangeAvailableAt(hotel: HotelWithBrand): boolean {
  return hotel.country === 'JP';
}

/** GET /memberships/point */
export async function pointInfo(call: PointsCall): Promise<PointInfo> {
  const member = call.member;
  const account = await inTransaction(call.database.db, (tx) => settlePoints(tx, member.id, nowOf(call.clock)));
  const { db } = call.database;
  const program = await memberProgram(db, member.brandId, member.id);
  const { rank, next } = rankFor(program?.ranks ?? [], account.rankingPoints);
  const enabled = program?.program.pointProgramEnabled ?? false;
  const programs = await brandPrograms(db, member.brandId);
  const defaultId = defaultProgramOf(programs.map((p) => p.program))?.id;
  return {
    total_point: account.balance,
    ranking_points_value: account.rankingPoints,
    future_points: await futurePoints(db, member.id),
    point_program_enabled: enabled,
    program: program
      ? { id: program.program.id, name: program.program.name, default: program.program.id === defaultId }
      : null,
    rank: rank ? toRank(rank) : null,
    next_rank: next ? toRank(next) : null,
    spend_step: PointRules.spendStep,
    spend_minimum: PointRules.spendMinimum,
    exchange_step: PointRules.exchangeStep,
    exchange_available: enabled && exchangeAvailableAt(call.hotel),
  };
}

/** GET /memberships/points_timeline */
export async function pointsTimeline(
  call: PointsCall,
  query: { page: number; per_page: number; scope: 'current' | 'future' },
): Promise<PointsTimelineReply> {
  const member = call.member;
  await inTransaction(call.database.db, (tx) => settlePoints(tx, member.id, nowOf(call.clock)));
  const { db } = call.database;
  const program = await memberProgram(db, member.brandId, member.id);
  const { rows, total } = await timelinePage(db, member.id, {
    scope: query.scope,
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: rows.map(({ entry, reservationNumber, exchangeCode }) => {
      const future = entry.kind === 'gained' && !entry.creditedAt;
      const at = future ? entry.creditAt : entry.kind === 'gained' ? entry.creditedAt : entry.createdAt;
      return {
        id: entry.id,
        type: future ? 'future' : entry.kind,
        amount: entry.amount,
        date: (at ?? entry.createdAt).toISOString(),
        reservation_number: reservationNumber,
        exchange_code: exchangeCode,
      };
    }),
    page: query.page,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
    total_entries: total,
    program_enabled: program?.program.pointProgramEnabled ?? false,
  };
}

function toExchange(row: PointExchangeRow): PointExchange {
  return {
    id: row.id,
    amount: row.amount,
    exchange_type: row.exchangeType,
    code: row.code,
    valid_until: row.validUntil.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /memberships/point_exchanges */
export async function listPointExchanges(call: PointsCall, query: { page: number; per_page: number }) {
  const member = call.member;
  const { db } = call.database;
  const { rows, total } = await pointExchangePage(db, member.id, { page: query.page, perPage: query.per_page });
  return {
    data: rows.map(toExchange),
    page: query.page,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
    total_entries: total,
  };
}

/**
 * POST /memberships/point_exchanges. Irreversible: the points are taken and the code created in
 * one transaction. With an Idempotency-Key a retry (even a concurrent one) gets the first exchange
 * back (`replayed`) instead of spending again; the same key with another amount is 1008.
 */
export async function exchangePoints(
  call: PointsCall,
  request: PointExchangeRequest,
  idempotencyKey: string | undefined,
): Promise<{ exchange: PointExchange; replayed: boolean }> {
  const member = call.member;
  const requestHash = sha256Hex(`${request.exchange_type}:${request.amount}`);
  const run = () =>
    inTransaction(call.database.db, async (tx) => {
      const now = nowOf(call.clock);
      await settlePoints(tx, member.id, now); // locks the member's points until commit
      if (idempotencyKey) {
        const earlier = await findExchangeByIdempotencyKey(tx, member.id, idempotencyKey);
        if (earlier) {
          if (earlier.requestHash !== requestHash) throw failures.idempotencyConflict();
          return { exchange: toExchange(earlier), replayed: true };
        }
      }
      if (!exchangeAvailableAt(call.hotel)) throw pointFailures.exchangeNotAvailable();
      const program = await memberProgram(tx, member.brandId, member.id);
      if (!program?.program.pointProgramEnabled) throw pointFailures.programDisabled();
      if (request.amount < PointRules.exchangeStep || request.amount % PointRules.exchangeStep !== 0)
        throw pointFailures.exchangeInvalid();
      const validUntil = Temporal.Instant.fromEpochMilliseconds(now.getTime()).add({
        hours: 24 * PointRules.exchangeValidityDays,
      });
      const created = await insertPointExchange(tx, {
        memberId: member.id,
        amount: request.amount,
        exchangeType: request.exchange_type,
        code: `DG-${randomUnambiguousCode(12)}`,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
        validUntil: new Date(validUntil.epochMilliseconds),
        createdAt: now,
      });
      await spendPoints(tx, { memberId: member.id, amount: request.amount, exchangeId: created.id, now });
      return { exchange: toExchange(created), replayed: false };
    });
  try {
    return await run();
  } catch (error) {
    // Two retries racing with one key: the loser's insert hits the unique index; it now finds the winner's.
    if (idempotencyKey && pgErrorCode(error) === UNIQUE_VIOLATION) return run();
    throw error;
  }
}

/** GET /hotel_brands/{brand}/membership_programs */
export async function listBrandPrograms(database: Database, brandId: number): Promise<MembershipProgram[]> {
  const programs = await brandPrograms(database.db, brandId);
  const defaultId = defaultProgramOf(programs.map((p) => p.program))?.id;
  return programs.map((p) => toProgram(p, defaultId));
}

/** GET /memberships/program and /memberships/program/{id} (a program of the member's brand). */
export async function showProgram(call: PointsCall, programId?: number): Promise<MembershipProgram> {
  const member = call.member;
  const programs = await brandPrograms(call.database.db, member.brandId);
  const defaultId = defaultProgramOf(programs.map((p) => p.program))?.id;
  const found =
    programId === undefined
      ? await memberProgram(call.database.db, member.brandId, member.id)
      : programs.find((p) => p.program.id === programId);
  if (!found) throw pointFailures.programNotFound();
  return toProgram(found, defaultId);
}

/** POST /memberships/switch { program_id }: the member moves to another program of their brand; points stay theirs. */
export async function switchProgram(call: PointsCall, programId: number): Promise<MembershipProgram> {
  const member = call.member;
  const programs = await brandPrograms(call.database.db, member.brandId);
  const target = programs.find((p) => p.program.id === programId);
  if (!target) throw pointFailures.programNotFound();
  await inTransaction(call.database.db, async (tx) => {
    const now = nowOf(call.clock);
    await settlePoints(tx, member.id, now);
    await setAccountProgram(tx, member.id, programId, now);
  });
  return toProgram(target, defaultProgramOf(programs.map((p) => p.program))?.id);
}
