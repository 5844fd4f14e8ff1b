import { describe, expect, it } from 'vitest';
import { SimulatorVendorAdapter } from './simulator-adapter.js';
import { unrestrictedLaunchRules } from './vendor-adapter.js';

describe('SimulatorVendorAdapter launch URL', () => {
  it("carries the jurisdiction's game rules for the simulator to honour", async () => {
    const adapter = new SimulatorVendorAdapter('PG', 'http://sim.test', 'shared-secret');
    const url = new URL(
      await adapter.launch({
        gameCode: 'pg_slot',
        memberId: '7',
        language: 'EN',
        device: 'desktop',
        token: 'a'.repeat(32),
        walletMode: 'seamless',
        currency: 'NPR',
        rules: { autoplay: false, turbo: false, slamStop: false, minCycleMs: 2500, jurisdiction: 'uk' },
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '0',
      turbo: '0',
      slamStop: '0',
      minCycleMs: '2500',
      jurisdiction: 'uk',
    });
  });

  it('an unrestricted launch allows every control and no cycle', async () => {
    const adapter = new SimulatorVendorAdapter('PG', 'http://sim.test', 'shared-secret');
    const url = new URL(
      await adapter.launch({
        gameCode: 'pg_slot',
        memberId: null,
        language: 'EN',
        device: 'mobile',
        token: null,
        walletMode: 'seamless',
        currency: 'NPR',
        rules: unrestrictedLaunchRules,
      }),
    );
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('minCycleMs')).toBe('0');
  });
});
