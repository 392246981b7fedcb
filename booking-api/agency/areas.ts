/**
 * The agency's gazetteer: the areas a guest can name in a search, in every language the search
 * reads. A facility belongs to one area; an area may sit inside a wider one (Kyoto Station is in
 * Kyoto), so a search for the wider area finds the facilities of the narrower ones too.
 */
export interface Area {
  code: string;
  /** The wider area, if any. */
  within?: string;
  /** The area's clock: "tomorrow" in a search for it is tomorrow there. */
  timeZone: string;
  names: { en: string; ja: string; ko: string; zh_Hans: string; zh_Hant: string };
  /** Other spellings a guest types (lower case for Latin script). */
  aliases?: string[];
}

const JAPAN = 'Asia/Tokyo';
const KOREA = 'Asia/Seoul';

export const AREAS: readonly Area[] = [
  {
    code: 'kyoto',
    timeZone: JAPAN,
    names: { en: 'Kyoto', ja: '京都', ko: '교토', zh_Hans: '京都', zh_Hant: '京都' },
    aliases: ['きょうと', 'キョウト'],
  },
  {
    code: 'kyoto-station',
    within: 'kyoto',
    timeZone: JAPAN,
    names: { en: 'Kyoto Station', ja: '京都駅', ko: '교토역', zh_Hans: '京都站', zh_Hant: '京都車站' },
    aliases: ['京都站', '京都駅前', 'kyoto eki'],
  },
  {
    code: 'gion',
    within: 'kyoto',
    timeZone: JAPAN,
    names: { en: 'Gion', ja: '祇園', ko: '기온', zh_Hans: '祇园', zh_Hant: '祇園' },
    aliases: ['ぎおん'],
  },
  {
    code: 'arashiyama',
    within: 'kyoto',
    timeZone: JAPAN,
    names: { en: 'Arashiyama', ja: '嵐山', ko: '아라시야마', zh_Hans: '岚山', zh_Hant: '嵐山' },
  },
  {
    code: 'hakone',
    timeZone: JAPAN,
    names: { en: 'Hakone', ja: '箱根', ko: '하코네', zh_Hans: '箱根', zh_Hant: '箱根' },
    aliases: ['はこね'],
  },
  {
    code: 'osaka',
    timeZone: JAPAN,
    names: { en: 'Osaka', ja: '大阪', ko: '오사카', zh_Hans: '大阪', zh_Hant: '大阪' },
  },
  {
    code: 'namba',
    within: 'osaka',
    timeZone: JAPAN,
    names: { en: 'Namba', ja: '難波', ko: '난바', zh_Hans: '难波', zh_Hant: '難波' },
    aliases: ['なんば', 'nanba'],
  },
  {
    code: 'umeda',
    within: 'osaka',
    timeZone: JAPAN,
    names: { en: 'Umeda', ja: '梅田', ko: '우메다', zh_Hans: '梅田', zh_Hant: '梅田' },
  },
  { code: 'tokyo', timeZone: JAPAN, names: { en: 'Tokyo', ja: '東京', ko: '도쿄', zh_Hans: '东京', zh_Hant: '東京' } },
  {
    code: 'shinjuku',
    within: 'tokyo',
    timeZone: JAPAN,
    names: { en: 'Shinjuku', ja: '新宿', ko: '신주쿠', zh_Hans: '新宿', zh_Hant: '新宿' },
  },
  {
    code: 'ginza',
    within: 'tokyo',
    timeZone: JAPAN,
    names: { en: 'Ginza', ja: '銀座', ko: '긴자', zh_Hans: '银座', zh_Hant: '銀座' },
  },
  {
    code: 'asakusa',
    within: 'tokyo',
    timeZone: JAPAN,
    names: { en: 'Asakusa', ja: '浅草', ko: '아사쿠사', zh_Hans: '浅草', zh_Hant: '淺草' },
  },
  { code: 'nara', timeZone: JAPAN, names: { en: 'Nara', ja: '奈良', ko: '나라', zh_Hans: '奈良', zh_Hant: '奈良' } },
  {
    code: 'sapporo',
    timeZone: JAPAN,
    names: { en: 'Sapporo', ja: '札幌', ko: '삿포로', zh_Hans: '札幌', zh_Hant: '札幌' },
  },
  {
    code: 'fukuoka',
    timeZone: JAPAN,
    names: { en: 'Fukuoka', ja: '福岡', ko: '후쿠오카', zh_Hans: '福冈', zh_Hant: '福岡' },
    aliases: ['hakata', '博多', '하카타'],
  },
  {
    code: 'okinawa',
    timeZone: JAPAN,
    names: { en: 'Okinawa', ja: '沖縄', ko: '오키나와', zh_Hans: '冲绳', zh_Hant: '沖繩' },
    aliases: ['naha', '那覇', '나하', '那霸'],
  },
  {
    code: 'seoul',
    timeZone: KOREA,
    names: { en: 'Seoul', ja: 'ソウル', ko: '서울', zh_Hans: '首尔', zh_Hant: '首爾' },
  },
  {
    code: 'myeongdong',
    within: 'seoul',
    timeZone: KOREA,
    names: { en: 'Myeongdong', ja: '明洞', ko: '명동', zh_Hans: '明洞', zh_Hant: '明洞' },
    aliases: ['myeong-dong', 'myungdong', 'ミョンドン'],
  },
  {
    code: 'gangnam',
    within: 'seoul',
    timeZone: KOREA,
    names: { en: 'Gangnam', ja: '江南', ko: '강남', zh_Hans: '江南', zh_Hant: '江南' },
    aliases: ['カンナム'],
  },
  {
    code: 'hongdae',
    within: 'seoul',
    timeZone: KOREA,
    names: { en: 'Hongdae', ja: '弘大', ko: '홍대', zh_Hans: '弘大', zh_Hant: '弘大' },
    aliases: ['ホンデ'],
  },
  {
    code: 'busan',
    timeZone: KOREA,
    names: { en: 'Busan', ja: '釜山', ko: '부산', zh_Hans: '釜山', zh_Hant: '釜山' },
    aliases: ['pusan', 'プサン'],
  },
];

export const areaByCode = (code: string): Area | undefined => AREAS.find((area) => area.code === code);

/** The area and every area inside it (a search for Kyoto covers Gion). */
export function areaWithin(code: string): string[] {
  const inside = AREAS.filter((area) => area.within === code).flatMap((area) => areaWithin(area.code));
  return areaByCode(code) ? [code, ...inside] : [];
}

/** Every spelling of every area, longest first, so "Kyoto Station" wins over "Kyoto". */
export const AREA_SPELLINGS: readonly { spelling: string; code: string }[] = AREAS.flatMap((area) =>
  [...Object.values(area.names), ...(area.aliases ?? [])].map((spelling) => ({
    spelling: spelling.toLowerCase(),
    code: area.code,
  })),
).sort((a, b) => b.spelling.length - a.spelling.length);
