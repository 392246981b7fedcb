import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { requestLocaleOf } from '../http/request-locale';
import { hotelOwnLocale } from '../../contract/localized-text';
import {
  CLIENT_SESSION_HEADER,
  ErrorCode,
  MAX_ATTACHMENT_BYTES,
  additionalQuestionsReplySchema,
  attachmentSchema,
  extrasQuerySchema,
  extrasReplySchema,
  questionsQuerySchema,
  reservationLookupQuerySchema,
  type ExtrasReply,
} from '../../contract';
import { failures } from '../domain/booking-failure';
import { validateStay } from '../domain/stay-dates';
import { contentDisposition } from '../http/content-disposition';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonReply,
  named,
  pathText,
  sessionErrors,
  sessionHeader,
} from '../http/declared-routes';
import { zodFailure } from '../http/errors';
import { multipartBoundary } from '../http/multipart-stream';
import { localToday } from '../clock';
import { listPlans } from '../repositories/hotels';
import { isLoopbackAddress } from '../http/caller-address';
import { callerOf, UNKNOWN_CALLER } from '../security/caller';
import { sha256Hex } from '../security/secrets';
import { mayAccess } from '../services/reservation-access';
import { sessionsOf } from '../http/client-session';
import { labelsOfViewer, narrowLabels } from '../services/viewer-labels';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { downloadNotFound, type AttachmentUploads, type Uploader } from './attachments';
import { attachmentOfReservation, listExtrasWithPrices, listQuestions, reservationByNumber } from './extras-repository';
import { extrasForStay } from './extras-rules';
import { questionApplies, toQuestionReply } from './questions';

/** The upload route, which streams its body under its own limit (http/body-size-limit.ts). */
export const UPLOAD_ROUTE = { method: 'POST', path: /^\/book\/hotels\/[^/]+\/file_attachments\/?$/ };

/** A query parameter documented, not checked by the declaration: its handler reads it in its own way. */
const queryText = (name: string, required: boolean, description?: string) => ({
  name,
  in: 'query' as const,
  required,
  ...(description === undefined ? {} : { description }),
  schema: { type: 'string' as const },
});
const bookErrors = { ...sessionErrors, 404: errorReply('Unknown hotel (1001)') };

