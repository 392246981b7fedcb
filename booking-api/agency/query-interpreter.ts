import { Temporal } from 'temporal-polyfill';
import {
  MAX_NIGHTS,
  MAX_SEARCH_ROOMS,
  STAY_FEATURES,
  type BudgetCurrency,
  type HotelSearchIntent,
  type MealOption,
  type QueryLanguage,
  type StayFeature,
} from '../../contract/hotel-search-intent';
import { AREA_SPELLINGS, areaByCode } from './areas';
import { readDates } from './query-dates';
import { COUNT, cjkNumeral, countValue, QueryText, queryLanguage } from './query-text';

/** The agency's own clock when a query names no area (its home market). */
export const AGENCY_TIME_ZONE = 'Asia/Tokyo';

export interface InterpretOptions {
  /** The moment of the search: relative dates count from today in the named area. */
  now: Temporal.Instant;
  /** The language the guest writes in, when the page knows it; else read from the script. */
  language?: QueryLanguage;
}

/**
 * The built-in interpreter of the agency home's AI search: reads what a guest typed in en, ja, ko,
 * zh_Hans or zh_Hant into the search it means, offline, in about a millisecond (`npm run bench` prints the figure). It states
 * only what the text says; the criteria form fills the rest with its defaults.
 */
/** Today (YYYY-MM-DD) in the area's time zone, else where the agency sells: what relative dates count from. */
export function todayOfSearch(now: Temporal.Instant, area?: string | null): string {
  const timeZone = (area && areaByCode(area)?.timeZone) || AGENCY_TIME_ZONE;
  return now.toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

export function interpretHotelSearch(query: string, options: InterpretOptions): HotelSearchIntent {
  const language = options.language ?? queryLanguage(query);
  const text = new QueryText(query);
  const intent: HotelSearchIntent = {};

  const budget = readBudget(text, language);
  if (budget) intent.budget = budget;
  const area = readArea(text);
  if (area) intent.area = area;
  const statedNights = readNights(text);
  const today = Temporal.PlainDate.from(todayOfSearch(options.now, area));
  const { checkin, checkout } = readDates(text, today);
  if (checkin) intent.checkin = checkin;
  const nights =
    statedNights ??
    (checkin && checkout ? Temporal.PlainDate.from(checkin).until(Temporal.PlainDate.from(checkout)).days : undefined);
  if (nights !== undefined && nights >= 1 && nights <= MAX_NIGHTS) intent.nights = nights;
  const rooms = readRooms(text);
  if (rooms !== undefined) intent.rooms = rooms;
  const { adults: shorthandAdults, children } = readChildren(text);
  if (children) intent.children = children;
  const adults = shorthandAdults ?? readAdults(text);
  if (adults !== undefined) intent.adults = adults;
  const meal = readMeal(text);
  if (meal) intent.meal = meal;
  const features = readFeatures(text);
  if (features.length > 0) intent.features = features;
  return intent;
}

/** Whether the interpreter understood anything at all. */
export const understoodAnything = (intent: HotelSearchIntent) => Object.keys(intent).length > 0;

// ---- area ----

function readArea(text: QueryText): string | undefined {
  const candidates = AREA_SPELLINGS.map(({ spelling, code }) => {
    const latin = /^[a-z .-]+$/.test(spelling);
    const pattern = latin ? new RegExp(`\\b${spelling.replace(/[.-]/g, '\\$&')}\\b`) : null;
    return { at: pattern ? text.value.search(pattern) : text.value.indexOf(spelling), length: spelling.length, code };
  }).filter((candidate) => candidate.at >= 0);
  // Longest spelling first ("Kyoto Station" over "Kyoto"), then the one written first ("東京都" is Tokyo).
  candidates.sort((a, b) => b.length - a.length || a.at - b.at);
  const found: typeof candidates = [];
  for (const candidate of candidates) {
    if (!found.some((other) => candidate.at < other.at + other.length && other.at < candidate.at + candidate.length))
      found.push(candidate);
  }
  if (found.length === 0) return undefined;
  for (const { at, length } of found) text.blank(at, length);
  // "Seoul, Myeongdong": the narrower area; else the first one written.
  const narrowest = found.find((area) => found.some((wider) => areaByCode(area.code)?.within === wider.code));
  return (narrowest ?? found.sort((a, b) => a.at - b.at)[0]!).code;
}

// ---- nights and rooms ----

function readNights(text: QueryText): number | undefined {
  let nights: number | undefined;
  // "3泊4日", "1박 2일": the days that follow are the same stay, not a date (only when they are one more).
  text.take(new RegExp(`${COUNT}\\s*(?:泊|박)(?!\\s*[2二]\\s*食)(\\s*(\\d{1,2})\\s*(?:日|일))?`, 'g'), (m) => {
    if (nights !== undefined) return false;
    nights = countValue(m[1]) ?? cjkNumeral(m[1] ?? '');
    if (!m[2] || Number(m[3]) === (nights ?? 0) + 1) return true;
    text.blank(m.index, m[0].length - m[2].length);
    return false;
  });
  if (nights !== undefined) return nights;
  const match = text.takeFirst([
    new RegExp(`(?:住|待)?\\s*(?<![周週期拜])${COUNT}\\s*(?:个|個)?\\s*(?:晚上?|夜)(?!餐)`, 'g'),
    new RegExp(`${COUNT}\\s*-?\\s*nights?\\b`, 'g'),
    new RegExp(
      `${COUNT}\\s*(?:weeks?\\b|週間|주일|주(?!말)|(?:个|個)?\\s*(?:星期|礼拜|禮拜|周|週)(?![一二三四五六日天末]))`,
      'g',
    ),
    /\bovernight\b/g,
  ]);
  if (!match) return undefined;
  if (/overnight/.test(match[0])) return 1;
  const count = countValue(match[1]) ?? cjkNumeral(match[1] ?? '');
  if (count === undefined) return undefined;
  return /week|週|주|星期|礼拜|禮拜|周/.test(match[0].slice(match[1]!.length)) ? count * 7 : count;
}

function readRooms(text: QueryText): number | undefined {
  const match = text.takeFirst([
    new RegExp(`${COUNT}\\s*(?:部屋|室|객실|間房|间房|間|间)`, 'g'),
    new RegExp(`(?:部屋|방|객실|룸|房间|房間|客房)\\s*(?:を|が)?\\s*${COUNT}\\s*(?:つ|室|개|실|间|間)?`, 'g'),
    new RegExp(`${COUNT}\\s*(?:개의?\\s*)?(?:방|객실)`, 'g'),
    new RegExp(`${COUNT}\\s+(?:hotel\\s+|double\\s+|twin\\s+|separate\\s+)?rooms?\\b`, 'g'),
  ]);
  const rooms = countValue(match?.[1]);
  return rooms !== undefined && rooms >= 1 && rooms <= MAX_SEARCH_ROOMS ? rooms : undefined;
}

// ---- guests ----

const AGE_UNITS = '(?:歳|才|세|살|岁|歲)';
const CHILD_WORDS = {
  en: '(?:children|child|kids?|boys?|girls?|toddlers?|babies|baby|infants?|sons?|daughters?)',
  ja: '(?:子供|子ども|こども|お子様|お子さま|小学生|幼児|乳児|赤ちゃん|赤ん坊|キッズ|息子|娘|子)',
  ko: '(?:아이들?|어린이|아동|유아|아기|자녀|애기|아들|딸)',
  zh: '(?:儿童|兒童|孩子|小孩|小朋友|宝宝|寶寶|婴儿|嬰兒|孩童|儿子|兒子|女儿|女兒)',
};

function readAges(query: string): number[] {
  const ages: number[] = [];
  const text = query.normalize('NFKC').toLowerCase();
  const push = (age: string | undefined) => {
    const value = Number(age);
    if (age !== undefined && value >= 0 && value <= 17) ages.push(value);
  };
  // "5歳", "5세", "5岁", and the first of "5, 8세" or "3歳と6歳".
  const separator = '\\s*(?:,|、|와|과|및|和|跟|と)\\s*';
  for (const m of text.matchAll(
    new RegExp(
      `(\\d{1,2})\\s*${AGE_UNITS}|(\\d{1,2})${separator}(?=(?:\\d{1,2}${separator})*\\d{1,2}\\s*${AGE_UNITS})`,
      'g',
    ),
  ))
    push(m[1] ?? m[2]);
  // "a 5-year-old", "5 years old", "5yo".
  for (const m of text.matchAll(/(\d{1,2})\s*-?\s*(?:years?|yrs?)\s*-?\s*olds?\b|(\d{1,2})\s*y\.?o\b/g))
    push(m[1] ?? m[2]);
  // "aged 4 and 7", "ages 3, 6", "kids 3 and 6", "child (5)".
  for (const m of text.matchAll(
    new RegExp(
      `(?:\\baged?|\\bages|${CHILD_WORDS.en})\\s*\\(?\\s*((?:\\d{1,2}\\s*(?:,|and|&)?\\s*)+)\\)?(?!\\s*(?:\\d|rooms?|nights?|adults?|people|persons?|guests?|years?|yrs?|y\\.?o|-))`,
      'g',
    ),
  )) {
    for (const age of m[1]!.match(/\d{1,2}/g) ?? []) push(age);
  }
  return ages.sort((a, b) => a - b);
}

function readChildren(text: QueryText): { adults?: number; children?: HotelSearchIntent['children'] } {
  let adults: number | undefined;
  let count: number | undefined;
  // "2大1小": two adults and a child, as Chinese travellers write it.
  text.take(new RegExp(`${COUNT}\\s*大\\s*${COUNT}\\s*小`, 'g'), (m) => {
    adults = countValue(m[1]);
    count = countValue(m[2]);
  });
  // Ages first, while "2 kids 3 and 6" still says whose they are.
  const ages = readAges(text.value);
  if (count === undefined) {
    const patterns = [
      new RegExp(`${COUNT}\\s+(?:young\\s+|little\\s+|small\\s+)?${CHILD_WORDS.en}`, 'g'),
      new RegExp(`${CHILD_WORDS.ja}\\s*(?:が)?\\s*${COUNT}\\s*(?:名|人)`, 'g'),
      new RegExp(`${COUNT}\\s*(?:名|人)\\s*の\\s*${CHILD_WORDS.ja}`, 'g'),
      new RegExp(`${CHILD_WORDS.ko}\\s*${COUNT}\\s*명?`, 'g'),
      new RegExp(`${COUNT}\\s*명의?\\s*${CHILD_WORDS.ko}`, 'g'),
      new RegExp(`${COUNT}\\s*(?:位|个|個|名)(?:\\d{1,2}\\s*${AGE_UNITS}\\s*的?\\s*)?${CHILD_WORDS.zh}`, 'g'),
      new RegExp(`${CHILD_WORDS.zh}\\s*${COUNT}\\s*(?:位|个|個|名)?`, 'g'),
    ];
    // "1 child, 1 infant": every mention adds up.
    for (const pattern of patterns) {
      text.take(pattern, (m) => {
        const stated = countValue(m[1]);
        if (stated === undefined) return false;
        count = (count ?? 0) + stated;
        return true;
      });
    }
  }
  // Every mention of an age ("5歳の子供", "a 5-year-old", "kids 3 and 6") is a child even without a count.
  text.take(
    new RegExp(
      `(\\d{1,2})\\s*${AGE_UNITS}\\s*(?:の|的)?\\s*(?:${CHILD_WORDS.ja}|${CHILD_WORDS.ko}|${CHILD_WORDS.zh})?`,
      'g',
    ),
    () => true,
  );
  text.take(
    new RegExp(
      `(?:an?\\s+)?\\d{1,2}\\s*-?\\s*(?:years?|yrs?)\\s*-?\\s*olds?\\b|(?:\\baged?|\\bages|${CHILD_WORDS.en})\\s*\\(?\\s*\\d{1,2}(?:\\s*(?:,|and|&)\\s*\\d{1,2})*\\)?`,
      'g',
    ),
    () => true,
  );
  const total = Math.max(count ?? 0, ages.length);
  if (total === 0) return { adults };
  return { adults, children: { count: total, ages: ages.slice(0, total) } };
}

function readAdults(text: QueryText): number | undefined {
  const match = text.takeFirst([
    new RegExp(`${COUNT}\\s+(?:adults?|grown-?ups?|people|persons?|guests?|pax|travell?ers)\\b`, 'g'),
    new RegExp(`${COUNT}\\s*(?:位|个|個|名)?\\s*(?:成人|大人|朋友)`, 'g'),
    new RegExp(`(?:大人|おとな|成人)\\s*${COUNT}\\s*(?:名|人|位|个|個)?`, 'g'),
    new RegExp(`(?:성인|어른|대인)\\s*${COUNT}\\s*(?:명|인)?`, 'g'),
    new RegExp(`${COUNT}\\s*(?:명|인)(?!\\s*분)`, 'g'),
    new RegExp(`${COUNT}\\s*(?:名様?|人(?!気))`, 'g'),
    new RegExp(`${COUNT}\\s*(?:位|个人|個人)`, 'g'),
    new RegExp(
      `\\bfor\\s+(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\\b(?!\\s*(?:nights?|rooms?|days?|weeks?))`,
      'g',
    ),
  ]);
  if (match) return countValue(match[1]);
  if (
    text.has(
      /\b(?:solo|alone|by myself|just me|one person|single traveller)\b|一人旅|ひとり旅|혼자|혼행|一个人|一個人|独自|獨自/,
    )
  )
    return 1;
  if (
    text.has(
      /\b(?:couple|(?:me and|with) my (?:wife|husband|partner|girlfriend|boyfriend|friend)|honeymoon|my (?:wife|husband|partner) and (?:i|me))\b|夫婦|カップル|二人で|ふたりで|(?:夫|妻|彼氏|彼女)と|커플|부부|연인|둘이서|둘이|(?:남편|아내|남자\s*친구|여자\s*친구)(?:과|와|랑|하고)|夫妻|情侣|情侶|两口子|兩口子|蜜月|[和跟](?:男朋友|女朋友|老公|老婆|丈夫|妻子|太太)/,
    )
  )
    return 2;
  if (text.has(/셋이서/)) return 3;
  return undefined;
}

// ---- budget ----

const CURRENCY_WORDS: [RegExp, BudgetCurrency | 'yuan'][] = [
  [/^(?:yen|円|jpy|日元|日圓|日幣|日币|엔)$/, 'JPY'],
  [/^(?:won|원|krw|ウォン|韩元|韓元|韩币|韓幣)$/, 'KRW'],
  [/^(?:dollars?|usd|ドル|달러|불|美元|美金|us\$)$/, 'USD'],
  [/^(?:人民币|人民幣|rmb|cny)$/, 'CNY'],
  [/^(?:台币|台幣|新台币|新台幣|twd|ntd|nt\$)$/, 'TWD'],
  [/^(?:euros?|eur|ユーロ|유로|欧元|歐元|€)$/, 'EUR'],
  [/^(?:元|块|塊)$/, 'yuan'],
];
const CURRENCY_WORD =
  '(yen|円|jpy|日元|日圓|日幣|日币|엔|won|원|krw|ウォン|韩元|韓元|韩币|韓幣|dollars?|usd|ドル|달러|美元|美金|ユーロ|유로|欧元|歐元|人民币|人民幣|rmb|cny|新台币|新台幣|台币|台幣|twd|ntd|euros?|eur|元|块|塊)';
const NUMBER = '(\\d+(?:\\.\\d+)?|[一二两兩三四五六七八九十]+)\\s*(k|千|천|万|萬|만)?(?:\\s*(\\d+)\\s*(千|천))?';
const DEFAULT_CURRENCY: Record<QueryLanguage, BudgetCurrency> = {
  en: 'JPY',
  ja: 'JPY',
  ko: 'KRW',
  zh_Hans: 'CNY',
  zh_Hant: 'TWD',
};
const MULTIPLIER: Record<string, number> = { k: 1000, 千: 1000, 천: 1000, 万: 10000, 萬: 10000, 만: 10000 };

const PER_NIGHT =
  /per\s+night|a\s+night|\/\s*night|each\s+night|nightly|1\s*泊|一泊|泊あたり|1\s*박|박당|하룻밤|每晚|一晚|每夜|\/\s*晚/;
const FOR_STAY =
  /\btotal\b|in\s+total|altogether|whole\s+stay|合計|総額|全部で|トータル|총|합계|전체|总共|總共|总价|總價|一共|合计/;
const BUDGET_CUE =
  /under|below|less\s+than|max(?:imum)?|up\s+to|budget|within|no\s+more\s+than|cheaper\s+than|at\s+most|以下|以内|まで|未満|予算|이하|이내|까지|예산|以內|之内|之內|预算|預算|不超过|不超過/;

function amountOf(
  digits: string,
  multiplier: string | undefined,
  extra: string | undefined,
  extraMultiplier: string | undefined,
): number | undefined {
  const base = /^\d/.test(digits) ? Number(digits) : cjkNumeral(digits);
  if (base === undefined || Number.isNaN(base)) return undefined;
  const amount =
    base * (multiplier ? MULTIPLIER[multiplier]! : 1) + (extra ? Number(extra) * MULTIPLIER[extraMultiplier!]! : 0);
  return Math.round(amount);
}

const ANY_CUE = new RegExp(`(?:${PER_NIGHT.source}|${FOR_STAY.source}|${BUDGET_CUE.source}|[:は的])`);

/** Blanks the budget words written right before `start` and right after `end`, one after another. */
function blankCuesBeside(text: QueryText, start: number, end: number, language: QueryLanguage): void {
  for (;;) {
    const before = new RegExp(`(?:${ANY_CUE.source})\\s*$`).exec(text.value.slice(0, start));
    if (!before) break;
    // "1泊 1万円" in Japanese or Chinese also says the stay is one night ("1泊1万円" only prices it);
    // Korean writes "1박 15만원" for the price of a night.
    const staysToo =
      language !== 'ko' && /\s$/.test(before[0]) && new RegExp(`^(?:${PER_NIGHT.source})\\s*$`).test(before[0]);
    if (staysToo || /住\s*$/.test(text.value.slice(0, before.index))) break;
    text.blank(before.index, before[0].length);
    start = before.index;
  }
  for (;;) {
    const after = new RegExp(`^\\s*(?:${ANY_CUE.source})`).exec(text.value.slice(end));
    if (!after) break;
    text.blank(end, after[0].length);
    end += after[0].length;
  }
}

function readBudget(text: QueryText, language: QueryLanguage): HotelSearchIntent['budget'] {
  const patterns: {
    pattern: RegExp;
    read: (m: RegExpExecArray) => { amount?: number; currency?: BudgetCurrency | 'yuan' };
  }[] = [
    {
      pattern: new RegExp(`(us\\$|nt\\$|[¥$₩€])\\s*${NUMBER}`, 'g'),
      read: (m) => ({
        amount: amountOf(m[2]!, m[3], m[4], m[5]),
        currency:
          m[1] === '¥'
            ? language === 'zh_Hans'
              ? 'CNY'
              : 'JPY'
            : m[1] === '₩'
              ? 'KRW'
              : m[1] === '€'
                ? 'EUR'
                : m[1] === 'nt$'
                  ? 'TWD'
                  : 'USD',
      }),
    },
    {
      pattern: new RegExp(`${NUMBER}\\s*${CURRENCY_WORD}`, 'g'),
      read: (m) => ({
        amount: amountOf(m[1]!, m[2], m[3], m[4]),
        currency: CURRENCY_WORDS.find(([word]) => word.test(m[5]!))?.[1],
      }),
    },
    {
      // A bare amount beside a budget word: "予算3万", "under 30000", "3万以下".
      pattern: new RegExp(
        `(?:${BUDGET_CUE.source})\\s*(?:は|:|of)?\\s*${NUMBER}|${NUMBER}\\s*(?:以下|以内|以內|まで|未満|이하|이내|까지)`,
        'g',
      ),
      read: (m) => {
        const [digits, multiplier, extra, extraMultiplier] = m[1]
          ? [m[1], m[2], m[3], m[4]]
          : [m[5]!, m[6], m[7], m[8]];
        const amount = amountOf(digits, multiplier, extra, extraMultiplier);
        return { amount: amount !== undefined && (multiplier || amount >= 100) ? amount : undefined };
      },
    },
  ];
  for (const { pattern, read } of patterns) {
    const match = new RegExp(pattern.source, 'g').exec(text.value);
    if (!match) continue;
    const { amount, currency } = read(match);
    if (amount === undefined || amount <= 0) continue;
    const around = text.value.slice(Math.max(0, match.index - 16), match.index + match[0].length + 16);
    const per = FOR_STAY.test(around) ? 'stay' : 'night';
    const resolved: BudgetCurrency =
      currency === 'yuan' ? (language === 'zh_Hant' ? 'TWD' : 'CNY') : (currency ?? DEFAULT_CURRENCY[language]);
    // Blank the amount and the words right beside it that belong to it ("1泊", "per night", "以下").
    text.blank(match.index, match[0].length);
    blankCuesBeside(text, match.index, match.index + match[0].length, language);
    return { max: amount, currency: resolved, per };
  }
  return undefined;
}

// ---- meals and features ----

const MEALS: [MealOption, RegExp][] = [
  [
    'room_only',
    /room\s*only|no\s+meals?|without\s+(?:breakfast|meals?)|no\s+breakfast|素泊|食事なし|食事無し|朝食なし|朝食無し|식사\s*(?:없음|없이|미포함|불포함)|룸\s*온리|조식\s*(?:불포함|없이|미포함|없는)|不含早|不含餐|无早|無早|纯住宿|純住宿/,
  ],
  [
    'breakfast_and_dinner',
    /half\s*board|breakfast\s+and\s+dinner|dinner\s+and\s+breakfast|two\s+meals|2食|二食|朝夕食|夕朝食|조석식|조식\s*(?:및|과|와|,|\+)\s*석식|석식\s*(?:및|과|와|,|\+)\s*조식|아침\s*저녁|早晚餐|含早餐和晚餐|含早餐及晚餐|早晚两餐|早晚兩餐|含早晚/,
  ],
  [
    'dinner',
    /with\s+dinner|dinner\s+included|夕食付|夕食つき|夕食あり|석식\s*포함|저녁\s*(?:식사\s*)?포함|含晚餐|附晚餐|包晚餐/,
  ],
  ['breakfast', /breakfast|b\s*&\s*b|朝食|朝ごはん|朝ご飯|조식|아침\s*(?:식사\s*)?포함|含早|早餐|附早|包早/],
];

const FEATURES: Record<StayFeature, RegExp> = {
  onsen: /onsen|hot\s*springs?|温泉|溫泉|온천|露天風呂/,
  parking: /parking|car\s*park|駐車場|주차|停车|停車/,
  pool: /\bpool\b|swimming|プール|수영장|泳池/,
  wifi: /wi-?fi|wireless\s+internet|無線lan|와이파이|无线网|無線網/,
  non_smoking: /non-?\s*smoking|no\s+smoking|smoke-?\s*free|禁煙|금연|禁烟|禁菸/,
  pets_allowed:
    /pets?\s*-?\s*(?:friendly|allowed|ok)|with\s+(?:my\s+|our\s+)?(?:dog|cat|pet)s?\b|ペット|반려동물|애완동물|강아지|宠物|寵物/,
  near_station:
    /near\s+(?:the\s+|a\s+)?station|close\s+to\s+(?:the\s+|a\s+)?station|駅近|駅から近|駅チカ|駅の近く|역세권|역\s*근처|역\s*가까운|역에서\s*가까운|近车站|近車站|车站附近|車站附近|地铁站附近|地鐵站附近|捷运站附近|捷運站附近/,
  sea_view: /sea\s*view|ocean\s*view|オーシャンビュー|海が見える|海側|오션\s*뷰|바다\s*전망|바다가\s*보이는|海景/,
  free_cancellation:
    /free\s+cancell?ation|cancel\s+for\s+free|無料キャンセル|キャンセル無料|무료\s*취소|免费取消|免費取消/,
  gym: /\bgym\b|fitness|ジム|フィットネス|헬스장|피트니스|健身/,
};

function readMeal(text: QueryText): MealOption | undefined {
  return MEALS.find(([, pattern]) => text.has(pattern))?.[0];
}

function readFeatures(text: QueryText): StayFeature[] {
  return STAY_FEATURES.filter((feature) => text.has(FEATURES[feature]));
}
