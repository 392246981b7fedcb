import { describe, expect, it } from 'vitest';
import { formatMailMoment } from './mail-texts';

describe('moments in e-mails', () => {
  const deadline = new Date('2026-03-12T09:00:00Z');
  it('are written through Intl in the language of the mail, in the hotel time zone, never as ISO', () => {
    expect(formatMailMoment(deadline, 'en', 'Asia/Tokyo')).toBe('Mar 12, 2026, 18:00 GMT+9');
    expect(formatMailMoment(deadline, 'ja', 'Asia/Tokyo')).toBe('2026年3月12日 18:00 JST');
    expect(formatMailMoment(deadline, 'ko', 'Asia/Seoul')).toContain('2026년 3월 12일');
    expect(formatMailMoment(deadline, 'zh_Hant', 'Asia/Tokyo')).toContain('2026年3月12日');
    expect(formatMailMoment(deadline, 'ar', 'Asia/Tokyo')).toContain('مارس');
    expect(formatMailMoment(deadline, null, 'UTC')).toBe('Mar 12, 2026, 09:00 UTC');
    for (const locale of ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'])
      expect(formatMailMoment(deadline, locale, 'Asia/Tokyo')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
