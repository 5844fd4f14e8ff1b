import { describe, expect, it } from 'vitest';
import { memberState, rewardAmount, rewardCap, type StateFacts, wageringTerms } from './promotion-rules.js';

const now = new Date('2026-06-01T12:00:00Z');
const base: StateFacts = {
  now,
  status: 'published',
  startsAt: new Date('2026-06-01T00:00:00Z'),
  endsAt: new Date('2026-06-02T00:00:00Z'),
  participation: 'claim',
  slotsExhausted: false,
  budgetExhausted: false,
  member: { taken: null, bonusWaiting: false, inAudience: true, eligible: true, application: null },
};
const member = base.member as NonNullable<StateFacts['member']>;

describe('rewardAmount', () => {
  const facts = {
    depositBaseMinor: 10_000n,
    validBetByCategory: new Map([
      ['RNG', 50_000n],
      ['LIVE', 9_999n],
    ]),
  };
  it('pays a fixed amount, a capped deposit percentage, and a capped rebate per category', () => {
    expect(rewardAmount({ type: 'fixed', amountMinor: '500' }, facts)).toBe(500n);
    expect(rewardAmount({ type: 'deposit_percent', rateBasisPoints: 2_500, capMinor: '9000' }, facts)).toBe(
      2_500n,
    );
    expect(rewardAmount({ type: 'deposit_percent', rateBasisPoints: 10_000, capMinor: '3000' }, facts)).toBe(
      3_000n,
    );
    // RNG 1 % of 50,000 = 500; LIVE 0.5 % of 9,999 = 49 (rounded down); FISH none.
    const rebate = {
      type: 'valid_bet_rebate',
      ratesBasisPoints: { RNG: 100, LIVE: 50, FISH: 100 },
      capMinor: '10000',
    } as const;
    expect(rewardAmount(rebate, facts)).toBe(549n);
    expect(rewardAmount({ ...rebate, capMinor: '100' }, facts)).toBe(100n);
    expect(rewardCap(rebate)).toBe(10_000n);
    expect(rewardCap({ type: 'fixed', amountMinor: '500' })).toBe(500n);
  });

  it('builds wagering on the bonus or on deposit plus bonus', () => {
    const template = {
      multiple: 10,
      weights: { LIVE: 10 },
      defaultWeightPercent: 100,
      maxStakeMinor: '500',
      maxCashoutMinor: null,
      wageringDays: 7,
    };
    expect(wageringTerms({ ...template, base: 'bonus' }, 300n, 1_000n)?.multipleOfMinor).toBe(300n);
    expect(wageringTerms({ ...template, base: 'deposit_plus_bonus' }, 300n, 1_000n)).toMatchObject({
      multipleOfMinor: 1_300n,
      maxStakeMinor: 500n,
      maxCashoutMinor: null,
    });
    expect(wageringTerms(null, 300n, 0n)).toBeNull();
  });
});

describe('memberState (spec §4)', () => {
  it('walks the states with the action that fits', () => {
    expect(memberState({ ...base, startsAt: new Date('2026-06-01T13:00:00Z') }).state).toBe('coming_soon');
    expect(memberState({ ...base, now: base.endsAt }).state).toBe('close');
    expect(memberState({ ...base, status: 'archived' }).state).toBe('close');
    expect(memberState(base)).toEqual({ state: 'claim', action: 'claim', blockedBy: null });
    expect(memberState({ ...base, member: { ...member, eligible: false } })).toEqual({
      state: 'claim',
      action: null,
      blockedBy: 'not_eligible',
    });
    expect(memberState({ ...base, member: null })).toMatchObject({ state: 'claim', action: 'login' });
    expect(memberState({ ...base, participation: 'join' })).toMatchObject({ state: 'join', action: 'join' });
    expect(
      memberState({ ...base, participation: 'join', member: { ...member, taken: 'joined' } }).state,
    ).toBe('joined');
    expect(memberState({ ...base, participation: 'apply' })).toMatchObject({
      state: 'applying',
      action: 'apply',
    });
    expect(
      memberState({ ...base, participation: 'apply', member: { ...member, application: 'pending' } }).state,
    ).toBe('process');
    expect(
      memberState({ ...base, participation: 'apply', member: { ...member, application: 'rejected' } }),
    ).toMatchObject({ state: 'rejected', action: 'apply' });
    expect(memberState({ ...base, member: { ...member, taken: 'granted', bonusWaiting: true } }).state).toBe(
      'issued',
    );
    expect(memberState({ ...base, member: { ...member, taken: 'granted' } }).state).toBe('claimed');
    // What the member has stays visible after the end.
    expect(memberState({ ...base, now: base.endsAt, member: { ...member, taken: 'granted' } }).state).toBe(
      'claimed',
    );
    expect(memberState({ ...base, slotsExhausted: true })).toMatchObject({
      state: 'close',
      blockedBy: 'slots_exhausted',
    });
    expect(memberState({ ...base, member: { ...member, inAudience: false } })).toMatchObject({
      state: 'close',
      blockedBy: 'not_in_audience',
    });
    expect(memberState({ ...base, participation: 'automatic' })).toMatchObject({
      state: 'joined',
      action: null,
    });
  });
});
