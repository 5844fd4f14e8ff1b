import { isLanguageCode, type LanguageCode } from '@gaming/contracts/languages';

/** The language staff write first, and what a reader gets when neither theirs nor the brand's has any. */
export const sourceLanguage: LanguageCode = 'EN';

/**
 * The languages a visitor's content is read in, best first: the one asked for, then the brand's default
 * (brand.defaultLanguage: a brand whose staff write notices only in its own language still shows them to
 * a reader of another offered language), then EN. Unknown codes are skipped; at most three, no repeats.
 */
export function readingLanguages(
  asked: string | undefined,
  brandDefault: string | undefined,
): LanguageCode[] {
  const order: LanguageCode[] = [];
  for (const candidate of [asked?.toUpperCase(), brandDefault?.toUpperCase(), sourceLanguage]) {
    if (isLanguageCode(candidate) && !order.includes(candidate)) order.push(candidate);
  }
  return order;
}

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
