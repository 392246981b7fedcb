import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import {
  MAX_ATTACHMENT_BYTES, extrasQuerySchema, questionsQuerySchema, reservationLookupQuerySchema,
  type ExtrasReply,
} from '../../contract';
import { reservations } from '../db/schema';
import { failures } from '../domain/booking-failure';
import { validateStay } from '../domain/stay-dates';
import { contentDisposition } from '../http/content-disposition';
import { zodFailure } from '../http/errors';
import { parseQuery } from '../http/request-parsing';
import { localToday } from '../clock';
import { listPlans } from '../repositories/hotels';
import { mayAccess } from '../services/reservation-access';
import { labelsOfViewer, narrowLabels } from '../services/viewer-labels';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { attachmentOfReservation, downloadNotFound, storeAttachment, uploadFailure } from './attachments';
import { listExtrasWithPrices } from './extras-repository';
import { extrasForStay } from './extras-rules';
import { listQuestions, questionApplies, toQuestionReply } from './questions';

/**
 * GET /book/hotels/{h}/extras, GET /book/hotels/{h}/additional_questions, POST
 * /book/hotels/{h}/file_attachments (SPEC.md section 7) and the download of a reservation's file,
 * GET /api/file_attachments/{id}?confirmation_number=&email=|bypass_token= (outside /book so an
 * <img> or a link can load it; the reservation's credentials are the key).
 */
export function extrasRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.get('/book/hotels/:h/extras', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, extrasQuerySchema);
    validateStay(query.checkin, query.checkout, {
      today: localToday(deps.clock, hotel.timeZone),
      maxNights: hotel.maxNights,
      reservablePeriodMonths: hotel.reservablePeriodMonths,
    });
    const all = await listExtrasWithPrices(deps.database.db, hotel.id, query.checkin, query.checkout);
    const offered = extrasForStay(all, { now: deps.clock.now(), timeZone: hotel.timeZone, checkin: query.checkin, checkout: query.checkout }, query.locale ?? c.req.header('Locale'));
    const reply: ExtrasReply = {
      extras: offered,
      extra_inventories: offered.map((extra) => ({ extra_id: extra.extra_id, inventory: all.find((e) => e.id === extra.extra_id)!.inventory })),
    };
    return c.json(reply);
  });

  routes.get('/book/hotels/:h/additional_questions', async (c) => {
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
      room_plan_codes: [...(c.req.queries('room_plan_codes[]') ?? []), ...(c.req.queries('room_plan_codes') ?? [])].flatMap((v) => v.split(',')).filter(Boolean),
      label_filters: labelFilters,
      locale: c.req.query('locale') ?? c.req.header('Locale'),
    });
    if (!parsed.success) throw zodFailure(parsed.error);
    // The labels come from the session; the client's label_filters can only narrow them.
    const labels = narrowLabels(await labelsOfViewer({ ...deps, hotel }, c.req.header('Authorization')), labelFilters === undefined ? undefined : parsed.data.label_filters);
    const plans = await listPlans(deps.database.db, hotel.id);
    const hotelPlanCodes = plans.filter((plan) => parsed.data.room_plan_codes.includes(plan.code)).map((plan) => plan.hotelPlanCode);
    const questions = (await listQuestions(deps.database.db, hotel.id))
      .filter((question) => questionApplies(question, { checkin: parsed.data.checkin, hotelPlanCodes, labels }));
    return c.json({ additional_questions: questions.map((question) => toQuestionReply(question, parsed.data.locale)) });
  });

  routes.post(
    '/book/hotels/:h/file_attachments',
    bodyLimit({
      // The multipart envelope adds a little to the file itself.
      maxSize: MAX_ATTACHMENT_BYTES + 64 * 1024,
      onError: () => { throw uploadFailure('The file is larger than 80 MB.'); },
    }),
    async (c) => {
      const hotel = await hotelFromPath(c, deps);
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw failures.invalid('Content-Type must be multipart/form-data with a file field.');
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody();
      } catch {
        throw uploadFailure('The upload could not be read.');
      }
      const file = body.file;
      if (!(file instanceof File)) throw failures.invalidField('file', 'is required (one file)');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const reply = await storeAttachment(deps.database.db, hotel.id, { name: file.name, bytes }, new Date(deps.clock.now().epochMilliseconds));
      return c.json(reply, 201);
    },
  );

  routes.get('/api/file_attachments/:id', async (c) => {
    const credentials = reservationLookupQuerySchema.safeParse(c.req.query());
    const number = c.req.query('confirmation_number');
    if (!credentials.success || !number) throw downloadNotFound();
    const [reservation] = await deps.database.db.select().from(reservations).where(eq(reservations.confirmationNumber, number)).limit(1);
    // Wrong number, wrong credentials and a file of another reservation answer alike.
    if (!reservation || !mayAccess(reservation, credentials.data)) throw downloadNotFound();
    const file = await attachmentOfReservation(deps.database.db, reservation.id, c.req.param('id'));
    if (!file) throw downloadNotFound();
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.byteSize));
    c.header('Content-Disposition', contentDisposition('inline', file.fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(file.content));
  });

  return routes;
}
