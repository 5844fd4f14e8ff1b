import type { Problems } from '../../../lib/form-values';

/** A text in both languages as staff type it; NE may be left empty (members then read EN). */
export interface LocalizedDraft {
  EN: string;
  NE: string;
}

/** A saved text per language as the editor's draft. */
export function localizedDraftOf(text: { EN: string; NE?: string | undefined }): LocalizedDraft {
  return { EN: text.EN, NE: text.NE ?? '' };
}

/** The wire form: EN required, NE left out when empty (unless required). */
export function readLocalized(
  draft: LocalizedDraft,
  field: string,
  maxLength: number,
  problems: Problems,
  neRequired = false,
): { EN: string; NE?: string } | null {
  const english = draft.EN.trim();
  const nepali = draft.NE.trim();
  if (!english) problems[`${field}.EN`] = 'required';
  else if (english.length > maxLength) problems[`${field}.EN`] = 'tooLong';
  if (neRequired && !nepali) problems[`${field}.NE`] = 'required';
  else if (nepali.length > maxLength) problems[`${field}.NE`] = 'tooLong';
  if (problems[`${field}.EN`] || problems[`${field}.NE`]) return null;
  return nepali ? { EN: english, NE: nepali } : { EN: english };
}
