import { assign, setup } from 'xstate';

/**
 * A photo gallery (a room card's photos): which photo is shown. Next after the last comes back to
 * the first, previous before the first goes to the last; with one photo there is nowhere to go.
 */
export interface GalleryContext {
  /** Zero-based. */
  index: number;
  count: number;
}

export type GalleryEvent =
  { type: 'photo.next' } | { type: 'photo.previous' } | { type: 'photo.first' } | { type: 'photo.last' };

export const galleryMachine = setup({
  types: { context: {} as GalleryContext, input: {} as { count: number }, events: {} as GalleryEvent },
  guards: { hasOthers: ({ context }) => context.count > 1 },
}).createMachine({
  id: 'photoGallery',
  context: ({ input }) => ({ index: 0, count: Math.max(0, input.count) }),
  on: {
    'photo.next': {
      guard: 'hasOthers',
      actions: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    },
    'photo.previous': {
      guard: 'hasOthers',
      actions: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    },
    'photo.first': { guard: 'hasOthers', actions: assign({ index: 0 }) },
    'photo.last': { guard: 'hasOthers', actions: assign({ index: ({ context }) => context.count - 1 }) },
  },
});

export const selectPhotoIndex = (snapshot: { context: GalleryContext }) => snapshot.context.index;
export const selectHasOtherPhotos = (snapshot: { context: GalleryContext }) => snapshot.context.count > 1;
