import {
  type AdminMission,
  type AdminMissionBody,
  type MissionMetric,
  type MissionPeriod,
  type MissionRewardKind,
  type MissionStatus,
  missionLimits,
} from '@gaming/contracts/missions';
import { promotionLimits } from '@gaming/contracts/promotions';
import { minorToInput } from '../../../lib/amount-input';
import { toBrandInput } from '../../../lib/brand-time';
import {
  checkAfter,
  noProblems,
  type Problems,
  readAmount,
  readDecimal,
  readInstant,
  readInteger,
} from '../../../lib/form-values';
import {
  emptyLocalizedDraft,
  type LocalizedDraft,
  localizedDraftOf,
  readLocalized,
} from '../../../lib/localized-text';
import { readPoints } from './points-values';

/** Metrics counted in money (typed in the currency's units); the others are counts (deposits, days). */
export function metricIsMoney(metric: MissionMetric): boolean {
  return metric === 'valid_bet' || metric === 'deposit_amount';
}

/**
 * A mission as staff type it: the target in the currency's units for money metrics, else a count; the
 * reward in points or the currency's units; times in the brand's wall clock; '' category = every category.
 */
export interface MissionDraft {
  title: LocalizedDraft;
  period: MissionPeriod;
  metric: MissionMetric;
  category: string;
  target: string;
  rewardKind: MissionRewardKind;
  reward: string;
  wageringMultiple: string;
  wageringDays: string;
  startsAt: string;
  endsAt: string;
  status: MissionStatus;
  sortOrder: string;
}

export const emptyMissionDraft: MissionDraft = {
  title: emptyLocalizedDraft(),
  period: 'daily',
  metric: 'valid_bet',
  category: '',
  target: '',
  rewardKind: 'points',
  reward: '',
  wageringMultiple: '',
  wageringDays: '7',
  startsAt: '',
  endsAt: '',
  status: 'draft',
  sortOrder: '0',
};

export function missionDraftOf(mission: AdminMission, decimals: number, offsetMinutes: number): MissionDraft {
  return {
    title: localizedDraftOf(mission.title),
    period: mission.period,
    metric: mission.metric,
    category: mission.category ?? '',
    target: metricIsMoney(mission.metric) ? minorToInput(mission.target, decimals) : mission.target,
    rewardKind: mission.rewardKind,
    reward:
      mission.rewardKind === 'points' ? mission.rewardAmount : minorToInput(mission.rewardAmount, decimals),
    wageringMultiple: mission.wageringMultiple === null ? '' : String(mission.wageringMultiple),
    wageringDays: String(mission.wageringDays || 7),
    startsAt: toBrandInput(mission.startsAt, offsetMinutes),
    endsAt: mission.endsAt ? toBrandInput(mission.endsAt, offsetMinutes) : '',
    status: mission.status,
    sortOrder: String(mission.sortOrder),
  };
}

function readTarget(draft: MissionDraft, decimals: number, problems: Problems): string | null {
  if (metricIsMoney(draft.metric)) return readAmount(draft.target, decimals, 'target', problems);
  const count = readInteger(draft.target, { min: 1, max: 1_000_000 }, 'target', problems);
  return count === null ? null : String(count);
}

function readReward(draft: MissionDraft, decimals: number, problems: Problems): string | null {
  if (draft.rewardKind === 'points') return readPoints(draft.reward, 'reward', problems);
  return readAmount(draft.reward, decimals, 'reward', problems);
}

/** The request to save, or the problems by field. */
export function missionRequest(
  draft: MissionDraft,
  decimals: number,
  offsetMinutes: number,
): { body: AdminMissionBody; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const title = readLocalized(draft.title, 'title', promotionLimits.titleLength, problems);
  const target = readTarget(draft, decimals, problems);
  const rewardAmount = readReward(draft, decimals, problems);
  const bonus = draft.rewardKind === 'bonus';
  const wageringMultiple =
    bonus && draft.wageringMultiple.trim()
      ? readDecimal(
          draft.wageringMultiple,
          { min: 0.01, max: missionLimits.maxWageringMultiple },
          'wageringMultiple',
          problems,
        )
      : null;
  const wageringDays =
    wageringMultiple !== null
      ? readInteger(
          draft.wageringDays,
          { min: 1, max: missionLimits.maxWageringDays },
          'wageringDays',
          problems,
        )
      : null;
  const startsAt = readInstant(draft.startsAt, offsetMinutes, 'startsAt', problems);
  const endsAt = draft.endsAt.trim() ? readInstant(draft.endsAt, offsetMinutes, 'endsAt', problems) : null;
  checkAfter(startsAt, endsAt, 'endsAt', problems);
  const sortOrder = readInteger(draft.sortOrder || '0', { min: 0, max: 10_000 }, 'sortOrder', problems);
  const category = draft.metric === 'valid_bet' && draft.category ? draft.category : null;
  if (!noProblems(problems) || !title || !target || !rewardAmount || !startsAt || sortOrder === null)
    return { body: null, problems };
  return {
    body: {
      title,
      period: draft.period,
      metric: draft.metric,
      category,
      target,
      rewardKind: draft.rewardKind,
      rewardAmount,
      wageringMultiple,
      ...(wageringDays === null ? {} : { wageringDays }),
      startsAt,
      endsAt,
      status: draft.status,
      sortOrder,
    },
    problems: null,
  };
}

/** Which field a server issue's path belongs to. */
export function missionFieldOf(path: string): string | null {
  if (path.startsWith('title.')) return path;
  const fields: Record<string, string> = {
    target: 'target',
    rewardAmount: 'reward',
    wageringMultiple: 'wageringMultiple',
    wageringDays: 'wageringDays',
    startsAt: 'startsAt',
    endsAt: 'endsAt',
    sortOrder: 'sortOrder',
    category: 'category',
  };
  return fields[path] ?? null;
}
