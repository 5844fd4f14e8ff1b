import { type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import type { AdminLanguages } from '@gaming/contracts/system';

/** What staff are choosing: the offered languages (any order) and the default. */
export type LanguagesDraft = { offered: ReadonlySet<LanguageCode>; defaultLanguage: LanguageCode };

export type LanguagesProblem = 'noneOffered' | 'defaultNotOffered';

/** Turns a language on or off; the default follows the first offered language when it is turned off. */
export function toggleLanguage(draft: LanguagesDraft, code: LanguageCode, on: boolean): LanguagesDraft {
  const offered = new Set(draft.offered);
  if (on) offered.add(code);
  else offered.delete(code);
  const first = languageCodes.find((candidate) => offered.has(candidate));
  const defaultLanguage = offered.has(draft.defaultLanguage) || !first ? draft.defaultLanguage : first;
  return { offered, defaultLanguage };
}

/** The request for a draft, in spec §3's order, or the problem that keeps it from being saved. */
export function readLanguagesDraft(
  draft: LanguagesDraft,
): { body: AdminLanguages; problem: null } | { body: null; problem: LanguagesProblem } {
  const languages = languageCodes.filter((code) => draft.offered.has(code));
  if (languages.length === 0) return { body: null, problem: 'noneOffered' };
  if (!draft.offered.has(draft.defaultLanguage)) return { body: null, problem: 'defaultNotOffered' };
  return { body: { languages, defaultLanguage: draft.defaultLanguage }, problem: null };
}
