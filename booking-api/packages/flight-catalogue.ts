import type { LocalizedText } from '../../contract/localized-text';

/**
 * The demo's airports and routes: departures from Tokyo, Osaka, Sapporo, Okinawa, Fukuoka, Seoul
 * and Busan into the airports that serve the demo hotels' areas (Kyoto through Itami and Kansai,
 * Hakone through Haneda, Seoul through Incheon and Gimpo), out and back, flown every day. Fares are
 * per seat in JPY on a weekday (a package at a hotel selling in another currency converts them);
 * the seed (seed-flights.ts) dates them for the coming months, deterministically.
 */
export interface DemoAirport {
  code: string;
  name: LocalizedText;
  city: LocalizedText;
  /** An area of booking-api/agency/areas.ts. */
  areaCode: string | null;
  timeZone: string;
}

export const demoAirports: readonly DemoAirport[] = [
  {
    code: 'HND',
    areaCode: 'tokyo',
    timeZone: 'Asia/Tokyo',
    name: {
      en: 'Tokyo Haneda',
      ja: '東京 羽田',
      ko: '도쿄 하네다',
      zh_Hans: '东京羽田',
      zh_Hant: '東京羽田',
      id: 'Tokyo Haneda',
      th: 'โตเกียว ฮาเนดะ',
      ar: 'طوكيو هانيدا',
    },
    city: {
      en: 'Tokyo',
      ja: '東京',
      ko: '도쿄',
      zh_Hans: '东京',
      zh_Hant: '東京',
      id: 'Tokyo',
      th: 'โตเกียว',
      ar: 'طوكيو',
    },
  },
  {
    code: 'ITM',
    areaCode: 'osaka',
    timeZone: 'Asia/Tokyo',
    name: {
      en: 'Osaka Itami',
      ja: '大阪 伊丹',
      ko: '오사카 이타미',
      zh_Hans: '大阪伊丹',
      zh_Hant: '大阪伊丹',
      id: 'Osaka Itami',
      th: 'โอซาก้า อิตามิ',
      ar: 'أوساكا إيتامي',
    },
    city: {
      en: 'Osaka',
      ja: '大阪',
      ko: '오사카',
      zh_Hans: '大阪',
      zh_Hant: '大阪',
      id: 'Osaka',
      th: 'โอซาก้า',
      ar: 'أوساكا',
    },
  },
  {
    code: 'KIX',
    areaCode: 'osaka',
    timeZone: 'Asia/Tokyo',
    name: {
      en: 'Osaka Kansai',
      ja: '関西国際空港',
      ko: '간사이 국제공항',
      zh_Hans: '关西国际机场',
      zh_Hant: '關西國際機場',
      id: 'Osaka Kansai',
      th: 'คันไซ โอซาก้า',
      ar: 'أوساكا كانساي',
    },
    city: {
      en: 'Osaka',
      ja: '大阪',
      ko: '오사카',
      zh_Hans: '大阪',
      zh_Hant: '大阪',
      id: 'Osaka',
      th: 'โอซาก้า',
      ar: 'أوساكا',
    },
  },
  {
    code: 'CTS',
    areaCode: 'sapporo',
    timeZone: 'Asia/Tokyo',
    name: {
      en: 'Sapporo New Chitose',
      ja: '札幌 新千歳',
      ko: '삿포로 신치토세',
      zh_Hans: '札幌新千岁',
      zh_Hant: '札幌新千歲',
      id: 'Sapporo New Chitose',
      th: 'ซัปโปโร นิวชิโตเสะ',
      ar: 'سابورو نيو تشيتوسي',
    },
    city: {
      en: 'Sapporo',
      ja: '札幌',
      ko: '삿포로',
      zh_Hans: '札幌',
      zh_Hant: '札幌',
      id: 'Sapporo',
      th: 'ซัปโปโร',
      ar: 'سابورو',
    },
  },
  {
    code: 'OKA',
    areaCode: 'okinawa',
    timeZone: 'Asia/Tokyo',
    name: {
      en: 'Okinawa Naha',
      ja: '沖縄 那覇',
      ko: '오키나와 나하',
      zh_Hans: '冲绳那霸',
      zh_Hant: '沖繩那霸',
      id: 'Okinawa Naha',
      th: 'โอกินาวา นาฮะ',
      ar: 'أوكيناوا ناها',
    },
    city: { en: 'Naha', ja: '那覇', ko: '나하', zh_Hans: '那霸', zh_Hant: '那霸', id: 'Naha', th: 'นาฮะ', ar: 'ناها' },
  },
  {
    code: 'FUK',
    areaCode: 'fukuoka',
    timeZone: 'Asia/Tokyo',
    name: {
      en: 'Fukuoka',
      ja: '福岡',
      ko: '후쿠오카',
      zh_Hans: '福冈',
      zh_Hant: '福岡',
      id: 'Fukuoka',
      th: 'ฟุกุโอกะ',
      ar: 'فوكوكا',
    },
    city: {
      en: 'Fukuoka',
      ja: '福岡',
      ko: '후쿠오카',
      zh_Hans: '福冈',
      zh_Hant: '福岡',
      id: 'Fukuoka',
      th: 'ฟุกุโอกะ',
      ar: 'فوكوكا',
    },
  },
  {
    code: 'ICN',
    areaCode: 'seoul',
    timeZone: 'Asia/Seoul',
    name: {
      en: 'Seoul Incheon',
      ja: 'ソウル 仁川',
      ko: '인천국제공항',
      zh_Hans: '首尔仁川',
      zh_Hant: '首爾仁川',
      id: 'Seoul Incheon',
      th: 'โซล อินชอน',
      ar: 'سيول إنتشون',
    },
    city: {
      en: 'Seoul',
      ja: 'ソウル',
      ko: '서울',
      zh_Hans: '首尔',
      zh_Hant: '首爾',
      id: 'Seoul',
      th: 'โซล',
      ar: 'سيول',
    },
  },
  {
    code: 'GMP',
    areaCode: 'seoul',
    timeZone: 'Asia/Seoul',
    name: {
      en: 'Seoul Gimpo',
      ja: 'ソウル 金浦',
      ko: '김포국제공항',
      zh_Hans: '首尔金浦',
      zh_Hant: '首爾金浦',
      id: 'Seoul Gimpo',
      th: 'โซล กิมโป',
      ar: 'سيول غيمبو',
    },
    city: {
      en: 'Seoul',
      ja: 'ソウル',
      ko: '서울',
      zh_Hans: '首尔',
      zh_Hant: '首爾',
      id: 'Seoul',
      th: 'โซล',
      ar: 'سيول',
    },
  },
  {
    code: 'PUS',
    areaCode: 'busan',
    timeZone: 'Asia/Seoul',
    name: {
      en: 'Busan Gimhae',
      ja: '釜山 金海',
      ko: '김해국제공항',
      zh_Hans: '釜山金海',
      zh_Hant: '釜山金海',
      id: 'Busan Gimhae',
      th: 'ปูซาน กิมแฮ',
      ar: 'بوسان غيمهاي',
    },
    city: {
      en: 'Busan',
      ja: '釜山',
      ko: '부산',
      zh_Hans: '釜山',
      zh_Hant: '釜山',
      id: 'Busan',
      th: 'ปูซาน',
      ar: 'بوسان',
    },
  },
];

