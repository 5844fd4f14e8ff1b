import { describe, expect, it } from 'vitest';
import { JackpotService, type JackpotSources } from './jackpot-service.js';
import type { VendorAdapter, VendorJackpotPool } from './vendor-adapter.js';

type Behaviour = () => Promise<VendorJackpotPool[]>;

function adapter(vendorCode: string, pools: Behaviour | undefined): VendorAdapter {
  return {
    vendorCode,
    secret: 'x',
    launch: async () => 'https://vendor.example/play',
    ...(pools ? { jackpotPools: pools } : {}),
  };
}

function setup(behaviours: Record<string, Behaviour | undefined>, options = {}) {
  let now = 1_000_000;
  let vendorCalls = 0;
  const sources: JackpotSources = {
    vendors: async () => Object.keys(behaviours).map((code) => ({ code, displayName: `${code} Games` })),
    adapterFor: (code) => (code in behaviours ? adapter(code, behaviours[code]) : undefined),
    currency: () => 'NPR',
  };
  const counting: Record<string, Behaviour | undefined> = {};
  for (const [code, behaviour] of Object.entries(behaviours))
    counting[code] = behaviour
      ? () => {
          vendorCalls += 1;
          return behaviour();
        }
      : undefined;
  Object.assign(behaviours, counting);
  const service = new JackpotService(sources, { ttlMs: 10_000, staleLimitMs: 60_000, ...options }, () => now);
  return {
    service,
    advance: (ms: number) => {
      now += ms;
    },
    vendorCalls: () => vendorCalls,
  };
}

const pools =
  (amountMinor: bigint, currency = 'NPR'): Behaviour =>
  async () => [{ currency, amountMinor }];

describe('JackpotService', () => {
  it('sums the pools in the brand currency, largest first, and lists the others', async () => {
    const { service } = setup({
      PG: pools(12_345n),
      JDB: pools(500n),
      CQ9: pools(999n, 'USD'),
      FC: undefined,
    });
    const result = await service.jackpots();
    expect(result.currency).toBe('NPR');
    expect(result.totalMinor).toBe('12845');
    expect(result.pools.map((pool) => `${pool.vendorCode}:${pool.amountMinor}`)).toEqual([
      'PG:12345',
      'CQ9:999',
      'JDB:500',
    ]);
    expect(result.pools[0]?.displayName).toBe('PG Games');
  });

  it('reports nothing when no vendor runs a jackpot', async () => {
    const { service } = setup({ PG: undefined });
    expect(await service.jackpots()).toEqual({ currency: 'NPR', totalMinor: '0', pools: [] });
  });

  it('asks the vendors again only after the cache time, serving the old figures meanwhile', async () => {
    let amount = 100n;
    const { service, advance, vendorCalls } = setup({
      PG: async () => [{ currency: 'NPR', amountMinor: amount }],
    });
    expect((await service.jackpots()).totalMinor).toBe('100');
    amount = 250n;
    advance(9_000);
    expect((await service.jackpots()).totalMinor).toBe('100');
    expect(vendorCalls()).toBe(1);
    advance(2_000);
    // Expired: the old figure goes out at once while one refresh runs behind it.
    const [first, second] = await Promise.all([service.jackpots(), service.jackpots()]);
    expect(first.totalMinor).toBe('100');
    expect(second.totalMinor).toBe('100');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vendorCalls()).toBe(2);
    expect((await service.jackpots()).totalMinor).toBe('250');
  });

  it('keeps a failing vendor at its last figure, then drops it once that figure is too old', async () => {
    let failing = false;
    const { service, advance } = setup({
      PG: async () => {
        if (failing) throw new Error('vendor down');
        return [{ currency: 'NPR', amountMinor: 700n }];
      },
      JDB: pools(300n),
    });
    expect((await service.jackpots()).totalMinor).toBe('1000');
    failing = true;
    advance(11_000);
    await service.jackpots();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await service.jackpots()).totalMinor).toBe('1000');
    advance(61_000);
    await service.jackpots();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = await service.jackpots();
    expect(after.totalMinor).toBe('300');
    expect(after.pools.map((pool) => pool.vendorCode)).toEqual(['JDB']);
  });

  it('never fails when the vendor list itself cannot be read', async () => {
    const service = new JackpotService({
      vendors: async () => {
        throw new Error('database down');
      },
      adapterFor: () => undefined,
      currency: () => 'NPR',
    });
    expect(await service.jackpots()).toEqual({ currency: 'NPR', totalMinor: '0', pools: [] });
  });
});

describe('JackpotService with seeds (issue 14 #7)', () => {
  it('shows each pool as its funded seed plus the vendor contributions, in the brand currency only', async () => {
    const sources: JackpotSources = {
      vendors: async () => [
        { code: 'PG', displayName: 'PG Games' },
        { code: 'CQ9', displayName: 'CQ9 Games' },
      ],
      adapterFor: (code) =>
        adapter(code, async () => [{ currency: code === 'CQ9' ? 'USD' : 'NPR', amountMinor: 5n }]),
      currency: () => 'NPR',
      seeds: async () =>
        new Map([
          ['PG', 10_000_000n],
          ['CQ9', 7n],
        ]),
    };
    const service = new JackpotService(sources);
    const result = await service.jackpots();
    expect(result.pools.map((pool) => `${pool.vendorCode}:${pool.amountMinor}`)).toEqual([
      'PG:10000005',
      'CQ9:5',
    ]);
    expect(result.totalMinor).toBe('10000005');
    expect([...(await service.contributions())]).toEqual([['PG', 5n]]);
  });
});
