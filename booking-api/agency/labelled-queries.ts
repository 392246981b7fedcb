import type { HotelSearchIntent, QueryLanguage } from '../../contract/hotel-search-intent';

/**
 * Searches as guests type them, in the five languages the AI search reads, each with the search it
 * means. All are read on Thursday 2026-11-26 at noon in Japan (`LABELLED_NOW`): "next Friday" is
 * 2026-12-04, "this weekend" 2026-11-28. The interpreter's test and `npm run bench` score how many
 * fields it reads exactly.
 */
export const LABELLED_NOW = '2026-11-26T03:00:00Z';

export interface LabelledQuery {
  language: QueryLanguage;
  query: string;
  expected: HotelSearchIntent;
}

const perNight = (max: number, currency: NonNullable<HotelSearchIntent['budget']>['currency']) => ({
  max,
  currency,
  per: 'night' as const,
});
const total = (max: number, currency: NonNullable<HotelSearchIntent['budget']>['currency']) => ({
  max,
  currency,
  per: 'stay' as const,
});
const kids = (count: number, ...ages: number[]) => ({ count, ages });

type Row = [string, HotelSearchIntent];
const rows = (language: QueryLanguage, list: Row[]): LabelledQuery[] =>
  list.map(([query, expected]) => ({ language, query, expected }));

const english: Row[] = [
  [
    '2 adults next Friday for 3 nights near Kyoto station under ¥30,000 with breakfast',
    {
      checkin: '2026-12-04',
      nights: 3,
      adults: 2,
      area: 'kyoto-station',
      budget: perNight(30000, 'JPY'),
      meal: 'breakfast',
    },
  ],
  ['hotel in Gion for 2 nights from tomorrow', { area: 'gion', checkin: '2026-11-27', nights: 2 }],
  [
    'Dec 23 to Dec 26, 2 adults, 1 child aged 5, Hakone, onsen',
    { checkin: '2026-12-23', nights: 3, adults: 2, children: kids(1, 5), area: 'hakone', features: ['onsen'] },
  ],
  ['Cheap room in Osaka this weekend for two', { area: 'osaka', checkin: '2026-11-28', adults: 2 }],
  [
    'Family trip to Okinawa, 2 adults and 2 kids aged 4 and 7, sea view, Dec 28 for 4 nights',
    { area: 'okinawa', adults: 2, children: kids(2, 4, 7), features: ['sea_view'], checkin: '2026-12-28', nights: 4 },
  ],
  [
    '3 rooms for 6 adults in Shinjuku on January 10 for 2 nights',
    { rooms: 3, adults: 6, area: 'shinjuku', checkin: '2027-01-10', nights: 2 },
  ],
  [
    'Seoul Myeongdong hotel under 150,000 won per night, 2 people, next weekend',
    { area: 'myeongdong', budget: perNight(150000, 'KRW'), adults: 2, checkin: '2026-12-05' },
  ],
  [
    'Solo trip to Tokyo tonight, 1 night, max $150',
    { area: 'tokyo', adults: 1, checkin: '2026-11-26', nights: 1, budget: perNight(150, 'USD') },
  ],
  [
    'Pet friendly hotel in Hakone with parking, Saturday, 2 nights',
    { features: ['parking', 'pets_allowed'], area: 'hakone', checkin: '2026-11-28', nights: 2 },
  ],
  [
    'Non-smoking twin room near the station in Fukuoka for 2 adults, 12/30-1/2',
    { features: ['non_smoking', 'near_station'], area: 'fukuoka', adults: 2, checkin: '2026-12-30', nights: 3 },
  ],
  [
    'Kyoto with breakfast and dinner, 2 adults, from Dec 12 for 2 nights, budget 60000 yen total',
    {
      area: 'kyoto',
      meal: 'breakfast_and_dinner',
      adults: 2,
      checkin: '2026-12-12',
      nights: 2,
      budget: total(60000, 'JPY'),
    },
  ],
  [
    'Arashiyama ryokan with private onsen for a couple, next Saturday, one night',
    { area: 'arashiyama', features: ['onsen'], adults: 2, checkin: '2026-12-05', nights: 1 },
  ],
  [
    'Need 2 rooms in Busan for 4 adults from December 20th to 22nd',
    { rooms: 2, area: 'busan', adults: 4, checkin: '2026-12-20', nights: 2 },
  ],
  [
    'Sapporo, 2 adults 1 toddler (2 years old), Jan 5, 3 nights, free cancellation',
    {
      area: 'sapporo',
      adults: 2,
      children: kids(1, 2),
      checkin: '2027-01-05',
      nights: 3,
      features: ['free_cancellation'],
    },
  ],
  ['hotel near Kyoto station with gym and wifi', { area: 'kyoto-station', features: ['wifi', 'gym'] }],
  [
    'Room only in Namba tomorrow under 8000 yen',
    { meal: 'room_only', area: 'namba', checkin: '2026-11-27', budget: perNight(8000, 'JPY') },
  ],
  ['2 adults, Nara, in 3 days, 2 nights', { adults: 2, area: 'nara', checkin: '2026-11-29', nights: 2 }],
  [
    'Ginza luxury stay for my wife and I on Dec 24, 1 night, up to ¥80,000',
    { area: 'ginza', adults: 2, checkin: '2026-12-24', nights: 1, budget: perNight(80000, 'JPY') },
  ],
  [
    'Asakusa, 5 adults, 2 rooms, Friday to Sunday',
    { area: 'asakusa', adults: 5, rooms: 2, checkin: '2026-11-27', nights: 2 },
  ],
  [
    'Hongdae guesthouse for 3 friends, next Thursday, 4 nights, under 50,000 won',
    { area: 'hongdae', adults: 3, checkin: '2026-12-03', nights: 4, budget: perNight(50000, 'KRW') },
  ],
  [
    'Umeda hotel with pool, 2 adults + 1 child aged 9, this Sunday',
    { area: 'umeda', features: ['pool'], adults: 2, children: kids(1, 9), checkin: '2026-11-29' },
  ],
  [
    'Okinawa beach resort with ocean view and pool for 2 weeks from January 3, 2 adults',
    { area: 'okinawa', features: ['pool', 'sea_view'], nights: 14, checkin: '2027-01-03', adults: 2 },
  ],
  [
    'Tokyo, Dec 31 - Jan 2, 4 people, 2 rooms, total budget 100k yen',
    { area: 'tokyo', checkin: '2026-12-31', nights: 2, adults: 4, rooms: 2, budget: total(100000, 'JPY') },
  ],
  [
    'Hakone onsen ryokan, half board, 2 adults, 2026-12-18, 2 nights',
    { area: 'hakone', features: ['onsen'], meal: 'breakfast_and_dinner', adults: 2, checkin: '2026-12-18', nights: 2 },
  ],
  ['Any hotel in Kyoto for tonight', { area: 'kyoto', checkin: '2026-11-26' }],
  [
    '3 adults and a baby, Osaka, next Monday for 5 nights',
    { adults: 3, children: kids(1), area: 'osaka', checkin: '2026-11-30', nights: 5 },
  ],
  [
    'Business trip to Shinjuku, single room, Monday to Friday, non-smoking, under 15000 yen a night',
    {
      area: 'shinjuku',
      rooms: 1,
      checkin: '2026-11-30',
      nights: 4,
      features: ['non_smoking'],
      budget: perNight(15000, 'JPY'),
    },
  ],
  ['Gangnam hotel, 2 adults, Dec 5-7', { area: 'gangnam', adults: 2, checkin: '2026-12-05', nights: 2 }],
  [
    'cheap hotel in Fukuoka next weekend for 2 nights with breakfast',
    { area: 'fukuoka', checkin: '2026-12-05', nights: 2, meal: 'breakfast' },
  ],
  [
    '4 adults 2 children (6 and 10) in 2 rooms at Arashiyama from Jan 2 to Jan 4',
    { adults: 4, children: kids(2, 6, 10), rooms: 2, area: 'arashiyama', checkin: '2027-01-02', nights: 2 },
  ],
  ['Seoul, 1 adult, 3 nights, from the 15th', { area: 'seoul', adults: 1, nights: 3, checkin: '2026-12-15' }],
  [
    'Hotel with free cancellation in Tokyo for 2 adults tomorrow',
    { features: ['free_cancellation'], area: 'tokyo', adults: 2, checkin: '2026-11-27' },
  ],
  [
    'I want to stay in Gion on Christmas Eve with my husband, breakfast included',
    { area: 'gion', checkin: '2026-12-24', adults: 2, meal: 'breakfast' },
  ],
  [
    'Kyoto station area, 2 rooms, 3 adults, 1 night, next Wednesday, budget ¥25,000 per night',
    { area: 'kyoto-station', rooms: 2, adults: 3, nights: 1, checkin: '2026-12-02', budget: perNight(25000, 'JPY') },
  ],
  [
    'Family of 2 adults and 3 kids (2, 5, 8) near Busan beach with sea view',
    { area: 'busan', features: ['sea_view'], adults: 2, children: kids(3, 2, 5, 8) },
  ],
  [
    'Romantic weekend in Hakone for two, onsen and dinner included',
    { area: 'hakone', checkin: '2026-11-28', adults: 2, features: ['onsen'], meal: 'dinner' },
  ],
  ['Sapporo in February', { area: 'sapporo' }],
  [
    'Namba, Friday night, 2 adults, under 20000 yen total',
    { area: 'namba', checkin: '2026-11-27', adults: 2, budget: total(20000, 'JPY') },
  ],
  [
    'Hotel in Tokyo with parking and wifi for 3 nights starting Dec 10',
    { area: 'tokyo', features: ['parking', 'wifi'], nights: 3, checkin: '2026-12-10' },
  ],
  [
    '2 adults, 1 child, 1 infant, Okinawa, Jan 8 for a week',
    { adults: 2, children: kids(2), area: 'okinawa', checkin: '2027-01-08', nights: 7 },
  ],
  ['Kyoto 12/24-12/26 two adults', { area: 'kyoto', checkin: '2026-12-24', nights: 2, adults: 2 }],
  [
    'Stay near a station in Osaka, non smoking, 2 guests',
    { area: 'osaka', features: ['non_smoking', 'near_station'], adults: 2 },
  ],
  [
    'Myeongdong, 2 adults, day after tomorrow, 2 nights, max 200 dollars a night',
    { area: 'myeongdong', adults: 2, checkin: '2026-11-28', nights: 2, budget: perNight(200, 'USD') },
  ],
  [
    'Asakusa hotel for 2 adults and a 4-year-old, Saturday to Monday',
    { area: 'asakusa', adults: 2, children: kids(1, 4), checkin: '2026-11-28', nights: 2 },
  ],
];

