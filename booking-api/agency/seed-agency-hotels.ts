import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import {
  agencyListings,
  agencyPlanMeals,
  cancellationPolicies,
  facilityLocations,
  hotelBrands,
  hotels,
  photos,
  plans,
  roomTypes,
} from '../db/schema';
import type { AppTx } from '../db/transactions';
import type { LocalizedText } from '../../contract/localized-text';
import type { StayFeature } from '../../contract/hotel-search-intent';
import { demoPlans, demoPolicies } from '../seed/demo-catalogue';
import { drawnFileKey } from '../photos/seed-photos';
import { SCENE_HEIGHT, SCENE_WIDTH, type DemoScene } from '../photos/demo-scenes';
import { variantWidths } from '../photos/photo-variants';
import { randomToken } from '../security/secrets';
import { areaByCode } from './areas';

/**
 * The agency site's facilities: the demo brand's hotels listed in their areas, and a brand of
 * partner facilities generated in a few areas (about ten each) with real room types, plans, stock
 * and nightly rates, so that a hotel search has something to compare. Everything is derived from
 * the facility's number (no randomness): every seed of every database is the same. Stock and rates
 * are generated inside the database (generate_series), which keeps the first start quick.
 */

export const PARTNER_BRAND_CODE = 'agency-partners';
/**
 * The partner facilities sell two months ahead (reservable_period_months); stock and rates are
 * seeded for those nights and a few weeks more, from their local today.
 */
export const PARTNER_RESERVABLE_MONTHS = 2;
export const PARTNER_SEEDED_NIGHTS = 75;

/** The demo brand's facilities on the agency site (demo-bali's area is not in the agency's gazetteer). */
const DEMO_LISTINGS: Record<string, { area: string; stars: number; features: StayFeature[]; rank: number }> = {
  'demo-kyoto': { area: 'gion', stars: 4, features: ['wifi', 'non_smoking', 'near_station'], rank: 1 },
  'demo-seoul': { area: 'seoul', stars: 5, features: ['wifi', 'gym', 'parking', 'non_smoking'], rank: 1 },
  'demo-hakone': { area: 'hakone', stars: 4, features: ['onsen', 'parking', 'wifi'], rank: 1 },
};

type Kind = 'hotel' | 'ryokan' | 'inn' | 'resort' | 'hostel';

interface AreaPlan {
  /** Areas the facilities are spread over, with their centre. */
  places: { area: string; lat: number; lng: number }[];
  count: number;
  kinds: Kind[];
  country: 'JP' | 'KR';
  /** Features most facilities here have. */
  common: StayFeature[];
  priceFactor: number;
}

const AREA_PLANS: AreaPlan[] = [
  {
    places: [
      { area: 'gion', lat: 35.0037, lng: 135.7788 },
      { area: 'kyoto-station', lat: 34.9858, lng: 135.7588 },
      { area: 'arashiyama', lat: 35.0094, lng: 135.6778 },
      { area: 'kyoto', lat: 35.0116, lng: 135.7681 },
    ],
    count: 12,
    kinds: ['hotel', 'ryokan', 'inn', 'hotel', 'hostel'],
    country: 'JP',
    common: ['wifi', 'non_smoking'],
    priceFactor: 1.1,
  },
  {
    places: [
      { area: 'shinjuku', lat: 35.6938, lng: 139.7034 },
      { area: 'ginza', lat: 35.6717, lng: 139.765 },
      { area: 'asakusa', lat: 35.7148, lng: 139.7967 },
    ],
    count: 12,
    kinds: ['hotel', 'hotel', 'hostel', 'inn'],
    country: 'JP',
    common: ['wifi', 'near_station'],
    priceFactor: 1.2,
  },
  {
    places: [
      { area: 'namba', lat: 34.6659, lng: 135.5013 },
      { area: 'umeda', lat: 34.7025, lng: 135.4959 },
    ],
    count: 10,
    kinds: ['hotel', 'hotel', 'hostel'],
    country: 'JP',
    common: ['wifi', 'near_station'],
    priceFactor: 0.9,
  },
  {
    places: [{ area: 'hakone', lat: 35.2324, lng: 139.1069 }],
    count: 10,
    kinds: ['ryokan', 'ryokan', 'resort', 'inn'],
    country: 'JP',
    common: ['onsen', 'parking'],
    priceFactor: 1.3,
  },
  {
    places: [{ area: 'sapporo', lat: 43.0618, lng: 141.3545 }],
    count: 9,
    kinds: ['hotel', 'hotel', 'inn', 'ryokan'],
    country: 'JP',
    common: ['wifi', 'parking'],
    priceFactor: 0.85,
  },
  {
    places: [{ area: 'okinawa', lat: 26.2124, lng: 127.6809 }],
    count: 9,
    kinds: ['resort', 'resort', 'hotel', 'inn'],
    country: 'JP',
    common: ['sea_view', 'pool', 'parking'],
    priceFactor: 1.15,
  },
  {
    places: [
      { area: 'myeongdong', lat: 37.5636, lng: 126.983 },
      { area: 'gangnam', lat: 37.4979, lng: 127.0276 },
      { area: 'hongdae', lat: 37.5563, lng: 126.9236 },
    ],
    count: 10,
    kinds: ['hotel', 'hotel', 'hostel', 'inn'],
    country: 'KR',
    common: ['wifi', 'near_station'],
    priceFactor: 1,
  },
  {
    places: [{ area: 'fukuoka', lat: 33.5902, lng: 130.4017 }],
    count: 8,
    kinds: ['hotel', 'hostel', 'inn'],
    country: 'JP',
    common: ['wifi', 'near_station'],
    priceFactor: 0.8,
  },
];

