import { bonusKinds, bonusStatuses } from '@gaming/contracts/bonuses';
import { readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';
import type { BonusFilter } from '../api/bonuses';

export const maximumMemberLength = 64;
const maximumSourceLength = 100;

/** The bonus list's filters from the address bar (a promotion's list links here with its id). */
export function parseBonusFilter(params: URLSearchParams): BonusFilter {
  return {
    status: readOneOf(params, 'status', bonusStatuses) ?? '',
    kind: readOneOf(params, 'kind', bonusKinds) ?? '',
    member: readText(params, 'member', maximumMemberLength),
    sourceId: readText(params, 'sourceId', maximumSourceLength),
    ...readPaging(params),
  };
}

export function bonusFilterParams(filter: BonusFilter): URLSearchParams {
  const { status, kind, member, sourceId } = filter;
  return writeFilterParams({ status, kind, member, sourceId }, filter);
}

/** Days to add to a deadline: a whole number from 1 to `max`; null otherwise. */
export function extendDays(text: string, max: number): number | null {
  const value = text.trim();
  if (!/^\d{1,4}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= max ? days : null;
}

/** The deadline that matters now: the claim deadline while claimable, the wagering deadline while wagering. */
export function activeDeadline(bonus: {
  status: string;
  claimExpiresAt: string | null;
  wagering: { expiresAt: string | null } | null;
}): { kind: 'claim' | 'wagering'; at: string } | null {
  if (bonus.status === 'claimable' && bonus.claimExpiresAt)
    return { kind: 'claim', at: bonus.claimExpiresAt };
  if (bonus.status === 'wagering' && bonus.wagering?.expiresAt)
    return { kind: 'wagering', at: bonus.wagering.expiresAt };
  return null;
}

/** A wagering multiple as the server sends it ("5.00") without needless zeros ("5", "12.5"). */
export function formatMultiple(multiple: string): string {
  if (!/^\d+\.\d+$/.test(multiple)) return multiple;
  return multiple.replace(/0+$/, '').replace(/\.$/, '');
}
