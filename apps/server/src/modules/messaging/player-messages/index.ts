import { isLanguageCode, type LanguageCode, languageTags } from '@gaming/contracts/languages';
import { ar } from './ar.js';
import { bn } from './bn.js';
import { en, type PlayerMessages } from './en.js';
import { es } from './es.js';
import { fa } from './fa.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { ja } from './ja.js';
import { kk } from './kk.js';
import { km } from './km.js';
import { ko } from './ko.js';
import { lo } from './lo.js';
import { ms } from './ms.js';
import { my } from './my.js';
import { ne } from './ne.js';
import { pt } from './pt.js';
import { ptBr } from './pt-br.js';
import { ru } from './ru.js';
import { sw } from './sw.js';
import { ta } from './ta.js';
import { te } from './te.js';
import { th } from './th.js';
import { tr } from './tr.js';
import { ty } from './ty.js';
import { ur } from './ur.js';
import { uz } from './uz.js';
import { vi } from './vi.js';
import { zhHans } from './zh-hans.js';
import { zhHant } from './zh-hant.js';

export type { PlayerMessages } from './en.js';

/**
 * The messages that reach players (codes, reset e-mails, answers to feedback), one file per language of
 * contracts/languages.ts. A language without its file here fails the type check.
 */
export const playerMessages: Readonly<Record<LanguageCode, PlayerMessages>> = {
  EN: en,
  CN: zhHans,
  TW: zhHant,
  JA: ja,
  TH: th,
  VI: vi,
  MY: my,
  ES: es,
  HI: hi,
  ID: id,
  KM: km,
  KO: ko,
  MS: ms,
  PT: pt,
  'PT-BR': ptBr,
  TA: ta,
  TY: ty,
  UR: ur,
  TR: tr,
  BN: bn,
  AR: ar,
  FA: fa,
  RU: ru,
  KK: kk,
  UZ: uz,
  LO: lo,
  NE: ne,
  FR: fr,
  TE: te,
  SW: sw,
};

const codesByTag = new Map(
  Object.entries(languageTags).map(([code, tag]) => [tag.toLowerCase(), code as LanguageCode]),
);

/** The language code for a stored or sent language: a code (any case) or its BCP 47 tag; otherwise undefined. */
export function languageCodeOf(language: string | null | undefined): LanguageCode | undefined {
  const value = language?.trim();
  if (!value) return undefined;
  const upper = value.toUpperCase();
  return isLanguageCode(upper) ? upper : codesByTag.get(value.toLowerCase());
}

/**
 * The messages in this language; an unknown or missing language gets the `fallback` language (such as the
 * brand's default), and English when that is unknown too.
 */
export function playerMessagesOf(
  language: string | null | undefined,
  fallback?: string | null | undefined,
): PlayerMessages {
  return playerMessages[languageCodeOf(language) ?? languageCodeOf(fallback) ?? 'EN'];
}

/**
 * The template with each `{{name}}` replaced by its value; a placeholder without a value stays as it is.
 * Values are inserted literally (no `$` patterns, no second pass over inserted text).
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
