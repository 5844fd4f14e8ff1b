import type { AdminMission } from '@gaming/contracts/missions';
import type { AdminRankingBoard } from '@gaming/contracts/rankings';
import { describe, expect, it } from 'vitest';
import { emptyMissionDraft, missionDraftOf, missionRequest } from './mission-form';
import { emptyRankingDraft, nextPrize, rankingDraftOf, rankingRequest } from './ranking-form';

// Kathmandu: UTC+05:45.
const offset = 345;

const mission: AdminMission = {
  id: '7',
  title: { EN: 'Bet 500 on live', NE: 'लाइभमा ५०० बेट' },
  period: 'daily',
  metric: 'valid_bet',
  category: 'LIVE',
  target: '50000',
  rewardKind: 'bonus',
  rewardAmount: '2500',
  wageringMultiple: 5,
  wageringDays: 7,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  status: 'active',
  sortOrder: 2,
  claimCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('mission form', () => {
  it('gives back a saved mission as it was', () => {
    const draft = missionDraftOf(mission, 2, offset);
    expect(draft.target).toBe('500.00');
    expect(draft.reward).toBe('25.00');
    expect(draft.startsAt).toBe('2026-11-01T05:45');
    expect(missionRequest(draft, 2, offset).body).toEqual({
      title: mission.title,
      period: 'daily',
      metric: 'valid_bet',
      category: 'LIVE',
      target: '50000',
      rewardKind: 'bonus',
      rewardAmount: '2500',
      wageringMultiple: 5,
      wageringDays: 7,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
      status: 'active',
      sortOrder: 2,
    });
  });

  it('counts days and deposits as whole numbers and points rewards as points', () => {
    const draft = {
      ...emptyMissionDraft,
      title: { EN: 'Play 3 days', NE: '' },
      metric: 'days_played' as const,
      category: 'LIVE',
      target: '3',
      reward: '150',
      startsAt: '2026-11-01T00:00',
    };
    const body = missionRequest(draft, 2, offset).body;
    expect(body).toMatchObject({ target: '3', rewardAmount: '150', category: null, wageringMultiple: null });
    expect(missionRequest({ ...draft, target: '2.5', reward: '1.5' }, 2, offset).problems).toEqual({
      target: 'wholeNumber',
      reward: 'wholeNumber',
    });
  });

  it('refuses an end before the start', () => {
    const draft = { ...missionDraftOf(mission, 2, offset), endsAt: '2026-10-31T00:00' };
    expect(missionRequest(draft, 2, offset).problems).toEqual({ endsAt: 'order' });
  });
});

const board: AdminRankingBoard = {
  id: '4',
  title: { EN: 'Weekly slots' },
  metric: 'biggest_win',
  category: 'RNG',
  period: 'weekly',
  topCount: 10,
  prizes: [
    { rank: 1, kind: 'money', amount: '100000' },
    { rank: 2, kind: 'points', amount: '500' },
  ],
  status: 'active',
  startsAt: '2026-11-02T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('ranking form', () => {
  it('gives back a saved board as it was, money in units and points whole', () => {
    const draft = rankingDraftOf(board, 2);
    expect(draft.prizes[0]?.amount).toBe('1000.00');
    expect(rankingRequest(draft, 2).body).toEqual({
      title: { EN: 'Weekly slots' },
      metric: 'biggest_win',
      category: 'RNG',
      period: 'weekly',
      topCount: 10,
      prizes: board.prizes,
      status: 'active',
    });
  });

  it('adds the next rank and refuses a repeated one or one past the ranks shown', () => {
    const draft = rankingDraftOf(board, 2);
    expect(nextPrize(draft.prizes)).toEqual({ rank: '3', kind: 'points', amount: '' });
    const prizes = [
      ...draft.prizes,
      { rank: '2', kind: 'money' as const, amount: '5' },
      { rank: '11', kind: 'money' as const, amount: '5' },
    ];
    expect(rankingRequest({ ...draft, prizes }, 2).problems).toEqual({
      'prizes.2.rank': 'order',
      'prizes.3.rank': 'range',
    });
  });

  it('needs a title in English', () => {
    expect(rankingRequest(emptyRankingDraft, 2).problems).toEqual({ 'title.EN': 'required' });
  });
});