const japanese: Row[] = [
  [
    '来週金曜から2泊 京都駅の近く 朝食付き 大人2名',
    { checkin: '2026-12-04', nights: 2, area: 'kyoto-station', meal: 'breakfast', adults: 2 },
  ],
  [
    '明日から1泊 祇園 大人2名 2万円以下',
    { checkin: '2026-11-27', nights: 1, area: 'gion', adults: 2, budget: perNight(20000, 'JPY') },
  ],
  [
    '箱根 温泉 12月23日から26日まで 大人2名 子供1名（5歳）',
    { area: 'hakone', features: ['onsen'], checkin: '2026-12-23', nights: 3, adults: 2, children: kids(1, 5) },
  ],
  ['今週末 大阪 2名 素泊まり', { checkin: '2026-11-28', area: 'osaka', adults: 2, meal: 'room_only' }],
  [
    '沖縄 家族旅行 大人2人 子ども2人(4歳と7歳) オーシャンビュー 12月28日から4泊',
    { area: 'okinawa', adults: 2, children: kids(2, 4, 7), features: ['sea_view'], checkin: '2026-12-28', nights: 4 },
  ],
  ['新宿 1月10日 2泊 大人6名 3部屋', { area: 'shinjuku', checkin: '2027-01-10', nights: 2, adults: 6, rooms: 3 }],
  [
    'ソウル 明洞 来週末 2名 1泊15万ウォン以下',
    { area: 'myeongdong', checkin: '2026-12-05', adults: 2, budget: perNight(150000, 'KRW') },
  ],
  [
    '今夜 東京 一人旅 1泊 1万円まで',
    { checkin: '2026-11-26', area: 'tokyo', adults: 1, nights: 1, budget: perNight(10000, 'JPY') },
  ],
  [
    '箱根 ペット可 駐車場あり 土曜日から2泊',
    { area: 'hakone', features: ['parking', 'pets_allowed'], checkin: '2026-11-28', nights: 2 },
  ],
  [
    '福岡 駅近 禁煙 大人2名 12/30から1/2まで',
    { area: 'fukuoka', features: ['non_smoking', 'near_station'], adults: 2, checkin: '2026-12-30', nights: 3 },
  ],
  [
    '京都 1泊2食付き 大人2名 12月12日から2泊 予算合計6万円',
    {
      area: 'kyoto',
      meal: 'breakfast_and_dinner',
      adults: 2,
      checkin: '2026-12-12',
      nights: 2,
      budget: total(60000, 'JPY'),
    },
  ],
  [
    '嵐山 カップル 来週土曜 1泊 露天風呂付き',
    { area: 'arashiyama', adults: 2, checkin: '2026-12-05', nights: 1, features: ['onsen'] },
  ],
  ['釜山 12月20日〜22日 大人4名 2部屋', { area: 'busan', checkin: '2026-12-20', nights: 2, adults: 4, rooms: 2 }],
  [
    '札幌 大人2名 幼児1名(2歳) 1月5日から3泊 無料キャンセル',
    {
      area: 'sapporo',
      adults: 2,
      children: kids(1, 2),
      checkin: '2027-01-05',
      nights: 3,
      features: ['free_cancellation'],
    },
  ],
  ['京都駅近くのホテル ジムとWi-Fi', { area: 'kyoto-station', features: ['wifi', 'gym'] }],
  [
    'なんば 明日 素泊まり 8000円以下',
    { area: 'namba', checkin: '2026-11-27', meal: 'room_only', budget: perNight(8000, 'JPY') },
  ],
  ['奈良 3日後から2泊 大人2名', { area: 'nara', checkin: '2026-11-29', nights: 2, adults: 2 }],
  [
    '銀座 夫婦で 12月24日 1泊 8万円まで',
    { area: 'ginza', adults: 2, checkin: '2026-12-24', nights: 1, budget: perNight(80000, 'JPY') },
  ],
  ['浅草 大人5名 2部屋 金曜から日曜まで', { area: 'asakusa', adults: 5, rooms: 2, checkin: '2026-11-27', nights: 2 }],
  [
    '弘大 友達3人 来週木曜から4泊 5万ウォン以下',
    { area: 'hongdae', adults: 3, checkin: '2026-12-03', nights: 4, budget: perNight(50000, 'KRW') },
  ],
  [
    '梅田 プール付き 大人2名 子供1名 9歳 今週日曜',
    { area: 'umeda', features: ['pool'], adults: 2, children: kids(1, 9), checkin: '2026-11-29' },
  ],
  [
    '沖縄 オーシャンビュー プール 1月3日から2週間 大人2名',
    { area: 'okinawa', features: ['pool', 'sea_view'], checkin: '2027-01-03', nights: 14, adults: 2 },
  ],
  [
    '東京 12月31日から1月2日 4名 2部屋 総額10万円以内',
    { area: 'tokyo', checkin: '2026-12-31', nights: 2, adults: 4, rooms: 2, budget: total(100000, 'JPY') },
  ],
  [
    '箱根 温泉旅館 2食付き 大人2名 2026年12月18日から2泊',
    { area: 'hakone', features: ['onsen'], meal: 'breakfast_and_dinner', adults: 2, checkin: '2026-12-18', nights: 2 },
  ],
  ['京都 今日泊まれるホテル', { area: 'kyoto', checkin: '2026-11-26' }],
  [
    '大阪 大人3名 赤ちゃん1名 来週月曜から5泊',
    { area: 'osaka', adults: 3, children: kids(1), checkin: '2026-11-30', nights: 5 },
  ],
  [
    '新宿 出張 月曜から金曜 禁煙 1泊1万5千円以下',
    { area: 'shinjuku', checkin: '2026-11-30', nights: 4, features: ['non_smoking'], budget: perNight(15000, 'JPY') },
  ],
  ['江南 大人2名 12月5日から7日', { area: 'gangnam', adults: 2, checkin: '2026-12-05', nights: 2 }],
  ['福岡 来週末 2泊 朝食付き', { area: 'fukuoka', checkin: '2026-12-05', nights: 2, meal: 'breakfast' }],
  [
    '嵐山 大人4名 子供2名（6歳、10歳） 2部屋 1月2日から1月4日',
    { area: 'arashiyama', adults: 4, children: kids(2, 6, 10), rooms: 2, checkin: '2027-01-02', nights: 2 },
  ],
  ['ソウル 1名 3泊 15日から', { area: 'seoul', adults: 1, nights: 3, checkin: '2026-12-15' }],
  [
    '東京 無料キャンセル 大人2名 明日',
    { area: 'tokyo', features: ['free_cancellation'], adults: 2, checkin: '2026-11-27' },
  ],
  ['クリスマスイブに祇園 夫と2人 朝食付き', { checkin: '2026-12-24', area: 'gion', adults: 2, meal: 'breakfast' }],
  [
    '京都駅周辺 2部屋 大人3名 1泊 来週水曜 予算1泊2万5千円',
    { area: 'kyoto-station', rooms: 2, adults: 3, nights: 1, checkin: '2026-12-02', budget: perNight(25000, 'JPY') },
  ],
  [
    '釜山 海が見える 大人2名 子供3名(2歳、5歳、8歳)',
    { area: 'busan', features: ['sea_view'], adults: 2, children: kids(3, 2, 5, 8) },
  ],
  [
    '週末に箱根で二人で 温泉 夕食付き',
    { checkin: '2026-11-28', area: 'hakone', adults: 2, features: ['onsen'], meal: 'dinner' },
  ],
  ['2月の札幌', { area: 'sapporo' }],
  [
    'なんば 金曜の夜 大人2名 合計2万円以下',
    { area: 'namba', checkin: '2026-11-27', adults: 2, budget: total(20000, 'JPY') },
  ],
  [
    '東京 駐車場 Wi-Fi 3泊 12月10日から',
    { area: 'tokyo', features: ['parking', 'wifi'], nights: 3, checkin: '2026-12-10' },
  ],
  [
    '沖縄 大人2名 子供1名 乳児1名 1月8日から1週間',
    { area: 'okinawa', adults: 2, children: kids(2), checkin: '2027-01-08', nights: 7 },
  ],
  ['京都 12/24〜12/26 大人2名', { area: 'kyoto', checkin: '2026-12-24', nights: 2, adults: 2 }],
  ['大阪 駅チカ 禁煙ルーム 2名', { area: 'osaka', features: ['non_smoking', 'near_station'], adults: 2 }],
  [
    '明洞 大人2名 明後日から2泊 1泊200ドルまで',
    { area: 'myeongdong', adults: 2, checkin: '2026-11-28', nights: 2, budget: perNight(200, 'USD') },
  ],
  [
    '浅草 大人2名 4歳の子供 土曜から月曜',
    { area: 'asakusa', adults: 2, children: kids(1, 4), checkin: '2026-11-28', nights: 2 },
  ],
];

