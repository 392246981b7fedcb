import { describe, expect, it } from 'vitest';
import {
  addressSeparator,
  displayName,
  formatAddressLine,
  formatHotelAddress,
  formatPostCode,
  kanaReading,
} from './address-format';

const kyoto = {
  postalCode: '6008216',
  prefectureOrState: '京都府',
  streetAddress: '京都市下京区東塩小路町 1',
  buildingNameAndNumber: 'ビル 3F',
};
const london = {
  postalCode: 'SW1A1AA',
  prefectureOrState: 'London',
  streetAddress: '10 Downing Street',
  buildingNameAndNumber: null,
};

describe('addresses per UI language (SPEC.md section 3)', () => {
  it('puts the post code first in ja, with the post mark and a hyphenated seven-digit code', () => {
    expect(formatAddressLine(kyoto, 'ja')).toBe('〒600-8216, 京都府, 京都市下京区東塩小路町 1, ビル 3F');
  });

  it('puts the post code after the address in every other language', () => {
    expect(formatAddressLine(kyoto, 'en')).toBe('京都府, 京都市下京区東塩小路町 1, ビル 3F, 6008216');
    for (const locale of ['ko', 'zh_Hans', 'zh-Hant', 'id', 'th']) {
      expect(formatAddressLine(london, locale)).toBe('London, 10 Downing Street, SW1A1AA');
    }
  });

  it('joins Arabic lines with the Arabic comma, never the Latin one', () => {
    const line = formatAddressLine(london, 'ar')!;
    expect(line).toBe('London، 10 Downing Street، SW1A1AA');
    expect(line).not.toContain(',');
    expect(addressSeparator('ar')).toBe('، ');
  });

  it('leaves out blank lines and is null when nothing is known', () => {
    expect(formatAddressLine({ postalCode: ' ', streetAddress: 'Main St 1', prefectureOrState: null }, 'en')).toBe(
      'Main St 1',
    );
    expect(formatAddressLine({ postalCode: '1000001' }, 'ja')).toBe('〒100-0001');
    expect(formatAddressLine({}, 'ja')).toBeNull();
    expect(formatAddressLine({ postalCode: '', prefectureOrState: '  ' }, 'en')).toBeNull();
  });

  it('keeps a post code that is not Japanese as typed, marked in ja only', () => {
    expect(formatPostCode('SW1A1AA', 'ja')).toBe('〒SW1A1AA');
    expect(formatPostCode('6008216', 'en')).toBe('6008216');
    expect(formatPostCode('6008216', 'ko')).toBe('6008216');
  });

  it("formats a hotel's address the same way", () => {
    expect(formatHotelAddress({ postCode: '6008216', fullAddress: '京都府京都市下京区' }, 'ja')).toBe(
      '〒600-8216, 京都府京都市下京区',
    );
    expect(formatHotelAddress({ postCode: '6008216', fullAddress: 'Shimogyo, Kyoto' }, 'en')).toBe(
      'Shimogyo, Kyoto, 6008216',
    );
  });
});

describe('display names per UI language (SPEC.md section 3)', () => {
  const taro = { firstName: 'Taro', lastName: 'Yamada', firstNameKana: 'たろう', lastNameKana: 'やまだ' };

  it('orders first then last in en, last then first elsewhere', () => {
    expect(displayName(taro, 'en')).toBe('Taro Yamada');
    for (const locale of ['ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'])
      expect(displayName(taro, locale)).toBe('Yamada Taro');
  });

  it('stands in the kana for a missing part in ja only, else null', () => {
    expect(displayName({ ...taro, firstName: '' }, 'ja')).toBe('Yamada たろう');
    expect(displayName({ ...taro, firstName: '' }, 'en')).toBeNull();
    expect(displayName({ ...taro, firstName: '' }, 'ko')).toBeNull();
  });

  it('reads the kana in the same order, null when none was given', () => {
    expect(kanaReading(taro, 'ja')).toBe('やまだ たろう');
    expect(kanaReading(taro, 'en')).toBe('たろう やまだ');
    expect(kanaReading({ ...taro, firstNameKana: null }, 'ja')).toBe('やまだ');
    expect(kanaReading({ firstName: 'A', lastName: 'B' }, 'ja')).toBeNull();
  });
});

describe('lists in running text', () => {
  it('are separated as each UI language writes them, never with a Latin comma in Arabic, Japanese or Chinese', async () => {
    const { listOf } = await import('./locale-traits');
    expect(listOf(['2 nights', '2 adults'], 'en')).toBe('2 nights, 2 adults');
    expect(listOf(['2泊', '大人2名'], 'ja')).toBe('2泊、大人2名');
    expect(listOf(['2晚', '2位成人'], 'zh-Hans')).toBe('2晚，2位成人');
    expect(listOf(['ليلتان', 'بالغان'], 'ar')).toBe('ليلتان، بالغان');
    for (const locale of ['ar', 'ja', 'zh_Hans', 'zh_Hant'])
      expect(listOf(['a', 'b'], locale), locale).not.toContain(',');
  });
});
