import { promotionLimits } from '@gaming/contracts/promotions';
import {
  type AdminRankingBoard,
  type AdminRankingBoardBody,
  type RankingMetric,
  type RankingPeriod,
  type RankingPrize,
  type RankingPrizeKind,
  type RankingStatus,
  rankingLimits,
} from '@gaming/contracts/rankings';
import { minorToInput } from '../../../lib/amount-input';
import { noProblems, type Problems, readAmount, readInteger } from '../../../lib/form-values';
import {
  emptyLocalizedDraft,
  type LocalizedDraft,
  localizedDraftOf,
  readLocalized,
} from '../../../lib/localized-text';
import { readPoints } from './points-values';

/** One prize row as typed: money in the currency's units, points whole. */
export interface PrizeDraft {
  rank: string;
  kind: RankingPrizeKind;
  amount: string;
}

export interface RankingDraft {
  title: LocalizedDraft;
  metric: RankingMetric;
  category: string;
  period: RankingPeriod;
  topCount: string;
  prizes: PrizeDraft[];
  status: RankingStatus;
}

export const emptyRankingDraft: RankingDraft = {
  title: emptyLocalizedDraft(),
  metric: 'valid_bet',
  category: '',
  period: 'weekly',
  topCount: '20',
  prizes: [],
  status: 'draft',
};

export function rankingDraftOf(board: AdminRankingBoard, decimals: number): RankingDraft {
  return {
    title: localizedDraftOf(board.title),
    metric: board.metric,
    category: board.category ?? '',
    period: board.period,
    topCount: String(board.topCount),
    prizes: board.prizes.map((prize) => ({
      rank: String(prize.rank),
      kind: prize.kind,
      amount: prize.kind === 'points' ? prize.amount : minorToInput(prize.amount, decimals),
    })),
    status: board.status,
  };
}

/** The next prize row: the rank after the last, the same kind. */
export function nextPrize(prizes: readonly PrizeDraft[]): PrizeDraft {
  const last = prizes.at(-1);
  const rank = last && /^\d+$/.test(last.rank) ? Number(last.rank) + 1 : prizes.length + 1;
  return { rank: String(rank), kind: last?.kind ?? 'money', amount: '' };
}

function readPrizes(drafts: readonly PrizeDraft[], decimals: number, problems: Problems): RankingPrize[] {
  const prizes: RankingPrize[] = [];
  const seen = new Set<number>();
  drafts.forEach((draft, index) => {
    const rank = readInteger(
      draft.rank,
      { min: 1, max: rankingLimits.prizes },
      `prizes.${index}.rank`,
      problems,
    );
    if (rank !== null && seen.has(rank)) problems[`prizes.${index}.rank`] = 'order';
    if (rank !== null) seen.add(rank);
    const amount =
      draft.kind === 'points'
        ? readPoints(draft.amount, `prizes.${index}.amount`, problems)
        : readAmount(draft.amount, decimals, `prizes.${index}.amount`, problems);
    if (rank !== null && amount !== null) prizes.push({ rank, kind: draft.kind, amount });
  });
  return prizes.sort((left, right) => left.rank - right.rank);
}

/** The request to save, or the problems by field (`prizes.0.amount`). A prize's rank may not repeat. */
export function rankingRequest(
  draft: RankingDraft,
  decimals: number,
): { body: AdminRankingBoardBody; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const title = readLocalized(draft.title, 'title', promotionLimits.titleLength, problems);
  const topCount = readInteger(draft.topCount, { min: 1, max: rankingLimits.topCount }, 'topCount', problems);
  const prizes = readPrizes(draft.prizes, decimals, problems);
  if (topCount !== null)
    draft.prizes.forEach((prize, index) => {
      if (Number(prize.rank) > topCount && !problems[`prizes.${index}.rank`])
        problems[`prizes.${index}.rank`] = 'range';
    });
  if (!noProblems(problems) || !title || topCount === null) return { body: null, problems };
  return {
    body: {
      title,
      metric: draft.metric,
      category: draft.category || null,
      period: draft.period,
      topCount,
      prizes,
      status: draft.status,
    },
    problems: null,
  };
}

export function rankingFieldOf(path: string): string | null {
  if (path.startsWith('title.') || /^prizes\.\d+\.(rank|amount)$/.test(path)) return path;
  if (path === 'topCount' || path === 'category') return path;
  return null;
}
