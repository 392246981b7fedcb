/**
 * The kids_tiers / kids_ages query values without zod, for the widget's bundle;
 * contract/search-options.ts builds its schemas on them and re-exports the helpers.
 */

/**
 * `kids_tiers` of `GET /rooms` on the wire: the children of each searched room by tier code, rooms
 * separated by `;` in the searched order, tiers by `,`: `A:1,B:1;C:2` is a room with a tier A and a
 * tier B child, and a room with two tier C children. A room without children is empty (`;C:2`).
 */
const tierCountsPattern = '[A-Z]:\\d{1,2}(?:,[A-Z]:\\d{1,2})*';
/** `kids_ages` on the wire: each searched room's children's ages, `;` between rooms: `4,9;1`. */
const agesPattern = '\\d{1,2}(?:,\\d{1,2})*';

export const KIDS_PARAM_MAX_LENGTH = 4000;
export const kidsTiersParamForm = new RegExp(`^(?:${tierCountsPattern})?(?:;(?:${tierCountsPattern})?)*$`);
export const kidsAgesParamForm = new RegExp(`^(?:${agesPattern})?(?:;(?:${agesPattern})?)*$`);
/** What kidsTiersParamSchema / kidsAgesParamSchema (contract/search-options.ts) accept. */
export const isKidsTiersParam = (raw: string) => raw.length <= KIDS_PARAM_MAX_LENGTH && kidsTiersParamForm.test(raw);
export const isKidsAgesParam = (raw: string) => raw.length <= KIDS_PARAM_MAX_LENGTH && kidsAgesParamForm.test(raw);

export type TierCounts = Record<string, number>;

export function parseKidsTiersParam(value: string): TierCounts[] {
  return value.split(';').map((room) => {
    const counts: TierCounts = {};
    for (const part of room.split(',').filter(Boolean)) {
      const [code, count] = part.split(':');
      counts[code!] = (counts[code!] ?? 0) + Number(count);
    }
    return counts;
  });
}
export function formatKidsTiersParam(rooms: readonly TierCounts[]): string {
  return rooms
    .map((counts) =>
      Object.entries(counts)
        .filter(([, n]) => n > 0)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([code, n]) => `${code}:${n}`)
        .join(','),
    )
    .join(';');
}
export function parseKidsAgesParam(value: string): number[][] {
  return value.split(';').map((room) => room.split(',').filter(Boolean).map(Number));
}
export function formatKidsAgesParam(rooms: readonly (readonly number[])[]): string {
  return rooms.map((ages) => ages.join(',')).join(';');
}
