import { depositAmountOf, type RoomSearchReply } from '../../contract';
import type { Queryable } from '../db/transactions';
import { depositPercentagesOf } from './payment-terms';

/**
 * Search results of plans taking credit_card_deposit show, before booking, the share charged at
 * booking and that deposit of the plan's total (the booking's own rule, depositAmountOf: rounded
 * down). A one-room booking of the plan is charged exactly this deposit.
 */
export async function withDepositTerms(
  db: Queryable,
  hotel: { id: number },
  reply: RoomSearchReply,
  /** The facility's plans the search already read (their ids by code). */
  plans: readonly { id: number; code: string }[],
): Promise<RoomSearchReply> {
  const depositCodes = new Set(
    reply.rooms.flatMap((room) =>
      room.room_plan
        .filter((plan) => plan.payment_method.some((m) => m.code === 'credit_card_deposit'))
        .map((plan) => plan.room_plan_code),
    ),
  );
  if (depositCodes.size === 0) return reply;
  const depositPlans = plans.filter((plan) => depositCodes.has(plan.code));
  const shares = await depositPercentagesOf(
    db,
    hotel.id,
    depositPlans.map((plan) => plan.id),
  );
  const shareOf = new Map(depositPlans.map((plan) => [plan.code, shares.get(plan.id)!]));
  return {
    ...reply,
    rooms: reply.rooms.map((room) => ({
      ...room,
      room_plan: room.room_plan.map((plan) => {
        const share = shareOf.get(plan.room_plan_code);
        return share === undefined
          ? plan
          : { ...plan, deposit_percentage: share, deposit_amount: depositAmountOf(plan.total_price, share) };
      }),
    })),
  };
}
