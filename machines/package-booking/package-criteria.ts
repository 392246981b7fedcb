import { PACKAGE_ROOM_LIMIT } from '../../contract/package-limits';

/**
 * A hotel plus flight package's search as the address gives it (`/packages?code=demo-kyoto&checkin=
 * 2026-03-10&checkout=2026-03-12&rooms=2-0,2-1&origin=HND`, or adults, children and room_count as the
 * widget's search takes them): every guest of every room flies.
 */
export interface PackageRoomGuests {
  adults: number;
  children: number;
}

export interface PackageCriteria {
  checkin: string;
  checkout: string;
  rooms: PackageRoomGuests[];
  /** The departure airport (IATA code), empty until chosen. */
  origin: string;
}

export type PackageCriteriaProblem = 'dates' | 'room_limit' | 'undated' | 'guests';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const int = (value: string | null, fallback: number) =>
  value !== null && /^\d{1,2}$/.test(value) ? Number(value) : fallback;

/** The criteria of the address; what is missing takes the search defaults (2 adults, 1 room). */
export function packageCriteriaFromQuery(query: URLSearchParams): PackageCriteria & { undated: boolean } {
  const roomsParam = query.get('rooms');
  const rooms =
    roomsParam && /^\d{1,2}-\d{1,2}(,\d{1,2}-\d{1,2})*$/.test(roomsParam)
      ? roomsParam.split(',').map((part) => {
          const [adults, children] = part.split('-');
          return { adults: Number(adults), children: Number(children) };
        })
      : Array.from({ length: Math.max(1, int(query.get('room_count'), 1)) }, () => ({
          adults: int(query.get('adults'), 2),
          children: int(query.get('children'), 0),
        }));
  return {
    checkin: query.get('checkin') ?? '',
    checkout: query.get('checkout') ?? '',
    rooms,
    origin: (query.get('origin') ?? '').trim().toUpperCase(),
    undated: query.get('search_type') === 'undated',
  };
}

/** Why the package cannot be searched (SPEC.md section 5: up to 5 rooms, never undated), or null. */
export function packageCriteriaProblem(
  criteria: PackageCriteria & { undated?: boolean },
): PackageCriteriaProblem | null {
  if (criteria.undated) return 'undated';
  if (!DATE.test(criteria.checkin) || !DATE.test(criteria.checkout) || criteria.checkout <= criteria.checkin)
    return 'dates';
  if (criteria.rooms.length > PACKAGE_ROOM_LIMIT) return 'room_limit';
  if (criteria.rooms.some((room) => room.adults < 1)) return 'guests';
  return null;
}

export const roomsParam = (rooms: readonly PackageRoomGuests[]) =>
  rooms.map((room) => `${room.adults}-${room.children}`).join(',');
export const passengersOf = (rooms: readonly PackageRoomGuests[]) =>
  rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
