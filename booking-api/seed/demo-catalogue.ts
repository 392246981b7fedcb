import type { LocalizedText } from '../../contract/localized-text';
import type { BookingWidgetType } from '../../contract/booking-widget-type';
import type { CancellationTier, RoomBeds } from '../db/schema';

/**
 * The demo brand's facilities, rooms, plans and policies, as data. Prices are tax-included. Texts
 * are locale maps: each facility's in its book languages; the shared policies and plans in every
 * content language, of which each facility keeps its book languages (demo.ts).
 */

export interface DemoRoomType {
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  maxOccupancy: number;
  rooms: number;
  recommendationRank: number;
  /** One adult, room only, on an ordinary weekday. */
  basePrice: number;
}

export interface DemoPolicy {
  key: 'standard' | 'flexible' | 'non_refundable';
  name: LocalizedText;
  description: LocalizedText;
  noShowPercentage: number;
  tiers: CancellationTier[];
}

export interface DemoFacility {
  code: string;
  name: LocalizedText;
  timeZone: string;
  currency: string;
  /** Prices are rounded to this many minor units (100 yen, 1000 won). */
  priceStep: number;
  bookLanguages: string[];
  postCode: string;
  fullAddress: LocalizedText;
  /** Local check-in and check-out times, and the contact guests are given. */
  checkinTime: string;
  checkoutTime: string;
  phone: string;
  email: string;
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
  guestFields?: {
    kanjiNameRequired?: boolean;
    customerAddressRequired?: boolean;
    kanaNameMode?: 'do_not_ask' | 'optional' | 'required';
  };
  /** SPEC.md section 3 `booking_widget_type`; absent is a standard widget. */
  bookingWidgetType?: BookingWidgetType;
  roomTypes: DemoRoomType[];
}