export interface DemoCarrier {
  code: string;
  name: LocalizedText;
}

export const demoCarriers: Readonly<Record<string, LocalizedText>> = {
  NH: { en: 'ANA', ja: 'ANA', ko: 'ANA', zh_Hans: '全日空', zh_Hant: '全日空', id: 'ANA', th: 'ANA', ar: 'ANA' },
  JL: {
    en: 'Japan Airlines',
    ja: '日本航空',
    ko: '일본항공',
    zh_Hans: '日本航空',
    zh_Hant: '日本航空',
    id: 'Japan Airlines',
    th: 'เจแปนแอร์ไลน์',
    ar: 'الخطوط الجوية اليابانية',
  },
  KE: {
    en: 'Korean Air',
    ja: '大韓航空',
    ko: '대한항공',
    zh_Hans: '大韩航空',
    zh_Hant: '大韓航空',
    id: 'Korean Air',
    th: 'โคเรียนแอร์',
    ar: 'الخطوط الجوية الكورية',
  },
  OZ: {
    en: 'Asiana Airlines',
    ja: 'アシアナ航空',
    ko: '아시아나항공',
    zh_Hans: '韩亚航空',
    zh_Hant: '韓亞航空',
    id: 'Asiana Airlines',
    th: 'เอเชียน่าแอร์ไลน์',
    ar: 'طيران آسيانا',
  },
  BX: {
    en: 'Air Busan',
    ja: 'エアプサン',
    ko: '에어부산',
    zh_Hans: '釜山航空',
    zh_Hant: '釜山航空',
    id: 'Air Busan',
    th: 'แอร์ปูซาน',
    ar: 'طيران بوسان',
  },
};

