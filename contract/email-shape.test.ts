import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { EMAIL_SHAPE } from './email-shape';

describe('the e-mail shape of the widget', () => {
  it('is the pattern zod checks e-mail addresses with on the server', () => {
    // The same pattern, but for zod's escaped hyphens at the end of its character classes.
    expect(EMAIL_SHAPE.source).toBe(regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_SHAPE.flags).toBe(regexes.email.flags);
  });

  it('takes and refuses the same addresses as z.email()', () => {
    const samples = [
      'guest@example.com',
      'o.brien+kyoto@mail.example.co.jp',
      'guest@localhost',
      'guest@',
      '@example.com',
      'two@@example.com',
      'guest@exa mple.com',
      '',
    ];
    for (const sample of samples) expect(EMAIL_SHAPE.test(sample), sample).toBe(z.email().safeParse(sample).success);
  });
});
