import type { CancellationTier } from '../db/schema';

/** The demo brand's facilities, rooms, plans and policies, as data. Prices are tax-included. */

export interface DemoRoomType {
  code: string;
  name: string;
  description: string;
  maxOccupancy: number;
  rooms: number;
  recommendationRank: number;
  /** One adult, room only, on an ordinary weekday. */
  basePrice: number;
}

export interface DemoPolicy {
  key: 'standard' | 'flexible' | 'non_refundable';
  name: string;
  description: string;
  noShowPercentage: number;
  tiers: CancellationTier[];
}

export interface DemoFacility {
  code: string;
  name: string;
  timeZone: string;
  currency: string;
  /** Prices are rounded to this many minor units (100 yen, 1000 won). */
  priceStep: number;
  bookLanguages: string[];
  postCode: string;
  fullAddress: string;
  country: string;
  buttonColour: string;
  headerColour: string;
  /** Breakfast supplement per adult and per child per night. */
  breakfastAdult: number;
  breakfastChild: number;
  /** High seasons as [from MM-DD, to MM-DD inclusive, factor]; the first match wins. */
  seasons: [string, string, number][];
  /** Payment methods of the non-refundable plan (the other plans take on_site and credit_card). */
  nonRefundablePaymentMethods: string[];
  /** What the guest form asks beyond the name (contract/names-addresses.ts); absent means nothing more. */
  guestFields?: { kanjiNameRequired?: boolean; customerAddressRequired?: boolean; kanaNameMode?: 'do_not_ask' | 'optional' | 'required' };
  roomTypes: DemoRoomType[];
}

