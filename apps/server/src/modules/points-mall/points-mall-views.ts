import type { LanguageCode } from '@gaming/contracts/languages';
import { type LocalizedText, textIn } from '@gaming/contracts/localized-text';
import { pointsMallLimits } from '@gaming/contracts/points-mall';
import type { AuditActor } from '../audit/audit-repository.js';
import type { MallItemRow } from './points-mall-repository.js';

export type Language = LanguageCode;

/** A staff member acting in the back office, with its audit identity. */
export type StaffActor = { staffId: string; audit: AuditActor };

/** An item's text ({EN, NE?}) in the language, EN when there is none in it. */
export function localized(text: unknown, language: Language): string {
  return textIn({ EN: '', ...(text as LocalizedText | null) }, language);
}

/**
 * The money `points` buy: pointsPerUnit points are one unit of money (10^decimals minor units), rounded
 * down to a whole minor unit (towards the house): 150 points at 100 per unit in a 2-decimal currency are
 * 1.50; 1 point at 3 per unit is 0.33.
 */
export function pointsMoneyMinor(points: bigint, pointsPerUnit: number, currencyDecimals: number): bigint {
  if (points < 0n || pointsPerUnit <= 0) throw new RangeError('Points and the ratio are positive.');
  return (points * 10n ** BigInt(currencyDecimals)) / BigInt(pointsPerUnit);
}

export function imageUrl(id: string): string {
  return `/api/points-mall/images/${id}`;
}

/** An item's images in order (at most 3). */
export function imagesOf(row: MallItemRow) {
  const ids = Array.isArray(row.image_ids) ? (row.image_ids as string[]) : [];
  return ids.slice(0, pointsMallLimits.images).map((id) => ({ id, url: imageUrl(id) }));
}