const OTHER_FEATURES: StayFeature[] = [
  'onsen',
  'parking',
  'pool',
  'wifi',
  'non_smoking',
  'pets_allowed',
  'near_station',
  'sea_view',
  'gym',
];

/** Words facility names are made of (English, Japanese, Korean). */
const NAME_WORDS: { en: string; ja: string; ko: string }[] = [
  { en: 'Sakura', ja: 'さくら', ko: '사쿠라' },
  { en: 'Kawabata', ja: '川端', ko: '가와바타' },
  { en: 'Tsuki', ja: '月', ko: '츠키' },
  { en: 'Hinode', ja: '日の出', ko: '히노데' },
  { en: 'Matsu', ja: '松', ko: '마츠' },
  { en: 'Kaede', ja: '楓', ko: '카에데' },
  { en: 'Shiro', ja: '白', ko: '시로' },
  { en: 'Aoi', ja: '葵', ko: '아오이' },
  { en: 'Komorebi', ja: '木漏れ日', ko: '코모레비' },
  { en: 'Minato', ja: '港', ko: '미나토' },
  { en: 'Hoshi', ja: '星', ko: '호시' },
  { en: 'Midori', ja: '緑', ko: '미도리' },
  { en: 'Kasumi', ja: '霞', ko: '카스미' },
  { en: 'Yuzu', ja: '柚子', ko: '유즈' },
];
const KOREAN_WORDS: { en: string; ja: string; ko: string }[] = [
  { en: 'Haneul', ja: 'ハヌル', ko: '하늘' },
  { en: 'Baram', ja: 'パラム', ko: '바람' },
  { en: 'Byeol', ja: 'ピョル', ko: '별' },
  { en: 'Namu', ja: 'ナム', ko: '나무' },
  { en: 'Maru', ja: 'マル', ko: '마루' },
  { en: 'Dal', ja: 'タル', ko: '달' },
  { en: 'Bom', ja: 'ポム', ko: '봄' },
  { en: 'Gaon', ja: 'カオン', ko: '가온' },
];

const KIND_WORDS: Record<Kind, { en: string; ja: string; ko: string }> = {
  hotel: { en: 'Hotel', ja: 'ホテル', ko: '호텔' },
  ryokan: { en: 'Ryokan', ja: '旅館', ko: '료칸' },
  inn: { en: 'Inn', ja: 'イン', ko: '인' },
  resort: { en: 'Resort', ja: 'リゾート', ko: '리조트' },
  hostel: { en: 'Hostel', ja: 'ホステル', ko: '호스텔' },
};

/** Star class and base price (one adult, room only, weekday, yen) by kind. */
const KIND_STARS: Record<Kind, number[]> = {
  hotel: [3, 4, 3, 5],
  ryokan: [4, 5, 3],
  inn: [2, 3],
  resort: [4, 5],
  hostel: [2],
};
const STAR_PRICE: Record<number, number> = { 1: 4000, 2: 5500, 3: 9000, 4: 15000, 5: 28000 };

