import {
  isLanguageCode,
  type LanguageCode,
  languageTags,
  rightToLeftLanguages,
} from '@gaming/contracts/languages';

export const defaultLanguage: LanguageCode = 'EN';

/** Languages whose text ships with the app; the others fall back to EN text. */
export const translatedLanguages: readonly LanguageCode[] = ['EN', 'NE'];

export function resolveLanguage(stored: string | null | undefined): LanguageCode {
  return isLanguageCode(stored) ? stored : defaultLanguage;
}

export function directionOf(code: LanguageCode): 'rtl' | 'ltr' {
  return rightToLeftLanguages.includes(code) ? 'rtl' : 'ltr';
}

export function htmlLangOf(code: LanguageCode): string {
  return languageTags[code];
}

/** The i18next language id of a code; locales folders are named by the lower-case id. */
export function i18nextLanguageOf(code: LanguageCode): string {
  return languageTags[code].toLowerCase();
}

/**
 * What `lang` and `hisLang` become after a switch: the previous language is kept only when it
 * actually changes, so choosing the same language twice does not lose the real previous one. With nothing stored
 * the language in effect was the default.
 */
export function storageAfterSwitch(
  current: { lang: string | null; hisLang: string | null },
  next: LanguageCode,
): { lang: LanguageCode; hisLang: string | null } {
  const previous = resolveLanguage(current.lang);
  if (previous === next) return { lang: next, hisLang: current.hisLang };
  return { lang: next, hisLang: previous };
}

export type FontFamilyGroup = 'devanagari' | 'arabic' | 'thai' | null;

/** Which extra self-hosted font family a language needs beyond Inter. */
/** The script fonts a piece of text needs (a currency symbol such as रू in an English page). */
export function fontGroupsOfText(text: string): Array<NonNullable<FontFamilyGroup>> {
  const groups: Array<NonNullable<FontFamilyGroup>> = [];
  if (/[\u0900-\u097F]/u.test(text)) groups.push('devanagari');
  if (/[\u0600-\u06FF\u0750-\u077F]/u.test(text)) groups.push('arabic');
  if (/[\u0E00-\u0E7F]/u.test(text)) groups.push('thai');
  return groups;
}

export function fontGroupOf(code: LanguageCode): FontFamilyGroup {
  if (code === 'NE' || code === 'HI') return 'devanagari';
  if (code === 'AR' || code === 'FA' || code === 'UR') return 'arabic';
  if (code === 'TH') return 'thai';
  return null;
}
