import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Clock } from '../clock';
import { hotels, photos, roomTypes, type PhotoAltTexts } from '../db/schema';
import type { AppTx } from '../db/transactions';
import { randomToken } from '../security/secrets';
import {
  SCENE_HEIGHT,
  SCENE_WIDTH,
  sceneSvg,
  type BathKind,
  type BedKind,
  type DemoScene,
  type FloorKind,
  type ViewKind,
} from './demo-scenes';
import { PIPELINE_VERSION, variantWidths } from './photo-variants';
import { sceneAltTexts } from './scene-alt-texts';
import { DRAWN_PREFIX } from './photos';

/**
 * The demo hotels' photos: a front at dusk for each hotel, and two to four drawn scenes for each
 * room type (its bed, floor and view; its bath; the view from it), described in the hotel's book
 * languages (scene-alt-texts.ts writes every content language). Seeding writes only the rows: each
 * variant file is drawn on its first request and kept (photos.ts), so seeding stays as fast as before.
 */

export const HOTEL_FRONTS: Record<string, DemoScene> = {
  'demo-kyoto': { kind: 'front', style: 'townhouse', accent: '#4a1630', hour: 'dusk' },
  'demo-seoul': { kind: 'front', style: 'hanok', accent: '#1e5bc2', hour: 'dusk' },
  'demo-hakone': { kind: 'front', style: 'ryokan', accent: '#2f6b3a', hour: 'dusk' },
  'demo-bali': { kind: 'front', style: 'villa', accent: '#13695f', hour: 'dusk' },
};

const room = (
  bed: BedKind,
  floor: FloorKind,
  view: ViewKind,
  hour: 'day' | 'dusk',
  wall: string,
  accent: string,
  sofa = false,
): DemoScene => ({ kind: 'room', bed, floor, view, hour, wall, accent, sofa });
const bath = (kind: BathKind, view: ViewKind, wall: string, accent: string): DemoScene => ({
  kind: 'bath',
  bath: kind,
  view,
  wall,
  accent,
});
const view = (seen: ViewKind, hour: 'day' | 'dusk', wall: string): DemoScene => ({
  kind: 'view',
  view: seen,
  hour,
  wall,
});

export const ROOM_SCENES: Record<string, DemoScene[]> = {
  'KY-STD-TWIN': [
    room('twin', 'wood', 'city', 'day', '#ece4d6', '#8c3a5a'),
    bath('shower', 'city', '#e6e2dc', '#8c3a5a'),
    view('city', 'dusk', '#ece4d6'),
  ],
  'KY-DLX-DOUBLE': [
    room('double', 'wood', 'garden', 'day', '#efe7d8', '#5f7a4a'),
    view('garden', 'day', '#efe7d8'),
    bath('tub', 'garden', '#e9e4da', '#5f7a4a'),
  ],
  'KY-JP-TATAMI': [
    room('futon', 'tatami', 'garden', 'dusk', '#efe3c8', '#7a4a2a'),
    bath('hinoki', 'garden', '#ddd3c0', '#7a4a2a'),
  ],
  'KY-FAMILY': [
    room('family', 'carpet', 'city', 'day', '#eae6df', '#3d6a8a', true),
    bath('tub', 'city', '#e7e3dd', '#3d6a8a'),
  ],
  'KY-MACHIYA-SUITE': [
    room('king', 'wood', 'garden', 'dusk', '#e8dcc6', '#4a1630', true),
    room('futon', 'tatami', 'garden', 'day', '#efe3c8', '#4a1630'),
    bath('open-air', 'garden', '#d9d0bf', '#4a1630'),
    view('garden', 'dusk', '#e8dcc6'),
  ],
  'SE-STD-DOUBLE': [
    room('double', 'wood', 'courtyard', 'day', '#eeeae4', '#2c5d9e'),
    bath('shower', 'courtyard', '#e5e5e5', '#2c5d9e'),
  ],
  'SE-STD-TWIN': [
    room('twin', 'wood', 'courtyard', 'dusk', '#ebe7e0', '#4f6d8f'),
    bath('shower', 'courtyard', '#e3e3e3', '#4f6d8f'),
  ],
  'SE-EXEC': [
    room('king', 'carpet', 'tower', 'dusk', '#e6e1da', '#0f2a4a', true),
    view('tower', 'dusk', '#e6e1da'),
    bath('tub', 'tower', '#e4e2de', '#0f2a4a'),
  ],
  'SE-HANOK-ONDOL': [
    room('ondol', 'ondol', 'courtyard', 'day', '#f1e8d2', '#a5412f'),
    view('courtyard', 'dusk', '#f1e8d2'),
  ],
  'SE-ROYAL-SUITE': [
    room('king', 'carpet', 'tower', 'day', '#ebe4d8', '#6b4f2a', true),
    room('double', 'wood', 'tower', 'dusk', '#ebe4d8', '#6b4f2a'),
    bath('tub', 'tower', '#e8e3da', '#6b4f2a'),
    view('tower', 'day', '#ebe4d8'),
  ],
  'HK-WASHITSU': [
    room('futon', 'tatami', 'mountains', 'day', '#efe4c9', '#2f6b3a'),
    bath('open-air', 'mountains', '#d8d0bd', '#2f6b3a'),
    view('mountains', 'dusk', '#efe4c9'),
  ],
  'HK-WAYO': [
    room('twin', 'wood', 'mountains', 'day', '#ede6d6', '#6a7f3a'),
    room('futon', 'tatami', 'forest', 'dusk', '#efe4c9', '#6a7f3a'),
  ],
  'HK-GARDEN': [room('futon', 'tatami', 'garden', 'day', '#eee5cc', '#4f7f43'), view('garden', 'dusk', '#eee5cc')],
  'HK-SUITE': [
    room('futon', 'tatami', 'forest', 'dusk', '#ecdfc2', '#2f6b3a'),
    bath('hinoki', 'forest', '#dcd2bd', '#2f6b3a'),
    bath('open-air', 'forest', '#d8d0bd', '#2f6b3a'),
    view('mountains', 'day', '#ecdfc2'),
  ],
  'BA-GARDEN-VILLA': [
    room('king', 'wood', 'jungle', 'day', '#efe6d6', '#13695f'),
    bath('plunge-pool', 'jungle', '#efe6d6', '#13695f'),
    view('jungle', 'dusk', '#efe6d6'),
  ],
  'BA-POOL-VILLA': [
    room('king', 'wood', 'rice-terraces', 'day', '#f1e9da', '#b4663a', true),
    bath('plunge-pool', 'rice-terraces', '#f1e9da', '#b4663a'),
    view('rice-terraces', 'dusk', '#f1e9da'),
  ],
  'BA-JUNGLE-DELUXE': [
    room('twin', 'wood', 'jungle', 'dusk', '#ece4d4', '#3f7a5a'),
    view('jungle', 'day', '#ece4d4'),
    bath('tub', 'jungle', '#e8e2d8', '#3f7a5a'),
  ],
  'BA-FAMILY-VILLA': [
    room('king', 'wood', 'jungle', 'day', '#efe6d6', '#8a5a2b', true),
    room('twin', 'wood', 'jungle', 'day', '#efe6d6', '#8a5a2b'),
    bath('plunge-pool', 'jungle', '#efe6d6', '#8a5a2b'),
  ],
};