export const demoPolicies: DemoPolicy[] = [
  {
    key: 'standard',
    name: 'Standard',
    description: 'Free until 3 days before check-in; 30 % from 3 days before; 50 % from 18:00 the day before; 100 % for no-shows.',
    noShowPercentage: 100,
    tiers: [
      { days_before: 3, hours_after: 0, percentage_of_cost: 30 },
      { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
      { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
    ],
  },
  {
    key: 'flexible',
    name: 'Flexible',
    description: 'Free until 18:00 the day before check-in; 50 % after that; 100 % for no-shows.',
    noShowPercentage: 100,
    tiers: [
      { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
      { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
    ],
  },
  {
    key: 'non_refundable',
    name: 'Non-refundable',
    description: 'The full price is charged whenever the reservation is cancelled.',
    noShowPercentage: 100,
    // Starts long before any bookable check-in, so it is in force from the moment of booking.
    tiers: [{ days_before: 999, hours_after: 0, percentage_of_cost: 100 }],
  },
];

/** Plans that need a longer stay than one night (the others take 1): the tatami room with breakfast. */
export const demoMinNights: Record<string, number> = { 'KY-JP-TATAMI-BF': 2 };

export const demoPlans = [
  { hotelPlanCode: 'ROOM_ONLY', suffix: 'RO', name: 'Room only', description: 'Room only, no meals. Pay at the hotel or by card.', meal: false, refundable: true, policy: 'standard' },
  { hotelPlanCode: 'BREAKFAST', suffix: 'BF', name: 'With breakfast', description: 'Breakfast for every guest each morning; flexible cancellation.', meal: true, refundable: true, policy: 'flexible' },
  { hotelPlanCode: 'NON_REFUNDABLE', suffix: 'NR', name: 'Non-refundable saver', description: 'Our lowest room-only price; no refund if cancelled.', meal: false, refundable: false, policy: 'non_refundable' },
] as const;

export const demoFacilities: DemoFacility[] = [
  {
    code: 'demo-kyoto',
    name: 'Demo Hotel Kyoto Higashiyama',
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    priceStep: 100,
    bookLanguages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'],
    postCode: '605-0862',
    fullAddress: '2-221 Kiyomizu, Higashiyama-ku, Kyoto',
    country: 'JP',
    buttonColour: '#c21e58',
    headerColour: '#4a1630',
    breakfastAdult: 2500,
    breakfastChild: 1500,
    seasons: [
      ['12-28', '12-31', 1.5], ['01-01', '01-04', 1.5], ['03-20', '04-10', 1.6], ['11-01', '11-30', 1.5],
      ['08-01', '08-20', 1.2], ['01-05', '02-28', 0.85], ['06-01', '06-30', 0.9],
    ],
    nonRefundablePaymentMethods: ['on_site', 'credit_card'],
    roomTypes: [
      { code: 'KY-STD-TWIN', name: 'Standard Twin', description: 'Two single beds, 22 m², city view, shower room.', maxOccupancy: 2, rooms: 8, recommendationRank: 2, basePrice: 14000 },
      { code: 'KY-DLX-DOUBLE', name: 'Deluxe Double, Garden View', description: 'Queen bed, 28 m², overlooking the moss garden, bathtub.', maxOccupancy: 2, rooms: 6, recommendationRank: 1, basePrice: 19000 },
      { code: 'KY-JP-TATAMI', name: 'Japanese-style Room', description: 'Tatami room with futons for up to four, 35 m², hinoki bath.', maxOccupancy: 4, rooms: 5, recommendationRank: 3, basePrice: 24000 },
      { code: 'KY-FAMILY', name: 'Family Room', description: 'One double and three single beds, 42 m², sofa area.', maxOccupancy: 5, rooms: 3, recommendationRank: 4, basePrice: 28000 },
      { code: 'KY-MACHIYA-SUITE', name: 'Machiya Suite with Private Bath', description: 'A restored townhouse suite with a private open-air bath, 60 m².', maxOccupancy: 3, rooms: 1, recommendationRank: 5, basePrice: 52000 },
    ],
  },
  {
    code: 'demo-seoul',
    name: 'Demo Hotel Seoul Bukchon',
    timeZone: 'Asia/Seoul',
    currency: 'KRW',
    priceStep: 1000,
    bookLanguages: ['ko', 'en', 'ja'],
    postCode: '03060',
    fullAddress: '37 Bukchon-ro, Jongno-gu, Seoul',
    country: 'KR',
    buttonColour: '#1e5bc2',
    headerColour: '#0f2a4a',
    breakfastAdult: 28000,
    breakfastChild: 15000,
    seasons: [
      ['12-24', '12-31', 1.4], ['04-01', '04-15', 1.4], ['10-01', '10-31', 1.3], ['07-20', '08-15', 1.2],
      ['01-05', '02-28', 0.85],
    ],
    // A prepaid saver: paying at the hotel is not offered (the payment-type check of code 1012).
    nonRefundablePaymentMethods: ['credit_card'],
    roomTypes: [
      { code: 'SE-STD-DOUBLE', name: 'Standard Double', description: 'Double bed, 20 m², courtyard view.', maxOccupancy: 2, rooms: 8, recommendationRank: 2, basePrice: 150000 },
      { code: 'SE-STD-TWIN', name: 'Standard Twin', description: 'Two single beds, 22 m², rain shower.', maxOccupancy: 2, rooms: 7, recommendationRank: 3, basePrice: 155000 },
      { code: 'SE-EXEC', name: 'Executive Room, Namsan View', description: 'King bed, 34 m², lounge access, view of Namsan Tower.', maxOccupancy: 3, rooms: 5, recommendationRank: 1, basePrice: 260000 },
      { code: 'SE-HANOK-ONDOL', name: 'Hanok Ondol Room', description: 'Traditional floor-heated room with bedding for up to four, 30 m².', maxOccupancy: 4, rooms: 3, recommendationRank: 4, basePrice: 230000 },
      { code: 'SE-ROYAL-SUITE', name: 'Royal Suite', description: 'Living room, bedroom and dining room, 90 m², butler service.', maxOccupancy: 4, rooms: 2, recommendationRank: 5, basePrice: 520000 },
    ],
  },
  {
    // A family ryokan: children by tier with meal and bed options (seed-search-breadth.ts).
    code: 'demo-hakone',
    name: 'Demo Ryokan Hakone Gora',
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    priceStep: 100,
    bookLanguages: ['ja', 'en'],
    postCode: '250-0408',
    fullAddress: '1300 Gora, Hakone-machi, Ashigarashimo-gun, Kanagawa',
    country: 'JP',
    buttonColour: '#2f6b3a',
    headerColour: '#f2ead3',
    breakfastAdult: 3000,
    breakfastChild: 1800,
    seasons: [['12-28', '01-04', 1.5], ['08-01', '08-20', 1.3]],
    nonRefundablePaymentMethods: ['on_site', 'credit_card'],
    roomTypes: [
      { code: 'HK-WASHITSU', name: 'Japanese-style Room with Open-air Bath', description: 'Tatami room with futons for up to four, private open-air bath, 40 m².', maxOccupancy: 4, rooms: 6, recommendationRank: 1, basePrice: 22000 },
      { code: 'HK-WAYO', name: 'Japanese-Western Room', description: 'Twin beds and a tatami corner for futons, up to four, 36 m².', maxOccupancy: 4, rooms: 5, recommendationRank: 2, basePrice: 19000 },
      { code: 'HK-GARDEN', name: 'Garden Room', description: 'Tatami room facing the moss garden, up to three, 28 m².', maxOccupancy: 3, rooms: 4, recommendationRank: 3, basePrice: 16000 },
      { code: 'HK-SUITE', name: 'Ryokan Suite with Cypress Bath', description: 'Two tatami rooms, a cypress bath and a terrace, up to five, 70 m².', maxOccupancy: 5, rooms: 2, recommendationRank: 4, basePrice: 48000 },
    ],
  },
  {
    // A small resort whose guests come from Indonesia, Thailand and the Gulf: Indonesian, Thai and Arabic beside English.
    code: 'demo-bali',
    name: 'Demo Resort Bali Ubud',
    timeZone: 'Asia/Makassar',
    currency: 'IDR',
    priceStep: 10000,
    bookLanguages: ['id', 'en', 'th', 'ar'],
    postCode: '80571',
    fullAddress: 'Jl. Raya Sanggingan No. 88, Ubud, Gianyar, Bali',
    country: 'ID',
    buttonColour: '#0f766e',
    headerColour: '#134e4a',
    breakfastAdult: 150000,
    breakfastChild: 80000,
    seasons: [['07-01', '08-31', 1.3], ['12-20', '01-05', 1.4], ['01-06', '03-31', 0.85]],
    nonRefundablePaymentMethods: ['credit_card'],
    roomTypes: [
      { code: 'BA-GARDEN-VILLA', name: 'Garden Villa', description: 'King bed, 45 m², private garden and outdoor shower.', maxOccupancy: 2, rooms: 4, recommendationRank: 1, basePrice: 1800000 },
      { code: 'BA-POOL-VILLA', name: 'Pool Villa, Rice Field View', description: 'King bed, 70 m², private plunge pool overlooking the rice terraces.', maxOccupancy: 3, rooms: 2, recommendationRank: 2, basePrice: 3200000 },
      { code: 'BA-JUNGLE-DELUXE', name: 'Deluxe Room, Jungle View', description: 'Twin or king beds, 32 m², balcony over the Ayung valley.', maxOccupancy: 2, rooms: 6, recommendationRank: 3, basePrice: 1200000 },
      { code: 'BA-FAMILY-VILLA', name: 'Two-bedroom Family Villa', description: 'A king and a twin bedroom, 110 m², private pool and kitchenette.', maxOccupancy: 5, rooms: 1, recommendationRank: 4, basePrice: 4800000 },
    ],
  },
];
