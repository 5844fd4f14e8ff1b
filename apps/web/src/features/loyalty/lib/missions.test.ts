import type { MemberMission } from '@gaming/contracts/missions';
import { describe, expect, it } from 'vitest';
import { isMoneyMetric, missionsByPeriod } from './missions';

function mission(
  id: string,
  period: MemberMission['period'],
  status: MemberMission['status'],
): MemberMission {
  return {
    id,
    title: `Mission ${id}`,
    period,
    metric: 'valid_bet',
    category: null,
    periodStart: '2026-11-26T00:00:00.000Z',
    periodEnd: '2026-11-27T00:00:00.000Z',
    target: '100000',
    progress: '0',
    rewardKind: 'points',
    rewardAmount: '100',
    wageringMultiple: null,
    status,
    claimedAt: null,
  };
}

describe('missionsByPeriod', () => {
  it('splits daily and weekly, claimable first, claimed last, server order otherwise', () => {
    const grouped = missionsByPeriod([
      mission('1', 'daily', 'claimed'),
      mission('2', 'weekly', 'in_progress'),
      mission('3', 'daily', 'in_progress'),
      mission('4', 'daily', 'claimable'),
      mission('5', 'daily', 'in_progress'),
      mission('6', 'weekly', 'claimable'),
    ]);
    expect(grouped.daily.map((item) => item.id)).toEqual(['4', '3', '5', '1']);
    expect(grouped.weekly.map((item) => item.id)).toEqual(['6', '2']);
  });
});

describe('isMoneyMetric', () => {
  it('treats bets and deposit amounts as money, counts and days as numbers', () => {
    expect(isMoneyMetric('valid_bet')).toBe(true);
    expect(isMoneyMetric('deposit_amount')).toBe(true);
    expect(isMoneyMetric('deposit_count')).toBe(false);
    expect(isMoneyMetric('days_played')).toBe(false);
  });
});
