import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { type LedgerPool, openLedgerPool } from '../../testing/ledger-pool-kit.js';
import type { LedgerTransferRow } from './ledger-repository.js';
import { LedgerError, type LedgerService } from './ledger-service.js';

/**
 * Many requests at once on one account, through a pool wide enough that they really run side by side in
 * PostgreSQL: the balance limit holds, a replayed request applies once and every replay gets the first
 * result, and a hold is resolved once.
 */

let pool: LedgerPool;
let wide: DatabaseHandle;
let ledger: LedgerService;
let accountsMade = 0;

beforeAll(async () => {
  pool = await openLedgerPool(40);
  ({ handle: wide, ledger } = pool);
});

afterAll(async () => {
  await pool?.close();
});

type Settled = { ok: true; row: LedgerTransferRow } | { ok: false; error: unknown };

function settle(promises: Promise<LedgerTransferRow>[]): Promise<Settled[]> {
  return Promise.all(
    promises.map((promise) =>
      promise.then(
        (row): Settled => ({ ok: true, row }),
        (error: unknown): Settled => ({ ok: false, error }),
      ),
    ),
  );
}

function errorCode(result: Settled): string {
  if (result.ok) return 'ok';
  return result.error instanceof LedgerError ? result.error.code : `unexpected: ${String(result.error)}`;
}

/** A funded member wallet that may not go negative, and the house it plays against. */
async function memberWithBalance(balance: bigint): Promise<{ member: string; house: string }> {
  accountsMade += 1;
  const house = await ledger.ensureAccount({
    code: `house.${accountsMade}`,
    kind: 'house',
    currency: 'NPR',
    mayGoNegative: true,
  });
  const member = await ledger.ensureAccount({
    code: `member:${accountsMade}:main`,
    kind: 'member_main',
    currency: 'NPR',
    mayGoNegative: false,
  });
  if (balance > 0n)
    await ledger.transfer({
      id: randomUUID(),
      debitAccountId: house.id,
      creditAccountId: member.id,
      amountMinor: balance,
      code: 'deposit',
    });
  return { member: member.id, house: house.id };
}

async function transfersOf(accountId: string): Promise<LedgerTransferRow[]> {
  return wide.db
    .selectFrom('ledger_transfers')
    .selectAll()
    .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]))
    .execute();
}

async function expectBooksClean() {
  const { discrepancies, totals } = await ledger.verify();
  expect(discrepancies).toEqual([]);
  expect(totals.debitsPosted).toBe(totals.creditsPosted);
  expect(totals.debitsPending).toBe(totals.creditsPending);
}

/** Reads the balance over and over until stopped, remembering the lowest available amount seen. */
function watchAvailable(accountId: string) {
  let lowest: bigint | undefined;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { availableMinor, postedMinor } = await ledger.balanceOf(accountId);
      for (const value of [availableMinor, postedMinor])
        if (lowest === undefined || value < lowest) lowest = value;
    }
  })();
  return async () => {
    running = false;
    await loop;
    return lowest;
  };
}

