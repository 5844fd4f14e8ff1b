import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { type LedgerPool, openLedgerPool } from '../../testing/ledger-pool-kit.js';
import { LedgerRepository, type LedgerTransferRow } from './ledger-repository.js';
import { LedgerError, LedgerService, type UnitWriter, type UnitWrites } from './ledger-service.js';

/**
 * The group commit: transfers submitted together are applied in one transaction in arrival order. These
 * tests submit many at once so batches really form, and check that the outcome is exactly what applying
 * them one by one in that order gives: limits per transfer, duplicates as replays, a refused transfer
 * leaving no trace, and two processes (two services with their own batchers) racing on the same ids.
 */

let pool: LedgerPool;
let handle: DatabaseHandle;
let ledger: LedgerService;
let made = 0;

beforeAll(async () => {
  pool = await openLedgerPool(20);
  ({ handle, ledger } = pool);
});

afterAll(async () => {
  await pool?.close();
});

async function account(kind: 'house' | 'member_main', service = ledger) {
  made += 1;
  return service.ensureAccount({
    code: kind === 'house' ? `house.b${made}` : `member:b${made}:main`,
    kind,
    currency: 'NPR',
    mayGoNegative: kind === 'house',
  });
}

type Settled = { ok: true; row: LedgerTransferRow } | { ok: false; code: string };

function settle(promise: Promise<LedgerTransferRow>): Promise<Settled> {
  return promise.then(
    (row): Settled => ({ ok: true, row }),
    (error: unknown): Settled => ({
      ok: false,
      code: error instanceof LedgerError ? error.code : `unexpected: ${String(error)}`,
    }),
  );
}

