import type { LanguageCode } from '@gaming/contracts/languages';

/**
 * The first language in `languages` whose read has anything (total above 0), with that read; when none
 * has, the last one tried (EN) with its empty read. One read per language, at most three.
 */
export async function firstLanguageWithContent<Read extends { total: number }>(
  languages: readonly LanguageCode[],
  read: (language: LanguageCode) => Promise<Read>,
): Promise<{ served: LanguageCode } & Read> {
  let last: ({ served: LanguageCode } & Read) | undefined;
  for (const language of languages) {
    last = { served: language, ...(await read(language)) };
    if (last.total > 0) return last;
  }
  if (!last) throw new Error('no language to read content in');
  return last;
}
