import { Hono, type Context } from 'hono';
import { describePhotoRequestSchema, photoOrderRequestSchema } from '../../contract';
import { failures } from '../domain/booking-failure';
import { multipartBoundary } from '../http/multipart-stream';
import { parseJsonBody } from '../http/request-parsing';
import type { RouteDeps } from '../routes/deps';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import { describePhoto, listOwnerPhotos, orderPhotos, photoFailures, photoOwner, type PhotoLibrary } from './photos';

/** The upload routes, which stream their body under their own limit (http/body-size-limit.ts). */
export const PHOTO_UPLOAD_ROUTE = {
  method: 'POST',
  path: /^\/api\/staff\/hotels\/[^/]+\/(?:room_types\/[^/]+\/)?photos\/?$/,
};

/** A variant's content never changes under its URL. */
const FOR_EVER = 'public, max-age=31536000, immutable';

/**
 * Photos over HTTP.
 *
 * Staff (HTTP Basic with an API client's key and secret, hotels of that client's brand):
 *   GET    /api/staff/hotels/{h}/photos                          the hotel's own photos, in order
 *   POST   /api/staff/hotels/{h}/photos                          multipart, field "file": a new last photo
 *   PUT    /api/staff/hotels/{h}/photos/order                    { photo_ids: [...] } every photo, first shown first
 *   GET|POST /api/staff/hotels/{h}/room_types/{code}/photos      the same for a room type
 *   PUT    /api/staff/hotels/{h}/room_types/{code}/photos/order
 *   PATCH  /api/staff/hotels/{h}/photos/{id}                     { alt_texts: { en: "...", ja: null } }
 *   DELETE /api/staff/hotels/{h}/photos/{id}
 *
 * Anyone (an <img> sends no credentials; the name is unguessable for an upload):
 *   GET /api/photos/{fileKey}-{width}.{avif|webp|jpg}              a variant, cached for a year
 *
 * The guest sees the photos with the hotel (GET /book/hotels/{h}) and with each room of a search.
 */
export function photoRoutes(deps: RouteDeps, library: PhotoLibrary): Hono {
  const routes = new Hono();
  const { db } = deps.database;

  routes.get('/api/photos/:file', async (c) => {
    const file = await library.file(c.req.param('file'));
    if (!file) throw photoFailures.notFound();
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', FOR_EVER);
    return c.body(file.body);
  });

  const staff = async (c: Context, withRoomType: boolean) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return null;
    return { hotel, owner: await photoOwner(db, hotel, withRoomType ? c.req.param('code') : undefined) };
  };

  for (const [prefix, withRoomType] of [
    ['/api/staff/hotels/:h/photos', false],
    ['/api/staff/hotels/:h/room_types/:code/photos', true],
  ] as const) {
    routes.get(prefix, async (c) => {
      const found = await staff(c, withRoomType);
      if (!found) return staffUnauthorized(c);
      return c.json({ photos: await listOwnerPhotos(db, found.owner) });
    });
    routes.post(prefix, async (c) => {
      const found = await staff(c, withRoomType);
      if (!found) return staffUnauthorized(c);
      const boundary = multipartBoundary(c.req.header('content-type'));
      if (!boundary) throw failures.invalid('Content-Type must be multipart/form-data with a file field.');
      const declared = c.req.header('content-length');
      const photo = await library.upload({
        owner: found.owner,
        body: c.req.raw.body,
        boundary,
        declaredBytes: declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined,
      });
      return c.json(photo, 201);
    });
    routes.put(`${prefix}/order`, async (c) => {
      const found = await staff(c, withRoomType);
      if (!found) return staffUnauthorized(c);
      const { photo_ids } = await parseJsonBody(c, photoOrderRequestSchema);
      return c.json({ photos: await orderPhotos(deps.database, found.owner, photo_ids) });
    });
  }

  routes.patch('/api/staff/hotels/:h/photos/:id', async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    const body = await parseJsonBody(c, describePhotoRequestSchema);
    return c.json(await describePhoto(deps.database, deps.clock, hotel.id, c.req.param('id'), body));
  });
  routes.delete('/api/staff/hotels/:h/photos/:id', async (c) => {
    const hotel = await staffHotelFromPath(c, db);
    if (!hotel) return staffUnauthorized(c);
    await library.remove(hotel.id, c.req.param('id'));
    return c.body(null, 204);
  });
  return routes;
}
