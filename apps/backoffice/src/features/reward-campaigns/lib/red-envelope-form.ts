import type { AdminRedEnvelopeCreateBody, RedEnvelopeAudience } from '@gaming/contracts/reward-campaigns';
import { rewardCampaignLimits } from '@gaming/contracts/reward-campaigns';
import {
  checkAfter,
  noProblems,
  type Problems,
  readAmount,
  readInstant,
  readInteger,
  readText,
} from '../../../lib/form-values';

export type AudienceKind = RedEnvelopeAudience['kind'];
export const audienceKinds: readonly AudienceKind[] = ['everyone', 'deposited', 'validBet'];

/** A drop as staff type it: amounts in the currency's units, times in the brand's wall clock. */
export interface RedEnvelopeDraft {
  title: string;
  total: string;
  count: string;
  floor: string;
  startsAt: string;
  endsAt: string;
  audience: AudienceKind;
  days: string;
  minValidBet: string;
}

export const emptyRedEnvelopeDraft: RedEnvelopeDraft = {
  title: '',
  total: '',
  count: '',
  floor: '',
  startsAt: '',
  endsAt: '',
  audience: 'everyone',
  days: '7',
  minValidBet: '',
};

/**
 * The create request of a drop, or the problems by field. The floor times the count may not exceed the
 * total (every envelope holds at least the floor), and the drop ends after it starts.
 */
export function redEnvelopeRequest(
  draft: RedEnvelopeDraft,
  decimals: number,
  offsetMinutes: number,
): { body: AdminRedEnvelopeCreateBody; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const title = readText(draft.title, rewardCampaignLimits.titleLength, 'title', problems);
  const totalMinor = readAmount(draft.total, decimals, 'total', problems);
  const envelopeCount = readInteger(
    draft.count,
    { min: 1, max: rewardCampaignLimits.envelopes },
    'count',
    problems,
  );
  const floorMinor = readAmount(draft.floor, decimals, 'floor', problems);
  if (
    totalMinor &&
    floorMinor &&
    envelopeCount &&
    BigInt(floorMinor) * BigInt(envelopeCount) > BigInt(totalMinor)
  )
    problems.floor = 'floorTooHigh';
  const startsAt = readInstant(draft.startsAt, offsetMinutes, 'startsAt', problems);
  const endsAt = readInstant(draft.endsAt, offsetMinutes, 'endsAt', problems);
  checkAfter(startsAt, endsAt, 'endsAt', problems);
  let audience: RedEnvelopeAudience = { kind: 'everyone' };
  if (draft.audience !== 'everyone') {
    const days = readInteger(
      draft.days,
      { min: 1, max: rewardCampaignLimits.audienceDays },
      'days',
      problems,
    );
    if (draft.audience === 'deposited') audience = { kind: 'deposited', days: days ?? 1 };
    else {
      const minValidBetMinor = readAmount(draft.minValidBet, decimals, 'minValidBet', problems);
      audience = { kind: 'validBet', days: days ?? 1, minValidBetMinor: minValidBetMinor ?? '1' };
    }
  }
  if (!noProblems(problems) || !title || !totalMinor || !envelopeCount || !floorMinor || !startsAt || !endsAt)
    return { body: null, problems };
  return {
    body: { title, totalMinor, envelopeCount, floorMinor, startsAt, endsAt, audience },
    problems: null,
  };
}

/** Which field of the form a server issue's path belongs to. */
export function redEnvelopeFieldOf(path: string): string | null {
  const fields: Record<string, string> = {
    title: 'title',
    totalMinor: 'total',
    envelopeCount: 'count',
    floorMinor: 'floor',
    startsAt: 'startsAt',
    endsAt: 'endsAt',
    'audience.days': 'days',
    'audience.minValidBetMinor': 'minValidBet',
  };
  return fields[path] ?? null;
}
