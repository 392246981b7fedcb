import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../clock';
import { hotels, lotteryEvents, plans, roomTypes } from '../db/schema';
import type { AppTx } from '../db/transactions';

/** The demo lottery's public id (a lottery link is /room-lottery/guest-detail?code=demo-kyoto&lottery_event=<this>). */
export const DEMO_LOTTERY_EVENT = 'kyoto-machiya-new-year';

const DAY_MS = 86_400_000;

/**
 * A demo lottery at Kyoto: the one Machiya Suite over a week about 300 days ahead, entries open
 * from yesterday for 60 days, 1 to 3 nights, one winner.
 */
export async function seedLottery(tx: AppTx, clock: Clock): Promise<void> {
  const [row] = await tx
    .select({ hotel: hotels, roomType: roomTypes, plan: plans })
    .from(hotels)
    .innerJoin(roomTypes, and(eq(roomTypes.hotelId, hotels.id), eq(roomTypes.code, 'KY-MACHIYA-SUITE')))
    .innerJoin(plans, and(eq(plans.roomTypeId, roomTypes.id), eq(plans.code, 'KY-MACHIYA-SUITE-RO')))
    .where(eq(hotels.code, 'demo-kyoto'));
  if (!row) return;
  const now = clock.now().epochMilliseconds;
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(row.hotel.timeZone).toPlainDate();
  await tx.insert(lotteryEvents).values({
    hotelId: row.hotel.id,
    uuid: DEMO_LOTTERY_EVENT,
    name: {
      en: 'Machiya Suite New Year Lottery',
      ja: '町家スイート 新春抽選',
      ko: '마치야 스위트 새해 추첨',
      zh_Hans: '町家套房新年抽选',
      zh_Hant: '町家套房新年抽選',
    },
    roomTypeId: row.roomType.id,
    planId: row.plan.id,
    stayStart: today.add({ days: 300 }).toString(),
    stayEnd: today.add({ days: 307 }).toString(),
    minNights: 1,
    maxNights: 3,
    acceptFrom: new Date(now - DAY_MS),
    acceptUntil: new Date(now + 60 * DAY_MS),
    resultDate: new Date(now + 61 * DAY_MS),
    reservationDeadline: new Date(now + 75 * DAY_MS),
    winners: 1,
    notification: {
      en: 'Winners are told by e-mail and in the lottery tab of My page.',
      ja: '当選者にはメールとマイページの抽選タブでお知らせします。',
      ko: '당첨자에게는 이메일과 마이페이지의 추첨 탭으로 알려 드립니다.',
      zh_Hans: '中选者将通过电子邮件及“我的页面”的抽选标签页获知结果。',
      zh_Hant: '中選者將透過電子郵件及「我的頁面」的抽選分頁獲知結果。',
    },
  });
}