const extras = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/extras',
  summary: 'Extras (options) offered for a stay, with prices and stock per date',
  parameters: [sessionHeader],
  request: { params: hotelPath, query: extrasQuerySchema },
  responses: {
    200: jsonReply('Extras', named('ExtrasReply', extrasReplySchema)),
    ...bookErrors,
    422: errorReply('Stay outside the reservable period (1903)'),
  },
});
const additionalQuestions = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/additional_questions',
  summary: 'Additional questions that apply to a check-in date and chosen plans',
  // Described, not checked here: room_plan_codes may repeat or be comma separated, q is JSON.
  parameters: [
    sessionHeader,
    { ...queryText('checkin', false), schema: { type: 'string', format: 'date' } },
    {
      ...queryText('room_plan_codes[]', false, 'Repeated, or room_plan_codes=A,B'),
      schema: { type: 'array', items: { type: 'string' } },
    },
    queryText(
      'q',
      false,
      'JSON like {"label_filters":["all_users"]}: narrows the labels of the session (Authorization) to these; never widens them',
    ),
    queryText('locale', false, 'en or ja (else the Locale header)'),
  ],
  request: { params: hotelPath },
  responses: {
    200: jsonReply('Questions', named('AdditionalQuestionsReply', additionalQuestionsReplySchema)),
    ...bookErrors,
  },
});
const upload = declareRoute({
  method: 'post',
  path: '/book/hotels/{h}/file_attachments',
  summary: 'Upload an image answering a file question; its id goes into the booking answer (attachment_ids)',
  parameters: [sessionHeader],
  request: {
    params: hotelPath,
    // Described, not parsed: the upload streams its body under its own limit (extras/attachments.ts).
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            required: ['file'],
            properties: { file: { type: 'string' as const, format: 'binary', maxLength: MAX_ATTACHMENT_BYTES } },
          },
        },
      },
    },
  },
  responses: {
    201: jsonReply('Stored file', named('AttachmentReply', attachmentSchema)),
    ...bookErrors,
    413: errorReply(
      `Over 80 MB: refused as soon as the Content-Length or the bytes received say so, nothing kept (${ErrorCode.unprocessableUpload})`,
    ),
    422: errorReply(`Not accepted: empty or not JPEG/PNG/GIF/WebP (${ErrorCode.unprocessableUpload})`),
    429: errorReply(
      `This client (client session, or address from outside) already has 30 unclaimed files or 500 MB uploaded within the hour (${ErrorCode.unprocessableUpload})`,
    ),
  },
});
const download = declareRoute({
  method: 'get',
  path: '/api/file_attachments/{id}',
  summary: "Download a file of a reservation (the reservation's credentials are the key)",
  // The credentials are read by the handler: wrong, missing and malformed ones all answer 404.
  parameters: [queryText('confirmation_number', true), queryText('email', false), queryText('bypass_token', false)],
  request: { params: z.object({ id: pathText('Attachment id') }) },
  responses: {
    200: { description: 'The file', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
    404: errorReply(`No such file for these credentials (${ErrorCode.downloadNotFound})`),
  },
});

/**
 * GET /book/hotels/{h}/extras, GET /book/hotels/{h}/additional_questions, POST
 * /book/hotels/{h}/file_attachments (SPEC.md section 7) and the download of a reservation's file,
 * GET /api/file_attachments/{id}?confirmation_number=&email=|bypass_token= (outside /book so an
 * <img> or a link can load it; the reservation's credentials are the key).
 */
export function extrasRoutes(deps: RouteDeps, uploads: AttachmentUploads): OpenAPIHono {
  const routes = declaredRoutes();

  addRoute(routes, extras, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = c.req.valid('query');
    validateStay(query.checkin, query.checkout, {
      today: localToday(deps.clock, hotel.timeZone),
      maxNights: hotel.maxNights,
      reservablePeriodMonths: hotel.reservablePeriodMonths,
    });
    const all = await listExtrasWithPrices(deps.database.db, hotel.id, query.checkin, query.checkout);
    const offered = extrasForStay(
      all,
      { now: deps.clock.now(), timeZone: hotel.timeZone, checkin: query.checkin, checkout: query.checkout },
      query.locale ?? requestLocaleOf(c),
      hotelOwnLocale(hotel.bookLanguages),
    );
    const reply: ExtrasReply = {
      extras: offered,
      extra_inventories: offered.map((extra) => ({
        extra_id: extra.extra_id,
        inventory: all.find((e) => e.id === extra.extra_id)!.inventory,
      })),
    };
    return c.json(reply);
  });

  addRoute(routes, additionalQuestions, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    let labelFilters: unknown;
    const q = c.req.query('q');
    if (q) {
      try {
        labelFilters = (JSON.parse(q) as { label_filters?: unknown }).label_filters;
      } catch {
        throw failures.invalidField('q', 'must be JSON like {"label_filters":["all_users"]}');
      }
    }
    const parsed = questionsQuerySchema.safeParse({
      checkin: c.req.query('checkin'),
      // Repeated (room_plan_codes[]=A&room_plan_codes[]=B) or comma separated (room_plan_codes=A,B).
      room_plan_codes: [...(c.req.queries('room_plan_codes[]') ?? []), ...(c.req.queries('room_plan_codes') ?? [])]
        .flatMap((v) => v.split(','))
        .filter(Boolean),
      label_filters: labelFilters,
      locale: c.req.query('locale') ?? c.req.header('Locale'),
    });
    if (!parsed.success) throw zodFailure(parsed.error);
    // The labels come from the session; the client's label_filters can only narrow them.
    const labels = narrowLabels(
      await labelsOfViewer({ ...deps, hotel }, sessionsOf(c)),
      labelFilters === undefined ? undefined : parsed.data.label_filters,
    );
    const plans = await listPlans(deps.database.db, hotel.id);
    const hotelPlanCodes = plans
      .filter((plan) => parsed.data.room_plan_codes.includes(plan.code))
      .map((plan) => plan.hotelPlanCode);
    const questions = (await listQuestions(deps.database.db, hotel.id)).filter((question) =>
      questionApplies(question, { checkin: parsed.data.checkin, hotelPlanCodes, labels }),
    );
    return c.json({
      additional_questions: questions.map((question) =>
        toQuestionReply(question, parsed.data.locale ?? requestLocaleOf(c), hotelOwnLocale(hotel.bookLanguages)),
      ),
    });
  });

  addRoute(routes, upload, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const boundary = multipartBoundary(c.req.header('content-type'));
    if (!boundary) throw failures.invalid('Content-Type must be multipart/form-data with a file field.');
    const declared = c.req.header('content-length');
    const reply = await uploads.receive({
      hotelId: hotel.id,
      uploader: uploaderOf(c),
      body: c.req.raw.body,
      boundary,
      declaredBytes: declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined,
    });
    return c.json(reply, 201);
  });

  addRoute(routes, download, async (c) => {
    const credentials = reservationLookupQuerySchema.safeParse(c.req.query());
    const number = c.req.query('confirmation_number');
    if (!credentials.success || !number) throw downloadNotFound();
    const reservation = await reservationByNumber(deps.database.db, number);
    // Wrong number, wrong credentials and a file of another reservation answer alike.
    if (!reservation || !mayAccess(reservation, credentials.data)) throw downloadNotFound();
    const file = await attachmentOfReservation(deps.database.db, reservation.id, c.req.valid('param').id);
    if (!file) throw downloadNotFound();
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.byteSize));
    c.header('Content-Disposition', contentDisposition('inline', file.fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    // Files uploaded before the upload folder existed keep their bytes in the row.
    if (file.content) return c.body(new Uint8Array(file.content));
    const stream = await uploads.files.read(file.publicId);
    if (!stream) {
      console.error('[attachments] the file of a claimed attachment is missing from the upload folder', file.publicId);
      throw downloadNotFound();
    }
    return c.body(stream);
  });

  return routes;
}

/**
 * The uploader of a request, for the quota of unclaimed uploads: its client session (hashed, as
 * stored) and the caller's address (security/caller.ts: the one the gateway vouches for, else the
 * socket's) when it is known and outside this machine; a loopback caller (a gateway that vouches
 * for no one) is told apart by its session only. An
 * IPv6 caller counts by its /64 network, which one household or server typically holds whole.
 */
function uploaderOf(c: Context): Uploader {
  const session = sha256Hex(c.req.header(CLIENT_SESSION_HEADER) ?? '');
  const caller = callerOf(c);
  const address = caller === UNKNOWN_CALLER || isLoopbackAddress(caller) ? undefined : caller;
  if (!address?.includes(':')) return { session, address };
  const groups = expandIpv6(address);
  return { session, address: groups ? `${groups.slice(0, 4).join(':')}::/64` : address };
}

/** The eight 16-bit groups of an IPv6 address (lower-case hex, no leading zeros), or null. */
function expandIpv6(address: string): string[] | null {
  const [head, tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => parseInt(g, 16).toString(16)) : null;
}