export const demoPolicies: DemoPolicy[] = [
  {
    key: 'standard',
    name: {
      en: 'Standard',
      ja: 'スタンダード',
      ko: '스탠다드',
      zh_Hans: '标准',
      zh_Hant: '標準',
      id: 'Standar',
      th: 'มาตรฐาน',
      ar: 'قياسية',
    },
    description: {
      en: 'Free until 3 days before check-in; 30 % from 3 days before; 50 % from 18:00 the day before; 100 % for no-shows.',
      ja: 'チェックイン3日前まで無料、3日前から30%、前日18:00から50%、不泊は100%。',
      ko: '체크인 3일 전까지 무료, 3일 전부터 30%, 전날 18:00부터 50%, 노쇼는 100%.',
      zh_Hans: '入住前3天之前免费；入住前3天起收取30%；前一天18:00起收取50%；未入住收取100%。',
      zh_Hant: '入住前3天之前免費；入住前3天起收取30%；前一天18:00起收取50%；未入住收取100%。',
      id: 'Gratis hingga 3 hari sebelum check-in; 30% mulai 3 hari sebelumnya; 50% mulai pukul 18.00 sehari sebelumnya; 100% jika tidak datang.',
      th: 'ยกเลิกฟรีจนถึง 3 วันก่อนเช็คอิน; 30% ตั้งแต่ 3 วันก่อน; 50% ตั้งแต่ 18:00 น. ของวันก่อนหน้า; 100% หากไม่มาเข้าพัก',
      ar: 'مجاني حتى 3 أيام قبل تسجيل الوصول؛ 30% اعتبارًا من 3 أيام قبله؛ 50% اعتبارًا من الساعة 18:00 في اليوم السابق؛ 100% عند عدم الحضور.',
    },
    noShowPercentage: 100,
    tiers: [
      { days_before: 3, hours_after: 0, percentage_of_cost: 30 },
      { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
      { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
    ],
  },
  {
    key: 'flexible',
    name: {
      en: 'Flexible',
      ja: 'フレキシブル',
      ko: '플렉시블',
      zh_Hans: '灵活',
      zh_Hant: '彈性',
      id: 'Fleksibel',
      th: 'ยืดหยุ่น',
      ar: 'مرنة',
    },
    description: {
      en: 'Free until 18:00 the day before check-in; 50 % after that; 100 % for no-shows.',
      ja: 'チェックイン前日18:00まで無料、それ以降は50%、不泊は100%。',
      ko: '체크인 전날 18:00까지 무료, 이후 50%, 노쇼는 100%.',
      zh_Hans: '入住前一天18:00之前免费；之后收取50%；未入住收取100%。',
      zh_Hant: '入住前一天18:00之前免費；之後收取50%；未入住收取100%。',
      id: 'Gratis hingga pukul 18.00 sehari sebelum check-in; setelah itu 50%; 100% jika tidak datang.',
      th: 'ยกเลิกฟรีจนถึง 18:00 น. ของวันก่อนเช็คอิน; หลังจากนั้น 50%; 100% หากไม่มาเข้าพัก',
      ar: 'مجاني حتى الساعة 18:00 في اليوم السابق لتسجيل الوصول؛ 50% بعد ذلك؛ 100% عند عدم الحضور.',
    },
    noShowPercentage: 100,
    tiers: [
      { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
      { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
    ],
  },
  {
    key: 'non_refundable',
    name: {
      en: 'Non-refundable',
      ja: '返金不可',
      ko: '환불 불가',
      zh_Hans: '不可退款',
      zh_Hant: '不可退款',
      id: 'Tidak dapat dikembalikan',
      th: 'ไม่สามารถคืนเงินได้',
      ar: 'غير قابلة للاسترداد',
    },
    description: {
      en: 'The full price is charged whenever the reservation is cancelled.',
      ja: 'いつキャンセルされても料金の全額を申し受けます。',
      ko: '언제 취소하시더라도 요금 전액이 부과됩니다.',
      zh_Hans: '无论何时取消预订，均收取全额房费。',
      zh_Hant: '無論何時取消預訂，均收取全額房費。',
      id: 'Harga penuh dikenakan kapan pun reservasi dibatalkan.',
      th: 'เรียกเก็บค่าห้องเต็มจำนวนไม่ว่าจะยกเลิกการจองเมื่อใด',
      ar: 'يُحتسب السعر كاملًا متى أُلغي الحجز.',
    },
    noShowPercentage: 100,
    // Starts long before any bookable check-in, so it is in force from the moment of booking.
    tiers: [{ days_before: 999, hours_after: 0, percentage_of_cost: 100 }],
  },
];

/** Plans that need a longer stay than one night (the others take 1): the tatami room with breakfast. */
export const demoMinNights: Record<string, number> = { 'KY-JP-TATAMI-BF': 2 };

export const demoPlans = [
  {
    hotelPlanCode: 'ROOM_ONLY',
    suffix: 'RO',
    meal: false,
    refundable: true,
    policy: 'standard',
    name: {
      en: 'Room only',
      ja: '素泊まり',
      ko: '객실 전용',
      zh_Hans: '仅住宿',
      zh_Hant: '純住宿',
      id: 'Hanya kamar',
      th: 'ห้องพักอย่างเดียว',
      ar: 'الغرفة فقط',
    },
    description: {
      en: 'Room only, no meals. Pay at the hotel or by card.',
      ja: '食事なしの素泊まりプランです。お支払いは現地払いまたはカードで。',
      ko: '식사 없이 객실만 이용하는 플랜입니다. 호텔에서 결제하거나 카드로 결제하실 수 있습니다.',
      zh_Hans: '仅住宿，不含餐。可在酒店支付或刷卡支付。',
      zh_Hant: '純住宿，不含餐。可於飯店付款或以信用卡付款。',
      id: 'Hanya kamar, tanpa makan. Bayar di hotel atau dengan kartu.',
      th: 'ห้องพักอย่างเดียว ไม่รวมอาหาร ชำระที่โรงแรมหรือด้วยบัตร',
      ar: 'الغرفة فقط دون وجبات. الدفع في الفندق أو بالبطاقة.',
    },
  },
  {
    hotelPlanCode: 'BREAKFAST',
    suffix: 'BF',
    meal: true,
    refundable: true,
    policy: 'flexible',
    name: {
      en: 'With breakfast',
      ja: '朝食付き',
      ko: '조식 포함',
      zh_Hans: '含早餐',
      zh_Hant: '含早餐',
      id: 'Dengan sarapan',
      th: 'รวมอาหารเช้า',
      ar: 'مع الإفطار',
    },
    description: {
      en: 'Breakfast for every guest each morning; flexible cancellation.',
      ja: 'ご宿泊の皆さまに毎朝朝食をご用意します。キャンセル規定はフレキシブルです。',
      ko: '투숙객 모두에게 매일 아침 조식을 제공합니다. 취소 규정은 플렉시블입니다.',
      zh_Hans: '每天早晨为每位客人提供早餐；可灵活取消。',
      zh_Hant: '每天早晨為每位旅客提供早餐；可彈性取消。',
      id: 'Sarapan untuk setiap tamu setiap pagi; pembatalan fleksibel.',
      th: 'อาหารเช้าสำหรับผู้เข้าพักทุกท่านทุกเช้า ยกเลิกได้อย่างยืดหยุ่น',
      ar: 'إفطار لكل نزيل كل صباح؛ إلغاء مرن.',
    },
  },
  {
    hotelPlanCode: 'NON_REFUNDABLE',
    suffix: 'NR',
    meal: false,
    refundable: false,
    policy: 'non_refundable',
    name: {
      en: 'Non-refundable saver',
      ja: '返金不可のお得なプラン',
      ko: '환불 불가 특가',
      zh_Hans: '不可退款特惠',
      zh_Hant: '不可退款優惠',
      id: 'Hemat tanpa refund',
      th: 'ราคาประหยัดไม่คืนเงิน',
      ar: 'سعر موفّر غير قابل للاسترداد',
    },
    description: {
      en: 'Our lowest room-only price; no refund if cancelled.',
      ja: '素泊まりの最安値です。キャンセル時の返金はありません。',
      ko: '객실 전용 최저가입니다. 취소 시 환불되지 않습니다.',
      zh_Hans: '仅住宿的最低价格；取消不退款。',
      zh_Hant: '純住宿的最低價格；取消不退款。',
      id: 'Harga kamar termurah kami; tidak ada pengembalian dana jika dibatalkan.',
      th: 'ราคาห้องพักอย่างเดียวที่ต่ำที่สุดของเรา ไม่คืนเงินหากยกเลิก',
      ar: 'أقل سعر لدينا للغرفة فقط؛ لا استرداد عند الإلغاء.',
    },
  },
] as const;

export const demoFacilities: DemoFacility[] = [
  {
    code: 'demo-kyoto',
    name: {
      en: 'Demo Hotel Kyoto Higashiyama',
      ja: 'デモホテル京都東山',
      ko: '데모 호텔 교토 히가시야마',
      zh_Hans: '演示酒店京都东山',
      zh_Hant: '示範飯店京都東山',
    },
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    priceStep: 100,
    bookLanguages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'],
    postCode: '605-0862',
    checkinTime: '15:00',
    checkoutTime: '11:00',
    phone: '+81 75-555-0100',
    email: 'stay@kyoto.example.com',
    fullAddress: {
      en: '2-221 Kiyomizu, Higashiyama-ku, Kyoto',
      ja: '京都府京都市東山区清水2-221',
      ko: '교토부 교토시 히가시야마구 기요미즈 2-221',
      zh_Hans: '京都府京都市东山区清水2-221',
      zh_Hant: '京都府京都市東山區清水2-221',
    },
    country: 'JP',
    buttonColour: '#c21e58',
    headerColour: '#4a1630',
    breakfastAdult: 2500,
    breakfastChild: 1500,
    seasons: [
      ['12-28', '12-31', 1.5],
      ['01-01', '01-04', 1.5],
      ['03-20', '04-10', 1.6],
      ['11-01', '11-30', 1.5],
      ['08-01', '08-20', 1.2],
      ['01-05', '02-28', 0.85],
      ['06-01', '06-30', 0.9],
    ],
    nonRefundablePaymentMethods: ['on_site', 'credit_card'],
    roomTypes: [
      {
        code: 'KY-STD-TWIN',
        name: {
          en: 'Standard Twin',
          ja: 'スタンダードツイン',
          ko: '스탠다드 트윈',
          zh_Hans: '标准双床房',
          zh_Hant: '標準雙床房',
        },
        description: {
          en: 'Two single beds, 22 m², city view, shower room.',
          ja: 'シングルベッド2台、22m²、街並みの眺め、シャワールーム付き。',
          ko: '싱글 침대 2개, 22m², 시내 전망, 샤워룸.',
          zh_Hans: '两张单人床，22平方米，城市景观，淋浴间。',
          zh_Hant: '兩張單人床，22平方公尺，城市景觀，淋浴間。',
        },
        maxOccupancy: 2,
        rooms: 8,
        recommendationRank: 2,
        basePrice: 14000,
      },
      {
        code: 'KY-DLX-DOUBLE',
        name: {
          en: 'Deluxe Double, Garden View',
          ja: 'デラックスダブル（庭園ビュー）',
          ko: '디럭스 더블 (정원 전망)',
          zh_Hans: '豪华大床房（花园景观）',
          zh_Hant: '豪華雙人房（庭園景觀）',
        },
        description: {
          en: 'Queen bed, 28 m², overlooking the moss garden, bathtub.',
          ja: 'クイーンベッド、28m²、苔庭を望むお部屋、バスタブ付き。',
          ko: '퀸 침대, 28m², 이끼 정원이 내려다보이는 객실, 욕조.',
          zh_Hans: '大床，28平方米，俯瞰苔藓庭园，带浴缸。',
          zh_Hant: '大床，28平方公尺，俯瞰苔蘚庭園，附浴缸。',
        },
        maxOccupancy: 2,
        rooms: 6,
        recommendationRank: 1,
        basePrice: 19000,
      },
      {
        code: 'KY-JP-TATAMI',
        name: { en: 'Japanese-style Room', ja: '和室', ko: '일본식 객실', zh_Hans: '日式客房', zh_Hant: '和式客房' },
        description: {
          en: 'Tatami room with futons for up to four, 35 m², hinoki bath.',
          ja: '布団で最大4名様までお泊まりいただける畳のお部屋、35m²、檜風呂付き。',
          ko: '최대 4인까지 이불을 펴고 주무실 수 있는 다다미 객실, 35m², 히노키 욕조.',
          zh_Hans: '榻榻米客房，铺设日式被褥，最多可住四人，35平方米，桧木浴池。',
          zh_Hant: '榻榻米客房，鋪設日式被褥，最多可住四人，35平方公尺，檜木浴池。',
        },
        maxOccupancy: 4,
        rooms: 5,
        recommendationRank: 3,
        basePrice: 24000,
      },
      {
        code: 'KY-FAMILY',
        name: { en: 'Family Room', ja: 'ファミリールーム', ko: '패밀리룸', zh_Hans: '家庭房', zh_Hant: '家庭房' },
        description: {
          en: 'One double and three single beds, 42 m², sofa area.',
          ja: 'ダブルベッド1台とシングルベッド3台、42m²、ソファスペース付き。',
          ko: '더블 침대 1개와 싱글 침대 3개, 42m², 소파 공간.',
          zh_Hans: '一张双人床和三张单人床，42平方米，设沙发区。',
          zh_Hant: '一張雙人床和三張單人床，42平方公尺，設沙發區。',
        },
        maxOccupancy: 5,
        rooms: 3,
        recommendationRank: 4,
        basePrice: 28000,
      },
      {
        code: 'KY-MACHIYA-SUITE',
        name: {
          en: 'Machiya Suite with Private Bath',
          ja: '町家スイート（専用露天風呂付き）',
          ko: '마치야 스위트 (전용 노천탕)',
          zh_Hans: '町家套房（带私人露天浴池）',
          zh_Hant: '町家套房（附私人露天浴池）',
        },
        description: {
          en: 'A restored townhouse suite with a private open-air bath, 60 m².',
          ja: '改修した京町家のスイート、専用露天風呂付き、60m²。',
          ko: '개보수한 전통 목조 가옥 스위트, 전용 노천탕, 60m².',
          zh_Hans: '由传统町家改建的套房，带私人露天浴池，60平方米。',
          zh_Hant: '由傳統町家改建的套房，附私人露天浴池，60平方公尺。',
        },
        maxOccupancy: 3,
        rooms: 1,
        recommendationRank: 5,
        basePrice: 52000,
      },
    ],
  },
  {
    code: 'demo-seoul',
    name: { ko: '데모 호텔 서울 북촌', en: 'Demo Hotel Seoul Bukchon', ja: 'デモホテル ソウル北村' },
    timeZone: 'Asia/Seoul',
    currency: 'KRW',
    priceStep: 1000,
    bookLanguages: ['ko', 'en', 'ja'],
    postCode: '03060',
    checkinTime: '15:00',
    checkoutTime: '12:00',
    phone: '+82 2-555-0100',
    email: 'stay@seoul.example.com',
    fullAddress: {
      ko: '서울특별시 종로구 북촌로 37',
      en: '37 Bukchon-ro, Jongno-gu, Seoul',
      ja: 'ソウル特別市鍾路区北村路37',
    },
    country: 'KR',
    buttonColour: '#1e5bc2',
    headerColour: '#0f2a4a',
    breakfastAdult: 28000,
    breakfastChild: 15000,
    seasons: [
      ['12-24', '12-31', 1.4],
      ['04-01', '04-15', 1.4],
      ['10-01', '10-31', 1.3],
      ['07-20', '08-15', 1.2],
      ['01-05', '02-28', 0.85],
    ],
    // A prepaid saver: paying at the hotel is not offered (the payment-type check of code 1012).
    nonRefundablePaymentMethods: ['credit_card'],
    roomTypes: [
      {
        code: 'SE-STD-DOUBLE',
        name: { ko: '스탠다드 더블', en: 'Standard Double', ja: 'スタンダードダブル' },
        description: {
          ko: '더블 침대, 20m², 안뜰 전망.',
          en: 'Double bed, 20 m², courtyard view.',
          ja: 'ダブルベッド、20m²、中庭の眺め。',
        },
        maxOccupancy: 2,
        rooms: 8,
        recommendationRank: 2,
        basePrice: 150000,
      },
      {
        code: 'SE-STD-TWIN',
        name: { ko: '스탠다드 트윈', en: 'Standard Twin', ja: 'スタンダードツイン' },
        description: {
          ko: '싱글 침대 2개, 22m², 레인 샤워.',
          en: 'Two single beds, 22 m², rain shower.',
          ja: 'シングルベッド2台、22m²、レインシャワー付き。',
        },
        maxOccupancy: 2,
        rooms: 7,
        recommendationRank: 3,
        basePrice: 155000,
      },
      {
        code: 'SE-EXEC',
        name: {
          ko: '이그제큐티브 룸 (남산 전망)',
          en: 'Executive Room, Namsan View',
          ja: 'エグゼクティブルーム（南山ビュー）',
        },
        description: {
          ko: '킹 침대, 34m², 라운지 이용, 남산타워 전망.',
          en: 'King bed, 34 m², lounge access, view of Namsan Tower.',
          ja: 'キングベッド、34m²、ラウンジ利用可、Nソウルタワーの眺め。',
        },
        maxOccupancy: 3,
        rooms: 5,
        recommendationRank: 1,
        basePrice: 260000,
      },
      {
        code: 'SE-HANOK-ONDOL',
        name: { ko: '한옥 온돌방', en: 'Hanok Ondol Room', ja: '韓屋オンドル部屋' },
        description: {
          ko: '최대 4인 침구를 갖춘 전통 온돌 객실, 30m².',
          en: 'Traditional floor-heated room with bedding for up to four, 30 m².',
          ja: '最大4名様分の寝具を備えた伝統的な床暖房のお部屋、30m²。',
        },
        maxOccupancy: 4,
        rooms: 3,
        recommendationRank: 4,
        basePrice: 230000,
      },
      {
        code: 'SE-ROYAL-SUITE',
        name: { ko: '로열 스위트', en: 'Royal Suite', ja: 'ロイヤルスイート' },
        description: {
          ko: '거실, 침실, 다이닝룸, 90m², 버틀러 서비스.',
          en: 'Living room, bedroom and dining room, 90 m², butler service.',
          ja: 'リビング・ベッドルーム・ダイニング、90m²、バトラーサービス付き。',
        },
        maxOccupancy: 4,
        rooms: 2,
        recommendationRank: 5,
        basePrice: 520000,
      },
    ],
  },
  {
    // A family ryokan: children by tier with meal and bed options (seed-search-options.ts).
    code: 'demo-hakone',
    name: { ja: 'デモ旅館 箱根強羅', en: 'Demo Ryokan Hakone Gora' },
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    priceStep: 100,
    bookLanguages: ['ja', 'en'],
    // A ryokan's register: names in kanji with their kana reading (in Japanese) and the guest's address.
    guestFields: { kanjiNameRequired: true, customerAddressRequired: true },
    postCode: '250-0408',
    checkinTime: '15:00',
    checkoutTime: '10:00',
    phone: '+81 460-55-0100',
    email: 'stay@hakone.example.com',
    fullAddress: { ja: '神奈川県足柄下郡箱根町強羅1300', en: '1300 Gora, Hakone-machi, Ashigarashimo-gun, Kanagawa' },
    country: 'JP',
    buttonColour: '#2f6b3a',
    headerColour: '#f2ead3',
    breakfastAdult: 3000,
    breakfastChild: 1800,
    seasons: [
      ['12-28', '01-04', 1.5],
      ['08-01', '08-20', 1.3],
    ],
    nonRefundablePaymentMethods: ['on_site', 'credit_card'],
    roomTypes: [
      {
        code: 'HK-WASHITSU',
        name: { ja: '露天風呂付き和室', en: 'Japanese-style Room with Open-air Bath' },
        description: {
          ja: '布団で最大4名様、専用露天風呂付きの畳のお部屋、40m²。',
          en: 'Tatami room with futons for up to four, private open-air bath, 40 m².',
        },
        maxOccupancy: 4,
        rooms: 6,
        recommendationRank: 1,
        basePrice: 22000,
      },
      {
        code: 'HK-WAYO',
        name: { ja: '和洋室', en: 'Japanese-Western Room' },
        description: {
          ja: 'ツインベッドと布団を敷ける畳コーナー、最大4名様、36m²。',
          en: 'Twin beds and a tatami corner for futons, up to four, 36 m².',
        },
        maxOccupancy: 4,
        rooms: 5,
        recommendationRank: 2,
        basePrice: 19000,
      },
      {
        code: 'HK-GARDEN',
        name: { ja: '庭園側のお部屋', en: 'Garden Room' },
        description: {
          ja: '苔庭に面した畳のお部屋、最大3名様、28m²。',
          en: 'Tatami room facing the moss garden, up to three, 28 m².',
        },
        maxOccupancy: 3,
        rooms: 4,
        recommendationRank: 3,
        basePrice: 16000,
      },
      {
        code: 'HK-SUITE',
        name: { ja: '檜風呂付き特別室', en: 'Ryokan Suite with Cypress Bath' },
        description: {
          ja: '和室2間に檜風呂とテラス、最大5名様、70m²。',
          en: 'Two tatami rooms, a cypress bath and a terrace, up to five, 70 m².',
        },
        maxOccupancy: 5,
        rooms: 2,
        recommendationRank: 4,
        basePrice: 48000,
      },
    ],
  },
  {
    // A small resort whose guests come from Indonesia, Thailand and the Gulf: Indonesian, Thai and Arabic beside English.
    code: 'demo-bali',
    name: {
      id: 'Demo Resort Bali Ubud',
      en: 'Demo Resort Bali Ubud',
      th: 'เดโม รีสอร์ท บาหลี อูบุด',
      ar: 'منتجع ديمو بالي أوبود',
    },
    timeZone: 'Asia/Makassar',
    currency: 'IDR',
    priceStep: 10000,
    bookLanguages: ['id', 'en', 'th', 'ar'],
    postCode: '80571',
    checkinTime: '14:00',
    checkoutTime: '12:00',
    phone: '+62 361-555-0100',
    email: 'stay@bali.example.com',
    fullAddress: {
      id: 'Jl. Raya Sanggingan No. 88, Ubud, Gianyar, Bali',
      en: '88 Jalan Raya Sanggingan, Ubud, Gianyar, Bali',
      th: '88 ถนนรายาซังกิงัน อูบุด เกียนยาร์ บาหลี',
      ar: '88 شارع رايا سانغينغان، أوبود، جيانيار، بالي',
    },
    country: 'ID',
    buttonColour: '#0f766e',
    headerColour: '#134e4a',
    breakfastAdult: 150000,
    breakfastChild: 80000,
    seasons: [
      ['07-01', '08-31', 1.3],
      ['12-20', '01-05', 1.4],
      ['01-06', '03-31', 0.85],
    ],
    nonRefundablePaymentMethods: ['credit_card'],
    // A brand-facility setup: its widget's search lists the demo brand's facilities (/facilities).
    bookingWidgetType: 'brand_facility',
    roomTypes: [
      {
        code: 'BA-GARDEN-VILLA',
        name: { id: 'Vila Taman', en: 'Garden Villa', th: 'การ์เด้นวิลล่า', ar: 'فيلا الحديقة' },
        description: {
          id: 'Tempat tidur king, 45 m², taman pribadi dan pancuran terbuka.',
          en: 'King bed, 45 m², private garden and outdoor shower.',
          th: 'เตียงคิงไซซ์ 45 ตร.ม. สวนส่วนตัวและฝักบัวกลางแจ้ง',
          ar: 'سرير كبير، 45 م²، حديقة خاصة ودش في الهواء الطلق.',
        },
        maxOccupancy: 2,
        rooms: 4,
        recommendationRank: 1,
        basePrice: 1800000,
      },
      {
        code: 'BA-POOL-VILLA',
        name: {
          id: 'Vila Kolam, Pemandangan Sawah',
          en: 'Pool Villa, Rice Field View',
          th: 'พูลวิลล่า วิวนาข้าว',
          ar: 'فيلا بمسبح مطلة على حقول الأرز',
        },
        description: {
          id: 'Tempat tidur king, 70 m², kolam rendam pribadi menghadap sawah terasering.',
          en: 'King bed, 70 m², private plunge pool overlooking the rice terraces.',
          th: 'เตียงคิงไซซ์ 70 ตร.ม. สระแช่ตัวส่วนตัวมองเห็นนาขั้นบันได',
          ar: 'سرير كبير، 70 م²، مسبح غطس خاص يطل على مدرجات الأرز.',
        },
        maxOccupancy: 3,
        rooms: 2,
        recommendationRank: 2,
        basePrice: 3200000,
      },
      {
        code: 'BA-JUNGLE-DELUXE',
        name: {
          id: 'Kamar Deluxe, Pemandangan Hutan',
          en: 'Deluxe Room, Jungle View',
          th: 'ห้องดีลักซ์ วิวป่า',
          ar: 'غرفة ديلوكس مطلة على الغابة',
        },
        description: {
          id: 'Tempat tidur twin atau king, 32 m², balkon menghadap lembah Ayung.',
          en: 'Twin or king beds, 32 m², balcony over the Ayung valley.',
          th: 'เตียงแฝดหรือเตียงคิงไซซ์ 32 ตร.ม. ระเบียงมองเห็นหุบเขาอายุง',
          ar: 'سريران منفصلان أو سرير كبير، 32 م²، شرفة تطل على وادي أيونغ.',
        },
        maxOccupancy: 2,
        rooms: 6,
        recommendationRank: 3,
        basePrice: 1200000,
      },
      {
        code: 'BA-FAMILY-VILLA',
        name: {
          id: 'Vila Keluarga Dua Kamar',
          en: 'Two-bedroom Family Villa',
          th: 'แฟมิลี่วิลล่า 2 ห้องนอน',
          ar: 'فيلا عائلية بغرفتي نوم',
        },
        description: {
          id: 'Satu kamar king dan satu kamar twin, 110 m², kolam renang pribadi dan dapur kecil.',
          en: 'A king and a twin bedroom, 110 m², private pool and kitchenette.',
          th: 'ห้องนอนเตียงคิงไซซ์และห้องนอนเตียงแฝด 110 ตร.ม. สระว่ายน้ำส่วนตัวและครัวขนาดเล็ก',
          ar: 'غرفة نوم بسرير كبير وأخرى بسريرين، 110 م²، مسبح خاص ومطبخ صغير.',
        },
        maxOccupancy: 5,
        rooms: 1,
        recommendationRank: 4,
        basePrice: 4800000,
      },
    ],
  },
];

/** Views a room card names, in every content language (each facility keeps its book languages). */
const demoViews = {
  city: {
    en: 'City view',
    ja: '街並みの眺め',
    ko: '시내 전망',
    zh_Hans: '城市景观',
    zh_Hant: '城市景觀',
    id: 'Pemandangan kota',
    th: 'วิวเมือง',
    ar: 'إطلالة على المدينة',
  },
  garden: {
    en: 'Garden view',
    ja: '庭園の眺め',
    ko: '정원 전망',
    zh_Hans: '花园景观',
    zh_Hant: '庭園景觀',
    id: 'Pemandangan taman',
    th: 'วิวสวน',
    ar: 'إطلالة على الحديقة',
  },
  courtyard: {
    en: 'Courtyard view',
    ja: '中庭の眺め',
    ko: '안뜰 전망',
    zh_Hans: '庭院景观',
    zh_Hant: '中庭景觀',
    id: 'Pemandangan halaman dalam',
    th: 'วิวลานกลาง',
    ar: 'إطلالة على الفناء',
  },
  mountain: {
    en: 'Mountain view',
    ja: '山の眺め',
    ko: '산 전망',
    zh_Hans: '山景',
    zh_Hant: '山景',
    id: 'Pemandangan gunung',
    th: 'วิวภูเขา',
    ar: 'إطلالة على الجبال',
  },
  namsan: {
    en: 'Namsan Tower view',
    ja: 'Nソウルタワーの眺め',
    ko: '남산타워 전망',
    zh_Hans: '南山塔景观',
    zh_Hant: '南山塔景觀',
    id: 'Pemandangan Menara Namsan',
    th: 'วิวหอคอยนัมซาน',
    ar: 'إطلالة على برج نامسان',
  },
  riceFields: {
    en: 'Rice field view',
    ja: '棚田の眺め',
    ko: '논 전망',
    zh_Hans: '稻田景观',
    zh_Hant: '稻田景觀',
    id: 'Pemandangan sawah',
    th: 'วิวนาข้าว',
    ar: 'إطلالة على حقول الأرز',
  },
  jungle: {
    en: 'Jungle view',
    ja: '森の眺め',
    ko: '정글 전망',
    zh_Hans: '丛林景观',
    zh_Hant: '叢林景觀',
    id: 'Pemandangan hutan',
    th: 'วิวป่า',
    ar: 'إطلالة على الغابة',
  },
} satisfies Record<string, LocalizedText>;

/** What each demo room card shows beside its photos: floor area (m²), beds and view. */
export const demoRoomFacts: Record<string, { sizeSqm: number; beds: RoomBeds[]; view: LocalizedText }> = {
  'KY-STD-TWIN': { sizeSqm: 22, beds: [{ kind: 'single', count: 2 }], view: demoViews.city },
  'KY-DLX-DOUBLE': { sizeSqm: 28, beds: [{ kind: 'queen', count: 1 }], view: demoViews.garden },
  'KY-JP-TATAMI': { sizeSqm: 35, beds: [{ kind: 'futon', count: 4 }], view: demoViews.garden },
  'KY-FAMILY': {
    sizeSqm: 42,
    beds: [
      { kind: 'double', count: 1 },
      { kind: 'single', count: 3 },
    ],
    view: demoViews.city,
  },
  'KY-MACHIYA-SUITE': {
    sizeSqm: 60,
    beds: [
      { kind: 'king', count: 1 },
      { kind: 'futon', count: 1 },
    ],
    view: demoViews.garden,
  },
  'SE-STD-DOUBLE': { sizeSqm: 20, beds: [{ kind: 'double', count: 1 }], view: demoViews.courtyard },
  'SE-STD-TWIN': { sizeSqm: 22, beds: [{ kind: 'single', count: 2 }], view: demoViews.city },
  'SE-EXEC': {
    sizeSqm: 34,
    beds: [
      { kind: 'king', count: 1 },
      { kind: 'sofa_bed', count: 1 },
    ],
    view: demoViews.namsan,
  },
  'SE-HANOK-ONDOL': { sizeSqm: 30, beds: [{ kind: 'futon', count: 4 }], view: demoViews.courtyard },
  'SE-ROYAL-SUITE': {
    sizeSqm: 90,
    beds: [
      { kind: 'king', count: 1 },
      { kind: 'single', count: 2 },
    ],
    view: demoViews.namsan,
  },
  'HK-WASHITSU': { sizeSqm: 40, beds: [{ kind: 'futon', count: 4 }], view: demoViews.mountain },
  'HK-WAYO': {
    sizeSqm: 36,
    beds: [
      { kind: 'single', count: 2 },
      { kind: 'futon', count: 2 },
    ],
    view: demoViews.mountain,
  },
  'HK-GARDEN': { sizeSqm: 28, beds: [{ kind: 'futon', count: 3 }], view: demoViews.garden },
  'HK-SUITE': { sizeSqm: 70, beds: [{ kind: 'futon', count: 5 }], view: demoViews.mountain },
  'BA-GARDEN-VILLA': { sizeSqm: 45, beds: [{ kind: 'king', count: 1 }], view: demoViews.garden },
  'BA-POOL-VILLA': {
    sizeSqm: 70,
    beds: [
      { kind: 'king', count: 1 },
      { kind: 'sofa_bed', count: 1 },
    ],
    view: demoViews.riceFields,
  },
  'BA-JUNGLE-DELUXE': { sizeSqm: 32, beds: [{ kind: 'king', count: 1 }], view: demoViews.jungle },
  'BA-FAMILY-VILLA': {
    sizeSqm: 110,
    beds: [
      { kind: 'king', count: 1 },
      { kind: 'single', count: 2 },
      { kind: 'sofa_bed', count: 1 },
    ],
    view: demoViews.garden,
  },
};
