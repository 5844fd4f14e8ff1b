/** Every display-language code of spec §3. EN and NE are complete; the others fall back to EN. */
export const languageCodes = [
  'EN', 'CN', 'TW', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'MS', 'PT', 'PT-BR',
  'TA', 'TY', 'UR', 'TR', 'BN', 'AR', 'FA', 'RU', 'KK', 'UZ', 'LO', 'NE', 'FR', 'TE', 'SW',
] as const;

export type LanguageCode = (typeof languageCodes)[number];

export const rightToLeftLanguages: readonly LanguageCode[] = ['AR', 'FA', 'UR'];

/** Native names, shown in the language selector so a reader finds their own language. */
export const languageNativeNames: Record<LanguageCode, string> = {
  EN: 'English',
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MS: 'Bahasa Melayu',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  TA: 'தமிழ்',
  TY: 'Reo Tahiti',
  UR: 'اردو',
  TR: 'Türkçe',
  BN: 'বাংলা',
  AR: 'العربية',
  FA: 'فارسی',
  RU: 'Русский',
  KK: 'Қазақ тілі',
  UZ: 'Oʻzbekcha',
  LO: 'ລາວ',
  NE: 'नेपाली',
  FR: 'Français',
  TE: 'తెలుగు',
  SW: 'Kiswahili',
};

/** BCP 47 tag for each code, for `<html lang>` and Intl formatting. */
export const languageTags: Record<LanguageCode, string> = {
  EN: 'en', CN: 'zh-Hans', TW: 'zh-Hant', JA: 'ja', TH: 'th', VI: 'vi', MY: 'my', ES: 'es', HI: 'hi',
  ID: 'id', KM: 'km', KO: 'ko', MS: 'ms', PT: 'pt', 'PT-BR': 'pt-BR', TA: 'ta', TY: 'ty', UR: 'ur',
  TR: 'tr', BN: 'bn', AR: 'ar', FA: 'fa', RU: 'ru', KK: 'kk', UZ: 'uz', LO: 'lo', NE: 'ne', FR: 'fr',
  TE: 'te', SW: 'sw',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
