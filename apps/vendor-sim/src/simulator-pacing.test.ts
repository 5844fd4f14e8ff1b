import { describe, expect, it } from 'vitest';
import type { WalletClient } from './protocol.js';
import { VendorSimulator } from './simulator.js';
import type { TransferWallets } from './transfer-wallet.js';

/** A demo session never calls the operator: the wallet and transfer wallets are never reached. */
const unreachable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('not reached in a demo');
    },
  },
);

describe('the simulator paces spins by the launch rule minCycleMs', () => {
  it('refuses a spin inside the cycle and plays it once the cycle is over', async () => {
    const simulator = new VendorSimulator(unreachable as WalletClient, unreachable as TransferWallets);
    const opened = await simulator.open({
      vendorCode: 'PG',
      gameCode: 'pg_slot',
      language: 'EN',
      token: null,
      minCycleMs: 2500,
    });
    if ('error' in opened) throw new Error(opened.error);
    const first = await simulator.spin(opened.session, 100n, 10_000);
    expect(first.refused).toBeUndefined();
    const early = await simulator.spin(opened.session, 100n, 11_000);
    expect(early).toMatchObject({ refused: 'game_cycle_too_fast', reels: [] });
    const later = await simulator.spin(opened.session, 100n, 12_500);
    expect(later.refused).toBeUndefined();
  });

  it('leaves an unrestricted launch unpaced', async () => {
    const simulator = new VendorSimulator(unreachable as WalletClient, unreachable as TransferWallets);
    const opened = await simulator.open({ vendorCode: 'PG', gameCode: 'g', language: 'EN', token: null });
    if ('error' in opened) throw new Error(opened.error);
    await simulator.spin(opened.session, 100n, 10_000);
    expect((await simulator.spin(opened.session, 100n, 10_001)).refused).toBeUndefined();
  });
});
