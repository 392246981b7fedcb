import { currencyCodeSchema, type RoomSearchReply } from '../../contract';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import { rateFor, toMcp } from './exchange-rates';

/**
 * A rooms search asked with `mcp_currency` (SPEC.md section 3): every plan's prices also in that
 * currency (`mcp_*`, minor units, converted exactly and rounded half up per amount), and the rate
 * with its `rate_updated_at` so a later payment can tell whether the rate changed since display.
 * Without the parameter the reply is unchanged.
 */
export async function withMcpPrices(
  db: Queryable,
  hotel: { id: number; currency: string },
  reply: RoomSearchReply,
  mcpCurrency: string | undefined,
): Promise<RoomSearchReply> {
  if (mcpCurrency === undefined) return reply;
  const code = currencyCodeSchema.safeParse(mcpCurrency.trim().toUpperCase());
  if (!code.success) throw failures.invalidField('mcp_currency', 'is not a supported currency');
  const rate = await rateFor(db, hotel, code.data);
  const convert = (amount: number) => toMcp(amount, hotel.currency, rate);
  return {
    ...reply,
    mcp_currency: { code: rate.currency, rate: rate.rate, rate_updated_at: rate.updatedAt.toISOString() },
    rooms: reply.rooms.map((room) => ({
      ...room,
      room_plan: room.room_plan.map((plan) => ({
        ...plan,
        mcp_total_price: convert(plan.total_price),
        mcp_tax: convert(plan.tax),
        mcp_room_price: convert(plan.room_price),
        mcp_room_tax: convert(plan.room_tax),
      })),
    })),
  };
}