/** The file key of a drawn scene: the same scene and pipeline always draw the same files. */
export function drawnFileKey(scene: DemoScene): string {
  const hash = createHash('sha256')
    .update(`${PIPELINE_VERSION}:${sharp.versions.sharp}:${sceneSvg(scene)}`)
    .digest('hex');
  return `${DRAWN_PREFIX}${hash.slice(0, 32)}`;
}

/** The photo rows of the demo hotels present (their room types seeded), in order. */
export async function seedDemoPhotos(tx: AppTx, clock: Clock): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds);
  const allHotels = await tx
    .select({ id: hotels.id, code: hotels.code, bookLanguages: hotels.bookLanguages })
    .from(hotels);
  // Like the rest of a demo hotel's content, its photos are described in its book languages only: a
  // guest reading another language gets the hotel's own, as with its names and descriptions.
  const languagesOf = new Map(allHotels.map((hotel) => [hotel.id, hotel.bookLanguages]));
  const inLanguagesOf = (hotelId: number, texts: PhotoAltTexts): PhotoAltTexts =>
    Object.fromEntries(Object.entries(texts).filter(([locale]) => languagesOf.get(hotelId)?.includes(locale)));
  const allTypes = await tx
    .select({ id: roomTypes.id, hotelId: roomTypes.hotelId, code: roomTypes.code })
    .from(roomTypes);
  const rows: (typeof photos.$inferInsert)[] = [];
  const add = (hotelId: number, roomTypeId: number | null, scenes: DemoScene[]) =>
    scenes.forEach((scene, index) =>
      rows.push({
        publicId: randomToken(12),
        hotelId,
        roomTypeId,
        position: index + 1,
        fileKey: drawnFileKey(scene),
        width: SCENE_WIDTH,
        height: SCENE_HEIGHT,
        variantWidths: variantWidths(SCENE_WIDTH),
        altTexts: inLanguagesOf(hotelId, sceneAltTexts(scene)),
        scene,
        createdAt: now,
        updatedAt: now,
      }),
    );
  for (const hotel of allHotels) {
    const front = HOTEL_FRONTS[hotel.code];
    if (front) add(hotel.id, null, [front]);
  }
  for (const type of allTypes) {
    const scenes = ROOM_SCENES[type.code];
    if (scenes) add(type.hotelId, type.id, scenes);
  }
  if (rows.length > 0) await tx.insert(photos).values(rows);
}
