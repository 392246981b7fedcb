import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { cancellationPolicies, facilityLocations, hotelNotifications, hotels, plans } from '../db/schema';
import type { AppTx } from '../db/transactions';
import type { KidsSetting } from '../domain/kids-tiers';
import { saveKidsSetting, savePlanOptions } from '../repositories/search-breadth';

/** Children by tier (SPEC.md section 3): at demo-hakone with a meal and bed option each (issue 3, H1). */
const KIDS_SETTINGS: Record<string, KidsSetting> = {
  'demo-hakone': {
    kidsType: 'tiers_with_meal_and_bed_as_extras',
    tiers: [
      { code: 'A', nameEn: 'Infant (0-2)', nameJa: '乳幼児（0〜2歳）', minAge: 0, maxAge: 2, nightlyPrice: 0 },
      { code: 'B', nameEn: 'Young child (3-5)', nameJa: '幼児（3〜5歳）', minAge: 3, maxAge: 5, nightlyPrice: 2000 },
      { code: 'C', nameEn: 'Child (6-11)', nameJa: '小学生（6〜11歳）', minAge: 6, maxAge: 11, nightlyPrice: 4000 },
    ],
    mealBedPrices: { meal_no: 0, meal_no_bedding: 2000, meal_yes: 3500, meal_yes_bedding: 5500, meal_same_as_adult_bedding: 9000 },
  },
  'demo-seoul': {
    kidsType: 'tiers',
    tiers: [
      { code: 'A', nameEn: 'Infant sharing a bed (0-2)', nameJa: '添い寝の幼児（0〜2歳）', minAge: 0, maxAge: 2, nightlyPrice: 0 },
      { code: 'B', nameEn: 'Child with bedding (3-6)', nameJa: '寝具ありの幼児（3〜6歳）', minAge: 3, maxAge: 6, nightlyPrice: 30000 },
      { code: 'C', nameEn: 'Child (7-12)', nameJa: '小学生（7〜12歳）', minAge: 7, maxAge: 12, nightlyPrice: 50000 },
    ],
  },
};

/**
 * Demo data of search breadth (issue 3, H3): children by tier at demo-seoul, a day-use plan and
 * notifications at demo-kyoto, a sale limit on the Seoul suite, and both facilities on the map.
 */
export async function seedSearchBreadth(tx: AppTx): Promise<void> {
  const all = await tx.select().from(hotels);
  const kyoto = all.find((hotel) => hotel.code === 'demo-kyoto');
  const seoul = all.find((hotel) => hotel.code === 'demo-seoul');
  for (const hotel of all) {
    const kids = KIDS_SETTINGS[hotel.code];
    if (kids) await saveKidsSetting(tx, hotel.id, kids);
  }
  if (seoul) {
    const suitePlans = await tx.select().from(plans).where(and(eq(plans.hotelId, seoul.id), sql`${plans.code} like 'SE-ROYAL-SUITE-%'`));
    for (const plan of suitePlans) await savePlanOptions(tx, plan.id, { saleLimit: 1, dayUse: false });
  }
  if (kyoto) {
    await seedDayUsePlan(tx, kyoto.id);
    await tx.insert(hotelNotifications).values([
      {
        hotelId: kyoto.id,
        titleEn: 'Garden illumination',
        titleJa: '庭園ライトアップ',
        bodyEn: 'The moss garden is lit up every evening from 18:00 to 21:00.',
        bodyJa: '苔庭を毎晩18時から21時までライトアップしています。',
        displayStartDate: null,
        displayEndDate: null,
        labelFilters: ['all_users'],
        sortOrder: 1,
      },
      {
        hotelId: kyoto.id,
        titleEn: 'Members: late checkout',
        titleJa: '会員様限定：レイトチェックアウト',
        bodyEn: 'Members of any rank may check out at 12:00 at no charge.',
        bodyJa: '会員様はランクにかかわらず12時まで無料でご滞在いただけます。',
        displayStartDate: null,
        displayEndDate: null,
        labelFilters: ['membership_rank_all'],
        sortOrder: 2,
      },
    ]);
  }
  const places: Record<string, [string, string]> = { 'demo-kyoto': ['35.003600', '135.778000'], 'demo-seoul': ['37.579600', '126.977000'], 'demo-hakone': ['35.249600', '139.048900'], 'demo-bali': ['-8.490000', '115.250000'] };
  for (const hotel of all) {
    const place = places[hotel.code];
    if (place) await tx.insert(facilityLocations).values({ hotelId: hotel.id, latitude: place[0], longitude: place[1] });
  }
}

/** A same-day plan of the standard twin (10:00-17:00) at 60% of the room-only price of each date. */
async function seedDayUsePlan(tx: AppTx, hotelId: number): Promise<void> {
  const [roomOnly] = await tx.select().from(plans).where(and(eq(plans.hotelId, hotelId), eq(plans.code, 'KY-STD-TWIN-RO')));
  if (!roomOnly) return;
  const [policy] = await tx.select().from(cancellationPolicies).where(eq(cancellationPolicies.id, roomOnly.cancellationPolicyId));
  const [dayUse] = await tx
    .insert(plans)
    .values({
      hotelId,
      roomTypeId: roomOnly.roomTypeId,
      code: 'KY-STD-TWIN-DAY',
      hotelPlanCode: 'DAY_USE',
      name: 'Day use 10:00-17:00 - Standard Twin',
      description: 'Use the room from 10:00 to 17:00 on the same day; no overnight stay.',
      mealIncluded: false,
      refundable: true,
      cancellationPolicyId: policy!.id,
      paymentMethods: ['on_site'],
      sortOrder: 10,
      minNights: 1,
    })
    .returning();
  await tx.execute(sql`
    insert into rates (plan_id, stay_date, base_price, adult_supplement, child_supplement)
    select ${dayUse!.id}, stay_date, round(base_price * 0.6 / 100) * 100, round(adult_supplement * 0.6 / 100) * 100, round(child_supplement * 0.6 / 100) * 100
    from rates where plan_id = ${roomOnly.id}`);
  await savePlanOptions(tx, dayUse!.id, { saleLimit: null, dayUse: true });
}
