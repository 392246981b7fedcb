import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ErrorCode,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_OWNER,
  MIN_PHOTO_SIDE,
  describePhotoRequestSchema,
  photoOrderRequestSchema,
  staffPhotoListSchema,
  staffPhotoSchema,
} from '../../contract';
import { failures } from '../domain/booking-failure';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  pathText,
  staffCredentials,
} from '../http/declared-routes';
import { multipartBoundary } from '../http/multipart-stream';
import { staffCheck, staffHotelOf } from '../http/route-credentials';
import type { RouteDeps } from '../routes/deps';
import { describePhoto, listOwnerPhotos, orderPhotos, photoFailures, photoOwner, type PhotoLibrary } from './photos';

/** The upload routes, which stream their body under their own limit (http/body-size-limit.ts). */
export const PHOTO_UPLOAD_ROUTE = {
  method: 'POST',
  path: /^\/api\/staff\/hotels\/[^/]+\/(?:room_types\/[^/]+\/)?photos\/?$/,
};

/** A variant's content never changes under its URL. */
const FOR_EVER = 'public, max-age=31536000, immutable';

const StaffPhoto = named('StaffPhoto', staffPhotoSchema);
const StaffPhotoList = named('StaffPhotoList', staffPhotoListSchema);
const roomTypePath = hotelPath.extend({ code: pathText('Room type code') });
const photoPath = hotelPath.extend({ id: pathText('Photo id') });
const staffErrors = {
  400: errorReply('Invalid input (1000)'),
  401: errorReply('API client key and secret required (HTTP Basic)'),
  404: errorReply(
    `Unknown hotel, or a hotel of another brand (1001); unknown room type or photo of this hotel (${ErrorCode.notFound})`,
  ),
};
const PhotoOrderRequest = named('PhotoOrderRequest', photoOrderRequestSchema);
const MB = MAX_PHOTO_BYTES / (1024 * 1024);

const variant = declareRoute({
  method: 'get',
  path: '/api/photos/{file}',
  summary:
    "A photo variant, as named in a photo's variants (no credentials; Cache-Control: public, max-age=31536000, immutable)",
  request: { params: z.object({ file: pathText('{key}-{width}.{avif|webp|jpg}') }) },
  responses: {
    200: { description: 'The image', content: { 'image/avif': {}, 'image/webp': {}, 'image/jpeg': {} } },
    404: errorReply(`No photo has this file (${ErrorCode.notFound})`),
  },
});

/** The declarations of one owner's photo list, upload and order (the hotel's, or a room type's). */
function ownerRoutes(prefix: string, whose: string, params: typeof hotelPath | typeof roomTypePath) {
  return {
    list: declareRoute({
      method: 'get',
      path: prefix,
      summary:
        whose === 'the hotel'
          ? "Staff: the hotel's own photos in order (the first is its header)"
          : "Staff: a room type's photos in order",
      security: staffCredentials,
      request: { params },
      responses: { 200: jsonReply('Photos', StaffPhotoList), ...staffErrors },
    }),
    upload: declareRoute({
      method: 'post',
      path: prefix,
      summary: `Staff: upload a photo of ${whose}, shown last; resized at once into AVIF, WebP and JPEG at 480, 960 and 1600 px wide (never wider than the image), orientation applied, metadata dropped`,
      security: staffCredentials,
      request: {
        params,
        // Described, not parsed: the upload streams its body under its own limit (photos/photos.ts).
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object' as const,
                required: ['file'],
                properties: { file: { type: 'string' as const, format: 'binary', maxLength: MAX_PHOTO_BYTES } },
              },
            },
          },
        },
      },
      responses: {
        201: jsonReply('The photo, without alt text yet', StaffPhoto),
        ...staffErrors,
        413: errorReply(
          `Over ${MB} MB: refused as soon as the Content-Length or the bytes received say so, nothing kept (${ErrorCode.unprocessableUpload})`,
        ),
        422: errorReply(
          `Not a JPEG, PNG or WebP image, damaged, under ${MIN_PHOTO_SIDE} px, or already ${MAX_PHOTOS_PER_OWNER} photos (${ErrorCode.unprocessableUpload})`,
        ),
      },
    }),
    order: declareRoute({
      method: 'put',
      path: `${prefix}/order`,
      summary: 'Staff: the order photos are shown in (every photo, each once, first shown first)',
      security: staffCredentials,
      request: { params, body: jsonBody(PhotoOrderRequest) },
      responses: { 200: jsonReply('The photos in their new order', StaffPhotoList), ...staffErrors },
    }),
  };
}

