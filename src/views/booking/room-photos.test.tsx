// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import { galleryMachine } from '../../../machines/photos/gallery';
import type { Photo } from '../../../machines/photos/photo-fields';
import { RoomPhotos } from './room-photos';

loadAllLocales();
afterEach(cleanup);

const photo = (id: string, alt: string): Photo => ({
  id,
  alt,
  width: 1600,
  height: 1067,
  variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [480, 960, 1600].map((width) => ({
      format,
      width,
      height: Math.round((width * 1067) / 1600),
      url: `/api/photos/${id}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    })),
  ),
});
const photos = [
  photo('bed', 'Two single beds'),
  photo('bath', 'Shower room'),
  photo('view', ''),
  photo('desk', 'A desk by the window'),
];

function renderGallery(props: { photos?: Photo[]; eager?: boolean; locale?: 'en' | 'ja' } = {}) {
  return render(
    <TypesafeI18n locale={props.locale ?? 'en'}>
      <RoomPhotos roomName="Standard Twin" photos={props.photos ?? photos} eager={props.eager} />
    </TypesafeI18n>,
  );
}

describe('the photo gallery chart', () => {
  it('goes round from the last photo to the first and back, and stays put with a single photo', () => {
    const gallery = createActor(galleryMachine, { input: { count: 3 } }).start();
    const index = () => gallery.getSnapshot().context.index;
    gallery.send({ type: 'photo.previous' });
    expect(index()).toBe(2);
    gallery.send({ type: 'photo.next' });
    expect(index()).toBe(0);
    gallery.send({ type: 'photo.last' });
    expect(index()).toBe(2);
    gallery.send({ type: 'photo.first' });
    expect(index()).toBe(0);
    const single = createActor(galleryMachine, { input: { count: 1 } }).start();
    single.send({ type: 'photo.next' });
    expect(single.getSnapshot().context.index).toBe(0);
  });
});

describe('a room card’s photos', () => {
  it('shows one photo at a time in AVIF, WebP and JPEG variants with its size set, and moves with labelled buttons and a counter', () => {
    renderGallery({ eager: true });
    const gallery = screen.getByRole('region', { name: 'Photos of Standard Twin' });
    const image = within(gallery).getByRole('img', { name: 'Two single beds' });
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '1600',
      '1067',
      'eager',
    ]);
    expect(image.getAttribute('srcset')).toBe(
      '/api/photos/bed-480.jpg 480w, /api/photos/bed-960.jpg 960w, /api/photos/bed-1600.jpg 1600w',
    );
    const sources = gallery.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('/api/photos/bed-960.avif 960w');
    expect(screen.getByText('1 / 4')).toBeTruthy();

    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 4')).toBeTruthy();
    // Only the first photo of the first room is loaded at once.
    expect(within(gallery).getByRole('img', { name: 'Shower room' }).getAttribute('loading')).toBe('lazy');
    // A photo without alt text in any language still says what it is.
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByRole('img', { name: 'Standard Twin, photo 3 of 4' })).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('4 / 4')).toBeTruthy();
  });

  it('moves with the arrow keys, Home and End from anywhere in the gallery', () => {
    renderGallery();
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 4')).toBeTruthy();
    fireEvent.keyDown(next, { key: 'End' });
    expect(screen.getByText('4 / 4')).toBeTruthy();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(screen.getByText('1 / 4')).toBeTruthy();
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(screen.getByText('4 / 4')).toBeTruthy();
    fireEvent.keyDown(next, { key: 'Home' });
    expect(screen.getByRole('img', { name: 'Two single beds' })).toBeTruthy();
  });

  it('has no buttons for a single photo and nothing at all without photos; speaks the UI language', () => {
    renderGallery({ photos: [photos[0]!], locale: 'ja' });
    expect(screen.getByRole('region', { name: 'Standard Twinの写真' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Two single beds' }).getAttribute('loading')).toBe('lazy');
    cleanup();
    const { container } = renderGallery({ photos: [] });
    expect(container.textContent).toBe('');
  });
});