describe('group commit', () => {
  it('applies limits per transfer in arrival order within one batch', async () => {
    const house = await account('house');
    const member = await account('member_main');
    await ledger.transfer({
      id: randomUUID(),
      debitAccountId: house.id,
      creditAccountId: member.id,
      amountMinor: 1_000n,
      code: 'deposit',
    });
    // Submitted in one tick: 30 debits of 70 against 1,000 → the first 14 fit (980), the rest are refused.
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        settle(
          ledger.transfer({
            id: randomUUID(),
            debitAccountId: member.id,
            creditAccountId: house.id,
            amountMinor: 70n,
            code: 'bet',
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(14);
    expect(results.slice(0, 14).every((result) => result.ok)).toBe(true);
    expect(results.slice(14).every((result) => !result.ok && result.code === 'insufficient_funds')).toBe(
      true,
    );
    const balances = results
      .filter((result): result is Extract<Settled, { ok: true }> => result.ok)
      .map((result) => result.row.debit_account_balance_after);
    expect(balances).toEqual(Array.from({ length: 14 }, (_, index) => String(1_000 - 70 * (index + 1))));
    expect((await ledger.balanceOf(member.id)).postedMinor).toBe(20n);
  });

  it('answers a duplicate id in the same batch as a replay, and a changed duplicate as an error', async () => {
    const house = await account('house');
    const member = await account('member_main');
    const id = randomUUID();
    const request = {
      id,
      debitAccountId: house.id,
      creditAccountId: member.id,
      amountMinor: 500n,
      code: 'deposit',
    };
    const results = await Promise.all([
      settle(ledger.transfer(request)),
      settle(ledger.transfer(request)),
      settle(ledger.transfer({ ...request, amountMinor: 501n })),
      settle(ledger.transfer(request)),
    ]);
    expect(results.map((result) => (result.ok ? 'ok' : result.code))).toEqual([
      'ok',
      'ok',
      'validation_failed',
      'ok',
    ]);
    const ids = results.filter((result) => result.ok).map((result) => (result.ok ? result.row.id : ''));
    expect(new Set(ids)).toEqual(new Set([id]));
    expect((await ledger.balanceOf(member.id)).postedMinor).toBe(500n);
  });

  it('refuses an unknown account without touching the others of the batch', async () => {
    const house = await account('house');
    const member = await account('member_main');
    const results = await Promise.all([
      settle(
        ledger.transfer({
          id: randomUUID(),
          debitAccountId: house.id,
          creditAccountId: member.id,
          amountMinor: 10n,
          code: 'deposit',
        }),
      ),
      settle(
        ledger.transfer({
          id: randomUUID(),
          debitAccountId: house.id,
          creditAccountId: '8999999999999',
          amountMinor: 10n,
          code: 'deposit',
        }),
      ),
      settle(
        ledger.transfer({
          id: randomUUID(),
          debitAccountId: house.id,
          creditAccountId: member.id,
          amountMinor: 5n,
          code: 'deposit',
          pending: true,
        }),
      ),
    ]);
    expect(results.map((result) => (result.ok ? 'ok' : result.code))).toEqual(['ok', 'not_found', 'ok']);
    const balance = await ledger.balanceOf(member.id);
    expect(balance.postedMinor).toBe(10n);
    expect(balance.pendingCreditsMinor).toBe(5n);
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('applies each id once when two processes race with the same transfers', async () => {
    const second = new LedgerService(new LedgerRepository(handle.db));
    const house = await account('house');
    const member = await account('member_main');
    const requests = Array.from({ length: 100 }, (_, index) => ({
      id: randomUUID(),
      debitAccountId: house.id,
      creditAccountId: member.id,
      amountMinor: BigInt(index + 1),
      code: 'deposit',
    }));
    const results = await Promise.all(
      requests.flatMap((request) => [settle(ledger.transfer(request)), settle(second.transfer(request))]),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    for (let index = 0; index < requests.length; index += 1) {
      const [first, other] = [results[2 * index], results[2 * index + 1]];
      expect(first?.ok && other?.ok && first.row.credit_account_balance_after).toBe(
        other?.ok && other.row.credit_account_balance_after,
      );
    }
    expect((await ledger.balanceOf(member.id)).postedMinor).toBe(5_050n);
    const rows = await handle.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('credit_account_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(100);
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('refuses work beyond the queue bound instead of growing without limit', async () => {
    const small = new LedgerService(new LedgerRepository(handle.db), { maxBatchSize: 4, maxQueued: 8 });
    const house = await account('house', small);
    const member = await account('member_main', small);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        settle(
          small.transfer({
            id: randomUUID(),
            debitAccountId: house.id,
            creditAccountId: member.id,
            amountMinor: 1n,
            code: 'deposit',
          }),
        ),
      ),
    );
    const busy = results.filter((result) => !result.ok);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((result) => !result.ok && result.code === 'service_unavailable')).toBe(true);
    const applied = results.filter((result) => result.ok).length;
    expect((await small.balanceOf(member.id)).postedMinor).toBe(BigInt(applied));
  });
});

/**
 * A writer over a scratch table: vetoes payloads marked so, records every written item with the balance
 * it was given, and falls short (the batch fails) for a key already in the table.
 */
type ScratchPayload = { key: string; veto?: boolean };
class ScratchWriter implements UnitWriter<ScratchPayload> {
  prepared = 0;
  written = 0;

  async prepare(payloads: readonly ScratchPayload[]) {
    this.prepared += 1;
    return new Set(payloads.flatMap((payload, index) => (payload.veto ? [index] : [])));
  }

  writes(items: readonly { payload: ScratchPayload; balanceAfterMinor: bigint }[]): UnitWrites {
    this.written += 1;
    // Whatever prepare would veto must fail the write too (an optimistic batch has not asked prepare).
    if (items.some((item) => item.payload.veto)) throw new Error('A vetoed item reached the write.');
    return {
      // A conditional write, as a round closed under the batch: a key kept meanwhile is not written.
      statements: [
        {
          statement: sql`insert into unit_scratch (key, balance) select * from unnest(${items.map((item) => item.payload.key)}::text[], ${items.map((item) => item.balanceAfterMinor.toString())}::bigint[]) on conflict (key) do nothing returning key`,
          expectedRows: items.length,
        },
      ],
    };
  }
}

describe('transfers with records (UnitWriter)', () => {
  beforeAll(async () => {
    await sql`create table unit_scratch (key text primary key, balance bigint not null)`.execute(handle.db);
  });

  async function scratch(key: string) {
    const result = await sql<{
      balance: string;
    }>`select balance from unit_scratch where key = ${key}`.execute(handle.db);
    return result.rows[0]?.balance;
  }

  it('commits each transfer with its records in arrival order; a vetoed item moves nothing', async () => {
    const house = await account('house');
    const member = await account('member_main');
    await ledger.transfer({
      id: randomUUID(),
      debitAccountId: house.id,
      creditAccountId: member.id,
      amountMinor: 1_000n,
      code: 'deposit',
    });
    const writer = new ScratchWriter();
    const keys = Array.from({ length: 12 }, () => randomUUID());
    const outcomes = await Promise.all(
      keys.map((key, index) =>
        ledger.transferWithRecords(
          // Every third item moves no money (a zero win) and reads the balance at its place in the order.
          index % 3 === 2
            ? null
            : {
                id: randomUUID(),
                debitAccountId: member.id,
                creditAccountId: house.id,
                amountMinor: 100n,
                code: 'bet',
              },
          { balanceAccountId: member.id, writer, payload: { key, veto: index === 4 } },
        ),
      ),
    );
    expect(writer.prepared).toBeLessThan(12); // batches formed
    let balance = 1_000n;
    for (const [index, outcome] of outcomes.entries()) {
      if (index === 4) {
        expect(outcome.type).toBe('vetoed');
        expect(await scratch(keys[index] as string)).toBeUndefined();
        continue;
      }
      if (index % 3 !== 2) balance -= 100n;
      expect(outcome).toMatchObject({ type: 'applied', balanceAfterMinor: balance });
      expect(await scratch(keys[index] as string)).toBe(balance.toString());
    }
    expect((await ledger.balanceOf(member.id)).postedMinor).toBe(balance);
  });

  it('a writer failure rolls back that item alone: its transfer is not committed, the others are', async () => {
    const house = await account('house');
    const member = await account('member_main');
    await ledger.transfer({
      id: randomUUID(),
      debitAccountId: house.id,
      creditAccountId: member.id,
      amountMinor: 1_000n,
      code: 'deposit',
    });
    const writer = new ScratchWriter();
    const transferIds = Array.from({ length: 8 }, () => randomUUID());
    // The fourth item's record was written meanwhile (by another process, say): its write falls short.
    await sql`insert into unit_scratch (key, balance) values (${transferIds[3]}, -1)`.execute(handle.db);
    // Plain transfers submitted in the same tick share the failing batch and must still go through. The
    // first two submissions each start a batch at once (two in flight); the rest, plain ones included,
    // wait and form the next batch together with the failing unit.
    const plainIds = [randomUUID(), randomUUID()];
    const unit = (id: string) =>
      ledger.transferWithRecords(
        { id, debitAccountId: member.id, creditAccountId: house.id, amountMinor: 50n, code: 'bet' },
        { balanceAccountId: member.id, writer, payload: { key: id } },
      );
    const first = transferIds.slice(0, 2).map((id) => unit(id));
    const plain = plainIds.map((id) =>
      settle(
        ledger.transfer({
          id,
          debitAccountId: house.id,
          creditAccountId: member.id,
          amountMinor: 1n,
          code: 'win',
        }),
      ),
    );
    const rest = transferIds.slice(2).map((id) => unit(id));
    const results = await Promise.allSettled([...first, ...rest]);
    expect((await Promise.all(plain)).map((result) => result.ok)).toEqual([true, true]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const committed = new Set((await ledger.transfers(transferIds)).map((transfer) => transfer.id));
    expect(committed.has(transferIds[3] as string)).toBe(false);
    expect(committed.size).toBe(7);
    expect(await scratch(transferIds[3] as string)).toBe('-1');
    expect((await ledger.balanceOf(member.id)).postedMinor).toBe(1_000n - 7n * 50n + 2n);
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('a refused or replayed transfer writes no records', async () => {
    const house = await account('house');
    const member = await account('member_main');
    const writer = new ScratchWriter();
    const refusedKey = randomUUID();
    const refused = await ledger.transferWithRecords(
      {
        id: randomUUID(),
        debitAccountId: member.id,
        creditAccountId: house.id,
        amountMinor: 1n,
        code: 'bet',
      },
      { balanceAccountId: member.id, writer, payload: { key: refusedKey } },
    );
    expect(refused).toMatchObject({ type: 'refused', error: { code: 'insufficient_funds' } });
    expect(await scratch(refusedKey)).toBeUndefined();
    const id = randomUUID();
    const credit = { id, debitAccountId: house.id, creditAccountId: member.id, amountMinor: 5n, code: 'win' };
    const first = await ledger.transferWithRecords(credit, {
      balanceAccountId: member.id,
      writer,
      payload: { key: `${id}-1` },
    });
    const replay = await ledger.transferWithRecords(credit, {
      balanceAccountId: member.id,
      writer,
      payload: { key: `${id}-2` },
    });
    expect(first.type).toBe('applied');
    expect(replay.type).toBe('existing');
    expect(await scratch(`${id}-2`)).toBeUndefined();
    expect((await ledger.balanceOf(member.id)).postedMinor).toBe(5n);
  });
});