interface PartnerRoomType {
  code: string;
  name: LocalizedText;
  maxOccupancy: number;
  rooms: number;
  factor: number;
}

function roomTypesFor(kind: Kind, n: number): PartnerRoomType[] {
  const small = n % 7 === 3; // a few small houses sell out first
  const rooms = (base: number) => (small ? Math.max(1, Math.round(base / 4)) : base + (n % 4));
  if (kind === 'hostel') {
    return [
      {
        code: 'DORM-BED',
        name: { en: 'Bed in a shared dormitory', ja: 'ドミトリーのベッド', ko: '도미토리 침대' },
        maxOccupancy: 1,
        rooms: rooms(12),
        factor: 0.45,
      },
      {
        code: 'PRIVATE-TWIN',
        name: { en: 'Private twin room', ja: '個室ツイン', ko: '개인 트윈룸' },
        maxOccupancy: 2,
        rooms: rooms(6),
        factor: 1,
      },
      {
        code: 'FAMILY-ROOM',
        name: { en: 'Family room', ja: 'ファミリールーム', ko: '패밀리룸' },
        maxOccupancy: 4,
        rooms: rooms(2),
        factor: 1.6,
      },
    ];
  }
  if (kind === 'ryokan') {
    return [
      {
        code: 'WASHITSU',
        name: { en: 'Japanese-style room', ja: '和室', ko: '일본식 객실' },
        maxOccupancy: 4,
        rooms: rooms(8),
        factor: 1,
      },
      {
        code: 'WASHITSU-BATH',
        name: { en: 'Japanese-style room with open-air bath', ja: '露天風呂付き和室', ko: '노천탕이 있는 일본식 객실' },
        maxOccupancy: 3,
        rooms: rooms(3),
        factor: 1.9,
      },
      {
        code: 'WAYO',
        name: { en: 'Japanese-Western room', ja: '和洋室', ko: '화양실' },
        maxOccupancy: 4,
        rooms: rooms(4),
        factor: 1.3,
      },
    ];
  }
  return [
    {
      code: 'STD-DOUBLE',
      name: { en: 'Standard double', ja: 'スタンダードダブル', ko: '스탠다드 더블' },
      maxOccupancy: 2,
      rooms: rooms(10),
      factor: 1,
    },
    {
      code: 'STD-TWIN',
      name: { en: 'Standard twin', ja: 'スタンダードツイン', ko: '스탠다드 트윈' },
      maxOccupancy: 2,
      rooms: rooms(8),
      factor: 1.1,
    },
    {
      code: kind === 'resort' ? 'OCEAN-SUITE' : 'FAMILY',
      name:
        kind === 'resort'
          ? { en: 'Suite with a view', ja: '眺望スイート', ko: '전망 스위트' }
          : { en: 'Family room', ja: 'ファミリールーム', ko: '패밀리룸' },
      maxOccupancy: 4,
      rooms: rooms(3),
      factor: kind === 'resort' ? 2.2 : 1.7,
    },
  ];
}

const HALF_BOARD = {
  hotelPlanCode: 'HALF_BOARD',
  suffix: 'HB',
  name: { en: 'Dinner and breakfast', ja: '1泊2食付き', ko: '석식 및 조식 포함' },
  description: {
    en: 'A seasonal kaiseki dinner and a Japanese breakfast.',
    ja: '季節の会席料理の夕食と和朝食をご用意します。',
    ko: '제철 가이세키 석식과 일본식 조식을 제공합니다.',
  },
};

export interface PartnerFacility {
  code: string;
  name: LocalizedText;
  area: string;
  lat: number;
  lng: number;
  kind: Kind;
  stars: number;
  features: StayFeature[];
  country: 'JP' | 'KR';
  currency: 'JPY' | 'KRW';
  bookLanguages: string[];
  basePrice: number;
  roomTypes: PartnerRoomType[];
  /** Non-refundable saver plans too (every fifth facility). */
  saver: boolean;
  rank: number;
  /** How many guests reviewed it and around which score (x10). */
  reviews: number;
  scoreCentre: number;
}

