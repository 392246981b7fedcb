import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER, MAX_PHOTO_BYTES } from '../../contract';
import {
  DEMO_KEY,
  DEMO_SECRET,
  LOOPBACK_CALLER,
  basicAuth as basic,
  describeOnTestDatabases,
  firstCode,
  staffOfAnotherBrand,
  type TestApi,
} from './support/test-api';
const staffHeaders = basic(DEMO_KEY, DEMO_SECRET);

/** A photo-like test image: a gradient with shapes, `width` x `height`, in `format`. */
async function testImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  camera?: { orientation: number; exif: Record<string, Record<string, string>> },
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#3a6"/><stop offset="1" stop-color="#fc6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#a33"/></svg>`;
  let image = sharp(Buffer.from(svg)).toFormat(format);
  if (camera) image = image.withExif(camera.exif).withMetadata({ orientation: camera.orientation });
  return image.toBuffer();
}

async function upload(
  api: TestApi,
  path: string,
  bytes: Uint8Array,
  name = 'photo.jpg',
  headers: Record<string, string> = staffHeaders,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await api.app.request(path, { method: 'POST', body: form, headers }, LOOPBACK_CALLER);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function fetchFile(api: TestApi, url: string) {
  const response = await api.app.request(url, {}, LOOPBACK_CALLER);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function searchRooms(api: TestApi, hotel: string, locale?: string) {
  const query = 'checkin=2026-03-10&checkout=2026-03-11&adults=2';
  return api.request('GET', `/book/hotels/${hotel}/rooms?${query}`, undefined, locale ? { Locale: locale } : {});
}

describeOnTestDatabases('hotel and room photos ($name)', (api) => {
  let otherBrandHeaders: Record<string, string>;
  beforeAll(async () => {
    otherBrandHeaders = await staffOfAnotherBrand(api, 'photo-brand');
  });

  it('seeds a drawn header photo for each demo hotel and two to four photos per room type, with variants served for a year', async () => {
    const hotel = await api.request('GET', '/book/hotels/demo-kyoto', undefined, { Locale: 'en' });
    expect(hotel.status).toBe(200);
    expect(hotel.body.photos).toHaveLength(1);
    const header = hotel.body.photos[0];
    expect(header.alt).toMatch(/townhouse front at dusk/);
    expect([header.width, header.height]).toEqual([1600, 1067]);
    expect(header.variants.map((v: any) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      'avif@480x320',
      'avif@960x640',
      'avif@1600x1067',
      'webp@480x320',
      'webp@960x640',
      'webp@1600x1067',
      'jpeg@480x320',
      'jpeg@960x640',
      'jpeg@1600x1067',
    ]);
    const rooms = await searchRooms(api, 'demo-kyoto', 'ja');
    expect(rooms.status).toBe(200);
    for (const room of rooms.body.rooms) {
      expect(room.photos.length, room.room_type_code).toBeGreaterThanOrEqual(2);
      expect(room.photos.length, room.room_type_code).toBeLessThanOrEqual(4);
      expect(room.photos[0].alt, room.room_type_code).not.toBe('');
    }
    // A guest reading Japanese gets the Japanese text.
    expect(rooms.body.rooms.find((r: any) => r.room_type_code === 'KY-JP-TATAMI').photos[0].alt).toMatch(/畳/);
    // Every content language describes them: Chinese at the Kyoto hotel, Arabic and Thai at the Bali resort.
    const chinese = await searchRooms(api, 'demo-kyoto', 'zh_Hant');
    expect(chinese.body.rooms.find((r: any) => r.room_type_code === 'KY-JP-TATAMI').photos[0].alt).toMatch(/榻榻米/);
    const resort = await api.request('GET', '/book/hotels/demo-bali', undefined, { Locale: 'ar' });
    expect(resort.body.photos).toHaveLength(1);
    expect(resort.body.photos[0].alt).toMatch(/^الفيلا عند الغسق/);
    const resortRooms = await searchRooms(api, 'demo-bali', 'th');
    expect(resortRooms.body.rooms.length).toBeGreaterThan(0);
    for (const room of resortRooms.body.rooms) {
      expect(room.photos.length, room.room_type_code).toBeGreaterThanOrEqual(2);
      for (const photo of room.photos) expect(photo.alt, room.room_type_code).toMatch(/^[\u0E00-\u0E7F]/);
    }

    const small = header.variants.find((v: any) => v.format === 'webp' && v.width === 480);
    const file = await fetchFile(api, small.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
    // A width the photo has no variant of is not drawn.
    expect((await fetchFile(api, small.url.replace('-480.webp', '-481.webp'))).status).toBe(404);
  });

  it('turns an upload into AVIF, WebP and JPEG variants up to its own width, oriented and without its metadata', async () => {
    // Taken sideways: 900 x 600 stored, orientation 6 (rotate 90°) makes it 600 x 900.
    const taken = await testImage(900, 600, 'jpeg', {
      orientation: 6,
      exif: { IFD0: { Make: 'Camera Maker', Copyright: 'Someone' } },
    });
    expect((await sharp(taken).metadata()).exif).toBeDefined();
    const uploaded = await upload(api, '/api/staff/hotels/demo-seoul/photos', taken);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ room_type_code: null, position: 2, width: 600, height: 900, alt_texts: {} });
    expect(uploaded.body.variants.map((v: any) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      'avif@480x720',
      'avif@600x900',
      'webp@480x720',
      'webp@600x900',
      'jpeg@480x720',
      'jpeg@600x900',
    ]);
    for (const variant of uploaded.body.variants) {
      const file = await fetchFile(api, variant.url);
      expect(file.status, variant.url).toBe(200);
      expect(file.headers.get('content-type')).toBe(`image/${variant.format}`);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height], variant.url).toEqual([
        variant.format,
        variant.width,
        variant.height,
      ]);
      expect(meta.exif, variant.url).toBeUndefined();
    }
    // The guest sees it after the seeded front, in the header's place only when staff put it first.
    const hotel = await api.request('GET', '/book/hotels/demo-seoul');
    expect(hotel.body.photos.map((p: any) => p.id)[1]).toBe(uploaded.body.id);
  });

  it("describes a photo per language: the guest reads theirs, else the hotel's own, else English", async () => {
    const { body: photo } = await upload(
      api,
      '/api/staff/hotels/demo-kyoto/room_types/KY-FAMILY/photos',
      await testImage(1200, 800, 'png'),
      'family.png',
    );
    expect(photo.room_type_code).toBe('KY-FAMILY');
    const described = await api.request(
      'PATCH',
      `/api/staff/hotels/demo-kyoto/photos/${photo.id}`,
      { alt_texts: { en: 'Sofa corner', ja: 'ソファコーナー', th: 'มุมโซฟา' } },
      staffHeaders,
    );
    expect(described.status).toBe(200);
    expect(described.body.alt_texts).toEqual({ en: 'Sofa corner', ja: 'ソファコーナー', th: 'มุมโซฟา' });
    const altIn = async (locale: string) =>
      (await searchRooms(api, 'demo-kyoto', locale)).body.rooms
        .find((r: any) => r.room_type_code === 'KY-FAMILY')
        .photos.find((p: any) => p.id === photo.id).alt;
    expect(await altIn('th')).toBe('มุมโซฟา');
    expect(await altIn('ja-JP')).toBe('ソファコーナー');
    // Korean is not written: Kyoto's own language (Japanese) comes first.
    expect(await altIn('ko')).toBe('ソファコーナー');
    // Removing the Japanese one leaves English for a Korean reader; other languages keep theirs.
    const removed = await api.request(
      'PATCH',
      `/api/staff/hotels/demo-kyoto/photos/${photo.id}`,
      { alt_texts: { ja: null } },
      staffHeaders,
    );
    expect(removed.body.alt_texts).toEqual({ en: 'Sofa corner', th: 'มุมโซฟา' });
    expect(await altIn('ko')).toBe('Sofa corner');

    for (const body of [
      { alt_texts: { fr: 'Coin salon' } },
      { alt_texts: { en: ' ' } },
      { alt_texts: { en: 'x'.repeat(251) } },
      { alt: 'x' },
    ]) {
      const refused = await api.request('PATCH', `/api/staff/hotels/demo-kyoto/photos/${photo.id}`, body, staffHeaders);
      expect([refused.status, firstCode(refused.body)], JSON.stringify(body)).toEqual([400, '1000']);
    }
    const unchanged = await api.request(
      'GET',
      '/api/staff/hotels/demo-kyoto/room_types/KY-FAMILY/photos',
      undefined,
      staffHeaders,
    );
    expect(unchanged.body.photos.find((p: any) => p.id === photo.id).alt_texts).toEqual({
      en: 'Sofa corner',
      th: 'มุมโซฟา',
    });
  });

  it('puts the photos of a room type in the order staff give, and refuses an order that is not all of them once', async () => {
    const path = '/api/staff/hotels/demo-hakone/room_types/HK-GARDEN/photos';
    const before = (await api.request('GET', path, undefined, staffHeaders)).body.photos.map((p: any) => p.id);
    expect(before).toHaveLength(2);
    const { body: added } = await upload(api, path, await testImage(640, 480, 'webp'), 'garden.webp');
    expect(added.position).toBe(3);
    const wanted = [added.id, ...before.reverse()];
    const ordered = await api.request('PUT', `${path}/order`, { photo_ids: wanted }, staffHeaders);
    expect(ordered.status).toBe(200);
    expect(ordered.body.photos.map((p: any) => [p.id, p.position])).toEqual(wanted.map((id, i) => [id, i + 1]));
    const seen = (await searchRooms(api, 'demo-hakone')).body.rooms.find((r: any) => r.room_type_code === 'HK-GARDEN');
    expect(seen.photos.map((p: any) => p.id)).toEqual(wanted);

    const hotelPhoto = (await api.request('GET', '/api/staff/hotels/demo-hakone/photos', undefined, staffHeaders)).body
      .photos[0].id;
    for (const photo_ids of [
      wanted.slice(1),
      [...wanted, wanted[0]],
      [...wanted.slice(1), 'no-such-photo'],
      [...wanted.slice(1), hotelPhoto],
    ]) {
      const refused = await api.request('PUT', `${path}/order`, { photo_ids }, staffHeaders);
      expect([refused.status, firstCode(refused.body)], JSON.stringify(photo_ids)).toEqual([400, '1000']);
    }
    expect((await api.request('GET', path, undefined, staffHeaders)).body.photos.map((p: any) => p.id)).toEqual(wanted);
  });

  it('deletes a photo with its files; the others close the gap', async () => {
    const path = '/api/staff/hotels/demo-seoul/room_types/SE-STD-TWIN/photos';
    const { body: first } = await upload(api, path, await testImage(500, 400));
    const { body: second } = await upload(api, path, await testImage(520, 400));
    const deleted = await api.app.request(
      `/api/staff/hotels/demo-seoul/photos/${first.id}`,
      { method: 'DELETE', headers: staffHeaders },
      LOOPBACK_CALLER,
    );
    expect(deleted.status).toBe(204);
    for (const variant of first.variants) expect((await fetchFile(api, variant.url)).status, variant.url).toBe(404);
    expect((await fetchFile(api, second.variants[0].url)).status).toBe(200);
    const left = (await api.request('GET', path, undefined, staffHeaders)).body.photos;
    expect(left.map((p: any) => [p.id === second.id, p.position])).toEqual([
      [false, 1],
      [false, 2],
      [true, 3],
    ]);
    const again = await api.request(
      'DELETE',
      `/api/staff/hotels/demo-seoul/photos/${first.id}`,
      undefined,
      staffHeaders,
    );
    expect([again.status, firstCode(again.body)]).toEqual([404, '1013']);
  });

  it('refuses what is not a usable image, a file too large, and keeps nothing of it', async () => {
    const path = '/api/staff/hotels/demo-kyoto/room_types/KY-STD-TWIN/photos';
    const count = async () => (await api.request('GET', path, undefined, staffHeaders)).body.photos.length;
    const before = await count();
    const refusals: [string, Uint8Array, number][] = [
      ['text', Buffer.from('just some text, not a picture at all'), 422],
      ['gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 422],
      ['damaged jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]), 422],
      ['too small', await testImage(150, 120), 422],
      ['empty', new Uint8Array(0), 422],
      ['too large', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(MAX_PHOTO_BYTES + 1)]), 413],
    ];
    for (const [what, bytes, status] of refusals) {
      const refused = await upload(api, path, bytes);
      expect([refused.status, firstCode(refused.body)], what).toEqual([status, '1251']);
      expect(refused.body.errors[0].details.base[0].text, what).toBeTruthy();
    }
    const noFile = await api.app.request(
      path,
      { method: 'POST', body: new FormData(), headers: staffHeaders },
      LOOPBACK_CALLER,
    );
    expect(noFile.status).toBe(400);
    const json = await api.request('POST', path, { file: 'x' }, staffHeaders);
    expect([json.status, firstCode(json.body)]).toEqual([400, '1000']);
    expect(await count()).toBe(before);
  });

  it('answers staff only for their own brand, and an unknown hotel, room type or photo as not found', async () => {
    const image = await testImage(400, 300);
    expect((await upload(api, '/api/staff/hotels/demo-kyoto/photos', image, 'a.jpg', {})).status).toBe(401);
    expect(
      (await upload(api, '/api/staff/hotels/demo-kyoto/photos', image, 'a.jpg', basic(DEMO_KEY, 'wrong'))).status,
    ).toBe(401);
    const foreign = await upload(api, '/api/staff/hotels/demo-kyoto/photos', image, 'a.jpg', otherBrandHeaders);
    expect([foreign.status, firstCode(foreign.body)]).toEqual([404, '1001']);
    const unknownType = await upload(api, '/api/staff/hotels/demo-kyoto/room_types/SE-EXEC/photos', image);
    expect([unknownType.status, firstCode(unknownType.body)]).toEqual([404, '1013']);

    const kyotoPhoto = (await api.request('GET', '/api/staff/hotels/demo-kyoto/photos', undefined, staffHeaders)).body
      .photos[0];
    for (const [method, body] of [
      ['PATCH', { alt_texts: { en: 'Mine now' } }],
      ['DELETE', undefined],
    ] as const) {
      const otherHotel = await api.request(
        method,
        `/api/staff/hotels/demo-seoul/photos/${kyotoPhoto.id}`,
        body,
        staffHeaders,
      );
      expect([otherHotel.status, firstCode(otherHotel.body)], method).toEqual([404, '1013']);
      const otherBrand = await api.request(
        method,
        `/api/staff/hotels/demo-kyoto/photos/${kyotoPhoto.id}`,
        body,
        otherBrandHeaders,
      );
      expect([otherBrand.status, firstCode(otherBrand.body)], method).toEqual([404, '1001']);
    }
    expect(
      (await api.request('GET', '/api/staff/hotels/demo-kyoto/photos', undefined, staffHeaders)).body.photos[0],
    ).toEqual(kyotoPhoto);
    // The guest side needs a client session like every /book call; the files need nothing.
    const guest = await api.app.request('/book/hotels/demo-kyoto', {}, LOOPBACK_CALLER);
    expect(guest.status).toBe(401);
    expect(CLIENT_SESSION_HEADER).toBeTruthy();
    expect((await fetchFile(api, '/api/photos/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
