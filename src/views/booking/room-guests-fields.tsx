import { useI18nContext } from '../../../locales/i18n-react';
import { useSearchActorRef } from '../../../machines/search/provider';
import { copyRoomGuests, type RoomGuests } from '../../../machines/search/search-criteria';
import { CountField } from './count-field';
import { KidsTierSlot } from './kids-fields';

/**
 * Guests per room of a multi-room search: one labelled group per room with its adults and
 * children, rooms added up to the hotel's multi_rooms_search_limit and removed down to one.
 */
export function RoomGuestsFields({
  rooms,
  limit,
  errors,
}: {
  rooms: readonly RoomGuests[];
  limit: number;
  errors: string[];
}) {
  const { LL } = useI18nContext();
  const search = useSearchActorRef();
  const change = (next: RoomGuests[]) => search.send({ type: 'rooms.changed', rooms: next });
  const update = (index: number, patch: Partial<RoomGuests>) =>
    change(rooms.map((room, i) => (i === index ? { ...room, ...patch } : { ...room })));
  const first = rooms[0] ?? { adults: 1, children: 0 };

  return (
    <div className="room-guests" aria-describedby={errors.length > 0 ? 'room-guests-errors' : 'room-guests-limit'}>
      {rooms.map((room, index) => {
        const number = index + 1;
        return (
          <fieldset key={index} className="room-guests-room">
            <legend>{LL.searchAvailability.guestsPerRoom.legend({ index: number })}</legend>
            <CountField
              id={`room-${number}-adults`}
              label={LL.searchAvailability.guestsPerRoom.adults({ index: number })}
              value={room.adults}
              min={1}
              onChange={(adults) => update(index, { adults })}
            />
            {/* A hotel that tiers children asks for them by tier (search-options-panels.tsx). */}
            <KidsTierSlot
              room={room}
              index={index}
              onChange={(patch) => update(index, patch)}
              fallback={
                <CountField
                  id={`room-${number}-children`}
                  label={LL.searchAvailability.guestsPerRoom.children({ index: number })}
                  value={room.children}
                  min={0}
                  onChange={(children) => update(index, { children })}
                />
              }
            />
            {rooms.length > 1 && (
              <button type="button" onClick={() => change(rooms.filter((_, i) => i !== index).map((r) => ({ ...r })))}>
                {LL.searchAvailability.guestsPerRoom.remove({ index: number })}
              </button>
            )}
          </fieldset>
        );
      })}
      <p id="room-guests-limit" className="hint">
        {LL.searchAvailability.guestsPerRoom.limit({ limit })}
      </p>
      {errors.length > 0 && (
        <p id="room-guests-errors" className="field-error">
          {errors.join(' ')}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          disabled={rooms.length >= limit}
          onClick={() => change([...rooms.map((r) => ({ ...r })), { adults: 1, children: 0 }])}
        >
          {LL.searchAvailability.guestsPerRoom.add()}
        </button>
        <button
          type="button"
          className="link-button"
          // Every room gets the first room's guests, with its children's tiers, ages and meal and bed options.
          onClick={() => change(rooms.map(() => copyRoomGuests(first)))}
        >
          {LL.searchAvailability.guestsPerRoom.same()}
        </button>
      </div>
    </div>
  );
}