/** The partner facilities, the same on every call. */
export function partnerFacilities(): PartnerFacility[] {
  const out: PartnerFacility[] = [];
  let n = 0;
  for (const plan of AREA_PLANS) {
    for (let i = 0; i < plan.count; i += 1) {
      n += 1;
      const place = plan.places[i % plan.places.length]!;
      const kind = plan.kinds[i % plan.kinds.length]!;
      const stars = KIND_STARS[kind][(i + n) % KIND_STARS[kind].length]!;
      const words = plan.country === 'KR' ? KOREAN_WORDS : NAME_WORDS;
      const word = words[(n * 5 + i) % words.length]!;
      const areaNames = areaByCode(place.area)!.names;
      const kindWord = KIND_WORDS[kind];
      const name: LocalizedText =
        plan.country === 'KR'
          ? {
              en: `${kindWord.en} ${word.en} ${areaNames.en}`,
              ko: `${kindWord.ko} ${word.ko} ${areaNames.ko}`,
              ja: `${kindWord.ja}${word.ja} ${areaNames.ja}`,
            }
          : { en: `${word.en} ${kindWord.en} ${areaNames.en}`, ja: `${word.ja}${kindWord.ja} ${areaNames.ja}` };
      const extra = OTHER_FEATURES.filter((_, f) => (n * 7 + f * 3) % 5 === 0);
      const features = [
        ...new Set([
          ...plan.common.filter((_, c) => (n + c) % 4 !== 3),
          ...extra,
          ...(kind === 'ryokan' ? (['onsen'] as const) : []),
        ]),
      ].filter((feature) => !(feature === 'sea_view' && plan.places[0]!.area !== 'okinawa' && place.area !== 'hakone'));
      // Spread around the area's centre (about a kilometre), deterministic.
      const lat = place.lat + (((n * 37) % 21) - 10) * 0.0009;
      const lng = place.lng + (((n * 53) % 21) - 10) * 0.0011;
      const korean = plan.country === 'KR';
      const base = Math.round((STAR_PRICE[stars]! * plan.priceFactor * (0.9 + ((n * 13) % 5) * 0.05)) / 100) * 100;
      out.push({
        code: `agency-${place.area}-${String(i + 1).padStart(2, '0')}`,
        name,
        area: place.area,
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
        kind,
        stars,
        features,
        country: plan.country,
        currency: korean ? 'KRW' : 'JPY',
        bookLanguages: korean ? ['ko', 'en', 'ja'] : ['ja', 'en'],
        basePrice: korean ? Math.round((base * 9.2) / 1000) * 1000 : base,
        roomTypes: roomTypesFor(kind, n),
        saver: n % 5 === 0,
        rank: 10 + ((n * 11) % 40),
        reviews: 8 + ((n * 61) % 240),
        scoreCentre: 34 + ((n * 17) % 14),
      });
    }
  }
  return out;
}

const inLanguages = (text: LocalizedText, languages: readonly string[]): LocalizedText =>
  Object.fromEntries(Object.entries(text).filter(([locale]) => languages.includes(locale)));

const joinNames = (plan: LocalizedText, type: LocalizedText): LocalizedText =>
  Object.fromEntries(
    Object.entries(plan).flatMap(([locale, name]) => (type[locale] ? [[locale, `${name} - ${type[locale]}`]] : [])),
  );

const FRONT_ACCENTS = ['#4a1630', '#1e5bc2', '#2f6b3a', '#8c3a5a', '#3d6a8a', '#a5412f', '#6b4f2a', '#0f2a4a'];

/** The front photo drawn for a facility (the demo's photo pipeline draws it on its first request). */
function frontScene(facility: PartnerFacility, n: number): DemoScene {
  const style =
    facility.country === 'KR'
      ? 'hanok'
      : facility.kind === 'ryokan' || facility.kind === 'resort'
        ? 'ryokan'
        : 'townhouse';
  return { kind: 'front', style, accent: FRONT_ACCENTS[n % FRONT_ACCENTS.length]!, hour: n % 2 === 0 ? 'dusk' : 'day' };
}

/** Whether the agency lists any hotel yet (a demo database from before migration 0033 does not). */
export async function agencyListingsExist(tx: AppTx): Promise<boolean> {
  const rows = await tx.select({ hotelId: agencyListings.hotelId }).from(agencyListings).limit(1);
  return rows.length > 0;
}

