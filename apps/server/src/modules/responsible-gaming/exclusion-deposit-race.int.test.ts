import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockMemberDeposits } from '../../platform/member-locks.js';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { gatewayChannelId, gatewayDeposit, ok, useProfile } from './limits-test-kit.js';

/**
 * Deposits racing a self-exclusion (issue 20, plan 3.2): the exclusion takes the member's deposit lock
 * before it writes the state, so a deposit either commits before it or reads it and is refused. The audit
 * entries (clock_timestamp, written inside each transaction under the lock) show the order.
 */
let harness: AccountsHarness;
let channelId: string;

beforeAll(async () => {
  harness = await startAccountsHarness({ gatewaySimulator: true });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  channelId = await gatewayChannelId(harness);
  await useProfile(harness);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function signedIn() {
  const member = await createMember(harness);
  return { member, token: await loginToken(harness, member) };
}

function selfExclude(token: string, password: string) {
  return call(harness.app, 'POST', '/api/responsible-gaming/self-exclusions', {
    token,
    body: { period: '6m', password },
  });
}

describe('deposits racing a self-exclusion', () => {
  it('the exclusion waits for a deposit creation holding the member deposit lock', async () => {
    const { member, token } = await signedIn();
    let releaseLock = () => {};
    const held = new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    // A deposit creation in flight (another process) holds the member's deposit lock until it commits.
    const inFlight = harness.database.db.transaction().execute(async (transaction) => {
      await lockMemberDeposits(transaction, member.id);
      lockTaken();
      await held;
    });
    await taken;
    let excluded = false;
    const exclusion = selfExclude(token, member.password).then((response) => {
      excluded = true;
      return response;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(excluded).toBe(false);
    } finally {
      releaseLock();
    }
    await inFlight;
    ok(await exclusion);
  });

  it('no deposit is created after the exclusion commits; a refused one says why', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { member, token } = await signedIn();
      const [exclusion, ...deposits] = await Promise.all([
        selfExclude(token, member.password),
        ...Array.from({ length: 4 }, () => gatewayDeposit(harness, token, channelId, '100.00')),
      ]);
      ok(exclusion);
      for (const response of deposits) {
        if (response.statusCode === 200) continue;
        // Refused by the exclusion's state (create check) or its ended session (guard).
        expect(['account_restricted', 'unauthorized', 'session_expired']).toContain(
          response.json().error.code,
        );
      }
      const entries = await harness.database.db
        .selectFrom('audit_log')
        .select(['action', 'target_id'])
        .where('actor_id', '=', member.id)
        .where('action', 'in', ['deposit.create_gateway', 'rg.exclusion.self_exclusion'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const exclusionAt = entries.findIndex((entry) => entry.action === 'rg.exclusion.self_exclusion');
      expect(exclusionAt).toBeGreaterThanOrEqual(0);
      // Every deposit written was written before the exclusion; none after it.
      expect(entries.slice(exclusionAt + 1)).toEqual([]);
      const rows = await harness.database.db
        .selectFrom('deposits')
        .select('id')
        .where('member_id', '=', member.id)
        .execute();
      expect(rows.map((row) => String(row.id)).sort()).toEqual(
        entries
          .slice(0, exclusionAt)
          .map((entry) => String(entry.target_id))
          .sort(),
      );
      // The deposits that got in answered 200; the rest were refused.
      expect(deposits.filter((response) => response.statusCode === 200)).toHaveLength(rows.length);
    }
  });
});
