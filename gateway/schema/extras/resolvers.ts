import { z } from 'zod';
import {
  MAX_ATTACHMENT_BYTES,
  additionalQuestionsReplySchema,
  attachmentSchema,
  extrasQuerySchema,
  extrasReplySchema,
  labelFilterSchema,
  reservationAdditionsRequestSchema,
  type ReservationReply,
} from '../../../contract';
import type { Reservation, Resolvers } from '../../generated/resolvers';
import { invalidInputError } from '../../gateway-errors';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';

const segment = encodeURIComponent;

const extrasArgsSchema = z.object({ code: hotelCodeSchema, query: extrasQuerySchema });
const questionsArgsSchema = z.object({
  code: hotelCodeSchema,
  checkin: z.string().optional(),
  roomPlanCodes: z
    .array(
      z
        .string()
        .min(1)
        .max(64)
        .regex(/^[^,]+$/),
    )
    .max(999)
    .default([]),
  labelFilters: z.array(labelFilterSchema).max(50).optional(),
});

/** Extras, additional questions and attachments: SDL in ./schema.graphql. */
export const extrasResolvers: Resolvers = {
  Query: {
    extras: async (_parent, args, { api, requestId }) => {
      const { code, query } = parseArguments(
        extrasArgsSchema,
        { code: args.code, query: { checkin: args.checkin, checkout: args.checkout } },
        requestId,
      );
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${segment(code)}/extras`, query },
        extrasReplySchema,
      );
      return reply.extras.map((extra) => ({
        id: extra.extra_id,
        code: extra.code,
        name: extra.name,
        description: extra.description,
        extraType: extra.extra_type,
        price: extra.price,
        priceWithoutTax: extra.price_without_tax,
        minQuantity: extra.min_quantity,
        maxQuantity: extra.max_quantity,
        purchaseLimit: extra.purchase_limit,
        bookingAvailableDates: extra.booking_available_dates,
        pricesByDate: extra.prices_by_date.map((p) => ({
          date: p.date,
          price: p.price,
          priceWithoutTax: p.price_without_tax,
        })),
        orderDeadline: extra.order_deadline,
        inventory: reply.extra_inventories.find((i) => i.extra_id === extra.extra_id)?.inventory ?? null,
      }));
    },
    additionalQuestions: async (_parent, args, { api, requestId }) => {
      const parsed = parseArguments(
        questionsArgsSchema,
        {
          code: args.code,
          checkin: omitNull(args.checkin),
          roomPlanCodes: omitNull(args.roomPlanCodes),
          labelFilters: omitNull(args.labelFilters),
        },
        requestId,
      );
      const reply = await api.call(
        {
          method: 'GET',
          path: `/book/hotels/${segment(parsed.code)}/additional_questions`,
          query: {
            checkin: parsed.checkin,
            room_plan_codes: parsed.roomPlanCodes.join(','),
            q: parsed.labelFilters ? JSON.stringify({ label_filters: parsed.labelFilters }) : undefined,
          },
        },
        additionalQuestionsReplySchema,
      );
      return reply.additional_questions.map((q) => ({
        id: q.id,
        questionType: q.question_type,
        answerType: q.answer_type,
        title: q.title,
        description: q.description,
        options: q.options,
        required: q.required,
        labels: q.labels,
        hotelPlanCodes: q.hotel_plan_codes,
        displayStartDate: q.display_start_date,
        displayEndDate: q.display_end_date,
      }));
    },
  },
  Mutation: {
    uploadAttachment: async (_parent, args, { api, requestId }) => {
      const code = parseArguments(hotelCodeSchema, args.code, requestId);
      // yoga's File may come from its own fetch implementation: recognised by shape, not class.
      const file = args.file as { name?: unknown; size?: unknown; type?: unknown; arrayBuffer?: unknown } | null;
      if (
        !file ||
        typeof file.name !== 'string' ||
        typeof file.size !== 'number' ||
        typeof file.arrayBuffer !== 'function'
      ) {
        throw invalidInputError(
          new z.ZodError([{ code: 'custom', path: ['file'], message: 'is required (one file)', input: file }]),
          requestId,
        );
      }
      // Refused here too, so 80 MB over the limit never travels upstream.
      if (file.size > MAX_ATTACHMENT_BYTES) {
        throw invalidInputError(
          new z.ZodError([{ code: 'custom', path: ['file'], message: 'is larger than 80 MB', input: file.size }]),
          requestId,
        );
      }
      const form = new FormData();
      const bytes = await (file.arrayBuffer as () => Promise<ArrayBuffer>).call(file);
      form.append(
        'file',
        new File([bytes], file.name, { type: typeof file.type === 'string' ? file.type : 'application/octet-stream' }),
      );
      const reply = await api.call(
        { method: 'POST', path: `/book/hotels/${segment(code)}/file_attachments`, form },
        attachmentSchema,
      );
      return {
        id: reply.id,
        fileName: reply.file_name,
        contentType: reply.content_type,
        byteSize: reply.byte_size,
        url: null,
      };
    },
  },
};

type ExtrasInput = {
  extras?: { extraId: number; quantity: number; date?: string | null }[] | null;
  totalExtraPrice?: number | null;
  answers?:
    { questionId: number; answer?: string | null; options?: string[] | null; attachmentIds?: string[] | null }[] | null;
};

/** The request fields of this module for createReservation (snake_case, as the contract takes them). */
export function extrasReservationInput(input: ExtrasInput): z.input<typeof reservationAdditionsRequestSchema> {
  return {
    extras: input.extras?.map((line) => ({
      extra_id: line.extraId,
      quantity: line.quantity,
      date: omitNull(line.date),
    })),
    total_extra_price: omitNull(input.totalExtraPrice),
    answers: input.answers?.map((a) => ({
      question_id: a.questionId,
      answer: omitNull(a.answer),
      options: omitNull(a.options),
      attachment_ids: omitNull(a.attachmentIds),
    })),
  };
}

/** The reservation fields of this module (empty from servers without extras). */
export function reservationExtras(
  reply: ReservationReply,
): Pick<Reservation, 'extras' | 'totalExtraPrice' | 'extraPriceWithoutTax' | 'answers'> {
  const fileUrl = (id: string) =>
    `/api/file_attachments/${segment(id)}?${new URLSearchParams({ confirmation_number: reply.confirmation_number, bypass_token: reply.bypass_token }).toString()}`;
  return {
    extras: (reply.extras ?? []).map((line) => ({
      extraId: line.extra_id,
      code: line.code,
      name: line.name,
      extraType: line.extra_type,
      date: line.date,
      quantity: line.quantity,
      price: line.price,
      priceWithoutTax: line.price_without_tax,
    })),
    totalExtraPrice: reply.total_extra_price ?? 0,
    extraPriceWithoutTax: reply.extra_price_without_tax ?? 0,
    answers: (reply.answers ?? []).map((a) => ({
      questionId: a.question_id,
      questionType: a.question_type,
      answerType: a.answer_type,
      title: a.title,
      answer: a.answer,
      options: a.options,
      attachments: a.attachments.map((f) => ({
        id: f.id,
        fileName: f.file_name,
        contentType: f.content_type,
        byteSize: f.byte_size,
        url: fileUrl(f.id),
      })),
    })),
  };
}
