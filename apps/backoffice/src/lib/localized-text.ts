import { type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import type { LocalizedText } from '@gaming/contracts/localized-text';
import type { Problems } from './form-values';

/** A language other than the two every editor shows. */
type AddedLanguage = Exclude<LanguageCode, 'EN' | 'NE'>;

/**
 * A staff-written text as the editor holds it: EN and NE always (each may be empty), then every other
 * language staff added or that has a saved text, in the order shown. A key present with an empty text is
 * a field staff added and have not filled yet; it is dropped on save.
 */
export type LocalizedDraft = { EN: string; NE: string } & Partial<Record<AddedLanguage, string>>;

/** The languages every editor shows, in this order, before the added ones. */
export const fixedLanguages = ['EN', 'NE'] as const satisfies readonly LanguageCode[];

const isLanguageCode = (key: string): key is LanguageCode =>
  (languageCodes as readonly string[]).includes(key);
const isFixed = (code: LanguageCode): boolean => code === 'EN' || code === 'NE';

export function emptyLocalizedDraft(): LocalizedDraft {
  return { EN: '', NE: '' };
}

/**
 * A saved text per language as the editor's draft: EN and NE ('' when missing), then each other language
 * with a text, in the platform's order. Keys outside the 30 codes are left out.
 */
export function localizedDraftOf(
  text: Readonly<Record<string, string | undefined>> | undefined,
): LocalizedDraft {
  const draft: LocalizedDraft = { EN: text?.EN ?? '', NE: text?.NE ?? '' };
  for (const code of languageCodes) {
    if (isFixed(code)) continue;
    const value = text?.[code];
    if (value) draft[code as AddedLanguage] = value;
  }
  return draft;
}

/** The languages the editor shows: EN, NE, then the added ones in the order they were added. */
export function draftLanguages(draft: LocalizedDraft): LanguageCode[] {
  const added = Object.keys(draft).filter(
    (key): key is LanguageCode =>
      isLanguageCode(key) && !isFixed(key) && draft[key as AddedLanguage] !== undefined,
  );
  return [...fixedLanguages, ...added];
}

/** The languages staff may still add (not shown yet), in the platform's order. */
export function addableLanguages(draft: LocalizedDraft): LanguageCode[] {
  const shown = new Set(draftLanguages(draft));
  return languageCodes.filter((code) => !shown.has(code));
}

/** The draft with an empty field for `code` after the shown ones (unchanged when it is shown already). */
export function withLanguage(draft: LocalizedDraft, code: LanguageCode): LocalizedDraft {
  if (draftLanguages(draft).includes(code)) return draft;
  return { ...draft, [code]: '' };
}

/** The draft without `code`'s field and text; EN and NE stay (they are always shown). */
export function withoutLanguage(draft: LocalizedDraft, code: LanguageCode): LocalizedDraft {
  if (isFixed(code)) return draft;
  const { [code as AddedLanguage]: _removed, ...rest } = draft;
  return rest;
}

/** How a text is read: `trim` (titles, names) or kept as typed (HTML); whether EN must be written. */
export interface ReadLocalizedOptions {
  /** Trim each text (default); false keeps it as typed (HTML content), a blank one still counts as empty. */
  trim?: boolean;
  /** EN must have a text (default); false lets it be empty (a description, a banner's alternative text). */
  englishRequired?: boolean;
}

/**
 * The wire form of a draft: EN (required unless told otherwise), then every other language with a text
 * in the platform's order; empty ones are left out (readers of those languages read EN). Each problem is
 * recorded at `${field}.${code}` (required for EN, tooLong for any); null when there is one.
 */
export function readLocalized(
  draft: LocalizedDraft,
  field: string,
  maxLength: number,
  problems: Problems,
  options: ReadLocalizedOptions = {},
): LocalizedText | null {
  const trim = options.trim ?? true;
  const englishRequired = options.englishRequired ?? true;
  const read = (value: string) => (trim ? value.trim() : value);
  let failed = false;
  const english = read(draft.EN);
  if (englishRequired && !english.trim()) {
    problems[`${field}.EN`] = 'required';
    failed = true;
  } else if (english.length > maxLength) {
    problems[`${field}.EN`] = 'tooLong';
    failed = true;
  }
  const text: LocalizedText = { EN: english };
  for (const code of languageCodes) {
    if (code === 'EN') continue;
    const value = read(draft[code as Exclude<LanguageCode, 'EN'>] ?? '');
    if (!value.trim()) continue;
    if (value.length > maxLength) {
      problems[`${field}.${code}`] = 'tooLong';
      failed = true;
    } else text[code] = value;
  }
  return failed ? null : text;
}

/** The texts without an empty EN (banners and deposit channels store only the languages written). */
export function writtenTexts(text: LocalizedText): Partial<Record<LanguageCode, string>> {
  const { EN, ...others } = text;
  return EN.trim() ? text : others;
}

/** Whether two texts say the same in every language (a missing text and an empty one alike). */
export function sameTexts(
  a: Readonly<Record<string, string | undefined>>,
  b: Readonly<Record<string, string | undefined>>,
): boolean {
  return languageCodes.every((code) => (a[code] ?? '') === (b[code] ?? ''));
}
