import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/database.js';
import { type LedgerPool, openLedgerPool } from '../../testing/ledger-pool-kit.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { LedgerRepository } from './ledger-repository.js';
import { balanceAfterOf, LedgerService } from './ledger-service.js';

/**
 * Issue 22: accounts without balance flags (house, vendors, pools) take part in almost every transfer, so
 * the ledger never locks them: their totals grow by delta rows folded into the row later. These tests show
 * a transfer does not wait on the house's row, that folds (racing each other and transfers) never change
 * a total, and what a transfer records of each side.
 */

let pool: LedgerPool;
let database: TestDatabase;
let handle: DatabaseHandle;
let ledger: LedgerService;
let made = 0;

beforeAll(async () => {
  pool = await openLedgerPool(20);
  ({ database, handle, ledger } = pool);
});

afterAll(async () => {
  await pool?.close();
});

async function account(kind: 'house' | 'vendor' | 'member_main') {
  made += 1;
  return ledger.ensureAccount({
    code: kind === 'member_main' ? `member:h${made}:main` : `${kind}:h${made}`,
    kind,
    currency: 'NPR',
    mayGoNegative: kind !== 'member_main',
  });
}

async function fundedMember(house: string, amountMinor: bigint) {
  const member = await account('member_main');
  await ledger.transfer({
    id: randomUUID(),
    debitAccountId: house,
    creditAccountId: member.id,
    amountMinor,
    code: 'deposit',
  });
  return member.id;
}

async function deltaCount(accountId: string): Promise<number> {
  const row = await handle.db
    .selectFrom('ledger_account_deltas')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('hot accounts', () => {
  it('moves money to and from the house while another transaction holds its row locked', async () => {
    const house = await account('house');
    const member = await fundedMember(house.id, 1_000n);
    // A second connection takes the house row's lock an update of its totals takes (a fold's; every batch
    // took it before) and keeps it. Only the foreign keys' KEY SHARE lock is still taken on the row, which
    // no update of totals blocks.
    const blocker = connectDatabase(database.connectionString, 1);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = blocker.db.transaction().execute(async (transaction) => {
      await sql`select id from ledger_accounts where id = ${house.id} for no key update`.execute(transaction);
      locked();
      await held;
    });
    try {
      await isLocked;
      const moves = Promise.all([
        ledger.transfer({
          id: randomUUID(),
          debitAccountId: member,
          creditAccountId: house.id,
          amountMinor: 300n,
          code: 'bet',
        }),
        ledger.transfer({
          id: randomUUID(),
          debitAccountId: house.id,
          creditAccountId: member,
          amountMinor: 50n,
          code: 'win',
        }),
      ]);
      const outcome = await Promise.race([
        moves.then(() => 'done'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
      ]);
      expect(outcome).toBe('done');
      expect((await ledger.balanceOf(member)).postedMinor).toBe(750n);
      expect((await ledger.balanceOf(house.id)).postedMinor).toBe(-750n);
    } finally {
      release();
      await holding;
      await blocker.close();
    }
  });

  it('keeps a member side balance after each transfer and none on the hot side', async () => {
    const house = await account('house');
    const member = await fundedMember(house.id, 500n);
    const bet = await ledger.transfer({
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: house.id,
      amountMinor: 120n,
      code: 'bet',
    });
    expect(bet.debit_account_balance_after).toBe('380');
    expect(bet.credit_account_balance_after).toBeNull();
    expect(balanceAfterOf(bet, member)).toBe('380');
    expect(() => balanceAfterOf(bet, house.id)).toThrow(/no balance per transfer/);
  });

  it('holds, posts and voids on a hot account through deltas; folds keep every total', async () => {
    const house = await account('house');
    const member = await fundedMember(house.id, 1_000n);
    const hold = async () =>
      ledger.transfer({
        id: randomUUID(),
        debitAccountId: member,
        creditAccountId: house.id,
        amountMinor: 100n,
        code: 'withdrawal',
        pending: true,
      });
    const first = await hold();
    const second = await hold();
    await ledger.deltas.fold();
    // Resolved on the single path, after the holds were folded into the row.
    await ledger.post({ id: randomUUID(), pendingId: first.id, code: 'withdrawal_paid' });
    await ledger.void({ id: randomUUID(), pendingId: second.id, code: 'withdrawal_rejected' });
    expect(await ledger.balanceOf(house.id)).toEqual({
      postedMinor: -900n,
      pendingDebitsMinor: 0n,
      pendingCreditsMinor: 0n,
      availableMinor: -900n,
    });
    expect(await deltaCount(house.id)).toBeGreaterThan(0);
    await ledger.deltas.fold();
    expect(await deltaCount(house.id)).toBe(0);
    const row = await handle.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('id', '=', house.id)
      .executeTakeFirstOrThrow();
    expect([row.debits_posted, row.credits_posted, row.debits_pending, row.credits_pending]).toEqual([
      '1000',
      '100',
      '0',
      '0',
    ]);
  });

  it('folds racing each other and 400 transfers fold every delta once: verify clean, totals exact', async () => {
    const house = await account('house');
    const vendor = await account('vendor');
    const members = await Promise.all(Array.from({ length: 20 }, () => fundedMember(house.id, 10_000n)));
    // A second process's ledger folds too.
    const other = new LedgerService(new LedgerRepository(handle.db));
    const transfers = Array.from({ length: 400 }, (_, index) =>
      ledger.transfer({
        id: randomUUID(),
        debitAccountId: index % 2 === 0 ? (members[index % 20] as string) : vendor.id,
        creditAccountId: index % 2 === 0 ? vendor.id : (members[index % 20] as string),
        amountMinor: index % 2 === 0 ? 30n : 10n,
        code: index % 2 === 0 ? 'bet' : 'win',
      }),
    );
    const folds = Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? ledger : other).deltas.fold());
    await Promise.all([...transfers, ...folds]);
    await Promise.all([ledger.deltas.fold(), other.deltas.fold()]);
    expect(ledger.deltas.lastError).toBeUndefined();
    expect(other.deltas.lastError).toBeUndefined();
    expect((await ledger.balanceOf(vendor.id)).postedMinor).toBe(200n * 30n - 200n * 10n);
    expect((await ledger.balanceOf(house.id)).postedMinor).toBe(-20n * 10_000n);
    const { discrepancies, totals } = await ledger.verify();
    expect(discrepancies).toEqual([]);
    expect(totals.debitsPosted).toBe(totals.creditsPosted);
    expect(await deltaCount(vendor.id)).toBe(0);
  });

  it("never deletes an account (the ledger, not a foreign key, keeps every transfer's accounts)", async () => {
    const house = await account('house');
    await expect(sql`delete from ledger_accounts where id = ${house.id}`.execute(handle.db)).rejects.toThrow(
      /append-only/,
    );
    expect((await ledger.balanceOf(house.id)).postedMinor).toBe(0n);
  });
});
