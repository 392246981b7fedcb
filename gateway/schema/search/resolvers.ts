import { z } from 'zod';
import {
  availabilityQuerySchema,
  inventoryQuerySchema,
  roomSearchQuerySchema,
  type CancellationTermsReply,
  type RoomReply,
} from '../../../contract';
import type { CancellationTerms, Resolvers, Room } from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';
import { roomSearchParams, roomPlanOptions } from '../search-options/resolvers';
import { pricingRoomPlan, pricingSearchParams, pricingSearchResult } from '../pricing/resolvers';
import { toPhoto } from '../hotel/resolvers';

/** A plan's or a booked room's cancellation terms as the booking API gives them, in the schema's names. */
export function toCancellationTerms(terms: CancellationTermsReply | null | undefined): CancellationTerms | null {
  return terms ? { kind: terms.kind, freeUntil: terms.free_until, feePercentage: terms.fee_percentage } : null;
}

const roomsArgsSchema = z.object({ code: hotelCodeSchema, search: roomSearchQuerySchema });
const availabilityArgsSchema = z.object({ code: hotelCodeSchema, query: availabilityQuerySchema });
const inventoryArgsSchema = z.object({ code: hotelCodeSchema, query: inventoryQuerySchema });

export const searchResolvers: Resolvers = {
  Query: {
    rooms: async (_parent, { code, search }, { api, requestId }) => {
      const args = parseArguments(
        roomsArgsSchema,
        {
          code,
          search: {
            // Dates, guests, currency, children by tier or age, day use, including occupied (gateway/schema/search-options).
            ...roomSearchParams(search),
            order: omitNull(search.order),
            search_next_available_date_if_no_result: search.searchNextAvailableDateIfNoResult ? 'true' : undefined,
            // One promo or coupon code (gateway/schema/pricing).
            ...pricingSearchParams(search),
          },
        },
        requestId,
      );
      const reply = await api.searchRooms(args.code, args.search);
      return {
        rooms: reply.rooms.map(toRoom),
        nextAvailableDate: reply.next_available_date ?? null,
        bookingStartDate: reply.booking_start_date ?? null,
        ...pricingSearchResult(reply),
        mcpCurrency: toMcpCurrency(reply.mcp_currency),
      };
    },
    roomAvailability: async (_parent, { code, from, to, adults, children, mcpCurrency }, { api, requestId }) => {
      const query = { from, to, adults, children: omitNull(children), mcp_currency: omitNull(mcpCurrency) };
      const args = parseArguments(availabilityArgsSchema, { code, query }, requestId);
      const reply = await api.roomAvailability(args.code, args.query);
      return {
        currency: reply.currency,
        fewRoomsThreshold: reply.few_rooms_threshold,
        days: reply.availability.map((day) => ({
          date: day.date,
          bookable: day.bookable,
          roomsLeft: day.rooms_left,
          lowestPrice: day.lowest_price,
          mcpLowestPrice: day.mcp_lowest_price ?? null,
        })),
        mcpCurrency: toMcpCurrency(reply.mcp_currency),
      };
    },
    roomInventory: async (_parent, { code, from, to }, { api, requestId }) => {
      const args = parseArguments(inventoryArgsSchema, { code, query: { from, to } }, requestId);
      const reply = await api.roomInventory(args.code, args.query);
      return reply.inventory.map((type) => ({
        roomTypeCode: type.room_type_code,
        name: type.room_type_name,
        days: type.dates,
      }));
    },
  },
};

/** The guest's currency the prices were converted to, when one was asked for. */
function toMcpCurrency(mcp: { code: string; rate: string; rate_updated_at: string } | null | undefined) {
  return mcp ? { code: mcp.code, rate: mcp.rate, rateUpdatedAt: mcp.rate_updated_at } : null;
}

function toRoom(room: RoomReply): Room {
  return {
    roomTypeCode: room.room_type_code,
    name: room.room_type_name,
    description: room.room_type_description,
    maxOccupancy: room.max_occupancy,
    sizeSquareMetres: room.size_sqm ?? null,
    beds: room.beds ?? [],
    view: room.view ?? '',
    roomCount: room.room_count,
    photos: (room.photos ?? []).map(toPhoto),
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
      // A server without the meals list says only whether a meal is included: breakfast.
      meals: plan.meals ?? (plan.meal_included ? ['breakfast'] : []),
      cancellationTerms: toCancellationTerms(plan.cancellation_terms),
      cancellationPolicyId: plan.cancellation_policy_id,
      paymentMethods: plan.payment_method.map((method) => method.code),
      // Null from a server of the foundation contract, which prices no rooms separately.
      occupancyPrices:
        plan.occupancy_prices?.map((room) => ({
          adults: room.adults,
          children: room.children,
          roomPrice: room.room_price,
          roomTax: room.room_tax,
        })) ?? null,
      // Multi-currency (gateway/schema/currency): only when searched with mcpCurrency.
      mcpTotalPrice: plan.mcp_total_price ?? null,
      mcpTax: plan.mcp_tax ?? null,
      mcpRoomPrice: plan.mcp_room_price ?? null,
      mcpRoomTax: plan.mcp_room_tax ?? null,
      depositPercentage: plan.deposit_percentage ?? null,
      depositAmount: plan.deposit_amount ?? null,
      mcpDepositAmount: plan.mcp_deposit_amount ?? null,
      ...roomPlanOptions(plan),
      ...pricingRoomPlan(plan),
    })),
  };
}
