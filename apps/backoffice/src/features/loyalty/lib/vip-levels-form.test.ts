import type { VipLevel } from '@gaming/contracts/vip';
import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  emptyLevelDraft,
  levelDraftOf,
  levelsRequest,
  percentToBasisPoints,
  vipLevelFieldOf,
} from './vip-levels-form';

const silver: VipLevel = {
  rankLevel: 1,
  names: { EN: 'Silver', NE: 'रजत' },
  thresholdKind: 'lifetime_points',
  thresholdValue: '1000',
  keep: null,
  rebateBonusBasisPoints: 25,
  dailyWithdrawalLimitMinor: null,
  upgradeBonusMinor: '0',
};
const gold: VipLevel = {
  rankLevel: 2,
  names: { EN: 'Gold' },
  thresholdKind: 'valid_bet',
  thresholdValue: '5000000',
  keep: { validBetMinor: '100000', days: 30 },
  rebateBonusBasisPoints: 150,
  dailyWithdrawalLimitMinor: '20000000',
  upgradeBonusMinor: '50000',
};

describe('VIP levels form', () => {
  it('reads percentages as basis points both ways', () => {
    expect(basisPointsToPercent(125)).toBe('1.25');
    expect(basisPointsToPercent(10)).toBe('0.1');
    expect(basisPointsToPercent(200)).toBe('2');
    expect(percentToBasisPoints('1.25')).toBe(125);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('100.01')).toBeNull();
    expect(percentToBasisPoints('1.255')).toBeNull();
  });

  it('gives back the saved levels unchanged, ranked in the order shown', () => {
    const drafts = [levelDraftOf(silver, 2), levelDraftOf(gold, 2)];
    expect(drafts[1]?.threshold).toBe('50000.00');
    expect(levelsRequest(drafts, 2)).toEqual({ body: { levels: [silver, gold] }, problems: null });
  });

  it('refuses a higher level that needs less of the same kind', () => {
    const low = { ...levelDraftOf(silver, 2), threshold: '5000' };
    const high = { ...levelDraftOf(silver, 2), names: { EN: 'Gold', NE: '' }, threshold: '4000' };
    expect(levelsRequest([low, high], 2).problems).toEqual({ 'levels.1.threshold': 'order' });
  });

  it('names each wrong field of each level', () => {
    const draft = { ...emptyLevelDraft, rebatePercent: '101', keepValidBet: '10', keepDays: '0' };
    expect(levelsRequest([draft], 2).problems).toEqual({
      'levels.0.names.EN': 'required',
      'levels.0.threshold': 'required',
      'levels.0.keepDays': 'range',
      'levels.0.rebatePercent': 'range',
    });
  });

  it('places the server issues at their fields', () => {
    expect(vipLevelFieldOf('levels.2.thresholdValue')).toBe('levels.2.threshold');
    expect(vipLevelFieldOf('levels.0.keep.days')).toBe('levels.0.keepDays');
    expect(vipLevelFieldOf('levels.1.names.NE')).toBe('levels.1.names.NE');
    expect(vipLevelFieldOf('levels')).toBeNull();
  });
});
