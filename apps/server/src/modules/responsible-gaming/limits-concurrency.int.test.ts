import { maxPendingDepositsPerMember } from '@gaming/contracts/deposits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockMemberDeposits } from '../../platform/member-locks.js';
import {
  type AccountsHarness,
  createMember,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { depositQueueLimits } from '../deposits/deposits-service.js';
import { gatewayChannelId, gatewayDeposit, ok, setLimit, useProfile } from './limits-test-kit.js';

let harness: AccountsHarness;
let channelId: string;

beforeAll(async () => {
  harness = await startAccountsHarness({ gatewaySimulator: true });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  channelId = await gatewayChannelId(harness);
  await useProfile(harness);
});

afterAll(async () => {
  await harness.close();
});

async function signedIn() {
  const member = await createMember(harness);
  return { member, token: await loginToken(harness, member) };
}

async function countedMinor(memberId: string): Promise<bigint> {
  const rows = await harness.database.db
    .selectFrom('deposits')
    .select('amount_minor')
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'crediting', 'credited'])
    .execute();
  return rows.reduce((total, row) => total + BigInt(row.amount_minor), 0n);
}

describe('deposit limit under concurrency', () => {
  it('50 concurrent gateway deposits against a day limit: exactly the ones that fit are created', async () => {
    const { member, token } = await signedIn();
    // 4 x 100.00 fit in 450.00 (and stay under the pending cap, so only the limit decides).
    expect(maxPendingDepositsPerMember).toBeGreaterThan(4);
    ok(await setLimit(harness, token, 'deposit', 'day', '45000'));
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => gatewayDeposit(harness, token, channelId, '100.00')),
    );
    const created = responses.filter((response) => response.statusCode === 200);
    const codes = responses
      .filter((response) => response.statusCode !== 200)
      .map((response) => response.json().error.code as string);
    expect(created).toHaveLength(4);
    // The member's queue admits at least 1 + maxWaitingPerKey of the burst (the first to arrive), so the
    // limit, not the queue, decides how many are created: the rest of those admitted hit the limit, and
    // every other one is refused by the bounded queue with too_many_requests. Nothing else.
    const limited = codes.filter((code) => code === 'deposit_limit_reached').length;
    const queued = codes.filter((code) => code === 'too_many_requests').length;
    expect(limited).toBeGreaterThanOrEqual(1 + depositQueueLimits.maxWaitingPerKey - 4);
    expect(limited + queued).toBe(46);
    expect(await countedMinor(member.id)).toBe(40_000n);
  });

  it("a member's burst beyond the bounded queue is refused at once with too_many_requests; others still deposit", async () => {
    const { member, token } = await signedIn();
    ok(await setLimit(harness, token, 'deposit', 'day', '100000'));
    let releaseLock = () => {};
    const held = new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    // Another process's creation holds the member's deposit lock: this process's first creation waits on it
    // (holding one connection) and the queue fills behind it.
    const inFlight = harness.database.db.transaction().execute(async (transaction) => {
      await lockMemberDeposits(transaction, member.id);
      lockTaken();
      await held;
    });
    await taken;
    const burst = 20;
    const admitted = 1 + depositQueueLimits.maxWaitingPerKey;
    const answered: Array<Awaited<ReturnType<typeof gatewayDeposit>>> = [];
    const all = Array.from({ length: burst }, () =>
      gatewayDeposit(harness, token, channelId, '100.00').then((response) => {
        answered.push(response);
        return response;
      }),
    );
    try {
      const deadline = Date.now() + 10_000;
      while (answered.length < burst - admitted && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Exactly the ones beyond the queue answered, while the lock is still held: refused, not waiting.
      expect(answered).toHaveLength(burst - admitted);
      for (const response of answered) {
        expect(response.statusCode).toBe(429);
        expect(response.json().error.code).toBe('too_many_requests');
        expect(response.headers['retry-after']).toBe('1');
      }
      // Another member is not held up by this member's queue (nor short of connections).
      const other = await signedIn();
      ok(await gatewayDeposit(harness, other.token, channelId, '100.00'));
    } finally {
      releaseLock();
    }
    await inFlight;
    const responses = await Promise.all(all);
    const created = responses.filter((response) => response.statusCode === 200);
    // The admitted ones ran in turn: the pending cap, not the queue, bounds what was created.
    expect(created).toHaveLength(Math.min(admitted, maxPendingDepositsPerMember));
    expect(await countedMinor(member.id)).toBe(BigInt(created.length) * 10_000n);
  });

  it('a decrease racing deposits never lets a deposit in above the new limit', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { member, token } = await signedIn();
      ok(await setLimit(harness, token, 'deposit', 'day', '100000'));
      await Promise.all([
        ...Array.from({ length: 4 }, () => gatewayDeposit(harness, token, channelId, '100.00')),
        setLimit(harness, token, 'deposit', 'day', '15000'),
      ]);
      // The deposit lock orders the decrease among the deposits; the audit entries, written inside it
      // (clock_timestamp), show the order. Every deposit after the decrease had to fit in 150.00.
      const entries = await harness.database.db
        .selectFrom('audit_log')
        .select(['action', 'after', 'created_at'])
        .where('actor_id', '=', member.id)
        .where('action', 'in', ['deposit.create_gateway', 'rg.limit_applied'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const decreaseAt = entries.findLastIndex((entry) => entry.action === 'rg.limit_applied');
      let total = 0n;
      for (const [index, entry] of entries.entries()) {
        if (entry.action !== 'deposit.create_gateway') continue;
        total += BigInt((entry.after as { amountMinor: string }).amountMinor);
        if (index > decreaseAt) expect(total).toBeLessThanOrEqual(15_000n);
      }
      expect(total).toBe(await countedMinor(member.id));
    }
  });

  it('a deposit-limit change waits for a deposit creation holding the member deposit lock', async () => {
    const { member, token } = await signedIn();
    ok(await setLimit(harness, token, 'deposit', 'day', '100000'));
    let releaseLock = () => {};
    const held = new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    // A deposit creation in flight (another process): it holds the member's deposit lock until it commits.
    const inFlight = harness.database.db.transaction().execute(async (transaction) => {
      await lockMemberDeposits(transaction, member.id);
      lockTaken();
      await held;
    });
    await taken;
    let decreased = false;
    const decrease = setLimit(harness, token, 'deposit', 'day', '20000').then((response) => {
      decreased = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(decreased).toBe(false);
    releaseLock();
    await inFlight;
    expect((await decrease).statusCode).toBe(200);
    expect(decreased).toBe(true);
  });
});
