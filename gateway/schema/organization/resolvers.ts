import { z } from 'zod';
import {
  memberSessionReplySchema,
  organizationDownloadReplySchema,
  organizationReplySchema,
  organizationReservationsQuerySchema,
  organizationReservationsReplySchema,
  signInRequestSchema,
} from '../../../contract';
import type { Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';
import { toMemberUser } from '../membership/resolvers';

const segment = encodeURIComponent;
const brandSchema = z.string().trim().min(1).max(64);
const organizationArgs = z.object({ brand: brandSchema, id: z.number().int().min(1) });
const organizationPath = (brand: string, id: number, rest = '') =>
  `/book/hotel_brands/${segment(brand)}/organizations/${id}${rest}`;

/** Corporate accounts: mapping only; the booking API decides who may see what (Authorization is passed on). */
export const organizationResolvers: Resolvers = {
  Query: {
    organization: async (_parent, args, { api, requestId }) => {
      const { brand, id } = parseArguments(organizationArgs, args, requestId);
      const { data } = await api.call({ method: 'GET', path: organizationPath(brand, id) }, organizationReplySchema);
      return { id: data.id, name: data.name, displayName: data.display_name, programId: data.program_id };
    },
    organizationReservations: async (_parent, args, { api, requestId }) => {
      const { brand, id } = parseArguments(organizationArgs, { brand: args.brand, id: args.id }, requestId);
      const query = parseArguments(organizationReservationsQuerySchema, { page: omitNull(args.page) }, requestId);
      const reply = await api.call(
        { method: 'GET', path: organizationPath(brand, id, '/reservations'), query },
        organizationReservationsReplySchema,
      );
      return {
        reservations: reply.data.map((r) => ({
          reservationNumber: r.reservation_number,
          reservedAt: r.reserved_at,
          guestName: r.guest_name,
          bookedBy: r.booked_by,
          hotelName: r.hotel_name,
          checkinDate: r.checkin_date,
          nights: r.nights,
          rooms: r.rooms,
          status: r.status,
          totalPrice: r.total_price,
          currency: r.currency,
        })),
        allowances: reply.allowances.map((a) => ({
          periodStart: a.period_start,
          periodEnd: a.period_end,
          maxStays: a.max_stays,
          reserved: a.reserved,
          remaining: a.remaining,
        })),
        page: reply.page,
        totalPages: reply.total_pages,
        totalEntries: reply.total_entries,
      };
    },
  },
  Mutation: {
    organizationSignIn: async (_parent, { code, email, password }, { api, requestId }) => {
      const args = parseArguments(
        z.object({ code: hotelCodeSchema, input: signInRequestSchema }),
        { code, input: { email, password } },
        requestId,
      );
      const reply = await api.call(
        { method: 'POST', path: `/book/hotels/${segment(args.code)}/organization/sign_in`, body: args.input },
        memberSessionReplySchema,
      );
      return { token: reply.data.token, expiresAt: reply.data.expires_at, user: toMemberUser(reply.data.user) };
    },
    createOrganizationDownload: async (_parent, args, { api, requestId }) => {
      const { brand, id } = parseArguments(organizationArgs, args, requestId);
      const { data } = await api.call(
        { method: 'POST', path: organizationPath(brand, id, '/reservations/downloads') },
        organizationDownloadReplySchema,
      );
      return {
        downloadPath: data.download_path,
        password: data.password,
        fileName: data.file_name,
        rowCount: data.row_count,
        expiresAt: data.expires_at,
        downloadsLeft: data.downloads_left,
      };
    },
  },
};