const korean: Row[] = [
  [
    '다음 주 금요일부터 2박 교토역 근처 조식 포함 성인 2명',
    { checkin: '2026-12-04', nights: 2, area: 'kyoto-station', meal: 'breakfast', adults: 2 },
  ],
  [
    '내일부터 1박 기온 2명 2만엔 이하',
    { checkin: '2026-11-27', nights: 1, area: 'gion', adults: 2, budget: perNight(20000, 'JPY') },
  ],
  [
    '하코네 온천 12월 23일부터 26일까지 성인 2명 아이 1명(5세)',
    { area: 'hakone', features: ['onsen'], checkin: '2026-12-23', nights: 3, adults: 2, children: kids(1, 5) },
  ],
  ['이번 주말 오사카 2명 룸온리', { checkin: '2026-11-28', area: 'osaka', adults: 2, meal: 'room_only' }],
  [
    '오키나와 가족여행 성인 2명 아이 2명(4세, 7세) 오션뷰 12월 28일부터 4박',
    { area: 'okinawa', adults: 2, children: kids(2, 4, 7), features: ['sea_view'], checkin: '2026-12-28', nights: 4 },
  ],
  ['신주쿠 1월 10일 2박 성인 6명 방 3개', { area: 'shinjuku', checkin: '2027-01-10', nights: 2, adults: 6, rooms: 3 }],
  [
    '서울 명동 다음 주말 2명 1박 15만원 이하',
    { area: 'myeongdong', checkin: '2026-12-05', adults: 2, budget: perNight(150000, 'KRW') },
  ],
  [
    '오늘 밤 도쿄 혼자 1박 1만엔까지',
    { checkin: '2026-11-26', area: 'tokyo', adults: 1, budget: perNight(10000, 'JPY') },
  ],
  [
    '하코네 반려동물 동반 주차 가능 토요일부터 2박',
    { area: 'hakone', features: ['parking', 'pets_allowed'], checkin: '2026-11-28', nights: 2 },
  ],
  [
    '후쿠오카 역 근처 금연 성인 2명 12/30부터 1/2까지',
    { area: 'fukuoka', features: ['non_smoking', 'near_station'], adults: 2, checkin: '2026-12-30', nights: 3 },
  ],
  [
    '교토 조석식 포함 성인 2명 12월 12일부터 2박 총 예산 60만원',
    {
      area: 'kyoto',
      meal: 'breakfast_and_dinner',
      adults: 2,
      checkin: '2026-12-12',
      nights: 2,
      budget: total(600000, 'KRW'),
    },
  ],
  [
    '아라시야마 커플 다음 주 토요일 1박 온천',
    { area: 'arashiyama', adults: 2, checkin: '2026-12-05', nights: 1, features: ['onsen'] },
  ],
  [
    '부산 12월 20일부터 22일까지 성인 4명 객실 2개',
    { area: 'busan', checkin: '2026-12-20', nights: 2, adults: 4, rooms: 2 },
  ],
  [
    '삿포로 성인 2명 유아 1명(2세) 1월 5일부터 3박 무료 취소',
    {
      area: 'sapporo',
      adults: 2,
      children: kids(1, 2),
      checkin: '2027-01-05',
      nights: 3,
      features: ['free_cancellation'],
    },
  ],
  ['교토역 근처 호텔 헬스장 와이파이', { area: 'kyoto-station', features: ['wifi', 'gym'] }],
  [
    '난바 내일 룸온리 8천엔 이하',
    { area: 'namba', checkin: '2026-11-27', meal: 'room_only', budget: perNight(8000, 'JPY') },
  ],
  ['나라 3일 후부터 2박 성인 2명', { area: 'nara', checkin: '2026-11-29', nights: 2, adults: 2 }],
  [
    '긴자 부부 12월 24일 1박 8만엔까지',
    { area: 'ginza', adults: 2, checkin: '2026-12-24', budget: perNight(80000, 'JPY') },
  ],
  [
    '아사쿠사 성인 5명 방 2개 금요일부터 일요일까지',
    { area: 'asakusa', adults: 5, rooms: 2, checkin: '2026-11-27', nights: 2 },
  ],
  [
    '홍대 친구 3명 다음 주 목요일부터 4박 5만원 이하',
    { area: 'hongdae', adults: 3, checkin: '2026-12-03', nights: 4, budget: perNight(50000, 'KRW') },
  ],
  [
    '우메다 수영장 성인 2명 아이 1명 9살 이번 주 일요일',
    { area: 'umeda', features: ['pool'], adults: 2, children: kids(1, 9), checkin: '2026-11-29' },
  ],
  [
    '오키나와 바다 전망 수영장 1월 3일부터 2주 성인 2명',
    { area: 'okinawa', features: ['pool', 'sea_view'], checkin: '2027-01-03', nights: 14, adults: 2 },
  ],
  [
    '도쿄 12월 31일부터 1월 2일까지 4명 방 2개 총 100만원 이하',
    { area: 'tokyo', checkin: '2026-12-31', nights: 2, adults: 4, rooms: 2, budget: total(1000000, 'KRW') },
  ],
  [
    '하코네 료칸 온천 조석식 성인 2명 2026년 12월 18일부터 2박',
    { area: 'hakone', features: ['onsen'], meal: 'breakfast_and_dinner', adults: 2, checkin: '2026-12-18', nights: 2 },
  ],
  ['오늘 교토 숙소', { area: 'kyoto', checkin: '2026-11-26' }],
  [
    '오사카 성인 3명 아기 1명 다음 주 월요일부터 5박',
    { area: 'osaka', adults: 3, children: kids(1), checkin: '2026-11-30', nights: 5 },
  ],
  [
    '신주쿠 출장 월요일부터 금요일까지 금연 1박 15만원 이하',
    { area: 'shinjuku', checkin: '2026-11-30', nights: 4, features: ['non_smoking'], budget: perNight(150000, 'KRW') },
  ],
  ['강남 성인 2명 12월 5일부터 7일까지', { area: 'gangnam', adults: 2, checkin: '2026-12-05', nights: 2 }],
  ['후쿠오카 다음 주말 2박 조식 포함', { area: 'fukuoka', checkin: '2026-12-05', nights: 2, meal: 'breakfast' }],
  [
    '아라시야마 성인 4명 아이 2명(6세, 10세) 방 2개 1월 2일부터 1월 4일까지',
    { area: 'arashiyama', adults: 4, children: kids(2, 6, 10), rooms: 2, checkin: '2027-01-02', nights: 2 },
  ],
  ['서울 1명 3박 15일부터', { area: 'seoul', adults: 1, nights: 3, checkin: '2026-12-15' }],
  [
    '도쿄 무료 취소 성인 2명 내일',
    { area: 'tokyo', features: ['free_cancellation'], adults: 2, checkin: '2026-11-27' },
  ],
  [
    '크리스마스 이브에 기온 남편과 둘이 조식 포함',
    { checkin: '2026-12-24', area: 'gion', adults: 2, meal: 'breakfast' },
  ],
  [
    '교토역 주변 방 2개 성인 3명 1박 다음 주 수요일 예산 1박 25만원',
    { area: 'kyoto-station', rooms: 2, adults: 3, nights: 1, checkin: '2026-12-02', budget: perNight(250000, 'KRW') },
  ],
  [
    '부산 바다가 보이는 성인 2명 아이 3명(2, 5, 8세)',
    { area: 'busan', features: ['sea_view'], adults: 2, children: kids(3, 2, 5, 8) },
  ],
  [
    '주말에 하코네 커플 온천 석식 포함',
    { checkin: '2026-11-28', area: 'hakone', adults: 2, features: ['onsen'], meal: 'dinner' },
  ],
  ['2월 삿포로', { area: 'sapporo' }],
  [
    '난바 금요일 밤 성인 2명 총 2만엔 이하',
    { area: 'namba', checkin: '2026-11-27', adults: 2, budget: total(20000, 'JPY') },
  ],
  [
    '도쿄 주차 와이파이 3박 12월 10일부터',
    { area: 'tokyo', features: ['parking', 'wifi'], nights: 3, checkin: '2026-12-10' },
  ],
  [
    '오키나와 성인 2명 아이 1명 유아 1명 1월 8일부터 1주일',
    { area: 'okinawa', adults: 2, children: kids(2), checkin: '2027-01-08', nights: 7 },
  ],
  ['교토 12/24~12/26 성인 2명', { area: 'kyoto', checkin: '2026-12-24', nights: 2, adults: 2 }],
  ['오사카 역세권 금연 2명', { area: 'osaka', features: ['non_smoking', 'near_station'], adults: 2 }],
  [
    '명동 성인 2명 모레부터 2박 1박 200달러까지',
    { area: 'myeongdong', adults: 2, checkin: '2026-11-28', nights: 2, budget: perNight(200, 'USD') },
  ],
  [
    '아사쿠사 성인 2명 4살 아이 토요일부터 월요일까지',
    { area: 'asakusa', adults: 2, children: kids(1, 4), checkin: '2026-11-28', nights: 2 },
  ],
];

