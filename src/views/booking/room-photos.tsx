import type { KeyboardEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  galleryMachine,
  selectHasOtherPhotos,
  selectPhotoIndex,
  type GalleryEvent,
} from '../../../machines/photos/gallery';
import type { Photo } from '../../../machines/photos/photo-fields';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotel } from '../../../machines/init/selectors';
import { ResponsivePhoto } from './responsive-photo';
import { HOTEL_BANNER_SIZES } from './photo-sizes';
import './room-photos.css';

/** Shown at most this wide in a room card (full width on a phone). */
const CARD_PHOTO_SIZES = '(max-width: 640px) calc(100vw - 3rem), 20rem';

/** Arrow keys move through the photos in the reading direction; Home and End go to the first and last. */
function keyEvent(key: string, rightToLeft: boolean): GalleryEvent | null {
  if (key === 'Home') return { type: 'photo.first' };
  if (key === 'End') return { type: 'photo.last' };
  if (key === 'ArrowRight') return { type: rightToLeft ? 'photo.previous' : 'photo.next' };
  if (key === 'ArrowLeft') return { type: rightToLeft ? 'photo.next' : 'photo.previous' };
  return null;
}

/**
 * A room type's photos, one at a time, with buttons to the previous and next photo and a counter
 * ("2 / 4"). Only the photo shown is loaded; the first room's first photo is loaded at once
 * (`eager`), the others when the guest scrolls near them.
 */
export function RoomPhotos({
  roomName,
  photos,
  eager = false,
}: {
  roomName: string;
  photos: readonly Photo[];
  eager?: boolean;
}) {
  // A new set of photos (another search) starts a new gallery at its first photo.
  const key = photos.map((photo) => photo.id).join(' ');
  if (photos.length === 0) return null;
  return <Gallery key={key} roomName={roomName} photos={photos} eager={eager} />;
}

function Gallery({ roomName, photos, eager }: { roomName: string; photos: readonly Photo[]; eager: boolean }) {
  const { LL } = useI18nContext();
  const gallery = useActorRef(galleryMachine, { input: { count: photos.length } });
  const index = useSelector(gallery, selectPhotoIndex);
  const browsable = useSelector(gallery, selectHasOtherPhotos);
  const photo = photos[index]!;
  const alt = photo.alt || LL.photos.photoOf({ room: roomName, index: index + 1, count: photos.length });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const move = keyEvent(event.key, rightToLeft);
    if (!move || !browsable) return;
    event.preventDefault();
    gallery.send(move);
  };
  return (
    <section
      className="room-photos"
      aria-roledescription={LL.photos.carousel()}
      aria-label={LL.photos.gallery({ room: roomName })}
      onKeyDown={onKeyDown}
    >
      <div className="room-photos-frame">
        <ResponsivePhoto photo={photo} alt={alt} sizes={CARD_PHOTO_SIZES} eager={eager && index === 0} />
      </div>
      {browsable && (
        <div className="room-photos-controls">
          <button
            type="button"
            onClick={() => gallery.send({ type: 'photo.previous' })}
            aria-label={LL.photos.previous()}
          >
            <span aria-hidden="true" className="room-photos-arrow">
              ‹
            </span>
          </button>
          <p className="room-photos-counter" aria-live="polite" aria-atomic="true">
            <span className="visually-hidden">{alt}. </span>
            {LL.photos.counter({ index: index + 1, count: photos.length })}
          </p>
          <button type="button" onClick={() => gallery.send({ type: 'photo.next' })} aria-label={LL.photos.next()}>
            <span aria-hidden="true" className="room-photos-arrow">
              ›
            </span>
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The hotel's header photo (its first), above the results: a wide strip loaded at once and before
 * other images (it is the first thing seen), its space kept before it arrives.
 */
export function HotelBanner() {
  const { LL } = useI18nContext();
  const hotel = useInitSelector(selectHotel);
  const photo = hotel?.photos[0];
  if (!hotel || !photo) return null;
  const hotelName = hotel.name;
  return (
    <div className="hotel-banner">
      <ResponsivePhoto
        photo={photo}
        alt={photo.alt || LL.photos.hotelPhoto({ hotel: hotelName })}
        sizes={HOTEL_BANNER_SIZES}
        eager
        highPriority
      />
    </div>
  );
}
