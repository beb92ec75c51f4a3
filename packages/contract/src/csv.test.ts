import { describe, expect, it } from 'vitest';
import { csvLines, toCsv } from './csv.ts';

describe('CSV format', () => {
  it('separates with semicolons, writes decimal commas and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['item', 'bayScore'],
        [
          [1234, 12.5],
          [5678, null],
        ],
      ),
    ).toBe('item;bayScore\r\n1234;12,5\r\n5678;\r\n');
  });

  it('quotes fields holding the separator, quotes or line breaks', () => {
    expect(csvLines([['a;b', 'say "hi"', 'two\nlines']])).toBe('"a;b";"say ""hi""";"two\nlines"\r\n');
  });

  it('guards cells a spreadsheet would run as a formula', () => {
    const line = csvLines([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'plain']]);
    expect(line).toBe(`"'=HYPERLINK(""x"")";'+1;'-2;'@SUM(A1);plain\r\n`);
  });

  it('keeps negative numbers as numbers: only text is guarded', () => {
    expect(csvLines([[-3.25]])).toBe('-3,25\r\n');
  });
});
