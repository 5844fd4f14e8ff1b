import type { LanguageCode } from '@gaming/contracts/languages';
import { type LocalizedText, textIn as localizedTextIn } from '@gaming/contracts/localized-text';
import type { PromotionImage } from '@gaming/contracts/promotions';
import type { AuditActor } from '../audit/audit-service.js';
import type { PromotionRow } from './promotions-repository.js';

export type Language = LanguageCode;

/** A staff member acting in the back office, with its audit identity. */
export type StaffActor = { staffId: string; name: string; audit: AuditActor };

/** A promotion's stored text (a LocalizedText) in the language, EN when it has none in it. */
export function textIn(text: unknown, language: Language): string {
  return localizedTextIn(text as LocalizedText, language) ?? '';
}

/** A promotion's images in their sequence. */
export function imagesOf(row: PromotionRow): PromotionImage[] {
  return [...(row.images as PromotionImage[])].sort((a, b) => a.sequence - b.sequence);
}
