import { randomUUID } from 'node:crypto';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import { expect } from 'vitest';
import { simulatedVendorSecret } from '../modules/vendors/vendor-adapter.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerService } from '../modules/wallet/ledger-service.js';
import { signedHeaders } from '../platform/signed-body.js';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
  type TestMember,
} from './accounts-kit.js';
import { fundFromHouse } from './ledger-kit.js';
import { startVendorSim, type VendorSimProcess } from './vendor-sim-process.js';

/** Short vendor timeouts and few tries, so that tests of lost answers stay fast. */
export const transferTestLimits = {
  timeoutMs: 400,
  moveAttempts: 2,
  statusAttempts: 1,
  balanceTimeoutMs: 1_000,
};

/**
 * Transfer-wallet tests against apps/vendor-sim as its own process: `start()` runs the simulator and the
 * app (vendors PG and JDB in transfer mode), `stop()` checks the books balance and ends both. The
 * helpers read the state `start()` set up, so a test file can take them at load time.
 */
export function vendorWalletKit() {
  const state: { sim?: VendorSimProcess; harness?: AccountsHarness; ledger?: LedgerService } = {};
  const harness = () => state.harness as AccountsHarness;
  const ledger = () => state.ledger as LedgerService;
  const sim = () => state.sim as VendorSimProcess;

  /** Asks the simulator directly, as the vendor's own books see it. */
  async function simulator(vendorCode: string, action: string, body: Record<string, unknown>) {
    const rawBody = JSON.stringify(body);
    const response = await fetch(`${sim().url}/wallet-api/${vendorCode}/${action}`, {
      method: 'POST',
      headers: signedHeaders(
        vendorSignatureHeaders,
        simulatedVendorSecret(sim().secret, vendorCode),
        rawBody,
      ),
      body: rawBody,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  return {
    async start() {
      state.sim = await startVendorSim();
      state.harness = await startAccountsHarness({
        vendorSimulator: { url: state.sim.url, secret: state.sim.secret, transferLimits: transferTestLimits },
      });
      state.ledger = new LedgerService(new LedgerRepository(state.harness.database.db));
      await state.harness.database.db
        .updateTable('vendors')
        .set({ wallet_mode: 'transfer' })
        .where('code', 'in', ['PG', 'JDB'])
        .execute();
      return { sim: state.sim, harness: state.harness, ledger: state.ledger };
    },
    async stop() {
      // Every test's faults, compensations and recoveries together must leave the books balanced.
      if (state.ledger) expect((await state.ledger.verify()).discrepancies).toEqual([]);
      await state.harness?.close();
      await state.sim?.stop();
    },
    async fundedMember(amountMinor = 10_000n) {
      const member = await createMember(harness());
      await fundFromHouse(ledger(), member.id, amountMinor);
      return { member, token: await loginToken(harness(), member) };
    },
    /** The member's transfer between the main wallet and a vendor, with a fresh request id. */
    move(token: string, body: Record<string, unknown>) {
      return call(harness().app, 'POST', '/api/wallet/vendors/transfer', {
        token,
        body: { requestId: randomUUID(), ...body },
      });
    },
    async mainBalance(token: string): Promise<string> {
      return (await call(harness().app, 'GET', '/api/wallet/balance', { token })).json().balanceMinor;
    },
    simulator,
    async simBalance(vendorCode: string, member: TestMember): Promise<string> {
      return String((await simulator(vendorCode, 'balance', { playerId: member.id })).body.balanceMinor);
    },
    transferRow(id: string) {
      return harness()
        .database.db.selectFrom('vendor_wallet_transfers')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },
    async runRecoveryJob() {
      const job = harness().app.scheduledJobs.find(
        (entry) => entry.name === 'vendor-wallet-transfers-recover',
      );
      expect(job).toBeDefined();
      await job?.run();
    },
    async expectBooksClean() {
      expect((await ledger().verify()).discrepancies).toEqual([]);
    },
  };
}