const hotelPhotos = ownerRoutes('/api/staff/hotels/{h}/photos', 'the hotel', hotelPath);
const roomTypePhotos = ownerRoutes('/api/staff/hotels/{h}/room_types/{code}/photos', 'a room type', roomTypePath);
const describe = declareRoute({
  method: 'patch',
  path: '/api/staff/hotels/{h}/photos/{id}',
  summary:
    'Staff: set (a text) or remove (null) alt texts by UI language: en, ja, ko, zh_Hans, zh_Hant, id, th, ar; the others stay',
  security: staffCredentials,
  request: { params: photoPath, body: jsonBody(named('DescribePhotoRequest', describePhotoRequestSchema)) },
  responses: { 200: jsonReply('The photo', StaffPhoto), ...staffErrors },
});
const removal = declareRoute({
  method: 'delete',
  path: '/api/staff/hotels/{h}/photos/{id}',
  summary: 'Staff: delete a photo and its files; the later ones move up',
  security: staffCredentials,
  request: { params: photoPath },
  responses: { 204: { description: 'Deleted' }, ...staffErrors },
});

/**
 * Photos over HTTP. Staff (HTTP Basic with an API client's key and secret, hotels of that client's
 * brand) list, upload (multipart, field "file": a new last photo), order, describe and delete the
 * hotel's own photos and each room type's. Anyone loads a variant by its unguessable name (an <img>
 * sends no credentials), cached for a year. The guest sees the photos with the hotel
 * (GET /book/hotels/{h}) and with each room of a search.
 */
export function photoRoutes(deps: RouteDeps, library: PhotoLibrary): OpenAPIHono {
  const routes = declaredRoutes({ staffBasic: staffCheck(deps) });
  const { db } = deps.database;

  addRoute(routes, variant, async (c) => {
    const file = await library.file(c.req.valid('param').file);
    if (!file) throw photoFailures.notFound();
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', FOR_EVER);
    return c.body(file.body);
  });

  for (const [declared, withRoomType] of [
    [hotelPhotos, false],
    [roomTypePhotos, true],
  ] as const) {
    const ownerOf = (c: Context) => photoOwner(db, staffHotelOf(c), withRoomType ? c.req.param('code') : undefined);
    addRoute(routes, declared.list, async (c) => c.json({ photos: await listOwnerPhotos(db, await ownerOf(c)) }));
    addRoute(routes, declared.upload, async (c) => {
      const owner = await ownerOf(c);
      const boundary = multipartBoundary(c.req.header('content-type'));
      if (!boundary) throw failures.invalid('Content-Type must be multipart/form-data with a file field.');
      const declaredBytes = c.req.header('content-length');
      const photo = await library.upload({
        owner,
        body: c.req.raw.body,
        boundary,
        declaredBytes: declaredBytes !== undefined && /^\d+$/.test(declaredBytes) ? Number(declaredBytes) : undefined,
      });
      return c.json(photo, 201);
    });
    addRoute(routes, declared.order, async (c) => {
      const owner = await ownerOf(c);
      return c.json({ photos: await orderPhotos(deps.database, owner, c.req.valid('json').photo_ids) });
    });
  }

  addRoute(routes, describe, async (c) =>
    c.json(
      await describePhoto(deps.database, deps.clock, staffHotelOf(c).id, c.req.valid('param').id, c.req.valid('json')),
    ),
  );
  addRoute(routes, removal, async (c) => {
    await library.remove(staffHotelOf(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return routes;
}
