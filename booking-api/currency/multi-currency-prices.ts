import { currencyCodeSchema, type AvailabilityReply, type RoomSearchReply } from '../../contract';
import type { RecommendationReply } from '../../contract';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import { rateFor, toMcp } from './exchange-rates';

interface MultiCurrencyPricing {
  block: { code: string; rate: string; rate_updated_at: string };
  convert: (amount: number) => number;
}

/**
 * The rate of `mcp_currency` as asked (SPEC.md section 3), or null without the parameter:
 * 400 for a code that is not a currency, currency_not_available when the hotel does not offer it.
 */
export async function multiCurrencyPricing(
  db: Queryable,
  hotel: { id: number; currency: string },
  mcpCurrency: string | undefined,
): Promise<MultiCurrencyPricing | null> {
  if (mcpCurrency === undefined) return null;
  const code = currencyCodeSchema.safeParse(mcpCurrency.trim().toUpperCase());
  if (!code.success) throw failures.invalidField('mcp_currency', 'is not a supported currency');
  const rate = await rateFor(db, hotel, code.data);
  return {
    block: { code: rate.currency, rate: rate.rate, rate_updated_at: rate.updatedAt.toISOString() },
    convert: (amount) => toMcp(amount, hotel.currency, rate),
  };
}

/**
 * A rooms search asked with `mcp_currency` (SPEC.md section 3): every plan's prices also in that
 * currency (`mcp_*`, minor units, converted exactly and rounded half up per amount), and the rate
 * with its `rate_updated_at` so a later payment can tell whether the rate changed since display.
 * Without the parameter the reply is unchanged.
 */
export async function withMultiCurrencyPrices(
  db: Queryable,
  hotel: { id: number; currency: string },
  reply: RoomSearchReply,
  mcpCurrency: string | undefined,
): Promise<RoomSearchReply> {
  const mcp = await multiCurrencyPricing(db, hotel, mcpCurrency);
  if (!mcp) return reply;
  const { convert } = mcp;
  return {
    ...reply,
    mcp_currency: mcp.block,
    rooms: reply.rooms.map((room) => ({
      ...room,
      room_plan: room.room_plan.map((plan) => ({
        ...plan,
        mcp_total_price: convert(plan.total_price),
        mcp_tax: convert(plan.tax),
        mcp_room_price: convert(plan.room_price),
        mcp_room_tax: convert(plan.room_tax),
        ...(plan.deposit_amount !== undefined ? { mcp_deposit_amount: convert(plan.deposit_amount) } : {}),
      })),
    })),
  };
}

/** The availability calendar asked with `mcp_currency`: each day's lowest price also converted. */
export async function withMultiCurrencyAvailability(
  db: Queryable,
  hotel: { id: number; currency: string },
  reply: AvailabilityReply,
  mcpCurrency: string | undefined,
): Promise<AvailabilityReply> {
  const mcp = await multiCurrencyPricing(db, hotel, mcpCurrency);
  if (!mcp) return reply;
  return {
    ...reply,
    mcp_currency: mcp.block,
    availability: reply.availability.map((day) => ({
      ...day,
      mcp_lowest_price: day.lowest_price === null ? null : mcp.convert(day.lowest_price),
    })),
  };
}

/** The recommender asked with `mcp_currency`: each recommended plan's total also converted. */
export async function withMultiCurrencyRecommendations(
  db: Queryable,
  hotel: { id: number; currency: string },
  reply: RecommendationReply,
  mcpCurrency: string | undefined,
): Promise<RecommendationReply> {
  const mcp = await multiCurrencyPricing(db, hotel, mcpCurrency);
  if (!mcp) return reply;
  return {
    mcp_currency: mcp.block,
    recommendations: reply.recommendations.map((r) => ({ ...r, mcp_total_price: mcp.convert(r.total_price) })),
  };
}