/** [origin, destination, flight number, departure HH:MM, arrival HH:MM, weekday fare per seat in JPY]. */
type DemoRoute = readonly [string, string, string, string, string, number];

export const demoRoutes: readonly DemoRoute[] = [
  ['HND', 'ITM', 'NH15', '08:00', '09:05', 18000],
  ['HND', 'ITM', 'NH31', '16:30', '17:35', 16500],
  ['ITM', 'HND', 'NH16', '10:00', '11:10', 18000],
  ['ITM', 'HND', 'NH38', '19:30', '20:40', 16500],
  ['HND', 'KIX', 'JL225', '07:45', '09:00', 15800],
  ['KIX', 'HND', 'JL226', '19:00', '20:15', 15800],
  ['CTS', 'ITM', 'NH772', '09:40', '11:50', 24000],
  ['ITM', 'CTS', 'NH773', '13:00', '14:55', 24000],
  ['CTS', 'HND', 'JL502', '08:30', '10:05', 21000],
  ['HND', 'CTS', 'JL505', '11:00', '12:35', 21000],
  ['OKA', 'ITM', 'NH762', '10:20', '12:20', 22000],
  ['ITM', 'OKA', 'NH763', '13:15', '15:25', 22000],
  ['OKA', 'HND', 'JL904', '09:10', '11:35', 25000],
  ['HND', 'OKA', 'JL903', '07:35', '10:30', 25000],
  ['FUK', 'ITM', 'JL2052', '08:50', '10:00', 14000],
  ['ITM', 'FUK', 'JL2057', '18:40', '20:00', 14000],
  ['FUK', 'HND', 'NH240', '09:00', '10:35', 19000],
  ['HND', 'FUK', 'NH265', '17:00', '18:55', 19000],
  ['ICN', 'KIX', 'KE723', '09:00', '10:50', 28000],
  ['ICN', 'KIX', 'OZ112', '14:30', '16:20', 26000],
  ['KIX', 'ICN', 'KE724', '12:00', '14:05', 28000],
  ['KIX', 'ICN', 'OZ113', '17:40', '19:45', 26000],
  ['ICN', 'HND', 'KE719', '08:10', '10:25', 30000],
  ['HND', 'ICN', 'KE720', '12:00', '14:25', 30000],
  ['GMP', 'KIX', 'KE2117', '08:40', '10:25', 27000],
  ['KIX', 'GMP', 'KE2118', '11:30', '13:20', 27000],
  ['GMP', 'HND', 'OZ1085', '09:00', '11:05', 29000],
  ['HND', 'GMP', 'OZ1075', '12:40', '15:05', 29000],
  ['PUS', 'KIX', 'BX122', '10:00', '11:25', 21000],
  ['KIX', 'PUS', 'BX123', '12:30', '14:00', 21000],
  ['ICN', 'CTS', 'KE765', '09:30', '12:25', 35000],
  ['CTS', 'ICN', 'KE766', '13:40', '16:55', 35000],
  ['ICN', 'OKA', 'OZ172', '10:00', '12:20', 30000],
  ['OKA', 'ICN', 'OZ173', '13:20', '15:55', 30000],
  ['ICN', 'FUK', 'KE787', '09:00', '10:20', 20000],
  ['FUK', 'ICN', 'KE788', '11:30', '12:55', 20000],
];

/** Seats each dated flight sells to packages (an allotment, not the aircraft). */
export const DEMO_SEATS_PER_FLIGHT = 9;

/** The airports a package to each demo hotel flies into, nearest first. */
export const demoHotelGateways: Readonly<Record<string, readonly string[]>> = {
  'demo-kyoto': ['ITM', 'KIX'],
  'demo-hakone': ['HND'],
  // Sold in won: the yen fares are shown and charged in won (packages/fare-currency.ts).
  'demo-seoul': ['ICN', 'GMP'],
};

/** The carrier of a flight number: its first two letters. */
export const carrierOf = (flightNumber: string): string => flightNumber.slice(0, 2);