const simplifiedChinese: Row[] = [
  [
    '下周五开始住两晚 京都站附近 含早餐 2位成人',
    { checkin: '2026-12-04', nights: 2, area: 'kyoto-station', meal: 'breakfast', adults: 2 },
  ],
  [
    '明天起住一晚 祇园 2人 2万日元以下',
    { checkin: '2026-11-27', nights: 1, area: 'gion', adults: 2, budget: perNight(20000, 'JPY') },
  ],
  [
    '箱根 温泉 12月23日到26日 2个大人 1个5岁的孩子',
    { area: 'hakone', features: ['onsen'], checkin: '2026-12-23', nights: 3, adults: 2, children: kids(1, 5) },
  ],
  ['这个周末 大阪 两个人 不含早', { checkin: '2026-11-28', area: 'osaka', adults: 2, meal: 'room_only' }],
  [
    '冲绳 家庭旅行 2大2小(4岁和7岁) 海景 12月28日起住4晚',
    { area: 'okinawa', adults: 2, children: kids(2, 4, 7), features: ['sea_view'], checkin: '2026-12-28', nights: 4 },
  ],
  ['新宿 1月10日 住2晚 6位成人 3间房', { area: 'shinjuku', checkin: '2027-01-10', nights: 2, adults: 6, rooms: 3 }],
  [
    '首尔明洞 下周末 2人 每晚1000元以内',
    { area: 'myeongdong', checkin: '2026-12-05', adults: 2, budget: perNight(1000, 'CNY') },
  ],
  [
    '今晚 东京 一个人 住一晚 500元以下',
    { checkin: '2026-11-26', area: 'tokyo', adults: 1, nights: 1, budget: perNight(500, 'CNY') },
  ],
  [
    '箱根 可带宠物 有停车场 周六入住 2晚',
    { area: 'hakone', features: ['parking', 'pets_allowed'], checkin: '2026-11-28', nights: 2 },
  ],
  [
    '福冈 车站附近 禁烟 2位成人 12/30到1/2',
    { area: 'fukuoka', features: ['non_smoking', 'near_station'], adults: 2, checkin: '2026-12-30', nights: 3 },
  ],
  [
    '京都 含早晚餐 2位成人 12月12日起2晚 总价3000元以内',
    {
      area: 'kyoto',
      meal: 'breakfast_and_dinner',
      adults: 2,
      checkin: '2026-12-12',
      nights: 2,
      budget: total(3000, 'CNY'),
    },
  ],
  [
    '岚山 情侣 下周六 住一晚 温泉',
    { area: 'arashiyama', adults: 2, checkin: '2026-12-05', nights: 1, features: ['onsen'] },
  ],
  ['釜山 12月20日至22日 4位成人 2间房', { area: 'busan', checkin: '2026-12-20', nights: 2, adults: 4, rooms: 2 }],
  [
    '札幌 2位成人 1个2岁宝宝 1月5日起3晚 免费取消',
    {
      area: 'sapporo',
      adults: 2,
      children: kids(1, 2),
      checkin: '2027-01-05',
      nights: 3,
      features: ['free_cancellation'],
    },
  ],
  ['京都站附近的酒店 有健身房和wifi', { area: 'kyoto-station', features: ['wifi', 'gym'] }],
  [
    '难波 明天 不含早 400元以下',
    { area: 'namba', checkin: '2026-11-27', meal: 'room_only', budget: perNight(400, 'CNY') },
  ],
  ['奈良 3天后入住 2晚 2位成人', { area: 'nara', checkin: '2026-11-29', nights: 2, adults: 2 }],
  [
    '银座 夫妻 12月24日 一晚 8万日元以内',
    { area: 'ginza', adults: 2, checkin: '2026-12-24', nights: 1, budget: perNight(80000, 'JPY') },
  ],
  ['浅草 5位成人 2间房 周五到周日', { area: 'asakusa', adults: 5, rooms: 2, checkin: '2026-11-27', nights: 2 }],
  [
    '弘大 3个朋友 下周四起住4晚 每晚300元以下',
    { area: 'hongdae', adults: 3, checkin: '2026-12-03', nights: 4, budget: perNight(300, 'CNY') },
  ],
  [
    '梅田 有泳池 2位成人 1个9岁孩子 这周日',
    { area: 'umeda', features: ['pool'], adults: 2, children: kids(1, 9), checkin: '2026-11-29' },
  ],
  [
    '冲绳 海景 泳池 1月3日起住两周 2位成人',
    { area: 'okinawa', features: ['pool', 'sea_view'], checkin: '2027-01-03', nights: 14, adults: 2 },
  ],
  [
    '东京 12月31日到1月2日 4人 2间房 总共5000元以内',
    { area: 'tokyo', checkin: '2026-12-31', nights: 2, adults: 4, rooms: 2, budget: total(5000, 'CNY') },
  ],
  [
    '箱根 温泉旅馆 含早晚餐 2位成人 2026年12月18日起2晚',
    { area: 'hakone', features: ['onsen'], meal: 'breakfast_and_dinner', adults: 2, checkin: '2026-12-18', nights: 2 },
  ],
  ['京都 今天能住的酒店', { area: 'kyoto', checkin: '2026-11-26' }],
  [
    '大阪 3位成人 1个宝宝 下周一起住5晚',
    { area: 'osaka', adults: 3, children: kids(1), checkin: '2026-11-30', nights: 5 },
  ],
  [
    '新宿 出差 周一到周五 禁烟 每晚800元以下',
    { area: 'shinjuku', checkin: '2026-11-30', nights: 4, features: ['non_smoking'], budget: perNight(800, 'CNY') },
  ],
  ['江南 2位成人 12月5日到7日', { area: 'gangnam', adults: 2, checkin: '2026-12-05', nights: 2 }],
  ['福冈 下周末 住两晚 含早餐', { area: 'fukuoka', checkin: '2026-12-05', nights: 2, meal: 'breakfast' }],
  [
    '岚山 4位成人 2个孩子(6岁和10岁) 2间房 1月2日到1月4日',
    { area: 'arashiyama', adults: 4, children: kids(2, 6, 10), rooms: 2, checkin: '2027-01-02', nights: 2 },
  ],
  ['首尔 1人 住3晚 15号起', { area: 'seoul', adults: 1, nights: 3, checkin: '2026-12-15' }],
  ['东京 免费取消 2位成人 明天', { area: 'tokyo', features: ['free_cancellation'], adults: 2, checkin: '2026-11-27' }],
  ['平安夜在祇园 和老公两个人 含早餐', { checkin: '2026-12-24', area: 'gion', adults: 2, meal: 'breakfast' }],
  [
    '京都站周边 2间房 3位成人 住一晚 下周三 预算每晚1500元',
    { area: 'kyoto-station', rooms: 2, adults: 3, nights: 1, checkin: '2026-12-02', budget: perNight(1500, 'CNY') },
  ],
  [
    '釜山 海景 2位成人 3个孩子(2岁、5岁、8岁)',
    { area: 'busan', features: ['sea_view'], adults: 2, children: kids(3, 2, 5, 8) },
  ],
  [
    '周末和男朋友去箱根 温泉 含晚餐',
    { checkin: '2026-11-28', area: 'hakone', adults: 2, features: ['onsen'], meal: 'dinner' },
  ],
  ['二月的札幌', { area: 'sapporo' }],
  [
    '难波 周五晚上 2位成人 总共1000元以下',
    { area: 'namba', checkin: '2026-11-27', adults: 2, budget: total(1000, 'CNY') },
  ],
  [
    '东京 停车场 wifi 住3晚 12月10日起',
    { area: 'tokyo', features: ['parking', 'wifi'], nights: 3, checkin: '2026-12-10' },
  ],
  [
    '冲绳 2位成人 1个孩子 1个婴儿 1月8日起住一周',
    { area: 'okinawa', adults: 2, children: kids(2), checkin: '2027-01-08', nights: 7 },
  ],
  ['京都 12/24-12/26 2位成人', { area: 'kyoto', checkin: '2026-12-24', nights: 2, adults: 2 }],
  ['大阪 地铁站附近 禁烟 2人', { area: 'osaka', features: ['non_smoking', 'near_station'], adults: 2 }],
  [
    '明洞 2位成人 后天起住两晚 每晚200美元以内',
    { area: 'myeongdong', adults: 2, checkin: '2026-11-28', nights: 2, budget: perNight(200, 'USD') },
  ],
  [
    '浅草 2位成人 1个4岁孩子 周六到周一',
    { area: 'asakusa', adults: 2, children: kids(1, 4), checkin: '2026-11-28', nights: 2 },
  ],
];

