import { lotteryMyBetsQuerySchema } from '@gaming/contracts/lottery-api';
import { describe, expect, it } from 'vitest';
import { betsPageSize, lotteryBetsQuery } from './get-lottery-bets';

describe('lotteryBetsQuery', () => {
  it('asks the server for the open or the settled list, so a page is never thinned on the device', () => {
    expect(lotteryBetsQuery('fast_1m', 'settled', 2)).toEqual({
      gameCode: 'fast_1m',
      status: 'settled',
      page: 2,
      pageSize: betsPageSize,
    });
    expect(lotteryBetsQuery('vn_north', 'open', 1).status).toBe('open');
    // The contract accepts what the web sends.
    expect(lotteryMyBetsQuerySchema.parse(lotteryBetsQuery('sea_4d', 'settled', 1)).status).toBe('settled');
  });
});
