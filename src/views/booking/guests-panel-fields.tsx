import type { ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RoomGuests, SearchCriteria } from '../../../machines/search/search-criteria';
import { useSearchActorRef } from '../../../machines/search/provider';
import { CountField } from './count-field';
import { RoomGuestsFields } from './room-guests-fields';

/** The plain form's guest counts: the same shape for each (count-field.tsx). */
const PLAIN_FIELD_IDS = { adults: 'search-adults', children: 'search-children', roomCount: 'search-rooms' } as const;

export type GuestCountField = keyof typeof PLAIN_FIELD_IDS;

export interface GuestsPanelFieldsProps {
  criteria: SearchCriteria;
  roomGuests: readonly RoomGuests[] | undefined;
  roomsLimit: number;
  /** Each plain count's error message (or null) and the id it has. */
  errorsOf: (field: GuestCountField) => { id: string; message: ReactNode } | null;
  /** The errors of the rooms' guests (multi-room form). */
  roomErrors: string[];
}

/**
 * What the guests panel of the search bar holds (guests-picker.tsx, which fetches it when the guest
 * may open it): the counts, with a link to different guests in each room, or the guests room by room.
 */
export function GuestsPanelFields({ criteria, roomGuests, roomsLimit, errorsOf, roomErrors }: GuestsPanelFieldsProps) {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const change = (patch: Partial<SearchCriteria>) => search.send({ type: 'criteria.changed', criteria: patch });
  if (roomGuests) return <RoomGuestsFields rooms={roomGuests} limit={roomsLimit} errors={roomErrors} />;
  return (
    <>
      {(['adults', 'children', 'roomCount'] as const).map((field) => {
        const error = errorsOf(field);
        return (
          <CountField
            key={field}
            id={PLAIN_FIELD_IDS[field]}
            label={field === 'roomCount' ? LL.searchBar.rooms() : LL.searchBar[field]()}
            value={criteria[field]}
            min={field === 'children' ? 0 : 1}
            errorId={error?.id}
            error={error?.message}
            onChange={(value) => change({ [field]: value })}
          />
        );
      })}
      {roomsLimit > 1 && (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            search.send({
              type: 'rooms.changed',
              rooms: Array.from(
                {
                  length: Math.min(
                    Math.max(2, Number.isFinite(criteria.roomCount) ? criteria.roomCount : 2),
                    roomsLimit,
                  ),
                },
                () => ({
                  adults: Number.isFinite(criteria.adults) ? criteria.adults : 1,
                  children: Number.isFinite(criteria.children) ? criteria.children : 0,
                }),
              ),
            })
          }
        >
          {LL.searchAvailability.guestsPerRoom.perRoom()}
        </button>
      )}
    </>
  );
}