describe('ledger under concurrency', () => {
  it('never overdraws a wallet under 200 concurrent withdrawals and debits', async () => {
    const start = 10_000n;
    const { member, house } = await memberWithBalance(start);
    const requests = Array.from({ length: 200 }, (_, index) => ({
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: house,
      // 50..200, about 25,000 asked in all: well over the balance, so many must be refused.
      amountMinor: BigInt(50 + ((index * 37) % 151)),
      code: index % 2 === 0 ? 'withdrawal' : 'bet',
      pending: index % 2 === 0,
    }));
    const stopWatching = watchAvailable(member);
    const results = await settle(requests.map((request) => ledger.transfer(request)));
    const lowestSeen = await stopWatching();

    const codes = new Set(results.map(errorCode));
    expect([...codes].sort()).toEqual(['insufficient_funds', 'ok']);
    const succeeded = requests.filter((_, index) => results[index]?.ok);
    const refused = requests.filter((_, index) => !results[index]?.ok);
    const sum = (items: typeof requests) => items.reduce((total, item) => total + item.amountMinor, 0n);
    expect(sum(succeeded)).toBeLessThanOrEqual(start);
    expect(lowestSeen).toBeGreaterThanOrEqual(0n);

    const balance = await ledger.balanceOf(member);
    const held = sum(succeeded.filter((request) => request.pending));
    const debited = sum(succeeded.filter((request) => !request.pending));
    expect(balance.postedMinor).toBe(start - debited);
    expect(balance.pendingDebitsMinor).toBe(held);
    expect(balance.availableMinor).toBe(start - held - debited);
    // Nothing was credited meanwhile, so the available amount only fell: every refusal was justified by
    // the balance at the end too, and none came from a lost race.
    for (const request of refused) expect(request.amountMinor).toBeGreaterThan(balance.availableMinor);
    expect(await transfersOf(member)).toHaveLength(1 + succeeded.length);
    await expectBooksClean();

    // Then resolve every hold at once while more debits and a deposit race with the voids.
    const holds = results.filter((result, index) => result.ok && requests[index]?.pending) as {
      ok: true;
      row: LedgerTransferRow;
    }[];
    const resolutions = holds.map(({ row }, index) =>
      index % 2 === 0
        ? ledger.post({ id: randomUUID(), pendingId: row.id, code: 'withdrawal_paid' })
        : ledger.void({ id: randomUUID(), pendingId: row.id, code: 'withdrawal_rejected' }),
    );
    const debits = Array.from({ length: 100 }, (_, index) => ({
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: house,
      amountMinor: BigInt(20 + index),
      code: 'bet',
    }));
    const deposit = {
      id: randomUUID(),
      debitAccountId: house,
      creditAccountId: member,
      amountMinor: 500n,
      code: 'deposit',
    };
    const stopWatchingAgain = watchAvailable(member);
    const [resolved, debitResults, depositResult] = await Promise.all([
      settle(resolutions),
      settle(debits.map((request) => ledger.transfer(request))),
      settle([ledger.transfer(deposit)]),
    ]);
    expect(await stopWatchingAgain()).toBeGreaterThanOrEqual(0n);
    expect(resolved.map(errorCode).every((code) => code === 'ok')).toBe(true);
    expect(depositResult.map(errorCode)).toEqual(['ok']);
    const unexpected = debitResults
      .map(errorCode)
      .filter((code) => code !== 'ok' && code !== 'insufficient_funds');
    expect(unexpected).toEqual([]);
    const posted = holds
      .filter((_, index) => index % 2 === 0)
      .reduce((total, { row }) => total + BigInt(row.amount), 0n);
    const laterDebits = debits
      .filter((_, index) => debitResults[index]?.ok)
      .reduce((total, request) => total + request.amountMinor, 0n);
    const final = await ledger.balanceOf(member);
    expect(final.pendingDebitsMinor).toBe(0n);
    expect(final.postedMinor).toBe(start - debited - posted - laterDebits + 500n);
    expect(final.availableMinor).toBeGreaterThanOrEqual(0n);
    await expectBooksClean();
  });

  it('applies a transfer replayed 20 times at once exactly once, and every replay gets the first result', async () => {
    // The whole balance: a replay that re-applied would find the money gone rather than the first result.
    const { member, house } = await memberWithBalance(700n);
    const request = {
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: house,
      amountMinor: 700n,
      code: 'bet',
    };
    const results = await settle(Array.from({ length: 20 }, () => ledger.transfer(request)));
    expect(results.map(errorCode)).toEqual(Array(20).fill('ok'));
    const rows = results.map((result) => (result.ok ? result.row : undefined));
    for (const row of rows) expect(row).toEqual(rows[0]);
    expect((await ledger.balanceOf(member)).postedMinor).toBe(0n);
    expect((await transfersOf(member)).filter((row) => row.id === request.id)).toHaveLength(1);
    await expectBooksClean();
  });

  it('applies a deposit replayed 20 times at once exactly once', async () => {
    const { member, house } = await memberWithBalance(0n);
    const request = {
      id: randomUUID(),
      debitAccountId: house,
      creditAccountId: member,
      amountMinor: 250n,
      code: 'deposit',
    };
    const results = await settle(Array.from({ length: 20 }, () => ledger.transfer(request)));
    expect(results.map(errorCode)).toEqual(Array(20).fill('ok'));
    const rows = results.map((result) => (result.ok ? result.row : undefined));
    for (const row of rows) expect(row).toEqual(rows[0]);
    expect((await ledger.balanceOf(member)).postedMinor).toBe(250n);
    expect(await transfersOf(member)).toHaveLength(1);
    await expectBooksClean();
  });

  it('applies a hold replayed 20 times at once exactly once', async () => {
    const { member, house } = await memberWithBalance(300n);
    const request = {
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: house,
      amountMinor: 300n,
      code: 'withdrawal',
      pending: true,
    };
    const results = await settle(Array.from({ length: 20 }, () => ledger.transfer(request)));
    expect(results.map(errorCode)).toEqual(Array(20).fill('ok'));
    expect(await ledger.balanceOf(member)).toMatchObject({
      postedMinor: 300n,
      pendingDebitsMinor: 300n,
      availableMinor: 0n,
    });
    await expectBooksClean();
  });

  for (const action of ['post', 'void'] as const) {
    it(`applies a ${action} replayed 20 times at once exactly once`, async () => {
      const { member, house } = await memberWithBalance(1_000n);
      const hold = await ledger.transfer({
        id: randomUUID(),
        debitAccountId: member,
        creditAccountId: house,
        amountMinor: 400n,
        code: 'withdrawal',
        pending: true,
      });
      const request = { id: randomUUID(), pendingId: hold.id, code: `withdrawal_${action}` };
      const results = await settle(Array.from({ length: 20 }, () => ledger[action](request)));
      expect(results.map(errorCode)).toEqual(Array(20).fill('ok'));
      const rows = results.map((result) => (result.ok ? result.row : undefined));
      for (const row of rows) expect(row).toEqual(rows[0]);
      expect(await ledger.balanceOf(member)).toMatchObject({
        postedMinor: action === 'post' ? 600n : 1_000n,
        pendingDebitsMinor: 0n,
      });
      expect((await transfersOf(member)).filter((row) => row.pending_id === hold.id)).toHaveLength(1);
      await expectBooksClean();
    });
  }

  it('resolves a hold once when replayed posts race replayed voids', async () => {
    const { member, house } = await memberWithBalance(1_000n);
    const hold = await ledger.transfer({
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: house,
      amountMinor: 400n,
      code: 'withdrawal',
      pending: true,
    });
    const post = { id: randomUUID(), pendingId: hold.id, code: 'withdrawal_paid' };
    const voidRequest = { id: randomUUID(), pendingId: hold.id, code: 'withdrawal_rejected' };
    const results = await settle(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? ledger.post(post) : ledger.void(voidRequest),
      ),
    );
    const winnerIsPost = results[0]?.ok === true;
    results.forEach((result, index) => {
      const isPost = index % 2 === 0;
      expect(errorCode(result)).toBe(isPost === winnerIsPost ? 'ok' : 'validation_failed');
    });
    expect(await ledger.balanceOf(member)).toMatchObject({
      postedMinor: winnerIsPost ? 600n : 1_000n,
      pendingDebitsMinor: 0n,
    });
    await expectBooksClean();
  });

  it('lets one of two different transfers with the same id win when they race, and refuses the other', async () => {
    const { member, house } = await memberWithBalance(1_000n);
    const id = randomUUID();
    const variants = [100n, 101n].map((amountMinor) => ({
      id,
      debitAccountId: member,
      creditAccountId: house,
      amountMinor,
      code: 'bet',
    }));
    const results = await settle(
      Array.from({ length: 20 }, (_, index) =>
        ledger.transfer(variants[index % 2] as (typeof variants)[number]),
      ),
    );
    const winner = results.find((result) => result.ok);
    expect(winner?.ok).toBe(true);
    const winningAmount = winner?.ok ? winner.row.amount : '';
    results.forEach((result, index) => {
      const isWinner = variants[index % 2]?.amountMinor.toString() === winningAmount;
      expect(errorCode(result)).toBe(isWinner ? 'ok' : 'validation_failed');
    });
    expect((await ledger.balanceOf(member)).postedMinor).toBe(1_000n - BigInt(winningAmount));
    await expectBooksClean();
  });
});
