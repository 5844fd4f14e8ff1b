import { z } from 'zod';
import { isLanguageCode, type LanguageCode, languageCodes } from './languages.js';

/**
 * Staff-written text in the languages of spec §3 (a promotion's title, a mission's, a VIP level's name): EN
 * is required (the source, and what a reader of a language without its own text reads); every other
 * language is optional. Keys outside the 30 codes are dropped.
 */
export type LocalizedText = { EN: string } & Partial<Record<Exclude<LanguageCode, 'EN'>, string>>;

const otherLanguages = languageCodes.filter((code): code is Exclude<LanguageCode, 'EN'> => code !== 'EN');

/**
 * The schema of one LocalizedText. `trim` trims each text (titles and names; HTML keeps its spacing);
 * `englishMin` is EN's least length (1 for a title, 0 for an optional description).
 */
export function localizedTextSchema(
  maxLength: number,
  options: { trim?: boolean; englishMin?: number } = {},
) {
  const text = options.trim === false ? z.string() : z.string().trim();
  const others = Object.fromEntries(otherLanguages.map((code) => [code, text.max(maxLength).optional()])) as {
    [code in Exclude<LanguageCode, 'EN'>]: z.ZodOptional<z.ZodString>;
  };
  return z.object({ EN: text.min(options.englishMin ?? 1).max(maxLength), ...others });
}

/** A text in `language`, or EN when that language has none (an empty text counts as none). */
export function textIn(text: LocalizedText, language: LanguageCode | undefined): string {
  return (language && language !== 'EN' ? text[language] : undefined) || text.EN;
}

/** Only the languages that have a text, EN first (what is stored: no empty entries). */
export function presentTexts(text: LocalizedText): LocalizedText {
  const kept: LocalizedText = { EN: text.EN };
  for (const code of otherLanguages) {
    const value = text[code];
    if (value) kept[code] = value;
  }
  return kept;
}

/** A stored language (a member's, say) as one of the 30 codes; EN when it is none of them. */
export function languageCodeOr(value: string | null | undefined): LanguageCode {
  return languageCodes.includes(value as LanguageCode) ? (value as LanguageCode) : 'EN';
}

/** Each present text changed by `change` (the server sanitises each language's HTML). */
export function mapTexts(text: LocalizedText, change: (value: string) => string): LocalizedText {
  const mapped: LocalizedText = { EN: change(text.EN) };
  for (const code of otherLanguages) {
    const value = text[code];
    if (value !== undefined) mapped[code] = change(value);
  }
  return mapped;
}

/** The language staff write first, and what a reader gets when neither theirs nor the brand's has any. */
const sourceLanguage: LanguageCode = 'EN';

/**
 * The languages a visitor reads staff content in that need not exist in EN (notices, news, help, banner
 * and stream titles), best first: the one asked for, then the brand's default (brand.defaultLanguage: a
 * brand whose staff write notices only in its own language still shows them to a reader of another offered
 * language), then EN. Unknown codes are skipped; at most three, no repeats. A LocalizedText always has EN,
 * so `textIn` goes from the reader's language straight to EN, the source the other texts were made from.
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

/** The first non-empty text among `texts` in the order of `languages` (readingLanguages); '' when none has one. */
export function firstTextIn(
  texts: Readonly<Record<string, string>>,
  languages: readonly LanguageCode[],
): string {
  for (const language of languages) if (texts[language]) return texts[language];
  return '';
}
