import { describe, expect, it } from 'vitest';
import { csvLine, csvLines, csvMoney, csvText } from './reports-csv.js';

describe('report CSV', () => {
  it('defuses every cell a spreadsheet would run as a formula', () => {
    for (const hostile of ['=1+2', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(csvText(hostile).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('plain name')).toBe('plain name');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText(' padded ')).toBe('" padded "');
  });

  it('writes our amounts as numbers, exactly, and anything else as defended text', () => {
    expect(csvMoney(-123450n, 2)).toEqual({ number: '-1234.50' });
    expect(csvMoney('5', 2)).toEqual({ number: '0.05' });
    expect(csvMoney('-5', 2)).toEqual({ number: '-0.05' });
    expect(csvMoney('900719925474099312', 2)).toEqual({ number: '9007199254740993.12' });
    expect(csvMoney('42', 0)).toEqual({ number: '42' });
    expect(csvLine([{ number: '-4.79' }, { number: '-1+1' }, 3])).toBe("-4.79,'-1+1,3\r\n");
  });

  it('ends a cut-off export with a line that says so', () => {
    expect([...csvLines(['a'], [[{ text: '=x' }]], 'truncated')]).toEqual([
      'a\r\n',
      "'=x\r\n",
      'truncated\r\n',
    ]);
  });
});
