import type { PointsRateVersion } from '@gaming/contracts/points';
import { describe, expect, it } from 'vitest';
import { ratesDraft, ratesRequest } from './rates-form';

const version: PointsRateVersion = {
  id: '3',
  effectiveFrom: '2026-11-01T00:00:00.000Z',
  defaultValidBetPerPointMinor: '10000',
  categories: [{ category: 'LIVE', validBetPerPointMinor: '2550' }],
  createdBy: 'admin',
};

describe('rates form', () => {
  it('shows a saved version in the currency units, empty where a category earns nothing', () => {
    const draft = ratesDraft(version, 2);
    expect(draft.defaultRate).toBe('100.00');
    expect(draft.categories.LIVE).toBe('25.50');
    expect(draft.categories.RNG).toBe('');
    expect(ratesDraft(null, 2).defaultRate).toBe('');
  });

  it('sends minor units and leaves empty categories out', () => {
    const draft = ratesDraft(version, 2);
    draft.categories.RNG = '5';
    expect(ratesRequest(draft, 2)).toEqual({
      body: { defaultValidBetPerPointMinor: '10000', categories: { LIVE: '2550', RNG: '500' } },
      problems: null,
    });
  });

  it('an empty default earns nothing for the other categories', () => {
    const draft = ratesDraft(null, 2);
    expect(ratesRequest(draft, 2).body).toEqual({ defaultValidBetPerPointMinor: null, categories: {} });
  });

  it('names every wrong field at once and sends nothing', () => {
    const draft = ratesDraft(null, 2);
    draft.defaultRate = '0';
    draft.categories.LIVE = '1.234';
    draft.categories.FISH = 'x';
    expect(ratesRequest(draft, 2)).toEqual({
      body: null,
      problems: { defaultRate: 'zero', 'categories.LIVE': 'precision', 'categories.FISH': 'format' },
    });
  });
});
