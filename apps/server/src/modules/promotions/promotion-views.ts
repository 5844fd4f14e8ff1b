import type { PromotionImage } from '@gaming/contracts/promotions';
import type { AuditActor } from '../audit/audit-service.js';
import type { PromotionRow } from './promotions-repository.js';

export type Language = 'EN' | 'NE';

/** A staff member acting in the back office, with its audit identity. */
export type StaffActor = { staffId: string; name: string; audit: AuditActor };

/** A promotion's text ({EN, NE?}) in the language, EN when there is no NE. */
export function textIn(text: unknown, language: Language): string {
  const value = text as { EN: string; NE?: string };
  return (language === 'NE' && value.NE ? value.NE : value.EN) ?? '';
}

/** A promotion's images in their sequence. */
export function imagesOf(row: PromotionRow): PromotionImage[] {
  return [...(row.images as PromotionImage[])].sort((a, b) => a.sequence - b.sequence);
}
