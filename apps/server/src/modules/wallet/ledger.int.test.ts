import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { LedgerRepository } from './ledger-repository.js';
import { LedgerService } from './ledger-service.js';

let database: TestDatabase;
let ledger: LedgerService;
let house: string;
let wallet: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService(new LedgerRepository(database.db));
  house = (await ledger.ensureAccount({ code: 'house', kind: 'house', currency: 'NPR', mayGoNegative: true }))
    .id;
  wallet = (
    await ledger.ensureAccount({
      code: 'member:test:main',
      kind: 'member_main',
      currency: 'NPR',
      mayGoNegative: false,
    })
  ).id;
});

afterAll(async () => {
  await database.drop();
});

describe('ledger', () => {
  it('moves money between two accounts and records the balance after', async () => {
    const deposit = await ledger.transfer({
      id: randomUUID(),
      debitAccountId: house,
      creditAccountId: wallet,
      amountMinor: 10_000n,
      code: 'deposit',
    });
    expect(deposit.credit_account_balance_after).toBe('10000');
    expect((await ledger.balanceOf(wallet)).postedMinor).toBe(10_000n);
  });

  it('refuses to overdraw a member wallet, counting holds', async () => {
    const hold = await ledger.transfer({
      id: randomUUID(),
      debitAccountId: wallet,
      creditAccountId: house,
      amountMinor: 8_000n,
      code: 'withdrawal',
      pending: true,
    });
    expect((await ledger.balanceOf(wallet)).availableMinor).toBe(2_000n);
    await expect(
      ledger.transfer({
        id: randomUUID(),
        debitAccountId: wallet,
        creditAccountId: house,
        amountMinor: 2_001n,
        code: 'bet',
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    await ledger.void({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_rejected' });
    expect((await ledger.balanceOf(wallet)).availableMinor).toBe(10_000n);
  });

  it('resolves a hold once, also when a post and a void race', async () => {
    const hold = await ledger.transfer({
      id: randomUUID(),
      debitAccountId: wallet,
      creditAccountId: house,
      amountMinor: 100n,
      code: 'withdrawal',
      pending: true,
    });
    const results = await Promise.allSettled([
      ledger.post({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_paid' }),
      ledger.void({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_rejected' }),
      ledger.post({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_paid' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await ledger.balanceOf(wallet)).pendingDebitsMinor).toBe(0n);
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('resolves a hold once: a post after a void is refused', async () => {
    const before = (await ledger.balanceOf(wallet)).postedMinor;
    const hold = await ledger.transfer({
      id: randomUUID(),
      debitAccountId: wallet,
      creditAccountId: house,
      amountMinor: 1_000n,
      code: 'withdrawal',
      pending: true,
    });
    await ledger.post({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_paid' });
    await expect(
      ledger.void({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_rejected' }),
    ).rejects.toThrow(/already/);
    expect((await ledger.balanceOf(wallet)).postedMinor).toBe(before - 1_000n);
  });

  it('returns the first result for a replay and refuses the same id with other fields', async () => {
    const before = (await ledger.balanceOf(wallet)).postedMinor;
    const id = randomUUID();
    const first = await ledger.transfer({
      id,
      debitAccountId: house,
      creditAccountId: wallet,
      amountMinor: 500n,
      code: 'bonus',
    });
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        ledger.transfer({
          id,
          debitAccountId: house,
          creditAccountId: wallet,
          amountMinor: 500n,
          code: 'bonus',
        }),
      ),
    );
    for (const replay of replays) expect(replay).toEqual(first);
    await expect(
      ledger.transfer({
        id,
        debitAccountId: house,
        creditAccountId: wallet,
        amountMinor: 501n,
        code: 'bonus',
      }),
    ).rejects.toThrow(/different/);
    expect((await ledger.balanceOf(wallet)).postedMinor).toBe(before + 500n);
  });

  it('verifies clean, and finds an account changed behind its back', async () => {
    expect((await ledger.verify()).discrepancies).toEqual([]);
    await database.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ credits_posted: eb('credits_posted', '+', '1') }))
      .where('id', '=', wallet)
      .execute();
    const { discrepancies } = await ledger.verify();
    expect(discrepancies[0]).toMatchObject({ accountId: wallet, field: 'credits_posted' });
  });

  it('refuses to change or delete a transfer', async () => {
    await expect(database.db.deleteFrom('ledger_transfers').execute()).rejects.toThrow(/append-only/);
  });
});
