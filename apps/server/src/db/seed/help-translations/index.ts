import type { LanguageCode } from '@gaming/contracts/languages';
import type { HelpEntry } from '../help-entry.js';
import { help as helpAr } from './ar.js';
import { help as helpBn } from './bn.js';
import { help as helpEs } from './es.js';
import { help as helpFa } from './fa.js';
import { help as helpFr } from './fr.js';
import { help as helpHi } from './hi.js';
import { help as helpId } from './id.js';
import { help as helpJa } from './ja.js';
import { help as helpKk } from './kk.js';
import { help as helpKm } from './km.js';
import { help as helpKo } from './ko.js';
import { help as helpLo } from './lo.js';
import { help as helpMs } from './ms.js';
import { help as helpMy } from './my.js';
import { help as helpPt } from './pt.js';
import { help as helpPtBr } from './pt-br.js';
import { help as helpRu } from './ru.js';
import { help as helpSw } from './sw.js';
import { help as helpTa } from './ta.js';
import { help as helpTe } from './te.js';
import { help as helpTh } from './th.js';
import { help as helpTr } from './tr.js';
import { help as helpTy } from './ty.js';
import { help as helpUr } from './ur.js';
import { help as helpUz } from './uz.js';
import { help as helpVi } from './vi.js';
import { help as helpZhHans } from './zh-hans.js';
import { help as helpZhHant } from './zh-hant.js';

/** The demo brand's help centre in the 28 languages other than EN and NE (help-content.ts), by code. */
export const helpTranslations: Partial<Record<LanguageCode, HelpEntry[]>> = {
  AR: helpAr,
  BN: helpBn,
  ES: helpEs,
  FA: helpFa,
  FR: helpFr,
  HI: helpHi,
  ID: helpId,
  JA: helpJa,
  KK: helpKk,
  KM: helpKm,
  KO: helpKo,
  LO: helpLo,
  MS: helpMs,
  MY: helpMy,
  PT: helpPt,
  'PT-BR': helpPtBr,
  RU: helpRu,
  SW: helpSw,
  TA: helpTa,
  TE: helpTe,
  TH: helpTh,
  TR: helpTr,
  TY: helpTy,
  UR: helpUr,
  UZ: helpUz,
  VI: helpVi,
  CN: helpZhHans,
  TW: helpZhHant,
};
