import { QUERY_LANGUAGES, type QueryLanguage } from '../../contract/hotel-search-intent';

/**
 * Searches the AI search home offers to try, in each language the interpreter reads (they are
 * queries, not interface text). A UI language the interpreter does not read shows the English ones.
 */
const EXAMPLES: Record<QueryLanguage, readonly [string, string, string]> = {
  en: [
    '2 adults next Friday for 3 nights near Kyoto Station under ¥30,000 with breakfast',
    'Hakone this weekend, onsen, 2 adults and a child aged 6',
    'Seoul Myeongdong from 20 December, 4 nights, 2 rooms for 4 adults',
  ],
  ja: [
    '来週金曜から3泊 京都駅の近く 1泊3万円以下 朝食付き 大人2名',
    '今週末 箱根 温泉 大人2名と6歳の子供1人',
    '12月20日から4泊 ソウル明洞 大人4名 2部屋',
  ],
  ko: [
    '다음 주 금요일부터 3박 교토역 근처 1박 3만 엔 이하 조식 포함 성인 2명',
    '이번 주말 하코네 온천 성인 2명 6살 아이 1명',
    '12월 20일부터 4박 서울 명동 성인 4명 객실 2개',
  ],
  zh_Hans: [
    '下周五起住3晚 京都站附近 每晚3万日元以内 含早餐 成人2位',
    '这个周末 箱根 温泉 成人2位 6岁儿童1位',
    '12月20日起住4晚 首尔明洞 成人4位 2间客房',
  ],
  zh_Hant: [
    '下週五起住3晚 京都車站附近 每晚3萬日圓以內 含早餐 成人2位',
    '這個週末 箱根 溫泉 成人2位 6歲兒童1位',
    '12月20日起住4晚 首爾明洞 成人4位 2間客房',
  ],
};

export function searchExamples(uiLanguage: string): readonly string[] {
  const language = (QUERY_LANGUAGES as readonly string[]).includes(uiLanguage) ? (uiLanguage as QueryLanguage) : 'en';
  return EXAMPLES[language];
}