const traditionalChinese: Row[] = [
  [
    '下週五起住兩晚 京都車站附近 含早餐 大人2位',
    { checkin: '2026-12-04', nights: 2, area: 'kyoto-station', meal: 'breakfast', adults: 2 },
  ],
  [
    '明天起住一晚 祇園 2人 2萬日圓以下',
    { checkin: '2026-11-27', nights: 1, area: 'gion', adults: 2, budget: perNight(20000, 'JPY') },
  ],
  [
    '箱根 溫泉 12月23日到26日 2位大人 1個5歲的小孩',
    { area: 'hakone', features: ['onsen'], checkin: '2026-12-23', nights: 3, adults: 2, children: kids(1, 5) },
  ],
  ['這週末 大阪 兩個人 不含早', { checkin: '2026-11-28', area: 'osaka', adults: 2, meal: 'room_only' }],
  [
    '沖繩 家庭旅遊 2大2小(4歲和7歲) 海景 12月28日起住4晚',
    { area: 'okinawa', adults: 2, children: kids(2, 4, 7), features: ['sea_view'], checkin: '2026-12-28', nights: 4 },
  ],
  ['新宿 1月10日 住2晚 6位成人 3間房', { area: 'shinjuku', checkin: '2027-01-10', nights: 2, adults: 6, rooms: 3 }],
  [
    '首爾明洞 下週末 2人 每晚3000元以內',
    { area: 'myeongdong', checkin: '2026-12-05', adults: 2, budget: perNight(3000, 'TWD') },
  ],
  [
    '今晚 東京 一個人 住一晚 2000元以下',
    { checkin: '2026-11-26', area: 'tokyo', adults: 1, nights: 1, budget: perNight(2000, 'TWD') },
  ],
  [
    '箱根 可帶寵物 有停車場 週六入住 2晚',
    { area: 'hakone', features: ['parking', 'pets_allowed'], checkin: '2026-11-28', nights: 2 },
  ],
  [
    '福岡 車站附近 禁菸 2位成人 12/30到1/2',
    { area: 'fukuoka', features: ['non_smoking', 'near_station'], adults: 2, checkin: '2026-12-30', nights: 3 },
  ],
  [
    '京都 含早晚餐 2位成人 12月12日起2晚 總價15000元以內',
    {
      area: 'kyoto',
      meal: 'breakfast_and_dinner',
      adults: 2,
      checkin: '2026-12-12',
      nights: 2,
      budget: total(15000, 'TWD'),
    },
  ],
  [
    '嵐山 情侶 下週六 住一晚 溫泉',
    { area: 'arashiyama', adults: 2, checkin: '2026-12-05', nights: 1, features: ['onsen'] },
  ],
  ['釜山 12月20日至22日 4位成人 2間房', { area: 'busan', checkin: '2026-12-20', nights: 2, adults: 4, rooms: 2 }],
  [
    '札幌 2位成人 1個2歲寶寶 1月5日起3晚 免費取消',
    {
      area: 'sapporo',
      adults: 2,
      children: kids(1, 2),
      checkin: '2027-01-05',
      nights: 3,
      features: ['free_cancellation'],
    },
  ],
  ['京都車站附近的飯店 有健身房和wifi', { area: 'kyoto-station', features: ['wifi', 'gym'] }],
  [
    '難波 明天 不含早 1500元以下',
    { area: 'namba', checkin: '2026-11-27', meal: 'room_only', budget: perNight(1500, 'TWD') },
  ],
  ['奈良 3天後入住 2晚 2位成人', { area: 'nara', checkin: '2026-11-29', nights: 2, adults: 2 }],
  [
    '銀座 夫妻 12月24日 一晚 8萬日圓以內',
    { area: 'ginza', adults: 2, checkin: '2026-12-24', nights: 1, budget: perNight(80000, 'JPY') },
  ],
  ['淺草 5位成人 2間房 週五到週日', { area: 'asakusa', adults: 5, rooms: 2, checkin: '2026-11-27', nights: 2 }],
  [
    '弘大 3個朋友 下週四起住4晚 每晚1500元以下',
    { area: 'hongdae', adults: 3, checkin: '2026-12-03', nights: 4, budget: perNight(1500, 'TWD') },
  ],
  [
    '梅田 有泳池 2位成人 1個9歲小孩 這週日',
    { area: 'umeda', features: ['pool'], adults: 2, children: kids(1, 9), checkin: '2026-11-29' },
  ],
  [
    '沖繩 海景 泳池 1月3日起住兩週 2位成人',
    { area: 'okinawa', features: ['pool', 'sea_view'], checkin: '2027-01-03', nights: 14, adults: 2 },
  ],
  [
    '東京 12月31日到1月2日 4人 2間房 總共20000元以內',
    { area: 'tokyo', checkin: '2026-12-31', nights: 2, adults: 4, rooms: 2, budget: total(20000, 'TWD') },
  ],
  [
    '箱根 溫泉旅館 含早晚餐 2位成人 2026年12月18日起2晚',
    { area: 'hakone', features: ['onsen'], meal: 'breakfast_and_dinner', adults: 2, checkin: '2026-12-18', nights: 2 },
  ],
  ['京都 今天能住的飯店', { area: 'kyoto', checkin: '2026-11-26' }],
  [
    '大阪 3位成人 1個寶寶 下週一起住5晚',
    { area: 'osaka', adults: 3, children: kids(1), checkin: '2026-11-30', nights: 5 },
  ],
  [
    '新宿 出差 週一到週五 禁菸 每晚3000元以下',
    { area: 'shinjuku', checkin: '2026-11-30', nights: 4, features: ['non_smoking'], budget: perNight(3000, 'TWD') },
  ],
  ['江南 2位成人 12月5日到7日', { area: 'gangnam', adults: 2, checkin: '2026-12-05', nights: 2 }],
  ['福岡 下週末 住兩晚 含早餐', { area: 'fukuoka', checkin: '2026-12-05', nights: 2, meal: 'breakfast' }],
  [
    '嵐山 4位成人 2個小孩(6歲和10歲) 2間房 1月2日到1月4日',
    { area: 'arashiyama', adults: 4, children: kids(2, 6, 10), rooms: 2, checkin: '2027-01-02', nights: 2 },
  ],
  ['首爾 1人 住3晚 15號起', { area: 'seoul', adults: 1, nights: 3, checkin: '2026-12-15' }],
  ['東京 免費取消 2位成人 明天', { area: 'tokyo', features: ['free_cancellation'], adults: 2, checkin: '2026-11-27' }],
  ['平安夜在祇園 和老婆兩個人 含早餐', { checkin: '2026-12-24', area: 'gion', adults: 2, meal: 'breakfast' }],
  [
    '京都車站周邊 2間房 3位成人 住一晚 下週三 預算每晚6000元',
    { area: 'kyoto-station', rooms: 2, adults: 3, nights: 1, checkin: '2026-12-02', budget: perNight(6000, 'TWD') },
  ],
  [
    '釜山 海景 2位成人 3個小孩(2歲、5歲、8歲)',
    { area: 'busan', features: ['sea_view'], adults: 2, children: kids(3, 2, 5, 8) },
  ],
  [
    '週末和女朋友去箱根 溫泉 含晚餐',
    { checkin: '2026-11-28', area: 'hakone', adults: 2, features: ['onsen'], meal: 'dinner' },
  ],
  ['札幌 二月出發', { area: 'sapporo' }],
  [
    '難波 週五晚上 2位成人 總共4000元以下',
    { area: 'namba', checkin: '2026-11-27', adults: 2, budget: total(4000, 'TWD') },
  ],
  [
    '東京 停車場 wifi 住3晚 12月10日起',
    { area: 'tokyo', features: ['parking', 'wifi'], nights: 3, checkin: '2026-12-10' },
  ],
  [
    '沖繩 2位成人 1個小孩 1個嬰兒 1月8日起住一週',
    { area: 'okinawa', adults: 2, children: kids(2), checkin: '2027-01-08', nights: 7 },
  ],
  ['京都 12/24-12/26 2位成人', { area: 'kyoto', checkin: '2026-12-24', nights: 2, adults: 2 }],
  ['大阪 捷運站附近 禁菸 2人', { area: 'osaka', features: ['non_smoking', 'near_station'], adults: 2 }],
  [
    '明洞 2位成人 後天起住兩晚 每晚200美元以內',
    { area: 'myeongdong', adults: 2, checkin: '2026-11-28', nights: 2, budget: perNight(200, 'USD') },
  ],
  [
    '淺草 2位成人 1個4歲小孩 週六到週一',
    { area: 'asakusa', adults: 2, children: kids(1, 4), checkin: '2026-11-28', nights: 2 },
  ],
];

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  ...rows('en', english),
  ...rows('ja', japanese),
  ...rows('ko', korean),
  ...rows('zh_Hans', simplifiedChinese),
  ...rows('zh_Hant', traditionalChinese),
];

