import { describe, expect, it } from 'vitest';
import { JackpotPools } from './jackpot.js';

describe('JackpotPools', () => {
  it('grows each vendor pool by 1 % of the real-money stakes, exactly over many small stakes', () => {
    const pools = new JackpotPools();
    for (let spin = 0; spin < 150; spin += 1)
      pools.recordSpin({ vendorCode: 'PG', currency: 'NPR' }, { stakeMinor: '100' });
    // 150 stakes of 1.00: 1.50 in the pool, not 150 × round(1 %) of each.
    expect(pools.poolsOf('PG')).toEqual([{ currency: 'NPR', amountMinor: '150' }]);
    pools.recordSpin({ vendorCode: 'PG', currency: 'NPR' }, { stakeMinor: '50' });
    expect(pools.poolsOf('PG')).toEqual([{ currency: 'NPR', amountMinor: '150' }]);
    pools.recordSpin({ vendorCode: 'PG', currency: 'NPR' }, { stakeMinor: '50' });
    expect(pools.poolsOf('PG')).toEqual([{ currency: 'NPR', amountMinor: '151' }]);
    expect(pools.poolsOf('JDB')).toEqual([]);
    expect(pools.poolsOf('P')).toEqual([]);
  });

  it('takes nothing from demo spins, refused or rolled-back bets', () => {
    const pools = new JackpotPools();
    pools.recordSpin({ vendorCode: 'PG', currency: 'FUN' }, { stakeMinor: '10000' });
    pools.recordSpin(
      { vendorCode: 'PG', currency: 'NPR' },
      { stakeMinor: '10000', refused: 'insufficient_funds' },
    );
    pools.recordSpin({ vendorCode: 'PG', currency: 'NPR' }, { stakeMinor: '10000', refused: 'rolled_back' });
    expect(pools.poolsOf('PG')).toEqual([]);
  });

  it('keeps a pool per currency and refuses a share outside 0 to 100 %', () => {
    const pools = new JackpotPools(250n);
    pools.contribute('CQ9', 'NPR', 1_000n);
    pools.contribute('CQ9', 'USD', 400n);
    expect(pools.poolsOf('CQ9')).toEqual([
      { currency: 'NPR', amountMinor: '25' },
      { currency: 'USD', amountMinor: '10' },
    ]);
    expect(() => new JackpotPools(10_001n)).toThrow(RangeError);
  });
});