/**
 * Lists the demo brand's hotels and seeds the partner brand: facilities, locations, listings,
 * policies, room types, plans (room only, breakfast, half board at ryokans, a saver at some),
 * stock and rates for PARTNER_SEEDED_NIGHTS, a drawn front photo and guests' review scores.
 */
export async function seedAgencyHotels(tx: AppTx, clock: Clock, opts: { partners: boolean }): Promise<void> {
  const demoRows = await tx
    .select({ id: hotels.id, code: hotels.code })
    .from(hotels)
    .where(inArray(hotels.code, Object.keys(DEMO_LISTINGS)));
  if (demoRows.length > 0) {
    await tx.insert(agencyListings).values(
      demoRows.map((row) => {
        const listing = DEMO_LISTINGS[row.code]!;
        return {
          hotelId: row.id,
          areaCode: listing.area,
          starRating: listing.stars,
          features: listing.features,
          recommendationRank: listing.rank,
        };
      }),
    );
  }
  await seedReviews(
    tx,
    clock,
    demoRows.map((row, index) => ({ hotelId: row.id, reviews: 140 + index * 55, centre: 43 + index })),
  );
  if (opts.partners) await seedPartnerFacilities(tx, clock);
}

/** The partner brand's facilities (about four seconds on PGlite: the demo start seeds them, API tests only when they ask). */
export async function seedPartnerFacilities(tx: AppTx, clock: Clock): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds);

  const [brand] = await tx
    .insert(hotelBrands)
    .values({ code: PARTNER_BRAND_CODE, name: 'Agency partner hotels' })
    .returning();
  const facilities = partnerFacilities();
  const hotelRows = await tx
    .insert(hotels)
    .values(
      facilities.map((facility) => ({
        brandId: brand!.id,
        code: facility.code,
        name: facility.name,
        timeZone: areaByCode(facility.area)!.timeZone,
        currency: facility.currency,
        bookLanguages: facility.bookLanguages,
        fullAddress: {
          en: `${areaByCode(facility.area)!.names.en}, ${facility.country === 'KR' ? 'Korea' : 'Japan'}`,
          ja: areaByCode(facility.area)!.names.ja,
          ko: areaByCode(facility.area)!.names.ko,
        },
        country: facility.country,
        phone: facility.country === 'KR' ? '+82 2-0000-0000' : '+81 3-0000-0000',
        email: `${facility.code}@example.com`,
        reservablePeriodMonths: PARTNER_RESERVABLE_MONTHS,
      })),
    )
    .returning({ id: hotels.id, code: hotels.code });
  const hotelId = new Map(hotelRows.map((row) => [row.code, row.id]));

  await tx.insert(facilityLocations).values(
    facilities.map((facility) => ({
      hotelId: hotelId.get(facility.code)!,
      latitude: facility.lat.toFixed(6),
      longitude: facility.lng.toFixed(6),
    })),
  );
  await tx.insert(agencyListings).values(
    facilities.map((facility) => ({
      hotelId: hotelId.get(facility.code)!,
      areaCode: facility.area,
      starRating: facility.stars,
      features: facility.features,
      recommendationRank: facility.rank,
    })),
  );

  const policyRows = await tx
    .insert(cancellationPolicies)
    .values(
      facilities.flatMap((facility) =>
        demoPolicies.map((policy) => ({
          hotelId: hotelId.get(facility.code)!,
          name: inLanguages(policy.name, facility.bookLanguages),
          description: inLanguages(policy.description, facility.bookLanguages),
          noShowPercentage: policy.noShowPercentage,
          tiers: policy.tiers,
        })),
      ),
    )
    .returning({ id: cancellationPolicies.id, hotelId: cancellationPolicies.hotelId });
  const policyOf = (id: number, key: 'standard' | 'flexible' | 'non_refundable') =>
    policyRows.filter((row) => row.hotelId === id)[demoPolicies.findIndex((policy) => policy.key === key)]!.id;

  const typeRows = await tx
    .insert(roomTypes)
    .values(
      facilities.flatMap((facility) =>
        facility.roomTypes.map((type, index) => ({
          hotelId: hotelId.get(facility.code)!,
          code: type.code,
          name: inLanguages(type.name, facility.bookLanguages),
          description: inLanguages(type.name, facility.bookLanguages),
          maxOccupancy: type.maxOccupancy,
          roomTotal: type.rooms,
          recommendationRank: index + 1,
        })),
      ),
    )
    .returning({ id: roomTypes.id, hotelId: roomTypes.hotelId, code: roomTypes.code });
  const typeId = new Map(typeRows.map((row) => [`${row.hotelId}|${row.code}`, row.id]));

  const [roomOnly, breakfast, saver] = [demoPlans[0], demoPlans[1], demoPlans[2]];
  const planValues: (typeof plans.$inferInsert)[] = [];
  /** Per plan: one adult's weekday price, and the meal supplement per extra guest. */
  const planPrices: {
    code: string;
    hotelId: number;
    base: number;
    adult: number;
    child: number;
    meal?: 'breakfast_and_dinner';
  }[] = [];
  for (const facility of facilities) {
    const id = hotelId.get(facility.code)!;
    const step = facility.currency === 'KRW' ? 1000 : 100;
    const round = (value: number) => Math.round(value / step) * step;
    const breakfastPrice = round(facility.currency === 'KRW' ? 18000 : facility.stars >= 4 ? 2800 : 1500);
    facility.roomTypes.forEach((type) => {
      const base = round(facility.basePrice * type.factor);
      const add = (
        plan: { hotelPlanCode: string; suffix: string; name: LocalizedText; description: LocalizedText },
        meal: boolean,
        refundable: boolean,
        policy: 'standard' | 'flexible' | 'non_refundable',
        price: { base: number; adult: number; child: number },
        sortOrder: number,
        dinner = false,
      ) => {
        const code = `${type.code}-${plan.suffix}`;
        planValues.push({
          hotelId: id,
          roomTypeId: typeId.get(`${id}|${type.code}`)!,
          code,
          hotelPlanCode: plan.hotelPlanCode,
          name: joinNames(
            inLanguages(plan.name, facility.bookLanguages),
            inLanguages(type.name, facility.bookLanguages),
          ),
          description: inLanguages(plan.description, facility.bookLanguages),
          mealIncluded: meal,
          refundable,
          cancellationPolicyId: policyOf(id, policy),
          paymentMethods: refundable ? ['on_site', 'credit_card'] : ['credit_card'],
          sortOrder,
        });
        planPrices.push({ code, hotelId: id, ...price, ...(dinner ? { meal: 'breakfast_and_dinner' as const } : {}) });
      };
      const adult = round(base * 0.3);
      const child = round(base * 0.15);
      add(roomOnly, false, true, 'standard', { base, adult, child }, 0);
      add(
        breakfast,
        true,
        true,
        'flexible',
        { base: base + breakfastPrice, adult: adult + breakfastPrice, child: child + round(breakfastPrice / 2) },
        1,
      );
      if (facility.kind === 'ryokan') {
        const dinner = round(facility.currency === 'KRW' ? 60000 : 6500 + facility.stars * 800);
        add(
          HALF_BOARD,
          true,
          true,
          'flexible',
          {
            base: base + breakfastPrice + dinner,
            adult: adult + breakfastPrice + dinner,
            child: child + round((breakfastPrice + dinner) / 2),
          },
          2,
          true,
        );
      }
      if (facility.saver)
        add(
          saver,
          false,
          false,
          'non_refundable',
          { base: round(base * 0.88), adult: round(adult * 0.88), child: round(child * 0.88) },
          3,
        );
    });
  }
  const planRows = await tx
    .insert(plans)
    .values(planValues)
    .returning({ id: plans.id, hotelId: plans.hotelId, code: plans.code });
  const planId = new Map(planRows.map((row) => [`${row.hotelId}|${row.code}`, row.id]));
  const halfBoard = planPrices
    .filter((price) => price.meal)
    .map((price) => ({ planId: planId.get(`${price.hotelId}|${price.code}`)!, meal: price.meal! }));
  if (halfBoard.length > 0) await tx.insert(agencyPlanMeals).values(halfBoard);

  // Stock and rates from each facility's local today, generated in the database.
  const firstNight = (facility: PartnerFacility) => localToday(clock, areaByCode(facility.area)!.timeZone).toString();
  const stockValues = facilities.flatMap((facility) =>
    facility.roomTypes.map(
      (type) =>
        sql`(${typeId.get(`${hotelId.get(facility.code)!}|${type.code}`)!}::int, ${type.rooms}::int, ${firstNight(facility)}::date)`,
    ),
  );
  await tx.execute(sql`insert into inventory (room_type_id, stay_date, total, available)
    select v.room_type_id, v.first_night + d, v.total, v.total
    from (values ${sql.join(stockValues, sql`, `)}) as v(room_type_id, total, first_night),
    generate_series(0, ${sql.raw(String(PARTNER_SEEDED_NIGHTS - 1))}) d`);
  const facilityOf = new Map(facilities.map((facility) => [hotelId.get(facility.code)!, facility]));
  const rateValues = planPrices.map((price) => {
    const facility = facilityOf.get(price.hotelId)!;
    return sql`(${planId.get(`${price.hotelId}|${price.code}`)!}::int, ${price.base}::int, ${price.adult}::int, ${price.child}::int, ${firstNight(facility)}::date, ${facility.currency === 'KRW' ? 1000 : 100}::int)`;
  });
  // Friday and Saturday nights sell dearer (x1.25), Sunday night cheaper (x0.95), rounded to the price step.
  await tx.execute(sql`insert into rates (plan_id, stay_date, base_price, adult_supplement, child_supplement)
    select v.plan_id, v.first_night + d,
      (round(v.base * (case extract(isodow from v.first_night + d) when 5 then 1.25 when 6 then 1.25 when 7 then 0.95 else 1 end) / v.step) * v.step)::int,
      v.adult, v.child
    from (values ${sql.join(rateValues, sql`, `)}) as v(plan_id, base, adult, child, first_night, step),
    generate_series(0, ${sql.raw(String(PARTNER_SEEDED_NIGHTS - 1))}) d`);

  // A drawn front photo each (rows only: the files are drawn on their first request).
  await tx.insert(photos).values(
    facilities.map((facility, index) => {
      const scene = frontScene(facility, index);
      return {
        publicId: randomToken(12),
        hotelId: hotelId.get(facility.code)!,
        roomTypeId: null,
        position: 1,
        fileKey: drawnFileKey(scene),
        width: SCENE_WIDTH,
        height: SCENE_HEIGHT,
        variantWidths: variantWidths(SCENE_WIDTH),
        scene,
        createdAt: now,
        updatedAt: now,
        altTexts: {
          en: `The front of ${facility.name.en}`,
          ja: `${facility.name.ja}の外観`,
          ...(facility.name.ko ? { ko: `${facility.name.ko} 외관` } : {}),
        },
      };
    }),
  );
  await seedReviews(
    tx,
    clock,
    facilities.map((facility) => ({
      hotelId: hotelId.get(facility.code)!,
      reviews: facility.reviews,
      centre: facility.scoreCentre,
    })),
  );
}

