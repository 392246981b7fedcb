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
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as json,
  errorReply as error,
  hotelParam as hotel,
  pathParam,
} from '../routes/openapi-parts';

/** OpenAPI paths of photos (booking-api/photos/photo-routes.ts). */

const basic = [{ staffBasic: [] }];
const ok = (description: string, schema: string) => ({ description, content: json(schema) });
const roomType = pathParam('code', 'Room type code');
const photoId = pathParam('id', 'Photo id');
const staffErrors = {
  '400': error('Invalid input (1000)'),
  '401': error('API client key and secret required (HTTP Basic)'),
  '404': error(
    `Unknown hotel, or a hotel of another brand (1001); unknown room type or photo of this hotel (${ErrorCode.notFound})`,
  ),
};
const MB = MAX_PHOTO_BYTES / (1024 * 1024);
const upload = (whose: string) => ({
  security: basic,
  summary: `Staff: upload a photo of ${whose}, shown last; resized at once into AVIF, WebP and JPEG at 480, 960 and 1600 px wide (never wider than the image), orientation applied, metadata dropped`,
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', maxLength: MAX_PHOTO_BYTES } },
        },
      },
    },
  },
  responses: {
    '201': ok('The photo, without alt text yet', 'StaffPhoto'),
    ...staffErrors,
    '413': error(
      `Over ${MB} MB: refused as soon as the Content-Length or the bytes received say so, nothing kept (${ErrorCode.unprocessableUpload})`,
    ),
    '422': error(
      `Not a JPEG, PNG or WebP image, damaged, under ${MIN_PHOTO_SIDE} px, or already ${MAX_PHOTOS_PER_OWNER} photos (${ErrorCode.unprocessableUpload})`,
    ),
  },
});
const order = {
  security: basic,
  summary: 'Staff: the order photos are shown in (every photo, each once, first shown first)',
  requestBody: { required: true, content: json('PhotoOrderRequest') },
  responses: { '200': ok('The photos in their new order', 'StaffPhotoList'), ...staffErrors },
};

export function photosOpenApiPaths(): Record<string, unknown> {
  return {
    '/api/staff/hotels/{h}/photos': {
      get: {
        security: basic,
        parameters: [hotel],
        summary: "Staff: the hotel's own photos in order (the first is its header)",
        responses: { '200': ok('Photos', 'StaffPhotoList'), ...staffErrors },
      },
      post: { ...upload('the hotel'), parameters: [hotel] },
    },
    '/api/staff/hotels/{h}/photos/order': { put: { ...order, parameters: [hotel] } },
    '/api/staff/hotels/{h}/room_types/{code}/photos': {
      get: {
        security: basic,
        parameters: [hotel, roomType],
        summary: "Staff: a room type's photos in order",
        responses: { '200': ok('Photos', 'StaffPhotoList'), ...staffErrors },
      },
      post: { ...upload('a room type'), parameters: [hotel, roomType] },
    },
    '/api/staff/hotels/{h}/room_types/{code}/photos/order': { put: { ...order, parameters: [hotel, roomType] } },
    '/api/staff/hotels/{h}/photos/{id}': {
      patch: {
        security: basic,
        parameters: [hotel, photoId],
        summary:
          'Staff: set (a text) or remove (null) alt texts by UI language: en, ja, ko, zh_Hans, zh_Hant, id, th, ar; the others stay',
        requestBody: { required: true, content: json('DescribePhotoRequest') },
        responses: { '200': ok('The photo', 'StaffPhoto'), ...staffErrors },
      },
      delete: {
        security: basic,
        parameters: [hotel, photoId],
        summary: 'Staff: delete a photo and its files; the later ones move up',
        responses: { '204': { description: 'Deleted' }, ...staffErrors },
      },
    },
    '/api/photos/{file}': {
      get: {
        summary:
          "A photo variant, as named in a photo's variants (no credentials; Cache-Control: public, max-age=31536000, immutable)",
        parameters: [pathParam('file', '{key}-{width}.{avif|webp|jpg}')],
        responses: {
          '200': { description: 'The image', content: { 'image/avif': {}, 'image/webp': {}, 'image/jpeg': {} } },
          '404': error(`No photo has this file (${ErrorCode.notFound})`),
        },
      },
    },
  };
}

export function photosOpenApiSchemas({ jsonSchema }: Pick<Helpers, 'jsonSchema'>): Record<string, JsonSchema> {
  return {
    StaffPhoto: jsonSchema(staffPhotoSchema, 'output'),
    StaffPhotoList: jsonSchema(staffPhotoListSchema, 'output'),
    DescribePhotoRequest: jsonSchema(describePhotoRequestSchema, 'input'),
    PhotoOrderRequest: jsonSchema(photoOrderRequestSchema, 'input'),
  };
}
