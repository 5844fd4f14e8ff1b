import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, termsOf } from './terms-draft';

describe('contract terms drafts', () => {
  it('turns a daily salary draft into wire terms: money in minor units, a rate, a fixed amount', () => {
    const draft = emptyDraft('daily');
    draft.tiers = [
      { threshold: '1000', minActive: '1', valueType: 'rate', value: '0.5' },
      { threshold: '5000.50', minActive: '3', valueType: 'fixed', value: '250' },
    ];
    expect(termsOf(draft, 2)).toEqual({
      terms: {
        kind: 'daily',
        tiers: [
          { validBetMinor: '100000', minActiveMembers: 1, value: '0.005' },
          { validBetMinor: '500050', minActiveMembers: 3, value: '25000' },
        ],
      },
      problems: [],
    });
  });

  it('refuses tiers out of order, a fewer active members, bad money and an empty rate', () => {
    const draft = emptyDraft('hourly');
    draft.tiers = [
      { threshold: '500', minActive: '5', valueType: 'rate', value: '1' },
      { threshold: '500', minActive: '4', valueType: 'rate', value: '' },
      { threshold: '1.234', minActive: 'x', valueType: 'fixed', value: '0' },
    ];
    const result = termsOf(draft, 2);
    expect(result.terms).toBeNull();
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { field: 'value', tier: 1, key: 'rate' },
        { field: 'order', tier: 1, key: 'order' },
        { field: 'threshold', tier: 2, key: 'amount' },
        { field: 'minActive', tier: 2, key: 'activeMembers' },
        { field: 'value', tier: 2, key: 'fixed' },
      ]),
    );
  });

  it('keeps a dividend period, basis and carry-over, shares as rates', () => {
    const draft = { ...emptyDraft('dividend'), period: 'H' as const, negativePeriod: 'carry' as const };
    draft.tiers = [{ threshold: '0', minActive: '2', valueType: 'rate', value: '30' }];
    expect(termsOf(draft, 2).terms).toEqual({
      kind: 'dividend',
      period: 'H',
      basis: 'netLoss',
      negativePeriod: 'carry',
      tiers: [{ thresholdMinor: '0', minActiveMembers: 2, share: '0.3' }],
    });
  });

  it('reads a real-time rate and refuses zero', () => {
    expect(termsOf({ ...emptyDraft('realtime'), rate: '0.25' }, 2).terms).toEqual({
      kind: 'realtime',
      rate: '0.0025',
    });
    expect(termsOf({ ...emptyDraft('realtime'), rate: '0' }, 2).terms).toBeNull();
  });

  it('fills a draft from existing terms and gives the same terms back', () => {
    const terms = {
      kind: 'daily' as const,
      tiers: [
        { validBetMinor: '100000', minActiveMembers: 1, value: '0.005' },
        { validBetMinor: '2000000', minActiveMembers: 2, value: '30000' },
      ],
    };
    expect(termsOf(draftOf(terms, 2), 2).terms).toEqual(terms);
  });
});