/**
 * Written after the interpreter was tuned on the set above and never tuned against: the figure
 * that says how it reads searches it has not seen.
 */
export const HELD_OUT_QUERIES: readonly LabelledQuery[] = [
  ...rows('en', [
    [
      'looking for a ryokan in Hakone with hot spring, 2 adults, check in Dec 19, 2 nights',
      { area: 'hakone', features: ['onsen'], adults: 2, checkin: '2026-12-19', nights: 2 },
    ],
    [
      '3 nights in Osaka from next Tuesday for a family of 2 adults and 1 kid (8)',
      { nights: 3, area: 'osaka', checkin: '2026-12-01', adults: 2, children: kids(1, 8) },
    ],
    [
      'Tokyo Ginza, 2 double rooms, 4 adults, Jan 15-18, breakfast',
      { area: 'ginza', rooms: 2, adults: 4, checkin: '2027-01-15', nights: 3, meal: 'breakfast' },
    ],
    [
      'hotel in Seoul under 100 USD per night for this Friday, one adult',
      { area: 'seoul', budget: perNight(100, 'USD'), checkin: '2026-11-27', adults: 1 },
    ],
    [
      'Kyoto, tomorrow, 2 nights, 2 adults, free cancellation, max 40000 yen per night',
      {
        area: 'kyoto',
        checkin: '2026-11-27',
        nights: 2,
        adults: 2,
        features: ['free_cancellation'],
        budget: perNight(40000, 'JPY'),
      },
    ],
    [
      'Gangnam business hotel with gym, Monday, 1 night',
      { area: 'gangnam', features: ['gym'], checkin: '2026-11-30', nights: 1 },
    ],
    [
      'Okinawa for 5 nights starting December 26th, 2 adults 2 kids ages 3 and 9, pool',
      { area: 'okinawa', nights: 5, checkin: '2026-12-26', adults: 2, children: kids(2, 3, 9), features: ['pool'] },
    ],
    ['Nara, this Saturday, 1 adult, room only', { area: 'nara', checkin: '2026-11-28', adults: 1, meal: 'room_only' }],
    [
      'Fukuoka near station, 2 rooms for 3 adults, Dec 10 to Dec 12',
      { area: 'fukuoka', features: ['near_station'], rooms: 2, adults: 3, checkin: '2026-12-10', nights: 2 },
    ],
    [
      'Busan ocean view hotel next weekend, 2 guests, under 200,000 won total',
      { area: 'busan', features: ['sea_view'], checkin: '2026-12-05', adults: 2, budget: total(200000, 'KRW') },
    ],
  ]),
  ...rows('ja', [
    [
      '箱根の温泉宿 大人2名 12月19日チェックイン 2泊',
      { area: 'hakone', features: ['onsen'], adults: 2, checkin: '2026-12-19', nights: 2 },
    ],
    [
      '大阪 来週火曜から3泊 大人2名 子供1名(8歳)',
      { area: 'osaka', checkin: '2026-12-01', nights: 3, adults: 2, children: kids(1, 8) },
    ],
    [
      '銀座 2部屋 大人4名 1月15日〜18日 朝食付',
      { area: 'ginza', rooms: 2, adults: 4, checkin: '2027-01-15', nights: 3, meal: 'breakfast' },
    ],
    [
      'ソウル 今週金曜 1名 1泊100ドル以下',
      { area: 'seoul', checkin: '2026-11-27', adults: 1, budget: perNight(100, 'USD') },
    ],
    [
      '京都 明日から2泊 大人2名 キャンセル無料 1泊4万円まで',
      {
        area: 'kyoto',
        checkin: '2026-11-27',
        nights: 2,
        adults: 2,
        features: ['free_cancellation'],
        budget: perNight(40000, 'JPY'),
      },
    ],
    ['江南 ジムのあるホテル 月曜 1泊', { area: 'gangnam', features: ['gym'], checkin: '2026-11-30', nights: 1 }],
    [
      '沖縄 12月26日から5泊 大人2名 子供2名(3歳と9歳) プール',
      { area: 'okinawa', checkin: '2026-12-26', nights: 5, adults: 2, children: kids(2, 3, 9), features: ['pool'] },
    ],
    ['奈良 今週土曜 1名 素泊まり', { area: 'nara', checkin: '2026-11-28', adults: 1, meal: 'room_only' }],
    [
      '福岡 駅近 2部屋 大人3名 12月10日から12日',
      { area: 'fukuoka', features: ['near_station'], rooms: 2, adults: 3, checkin: '2026-12-10', nights: 2 },
    ],
    [
      '釜山 オーシャンビュー 来週末 2名 合計20万ウォン以下',
      { area: 'busan', features: ['sea_view'], checkin: '2026-12-05', adults: 2, budget: total(200000, 'KRW') },
    ],
  ]),
  ...rows('ko', [
    [
      '하코네 온천 료칸 성인 2명 12월 19일 체크인 2박',
      { area: 'hakone', features: ['onsen'], adults: 2, checkin: '2026-12-19', nights: 2 },
    ],
    [
      '오사카 다음 주 화요일부터 3박 성인 2명 아이 1명(8세)',
      { area: 'osaka', checkin: '2026-12-01', nights: 3, adults: 2, children: kids(1, 8) },
    ],
    [
      '긴자 방 2개 성인 4명 1월 15일~18일 조식',
      { area: 'ginza', rooms: 2, adults: 4, checkin: '2027-01-15', nights: 3, meal: 'breakfast' },
    ],
    [
      '서울 이번 주 금요일 1명 1박 100달러 이하',
      { area: 'seoul', checkin: '2026-11-27', adults: 1, budget: perNight(100, 'USD') },
    ],
    [
      '교토 내일부터 2박 성인 2명 무료 취소 1박 4만엔까지',
      {
        area: 'kyoto',
        checkin: '2026-11-27',
        nights: 2,
        adults: 2,
        features: ['free_cancellation'],
        budget: perNight(40000, 'JPY'),
      },
    ],
    ['강남 헬스장 있는 호텔 월요일 1박', { area: 'gangnam', features: ['gym'], checkin: '2026-11-30', nights: 1 }],
    [
      '오키나와 12월 26일부터 5박 성인 2명 아이 2명(3세, 9세) 수영장',
      { area: 'okinawa', checkin: '2026-12-26', nights: 5, adults: 2, children: kids(2, 3, 9), features: ['pool'] },
    ],
    ['나라 이번 주 토요일 1명 룸온리', { area: 'nara', checkin: '2026-11-28', adults: 1, meal: 'room_only' }],
    [
      '후쿠오카 역 근처 방 2개 성인 3명 12월 10일부터 12일까지',
      { area: 'fukuoka', features: ['near_station'], rooms: 2, adults: 3, checkin: '2026-12-10', nights: 2 },
    ],
    [
      '부산 오션뷰 다음 주말 2명 총 20만원 이하',
      { area: 'busan', features: ['sea_view'], checkin: '2026-12-05', adults: 2, budget: total(200000, 'KRW') },
    ],
  ]),
  ...rows('zh_Hans', [
    [
      '箱根温泉旅馆 2位成人 12月19日入住 2晚',
      { area: 'hakone', features: ['onsen'], adults: 2, checkin: '2026-12-19', nights: 2 },
    ],
    [
      '大阪 下周二起住3晚 2位成人 1个8岁孩子',
      { area: 'osaka', checkin: '2026-12-01', nights: 3, adults: 2, children: kids(1, 8) },
    ],
    [
      '银座 2间房 4位成人 1月15日到18日 含早',
      { area: 'ginza', rooms: 2, adults: 4, checkin: '2027-01-15', nights: 3, meal: 'breakfast' },
    ],
    [
      '首尔 这周五 1人 每晚100美元以下',
      { area: 'seoul', checkin: '2026-11-27', adults: 1, budget: perNight(100, 'USD') },
    ],
    [
      '京都 明天起住2晚 2位成人 免费取消 每晚2000元以内',
      {
        area: 'kyoto',
        checkin: '2026-11-27',
        nights: 2,
        adults: 2,
        features: ['free_cancellation'],
        budget: perNight(2000, 'CNY'),
      },
    ],
    ['江南 有健身房的酒店 周一 住一晚', { area: 'gangnam', features: ['gym'], checkin: '2026-11-30', nights: 1 }],
    [
      '冲绳 12月26日起住5晚 2大2小(3岁和9岁) 泳池',
      { area: 'okinawa', checkin: '2026-12-26', nights: 5, adults: 2, children: kids(2, 3, 9), features: ['pool'] },
    ],
    ['奈良 这周六 1人 不含早', { area: 'nara', checkin: '2026-11-28', adults: 1, meal: 'room_only' }],
    [
      '福冈 车站附近 2间房 3位成人 12月10日到12日',
      { area: 'fukuoka', features: ['near_station'], rooms: 2, adults: 3, checkin: '2026-12-10', nights: 2 },
    ],
    [
      '釜山 海景 下周末 2人 总共1000元以下',
      { area: 'busan', features: ['sea_view'], checkin: '2026-12-05', adults: 2, budget: total(1000, 'CNY') },
    ],
  ]),
  ...rows('zh_Hant', [
    [
      '箱根溫泉旅館 2位成人 12月19日入住 2晚',
      { area: 'hakone', features: ['onsen'], adults: 2, checkin: '2026-12-19', nights: 2 },
    ],
    [
      '大阪 下週二起住3晚 2位成人 1個8歲小孩',
      { area: 'osaka', checkin: '2026-12-01', nights: 3, adults: 2, children: kids(1, 8) },
    ],
    [
      '銀座 2間房 4位成人 1月15日到18日 含早',
      { area: 'ginza', rooms: 2, adults: 4, checkin: '2027-01-15', nights: 3, meal: 'breakfast' },
    ],
    [
      '首爾 這週五 1人 每晚100美元以下',
      { area: 'seoul', checkin: '2026-11-27', adults: 1, budget: perNight(100, 'USD') },
    ],
    [
      '京都 明天起住2晚 2位成人 免費取消 每晚8000元以內',
      {
        area: 'kyoto',
        checkin: '2026-11-27',
        nights: 2,
        adults: 2,
        features: ['free_cancellation'],
        budget: perNight(8000, 'TWD'),
      },
    ],
    ['江南 有健身房的飯店 週一 住一晚', { area: 'gangnam', features: ['gym'], checkin: '2026-11-30', nights: 1 }],
    [
      '沖繩 12月26日起住5晚 2大2小(3歲和9歲) 泳池',
      { area: 'okinawa', checkin: '2026-12-26', nights: 5, adults: 2, children: kids(2, 3, 9), features: ['pool'] },
    ],
    ['奈良 這週六 1人 不含早', { area: 'nara', checkin: '2026-11-28', adults: 1, meal: 'room_only' }],
    [
      '福岡 車站附近 2間房 3位成人 12月10日到12日',
      { area: 'fukuoka', features: ['near_station'], rooms: 2, adults: 3, checkin: '2026-12-10', nights: 2 },
    ],
    [
      '釜山 海景 下週末 2人 總共5000元以下',
      { area: 'busan', features: ['sea_view'], checkin: '2026-12-05', adults: 2, budget: total(5000, 'TWD') },
    ],
  ]),
];
