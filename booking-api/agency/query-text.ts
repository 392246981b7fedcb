import type { QueryLanguage } from '../../contract/hotel-search-intent';

/**
 * The text a search interpreter reads, with the parts already understood blanked out, so that
 * "1泊2万円" read as a budget is not read again as a one-night stay.
 */
export class QueryText {
  private text: string;

  constructor(query: string) {
    // NFKC: full-width digits, letters and tildes become their ASCII forms; digit groups lose their commas.
    this.text = ` ${query
      .normalize('NFKC')
      .toLowerCase()
      .replace(/(\d)[,，'](?=\d{3}\b|\d{3}\D|\d{3}$)/g, '$1')} `;
  }

  get value(): string {
    return this.text;
  }

  /** Calls `read` on each match of `pattern` (global) in order, blanking the matches `read` accepts. */
  take(pattern: RegExp, read: (match: RegExpExecArray) => boolean | void): void {
    const found = [...this.text.matchAll(pattern)];
    for (const match of found) {
      if (read(match) === false) continue;
      this.blank(match.index ?? 0, match[0].length);
    }
  }

  /** The first match of any of `patterns`, blanked; null when none matches. */
  takeFirst(patterns: readonly RegExp[]): RegExpExecArray | null {
    for (const pattern of patterns) {
      const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(this.text);
      if (match) {
        this.blank(match.index, match[0].length);
        return match;
      }
    }
    return null;
  }

  has(pattern: RegExp): boolean {
    return new RegExp(pattern.source, pattern.flags.replace('g', '')).test(this.text);
  }

  blank(start: number, length: number): void {
    this.text = `${this.text.slice(0, start)}${' ¦ '.padEnd(length, ' ').slice(0, length)}${this.text.slice(start + length)}`;
  }
}

const SMALL_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  a: 1,
  an: 1,
  single: 1,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  ひとり: 1,
  ふたり: 2,
  한: 1,
  하나: 1,
  두: 2,
  둘: 2,
  세: 3,
  셋: 3,
  네: 4,
  넷: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
};

/** A count as people write it: digits, an English word, a CJK numeral or a Korean native number. */
export const COUNT =
  '(\\d{1,3}|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|an?|single)\\b|ひとり|ふたり|[一二两兩三四五六七八九十]|하나|다섯|여섯|일곱|여덟|아홉|[한두세네둘셋넷열])';

export function countValue(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return SMALL_NUMBERS[word];
}

const CJK_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** "二十", "十五", "三": a CJK numeral below a hundred. */
export function cjkNumeral(text: string): number | undefined {
  const match = /^([一二两兩三四五六七八九])?(十)?([一二两兩三四五六七八九])?$/.exec(text);
  if (!match || text === '') return undefined;
  const [, tens, ten, units] = match;
  if (!ten) return tens ? CJK_DIGITS[tens] : undefined;
  return (tens ? CJK_DIGITS[tens]! : 1) * 10 + (units ? CJK_DIGITS[units]! : 0);
}

/** The language a query is written in, from its script (Hangul, kana, traditional or simplified Han). */
export function queryLanguage(query: string): QueryLanguage {
  if (/[\uac00-\ud7af]/.test(query)) return 'ko';
  if (/[\u3040-\u30ff]|[駅円泊歳様込]|朝食|夕食/.test(query)) return 'ja';
  if (!/[\u4e00-\u9fff]/.test(query)) return 'en';
  const traditional = (query.match(/[這週個間兩車預總價寵歲兒臺灣禮幣們無觀區後張號難飯單點國聖誕溫帶約淺嬰]/g) ?? [])
    .length;
  const simplified = (query.match(/[这个间两车预总价宠岁儿币们无观区后张号难饭单点国圣诞温带约浅婴]/g) ?? []).length;
  return traditional > simplified ? 'zh_Hant' : 'zh_Hans';
}
