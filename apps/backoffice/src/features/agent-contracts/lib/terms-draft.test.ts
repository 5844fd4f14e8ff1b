import { describe, expect, it } from 'vitest';
import { buildTerms, emptyTerms, type TermsDraft } from './terms-draft';

const daily = (tiers: TermsDraft['tiers']): TermsDraft => ({ ...emptyTerms('daily'), tiers });

describe('house offer terms', () => {
  it('turns a real-time percentage into a rate', () => {
    expect(buildTerms({ ...emptyTerms('realtime'), rate: '0.5' }, 2)).toEqual({
      terms: { kind: 'realtime', rate: '0.005' },
      problems: null,
    });
    expect(buildTerms({ ...emptyTerms('realtime'), rate: '0' }, 2).problems).toEqual(new Set(['rate']));
    expect(buildTerms({ ...emptyTerms('realtime'), rate: '101' }, 2).problems).toEqual(new Set(['rate']));
  });

  it('writes salary tiers in minor units: a rate below 1, a fixed amount as a whole number', () => {
    const result = buildTerms(
      daily([
        { threshold: '1000', minActiveMembers: '1', valueMode: 'rate', value: '0.5' },
        { threshold: '5000.50', minActiveMembers: '3', valueMode: 'fixed', value: '250' },
      ]),
      2,
    );
    expect(result.terms).toEqual({
      kind: 'daily',
      tiers: [
        { validBetMinor: '100000', minActiveMembers: 1, value: '0.005' },
        { validBetMinor: '500050', minActiveMembers: 3, value: '25000' },
      ],
    });
  });

  it('refuses tiers out of order, too many decimals, a salary rate of 100 % and a fixed amount of 0', () => {
    const result = buildTerms(
      daily([
        { threshold: '5000', minActiveMembers: '3', valueMode: 'rate', value: '100' },
        { threshold: '1000.123', minActiveMembers: '1', valueMode: 'fixed', value: '0' },
      ]),
      2,
    );
    expect(result.problems).toEqual(new Set(['tiers.0.value', 'tiers.1.threshold', 'tiers.1.value']));
    const order = buildTerms(
      daily([
        { threshold: '5000', minActiveMembers: '3', valueMode: 'rate', value: '1' },
        { threshold: '1000', minActiveMembers: '1', valueMode: 'rate', value: '2' },
      ]),
      2,
    );
    expect(order.problems).toEqual(new Set(['tiers']));
  });

  it('builds dividend terms with shares, period, basis and the negative-period rule', () => {
    const result = buildTerms(
      {
        ...emptyTerms('dividend'),
        period: 'H',
        basis: 'validBet',
        negativePeriod: 'carry',
        tiers: [{ threshold: '0', minActiveMembers: '2', valueMode: 'rate', value: '30' }],
      },
      2,
    );
    expect(result.terms).toEqual({
      kind: 'dividend',
      period: 'H',
      basis: 'validBet',
      negativePeriod: 'carry',
      tiers: [{ thresholdMinor: '0', minActiveMembers: 2, share: '0.3' }],
    });
  });
});
