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
import { DRAWN_PREFIX } from './photos';

/**
 * The demo hotels' photos: a front at dusk for each hotel, and two to four drawn scenes for each
 * room type (its bed, floor and view; its bath; the view from it), described in English, Japanese
 * and Korean. Seeding writes only the rows: each variant file is drawn on its first request and
 * kept (photos.ts), so seeding stays as fast as before.
 */

export const HOTEL_FRONTS: Record<string, DemoScene> = {
  'demo-kyoto': { kind: 'front', style: 'townhouse', accent: '#4a1630', hour: 'dusk' },
  'demo-seoul': { kind: 'front', style: 'hanok', accent: '#1e5bc2', hour: 'dusk' },
  'demo-hakone': { kind: 'front', style: 'ryokan', accent: '#2f6b3a', hour: 'dusk' },
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
};

type Words = { en: string; ja: string; ko: string };
const BEDS: Record<BedKind, Words> = {
  twin: { en: 'Two single beds', ja: 'シングルベッド2台', ko: '싱글 침대 2개' },
  double: { en: 'A double bed', ja: 'ダブルベッド', ko: '더블 침대' },
  king: { en: 'A king-size bed', ja: 'キングサイズベッド', ko: '킹사이즈 침대' },
  futon: { en: 'Futons laid out', ja: '敷かれた布団', ko: '깔아 둔 이불' },
  family: {
    en: 'A double and two single beds',
    ja: 'ダブルベッドとシングルベッド2台',
    ko: '더블 침대와 싱글 침대 2개',
  },
  ondol: { en: 'Bedding on the heated ondol floor', ja: 'オンドルの床に敷いた寝具', ko: '온돌 바닥에 깐 이부자리' },
};
const FLOORS: Record<FloorKind, Words> = {
  wood: { en: 'on a wooden floor', ja: '木の床', ko: '나무 바닥' },
  tatami: { en: 'on tatami mats', ja: '畳', ko: '다다미' },
  carpet: { en: 'on a carpeted floor', ja: 'カーペット敷きの床', ko: '카펫 바닥' },
  ondol: { en: 'in a floor-heated room', ja: '床暖房の部屋', ko: '온돌방' },
};
const VIEWS: Record<ViewKind, Words> = {
  city: { en: 'the city', ja: '街並み', ko: '도시' },
  garden: { en: 'a moss garden', ja: '苔庭', ko: '이끼 정원' },
  mountains: { en: 'the mountains', ja: '山々', ko: '산' },
  tower: { en: 'Namsan Tower', ja: '南山タワー', ko: '남산타워' },
  courtyard: { en: 'the hanok courtyard', ja: '韓屋の中庭', ko: '한옥 안마당' },
  forest: { en: 'the forest', ja: '森', ko: '숲' },
};
const BATHS: Record<BathKind, Words> = {
  shower: { en: 'Shower room', ja: 'シャワールーム', ko: '샤워실' },
  tub: { en: 'Bathroom with a bathtub', ja: '浴槽付きのバスルーム', ko: '욕조가 있는 욕실' },
  hinoki: { en: 'Hinoki cypress bath', ja: '檜風呂', ko: '히노키 편백나무 욕조' },
  'open-air': { en: 'Private open-air bath', ja: '客室露天風呂', ko: '객실 전용 노천탕' },
};
const FRONTS: Record<'townhouse' | 'hanok' | 'ryokan', Words> = {
  townhouse: {
    en: "The hotel's wooden townhouse front at dusk, lanterns lit by the noren curtain",
    ja: '夕暮れの町家造りの玄関、暖簾と灯籠',
    ko: '해 질 녘 목조 마치야 건물의 입구, 노렌과 등불',
  },
  hanok: {
    en: "The hotel's hanok front at dusk under its curved tiled roof",
    ja: '夕暮れの韓屋造りの正面、反りのある瓦屋根',
    ko: '해 질 녘 곡선 기와지붕 아래 한옥 정면',
  },
  ryokan: {
    en: 'The ryokan at dusk below the mountains, its windows lit',
    ja: '夕暮れの山あいに灯る旅館の外観',
    ko: '해 질 녘 산자락 아래 불 밝힌 료칸 외관',
  },
};

/** Alt texts of a scene in English, Japanese and Korean. */
export function sceneAltTexts(scene: DemoScene): PhotoAltTexts {
  const dusk = (hour: 'day' | 'dusk'): Words =>
    hour === 'dusk' ? { en: ' at dusk', ja: '夕暮れの', ko: '해 질 녘 ' } : { en: '', ja: '', ko: '' };
  switch (scene.kind) {
    case 'front':
      return { ...FRONTS[scene.style] };
    case 'room': {
      const bed = BEDS[scene.bed],
        floor = FLOORS[scene.floor],
        seen = VIEWS[scene.view],
        time = dusk(scene.hour);
      return {
        en: `${bed.en} ${floor.en}, with a window onto ${seen.en}${time.en}${scene.sofa ? ' and a sofa' : ''}`,
        ja: `${floor.ja}に${bed.ja}、窓から${time.ja}${seen.ja}${scene.sofa ? '、ソファ付き' : ''}`,
        ko: `${floor.ko}에 ${bed.ko}, 창밖으로 ${time.ko}${seen.ko}${scene.sofa ? ', 소파' : ''}`,
      };
    }
    case 'bath': {
      const kind = BATHS[scene.bath],
        seen = VIEWS[scene.view];
      return {
        en: `${kind.en} looking onto ${seen.en}`,
        ja: `${seen.ja}を望む${kind.ja}`,
        ko: `${seen.ko}이 보이는 ${kind.ko}`,
      };
    }
    case 'view': {
      const seen = VIEWS[scene.view],
        time = dusk(scene.hour);
      return {
        en: `The view of ${seen.en} from the room${time.en}`,
        ja: `客室から望む${time.ja}${seen.ja}`,
        ko: `객실에서 본 ${time.ko}${seen.ko}`,
      };
    }
  }
}

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
  const allHotels = await tx.select({ id: hotels.id, code: hotels.code }).from(hotels);
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
        altTexts: sceneAltTexts(scene),
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