/**
 * Guests' review scores: `reviews` scores per facility spread around `centre` / 10 (1-5), over the
 * last two years, generated in the database from a hash of the facility and the review's number.
 */
async function seedReviews(
  tx: AppTx,
  clock: Clock,
  facilities: { hotelId: number; reviews: number; centre: number }[],
): Promise<void> {
  if (facilities.length === 0) return;
  const today = localToday(clock, 'Asia/Tokyo').toString();
  const values = facilities.map(
    (facility) => sql`(${facility.hotelId}::int, ${facility.reviews}::int, ${facility.centre}::int)`,
  );
  await tx.execute(sql`insert into hotel_reviews (hotel_id, score, reviewed_on)
    select v.hotel_id,
      greatest(1, least(5, round((v.centre + ((abs(hashtext(v.hotel_id::text || '-' || g)) % 31) - 15)) / 10.0)))::smallint,
      ${today}::date - (abs(hashtext(g::text || '/' || v.hotel_id)) % 730)
    from (values ${sql.join(values, sql`, `)}) as v(hotel_id, reviews, centre), generate_series(1, v.reviews) g`);
}

/** Lists a brand's facilities on the agency site in one area (the bench's load brand). */
export async function listBrandOnAgency(tx: AppTx, brandCode: string, area: string): Promise<void> {
  await tx.execute(sql`insert into agency_listings (hotel_id, area_code, star_rating, features, recommendation_rank)
    select h.id, ${area}, 3 + h.id % 3, array['wifi', 'parking']::text[], h.id from hotels h
    join hotel_brands b on b.id = h.brand_id where b.code = ${brandCode}
    on conflict do nothing`);
}
