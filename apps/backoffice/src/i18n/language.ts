/** The back office speaks English and Nepali; English is the source and the fallback. */
export const languages = ['EN', 'NE'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'EN';

/** Each language's name in its own script, as the switch shows it. */
export const languageNativeNames: Record<Language, string> = { EN: 'English', NE: 'नेपाली' };

export function resolveLanguage(stored: string | null | undefined): Language {
  return (languages as readonly string[]).includes(stored ?? '') ? (stored as Language) : defaultLanguage;
}

/** The i18next id and the html lang attribute; locales folders are named by it. */
export function languageTagOf(language: Language): string {
  return language.toLowerCase();
}
