import { eq } from 'drizzle-orm';
import { localToday, type Clock } from '../clock';
import { additionalQuestions, extraDatePrices, extras, hotels } from '../db/schema';
import type { AppTx } from '../db/transactions';
import { consumptionTaxPercent, taxIncludedIn } from '../domain/consumption-tax';

/** Nights of dated-extra prices from today, like the rooms' year of prices. */
const DATED_NIGHTS = 366;

const withoutTax = (price: number, day: string) => price - taxIncludedIn(price, consumptionTaxPercent(day));

/**
 * Demo extras and additional questions for demo-kyoto (issue 3): a generic extra with limited
 * stock, a dated dinner priced by date, an unlimited late check-out, and one question of every
 * answer type, including a plan-targeted one, a members-only one and a dated notice. None is
 * required, so bookings made without the questions step (other flows, older clients) still pass;
 * a hotel marks questions required in its own data.
 */
export async function seedExtrasAndQuestions(tx: AppTx, clock: Clock): Promise<void> {
  const [hotel] = await tx.select().from(hotels).where(eq(hotels.code, 'demo-kyoto'));
  if (!hotel) return;
  const today = localToday(clock, hotel.timeZone);
  const [, dinner] = await tx.insert(extras).values([
    {
      hotelId: hotel.id, code: 'KY-CHAMPAGNE', extraType: 'generic', position: 1,
      name: { en: 'Welcome champagne', ja: 'ウェルカムシャンパン' },
      description: { en: 'A chilled bottle waiting in your room.', ja: 'お部屋に冷えたシャンパンを1本ご用意します。' },
      price: 5500, priceWithoutTax: withoutTax(5500, today.toString()), minQuantity: 1, maxQuantity: 3, purchaseLimit: 3,
      inventory: 40, deadlineDaysBefore: 1, deadlineHour: 18, saleEndDate: null, active: true,
    },
    {
      hotelId: hotel.id, code: 'KY-KAISEKI', extraType: 'dated', position: 2,
      name: { en: 'Kaiseki dinner', ja: '懐石料理のご夕食' },
      description: { en: 'A seasonal multi-course dinner, per person, on the evening you choose.', ja: 'お選びいただいた日の夜に季節の懐石料理（お一人様）。' },
      price: 12000, priceWithoutTax: withoutTax(12000, today.toString()), minQuantity: 1, maxQuantity: 8, purchaseLimit: 20,
      inventory: 200, deadlineDaysBefore: 2, deadlineHour: 12, saleEndDate: null, active: true,
    },
    {
      hotelId: hotel.id, code: 'KY-LATE-CHECKOUT', extraType: 'generic', position: 3,
      name: { en: 'Late check-out (until 13:00)', ja: 'レイトチェックアウト（13:00まで）' },
      description: { en: 'Keep your room until 13:00 on the day you leave.', ja: 'ご出発日の13:00までお部屋をご利用いただけます。' },
      price: 3300, priceWithoutTax: withoutTax(3300, today.toString()), minQuantity: 1, maxQuantity: 1, purchaseLimit: 1,
      inventory: null, deadlineDaysBefore: 0, deadlineHour: 0, saleEndDate: null, active: true,
    },
  ]).returning({ id: extras.id });
  const rows = [];
  for (let i = 0; i < DATED_NIGHTS; i += 1) {
    const day = today.add({ days: i });
    // Friday and Saturday dinners cost more.
    const price = day.dayOfWeek >= 5 && day.dayOfWeek <= 6 ? 15000 : 12000;
    rows.push({ extraId: dinner!.id, deliveryDate: day.toString(), price, priceWithoutTax: withoutTax(price, day.toString()) });
  }
  await tx.insert(extraDatePrices).values(rows);

  const option = (value: string, en: string, ja: string) => ({ value, label: { en, ja } });
  const base = { hotelId: hotel.id, description: {}, options: [], required: false, labels: [], hotelPlanCodes: [], displayStartDate: null, displayEndDate: null, ownableType: 'reservation', active: true };
  await tx.insert(additionalQuestions).values([
    {
      ...base, position: 1, questionType: 'notification', answerType: 'none',
      title: { en: 'The garden bath is closed for maintenance during this period.', ja: 'この期間は庭園風呂をメンテナンスのため休止いたします。' },
      displayStartDate: today.add({ days: 60 }).toString(), displayEndDate: today.add({ days: 75 }).toString(),
    },
    {
      ...base, position: 2, questionType: 'checkin', answerType: 'single_option',
      title: { en: 'Estimated arrival time', ja: 'ご到着予定時刻' },
      options: [option('15-17', '15:00-17:00', '15:00〜17:00'), option('17-19', '17:00-19:00', '17:00〜19:00'), option('19-21', '19:00-21:00', '19:00〜21:00'), option('after-21', 'After 21:00', '21:00以降')],
    },
    {
      ...base, position: 3, questionType: 'free', answerType: 'multiple_options',
      title: { en: 'Is this stay for a special occasion?', ja: '記念日などのご利用ですか？' },
      options: [option('birthday', 'Birthday', 'お誕生日'), option('anniversary', 'Anniversary', '結婚記念日'), option('honeymoon', 'Honeymoon', 'ハネムーン')],
    },
    { ...base, position: 4, questionType: 'free', answerType: 'text', title: { en: 'Food allergies', ja: '食物アレルギー' }, description: { en: 'Up to 255 characters.', ja: '255文字以内でご記入ください。' } },
    { ...base, position: 5, questionType: 'people_per_room', answerType: 'textarea', title: { en: 'Names of the guests in each room', ja: '各部屋にご宿泊のお客様のお名前' } },
    { ...base, position: 6, questionType: 'checkout', answerType: 'date', title: { en: 'Date of your departing flight', ja: 'ご出国便の日付' } },
    {
      ...base, position: 7, questionType: 'free', answerType: 'file',
      title: { en: 'Photo of your passport (guests from abroad)', ja: 'パスポートの写真（海外からのお客様）' },
      description: { en: 'Images only (JPEG, PNG, GIF or WebP), up to 80 MB each, 30 files at most.', ja: '画像のみ（JPEG・PNG・GIF・WebP）、1ファイル80MBまで、最大30ファイル。' },
    },
    {
      ...base, position: 8, questionType: 'free', answerType: 'single_option', hotelPlanCodes: ['BREAKFAST'],
      title: { en: 'Breakfast style', ja: 'ご朝食のスタイル' },
      options: [option('japanese', 'Japanese', '和食'), option('western', 'Western', '洋食')],
    },
    {
      ...base, position: 9, questionType: 'free', answerType: 'text', labels: ['membership_rank_all'],
      title: { en: 'Member: pillow preference', ja: '会員様：枕のご希望' },
    },
  ]);
}
