import { z } from 'zod';
import { roomSearchQuerySchema, type RoomReply } from '../../../contract';
import type { Resolvers, Room } from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';

const roomsArgsSchema = z.object({ code: hotelCodeSchema, search: roomSearchQuerySchema });

export const searchResolvers: Resolvers = {
  Query: {
    rooms: async (_parent, { code, search }, { api, requestId }) => {
      const args = parseArguments(
        roomsArgsSchema,
        {
          code,
          search: {
            checkin: search.checkin,
            checkout: search.checkout,
            adults: search.adults,
            children: omitNull(search.children),
            room_count: omitNull(search.roomCount),
            order: omitNull(search.order),
          },
        },
        requestId,
      );
      const reply = await api.searchRooms(args.code, args.search);
      return { rooms: reply.rooms.map(toRoom) };
    },
  },
};

function toRoom(room: RoomReply): Room {
  return {
    roomTypeCode: room.room_type_code,
    name: room.room_type_name,
    description: room.room_type_description,
    maxOccupancy: room.max_occupancy,
    roomCount: room.room_count,
    plans: room.room_plan.map((plan) => ({
      roomPlanCode: plan.room_plan_code,
      hotelPlanCode: plan.hotel_plan_code,
      name: plan.room_plan_name,
      description: plan.room_plan_description,
      totalPrice: plan.total_price,
      tax: plan.tax,
      roomPrice: plan.room_price,
      roomTax: plan.room_tax,
      currency: plan.currency,
      refundable: plan.refundable,
      mealIncluded: plan.meal_included,
      cancellationPolicyId: plan.cancellation_policy_id,
      paymentMethods: plan.payment_method.map((method) => method.code),
    })),
  };
}
