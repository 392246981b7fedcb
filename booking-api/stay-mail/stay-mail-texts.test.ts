import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../contract/localized-text';
import { STAY_MAIL_TEXTS, stayMailTextsFor, type StayMailTexts } from './stay-mail-texts';

/** Every text of a table, the functions called with recognisable arguments. */
function allTexts(t: StayMailTexts): string[] {
  return [
    t.hello('NAME'),
    t.booked.subject('HOTEL', 'R1'),
    t.booked.intro,
    t.changed.subject('HOTEL', 'R1'),
    t.changed.intro,
    t.cancelled.subject('HOTEL', 'R1'),
    t.cancelled.intro,
    t.cancelled.fee('AMOUNT'),
    t.confirmationNumber,
    t.checkin,
    t.checkout,
    t.from('15:00'),
    t.until('11:00'),
    t.rooms,
    t.stayLength,
    t.nights(2),
    t.guests(2, 1),
    t.outboundFlight,
    t.returnFlight,
    t.seats(3),
    t.total,
    t.terms.label,
    t.terms.freeUntil('DATE'),
    t.terms.feeAfter('50%'),
    t.terms.feeFromBooking('30%'),
    t.terms.nonRefundable,
    t.terms.notOnline,
    t.payAtHotel,
    t.address,
    t.map,
    t.phone,
    t.email,
    t.manage,
    t.viewBooking,
    t.calendar,
    t.eventTitle('HOTEL'),
  ];
}

// The script each language's own words are written in (Latin for en and id).
const SCRIPT: Record<string, RegExp> = {
  ja: /[\u3040-\u30FF]/,
  ko: /[\uAC00-\uD7A3]/,
  zh_Hans: /\p{Script=Han}/u,
  zh_Hant: /\p{Script=Han}/u,
  th: /[\u0E00-\u0E7F]/,
  ar: /[\u0600-\u06FF]/,
};

describe('stay e-mail words in every language a guest may book in', () => {
  it('has a complete table per language, never English standing in', () => {
    const english = allTexts(STAY_MAIL_TEXTS.en);
    for (const locale of CONTENT_LOCALES) {
      const texts = allTexts(STAY_MAIL_TEXTS[locale]);
      expect(
        texts.every((text) => text.trim() !== ''),
        locale,
      ).toBe(true);
      // A few words are the same in Indonesian (Check-in, Check-out, Total, E-mail); nothing else may be English.
      if (locale !== 'en') expect(texts.filter((text, i) => text === english[i]).length, locale).toBeLessThanOrEqual(4);
      const script = SCRIPT[locale];
      if (script)
        for (const text of [
          STAY_MAIL_TEXTS[locale].booked.intro,
          STAY_MAIL_TEXTS[locale].payAtHotel,
          STAY_MAIL_TEXTS[locale].manage,
        ])
          expect(text, `${locale}: ${text}`).toMatch(script);
    }
  });

  it('fills in the hotel, the number, the name and the amount', () => {
    for (const locale of CONTENT_LOCALES) {
      const t = STAY_MAIL_TEXTS[locale];
      for (const subject of [
        t.booked.subject('HOTEL', 'R1'),
        t.changed.subject('HOTEL', 'R1'),
        t.cancelled.subject('HOTEL', 'R1'),
      ]) {
        expect(subject, locale).toContain('HOTEL');
        expect(subject, locale).toContain('R1');
      }
      expect(t.hello('NAME'), locale).toContain('NAME');
      expect(t.cancelled.fee('AMOUNT'), locale).toContain('AMOUNT');
      expect(t.terms.freeUntil('DATE'), locale).toContain('DATE');
      expect(t.terms.feeAfter('50%'), locale).toContain('50%');
      expect(t.terms.feeFromBooking('30%'), locale).toContain('30%');
    }
  });

  it('counts nights and guests as each language does, the adults alone without children', () => {
    const { en, ja, ar } = STAY_MAIL_TEXTS;
    expect([en.nights(1), en.nights(2)]).toEqual(['1 night', '2 nights']);
    expect([en.guests(1, 0), en.guests(2, 1), en.guests(2, 2)]).toEqual([
      '1 adult',
      '2 adults, 1 child',
      '2 adults, 2 children',
    ]);
    expect([ja.nights(2), ja.guests(2, 0), ja.guests(2, 1)]).toEqual(['2泊', '大人2名', '大人2名、子供1名']);
    // Arabic: one, the dual, a few (3-10), many.
    expect([1, 2, 3, 11].map((n) => ar.nights(n))).toEqual(['ليلة واحدة', 'ليلتان', '3 ليالٍ', '11 ليلة']);
  });

  it('reads the language in any spelling and English for an unknown one', () => {
    expect(stayMailTextsFor('zh-TW')).toBe(STAY_MAIL_TEXTS.zh_Hant);
    expect(stayMailTextsFor('zh_Hans')).toBe(STAY_MAIL_TEXTS.zh_Hans);
    expect(stayMailTextsFor('ko-KR')).toBe(STAY_MAIL_TEXTS.ko);
    expect(stayMailTextsFor('ar')).toBe(STAY_MAIL_TEXTS.ar);
    expect(stayMailTextsFor('fr')).toBe(STAY_MAIL_TEXTS.en);
    expect(stayMailTextsFor(null)).toBe(STAY_MAIL_TEXTS.en);
  });
});
