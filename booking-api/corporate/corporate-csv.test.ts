import { describe, expect, it } from 'vitest';
import { csvCell } from './corporate-csv';

describe('a CSV cell a spreadsheet might run', () => {
  it('neutralises formula starts, also behind spaces or a line break, and quotes what needs quoting', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('  =HYPERLINK("http://evil.example")')).toBe(`"'  =HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvCell('\t@SUM(A1)')).toBe("'\t@SUM(A1)");
    expect(csvCell('+81 90 1234 5678')).toBe("'+81 90 1234 5678");
  });

  it('leaves ordinary text and numbers alone', () => {
    expect(csvCell('山田 花子')).toBe('山田 花子');
    expect(csvCell('Mary-Jane O=Brien')).toBe('Mary-Jane O=Brien');
    expect(csvCell(-1200)).toBe('-1200');
    expect(csvCell('Sato, Kenji')).toBe('"Sato, Kenji"');
  });
});
