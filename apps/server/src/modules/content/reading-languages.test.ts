import { describe, expect, it } from 'vitest';
import { firstLanguageWithContent } from './reading-languages.js';

describe('firstLanguageWithContent', () => {
  const totals: Record<string, number> = { JA: 0, NE: 2, EN: 5 };

  it('serves the first language whose read has anything, and reads no further', async () => {
    const asked: string[] = [];
    const found = await firstLanguageWithContent(['JA', 'NE', 'EN'], async (language) => {
      asked.push(language);
      return { total: totals[language] ?? 0 };
    });
    expect(found).toEqual({ served: 'NE', total: 2 });
    expect(asked).toEqual(['JA', 'NE']);
  });

  it('serves the last language, empty, when none has anything', async () => {
    expect(await firstLanguageWithContent(['JA', 'KO'], async () => ({ total: 0 }))).toEqual({
      served: 'KO',
      total: 0,
    });
  });
});
