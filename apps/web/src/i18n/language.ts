import {
  isLanguageCode,
  type LanguageCode,
  languageTags,
  rightToLeftLanguages,
} from '@gaming/contracts/languages';

export const defaultLanguage: LanguageCode = 'EN';

/**
 * Languages whose plural rule Intl does not know. CLDR has no rule for Tahitian, so `Intl.PluralRules('ty')`
 * silently takes the browser's default locale (Arabic asks for six forms, Japanese one); Tahitian marks the
 * plural with particles, so its texts carry the two forms `_one` and `_other` under a fixed English-style rule.
 */
const pluralRuleLocales: Readonly<Record<string, string>> = { ty: 'en' };

/** The locale whose Intl plural rule an i18next language id uses. */
export function pluralLocaleOf(i18nextLanguage: string): string {
  return pluralRuleLocales[i18nextLanguage] ?? i18nextLanguage;
}

export function resolveLanguage(stored: string | null | undefined): LanguageCode {
  return isLanguageCode(stored) ? stored : defaultLanguage;
}

/**
 * The language the app starts in, before its first render: the visitor's stored choice while the brand
 * offers it, otherwise the brand's default as the page was served (boot data), so a new visitor's first
 * paint is already in it rather than in EN and then switched. Without the brand's settings, the stored
 * choice or EN (useOfferedLanguageGuard corrects it once the settings load).
 */
export function initialLanguage(
  stored: string | null | undefined,
  brand: { languages: readonly string[]; defaultLanguage: string } | null,
): LanguageCode {
  if (!brand || !isLanguageCode(brand.defaultLanguage)) return resolveLanguage(stored);
  return isLanguageCode(stored) && brand.languages.includes(stored) ? stored : brand.defaultLanguage;
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

/** The self-hosted font families beyond Inter (which has Latin, Cyrillic and Vietnamese), one per script. */
export const fontGroups = [
  'devanagari',
  'arabic',
  'thai',
  'lao',
  'khmer',
  'myanmar',
  'bengali',
  'tamil',
  'telugu',
  'chineseSimplified',
  'chineseTraditional',
  'japanese',
  'korean',
] as const;
export type FontGroup = (typeof fontGroups)[number];

const fontGroupOfLanguage: Partial<Record<LanguageCode, FontGroup>> = {
  NE: 'devanagari',
  HI: 'devanagari',
  AR: 'arabic',
  FA: 'arabic',
  UR: 'arabic',
  TH: 'thai',
  LO: 'lao',
  KM: 'khmer',
  MY: 'myanmar',
  BN: 'bengali',
  TA: 'tamil',
  TE: 'telugu',
  CN: 'chineseSimplified',
  TW: 'chineseTraditional',
  JA: 'japanese',
  KO: 'korean',
};

/** Which extra self-hosted font family a language needs beyond Inter. */
export function fontGroupOf(code: LanguageCode): FontGroup | null {
  return fontGroupOfLanguage[code] ?? null;
}

const scriptsOfText: ReadonlyArray<readonly [RegExp, FontGroup]> = [
  [/[\u0900-\u097F]/u, 'devanagari'],
  [/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u, 'arabic'],
  [/[\u0E00-\u0E7F]/u, 'thai'],
  [/[\u0E80-\u0EFF]/u, 'lao'],
  [/[\u1780-\u17FF\u19E0-\u19FF]/u, 'khmer'],
  [/[\u1000-\u109F\uAA60-\uAA7F]/u, 'myanmar'],
  [/[\u0980-\u09FF]/u, 'bengali'],
  [/[\u0B80-\u0BFF]/u, 'tamil'],
  [/[\u0C00-\u0C7F]/u, 'telugu'],
  [/[\u3040-\u30FF]/u, 'japanese'],
  [/[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/u, 'korean'],
];

/**
 * The script fonts a piece of text needs (a currency symbol such as रू or ៛ in an English page). Han
 * characters alone are read as simplified Chinese unless `language` says which CJK font draws them.
 */
export function fontGroupsOfText(text: string, language: LanguageCode = 'EN'): FontGroup[] {
  const groups: FontGroup[] = scriptsOfText
    .filter(([pattern]) => pattern.test(text))
    .map(([, group]) => group);
  if (/\p{Script=Han}/u.test(text) && !groups.includes('japanese')) {
    const own = fontGroupOf(language);
    const han: FontGroup =
      own === 'chineseTraditional' || own === 'japanese' || own === 'korean' ? own : 'chineseSimplified';
    if (!groups.includes(han)) groups.push(han);
  }
  return groups;
}
