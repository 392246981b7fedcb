import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { cancellationPolicies, facilityLocations, hotelNotifications, hotels, plans } from '../db/schema';
import type { AppTx } from '../db/transactions';
import type { KidsSetting } from '../domain/kids-tiers';
import { saveKidsSetting, savePlanOptions } from '../repositories/search-options';

/** Children by tier (SPEC.md section 3): at demo-hakone with a meal and bed option each. */
const KIDS_SETTINGS: Record<string, KidsSetting> = {
  'demo-hakone': {
    kidsType: 'tiers_with_meal_and_bed_as_extras',
    tiers: [
      { code: 'A', name: { en: 'Infant (0-2)', ja: '乳幼児（0〜2歳）' }, minAge: 0, maxAge: 2, nightlyPrice: 0 },
      { code: 'B', name: { en: 'Young child (3-5)', ja: '幼児（3〜5歳）' }, minAge: 3, maxAge: 5, nightlyPrice: 2000 },
      { code: 'C', name: { en: 'Child (6-11)', ja: '小学生（6〜11歳）' }, minAge: 6, maxAge: 11, nightlyPrice: 4000 },
    ],
    mealBedPrices: {
      meal_no: 0,
      meal_no_bedding: 2000,
      meal_yes: 3500,
      meal_yes_bedding: 5500,
      meal_same_as_adult_bedding: 9000,
    },
  },
  'demo-seoul': {
    kidsType: 'tiers',
    tiers: [
      {
        code: 'A',
        name: { ko: '침대를 함께 쓰는 유아 (0~2세)', en: 'Infant sharing a bed (0-2)', ja: '添い寝の幼児（0〜2歳）' },
        minAge: 0,
        maxAge: 2,
        nightlyPrice: 0,
      },
      {
        code: 'B',
        name: { ko: '침구를 제공받는 어린이 (3~6세)', en: 'Child with bedding (3-6)', ja: '寝具ありの幼児（3〜6歳）' },
        minAge: 3,
        maxAge: 6,
        nightlyPrice: 30000,
      },
      {
        code: 'C',
        name: { ko: '어린이 (7~12세)', en: 'Child (7-12)', ja: '小学生（7〜12歳）' },
        minAge: 7,
        maxAge: 12,
        nightlyPrice: 50000,
      },
    ],
  },
};

/**
 * Demo data of search options: children by tier at demo-seoul, a day-use plan and
 * notifications at demo-kyoto, a sale limit on the Seoul suite, and both facilities on the map.
 */
export async function seedSearchOptions(tx: AppTx): Promise<void> {
  const all = await tx.select().from(hotels);
  const kyoto = all.find((hotel) => hotel.code === 'demo-kyoto');
  const seoul = all.find((hotel) => hotel.code === 'demo-seoul');
  for (const hotel of all) {
    const kids = KIDS_SETTINGS[hotel.code];
    if (kids) await saveKidsSetting(tx, hotel.id, kids);
  }
  if (seoul) {
    const suitePlans = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.hotelId, seoul.id), sql`${plans.code} like 'SE-ROYAL-SUITE-%'`));
    for (const plan of suitePlans) await savePlanOptions(tx, plan.id, { saleLimit: 1, dayUse: false });
  }
  if (kyoto) {
    await seedDayUsePlan(tx, kyoto.id);
    await tx.insert(hotelNotifications).values([
      {
        hotelId: kyoto.id,
        title: {
          en: 'Garden illumination',
          ja: '庭園ライトアップ',
          ko: '정원 라이트업',
          zh_Hans: '庭园灯光秀',
          zh_Hant: '庭園點燈',
        },
        body: {
          en: 'The moss garden is lit up every evening from 18:00 to 21:00.',
          ja: '苔庭を毎晩18時から21時までライトアップしています。',
          ko: '이끼 정원은 매일 저녁 18시부터 21시까지 조명을 밝힙니다.',
          zh_Hans: '苔藓庭园每晚18:00至21:00亮灯。',
          zh_Hant: '苔蘚庭園每晚18:00至21:00點燈。',
        },
        displayStartDate: null,
        displayEndDate: null,
        labelFilters: ['all_users'],
        sortOrder: 1,
      },
      {
        hotelId: kyoto.id,
        title: {
          en: 'Members: late checkout',
          ja: '会員様限定：レイトチェックアウト',
          ko: '회원 전용: 레이트 체크아웃',
          zh_Hans: '会员专享：延迟退房',
          zh_Hant: '會員專享：延遲退房',
        },
        body: {
          en: 'Members of any rank may check out at 12:00 at no charge.',
          ja: '会員様はランクにかかわらず12時まで無料でご滞在いただけます。',
          ko: '등급에 관계없이 모든 회원은 12시까지 무료로 체크아웃하실 수 있습니다.',
          zh_Hans: '任何等级的会员均可免费延迟至12:00退房。',
          zh_Hant: '任何等級的會員均可免費延遲至12:00退房。',
        },
        displayStartDate: null,
        displayEndDate: null,
        labelFilters: ['membership_rank_all'],
        sortOrder: 2,
      },
    ]);
  }
  const places: Record<string, [string, string]> = {
    'demo-kyoto': ['35.003600', '135.778000'],
    'demo-seoul': ['37.579600', '126.977000'],
    'demo-hakone': ['35.249600', '139.048900'],
    'demo-bali': ['-8.490000', '115.250000'],
  };
  for (const hotel of all) {
    const place = places[hotel.code];
    if (place)
      await tx.insert(facilityLocations).values({ hotelId: hotel.id, latitude: place[0], longitude: place[1] });
  }
}

/** A same-day plan of the standard twin (10:00-17:00) at 60% of the room-only price of each date. */
async function seedDayUsePlan(tx: AppTx, hotelId: number): Promise<void> {
  const [roomOnly] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.hotelId, hotelId), eq(plans.code, 'KY-STD-TWIN-RO')));
  if (!roomOnly) return;
  const [policy] = await tx
    .select()
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.id, roomOnly.cancellationPolicyId));
  const [dayUse] = await tx
    .insert(plans)
    .values({
      hotelId,
      roomTypeId: roomOnly.roomTypeId,
      code: 'KY-STD-TWIN-DAY',
      hotelPlanCode: 'DAY_USE',
      name: {
        en: 'Day use 10:00-17:00 - Standard Twin',
        ja: 'デイユース 10:00〜17:00 - スタンダードツイン',
        ko: '데이유즈 10:00~17:00 - 스탠다드 트윈',
        zh_Hans: '日间使用 10:00-17:00 - 标准双床房',
        zh_Hant: '日間使用 10:00-17:00 - 標準雙床房',
      },
      description: {
        en: 'Use the room from 10:00 to 17:00 on the same day; no overnight stay.',
        ja: '当日10:00から17:00までお部屋をご利用いただけます（宿泊なし）。',
        ko: '당일 10:00부터 17:00까지 객실을 이용하실 수 있습니다 (숙박 불포함).',
        zh_Hans: '当天10:00至17:00使用客房，不过夜。',
        zh_Hant: '當天10:00至17:00使用客房，不過夜。',
      },
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
