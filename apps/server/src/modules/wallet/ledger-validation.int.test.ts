import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { LedgerRepository } from './ledger-repository.js';
import { LedgerError, LedgerService, maximumAmountMinor, type TransferRequest } from './ledger-service.js';

/**
 * Requests the ledger must refuse before anything moves: a clear LedgerError (never a raw SQL error),
 * and the accounts and transfers exactly as they were.
 */

let database: TestDatabase;
let ledger: LedgerService;
let house: string;
let pool: string;
let wallet: string;
let dollars: string;
let snapshot: () => Promise<unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService(new LedgerRepository(database.db));
  const account = async (
    code: string,
    kind: 'house' | 'bonus_pool' | 'member_main',
    mayGoNegative: boolean,
  ) => (await ledger.ensureAccount({ code, kind, currency: 'NPR', mayGoNegative })).id;
  house = await account('house', 'house', true);
  pool = await account('pool:bonus', 'bonus_pool', true);
  wallet = await account('member:1:main', 'member_main', false);
  dollars = (
    await ledger.ensureAccount({ code: 'house.usd', kind: 'house', currency: 'USD', mayGoNegative: true })
  ).id;
  await ledger.transfer({
    id: randomUUID(),
    debitAccountId: house,
    creditAccountId: wallet,
    amountMinor: 5_000n,
    code: 'deposit',
  });
  snapshot = async () => ({
    accounts: await database.db.selectFrom('ledger_account_totals').selectAll().orderBy('id').execute(),
    transfers: await database.db.selectFrom('ledger_transfers').selectAll().orderBy('id').execute(),
  });
});

afterAll(async () => {
  await database.drop();
});

let before: unknown;
beforeEach(async () => {
  before = await snapshot();
});

async function expectRefused(attempt: Promise<unknown>, code: string, message: RegExp) {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the request was not refused').toBeInstanceOf(LedgerError);
  expect(error).toMatchObject({ code, message: expect.stringMatching(message) });
  expect(await snapshot()).toEqual(before);
}

const bet = (fields: Partial<TransferRequest> = {}): TransferRequest => ({
  id: randomUUID(),
  debitAccountId: wallet,
  creditAccountId: house,
  amountMinor: 100n,
  code: 'bet',
  ...fields,
});

describe('ledger refuses bad requests and changes nothing', () => {
  for (const [name, amountMinor] of [
    ['zero', 0n],
    ['negative', -100n],
    ['one above the maximum', maximumAmountMinor + 1n],
    ['huge', 10n ** 30n],
  ] as const) {
    it(`refuses a ${name} amount, posted or held`, async () => {
      await expectRefused(ledger.transfer(bet({ amountMinor })), 'validation_failed', /amount/i);
      await expectRefused(
        ledger.transfer(bet({ amountMinor, pending: true })),
        'validation_failed',
        /amount/i,
      );
      // Into the wallet too: a negative deposit would be a withdrawal in disguise.
      await expectRefused(
        ledger.transfer(
          bet({ debitAccountId: house, creditAccountId: wallet, amountMinor, code: 'deposit' }),
        ),
        'validation_failed',
        /amount/i,
      );
    });
  }

  for (const [name, amountMinor] of [
    ['fractional', 1.5],
    ['not-a-number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['textual', '100'],
    ['plain-number', 100],
  ] as const) {
    it(`refuses a ${name} amount that slipped past the types`, async () => {
      await expectRefused(
        ledger.transfer(bet({ amountMinor: amountMinor as unknown as bigint })),
        'validation_failed',
        /amount/i,
      );
    });
  }

  it('accepts exactly the maximum between accounts that may go negative', async () => {
    const transfer = await ledger.transfer({
      id: randomUUID(),
      debitAccountId: pool,
      creditAccountId: house,
      amountMinor: maximumAmountMinor,
      code: 'adjustment',
    });
    expect(transfer.amount).toBe(maximumAmountMinor.toString());
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('refuses a transfer from an account to itself', async () => {
    await expectRefused(
      ledger.transfer(bet({ debitAccountId: wallet, creditAccountId: wallet })),
      'validation_failed',
      /two different accounts/,
    );
    await expectRefused(
      ledger.transfer(bet({ debitAccountId: house, creditAccountId: house, pending: true })),
      'validation_failed',
      /two different accounts/,
    );
  });

  it('refuses an account id that is not a canonical account number, including one written twice differently', async () => {
    await expectRefused(
      ledger.transfer(bet({ debitAccountId: `0${wallet}` })),
      'validation_failed',
      /account/i,
    );
    await expectRefused(ledger.transfer(bet({ creditAccountId: 'house' })), 'validation_failed', /account/i);
  });

  it('answers not found for the balance of an unknown or malformed account', async () => {
    for (const accountId of ['987654321', 'house', '', '-1'])
      await expect(ledger.balanceOf(accountId)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses an unknown account', async () => {
    await expectRefused(ledger.transfer(bet({ creditAccountId: '987654321' })), 'not_found', /account/i);
    await expectRefused(
      ledger.transfer(bet({ debitAccountId: '987654321', creditAccountId: wallet })),
      'not_found',
      /account/i,
    );
  });

  it('refuses a transfer between accounts of different currencies', async () => {
    await expectRefused(ledger.transfer(bet({ creditAccountId: dollars })), 'validation_failed', /currenc/i);
    await expectRefused(
      ledger.transfer(bet({ debitAccountId: dollars, creditAccountId: wallet, code: 'deposit' })),
      'validation_failed',
      /currenc/i,
    );
  });

  it('refuses an id that is not a UUID', async () => {
    await expectRefused(ledger.transfer(bet({ id: 'retry-1' })), 'validation_failed', /id/i);
    const hold = await ledger.transfer(bet({ pending: true }));
    before = await snapshot();
    await expectRefused(
      ledger.post({ id: 'retry-1', pendingId: hold.id, code: 'withdrawal_paid' }),
      'validation_failed',
      /id/i,
    );
    await expectRefused(
      ledger.void({ id: randomUUID(), pendingId: 'hold-1', code: 'withdrawal_rejected' }),
      'validation_failed',
      /id/i,
    );
  });

  it('refuses a reason code the books cannot carry', async () => {
    await expectRefused(ledger.transfer(bet({ code: 'Bet Placed' })), 'validation_failed', /code/i);
    await expectRefused(ledger.transfer(bet({ code: '' })), 'validation_failed', /code/i);
    const hold = await ledger.transfer(bet({ pending: true }));
    before = await snapshot();
    await expectRefused(
      ledger.void({ id: randomUUID(), pendingId: hold.id, code: 'x'.repeat(41) }),
      'validation_failed',
      /code/i,
    );
  });

  it('refuses a reference too long to store', async () => {
    await expectRefused(
      ledger.transfer(bet({ reference: { type: 'withdrawal', id: '9'.repeat(101) } })),
      'validation_failed',
      /reference/i,
    );
    await expectRefused(
      ledger.transfer(bet({ reference: { type: 't'.repeat(41), id: '1' } })),
      'validation_failed',
      /reference/i,
    );
  });

  it('refuses to post or void a hold that does not exist or is no hold', async () => {
    const posted = await ledger.transfer(bet());
    before = await snapshot();
    await expectRefused(
      ledger.post({ id: randomUUID(), pendingId: randomUUID(), code: 'withdrawal_paid' }),
      'not_found',
      /hold/,
    );
    await expectRefused(
      ledger.void({ id: randomUUID(), pendingId: posted.id, code: 'withdrawal_rejected' }),
      'not_found',
      /hold/,
    );
  });

  it('refuses a debit beyond the balance, counting holds, with nothing half-applied', async () => {
    const { availableMinor } = await ledger.balanceOf(wallet);
    await expectRefused(
      ledger.transfer(bet({ amountMinor: availableMinor + 1n })),
      'insufficient_funds',
      /balance/,
    );
    await expectRefused(
      ledger.transfer(bet({ amountMinor: availableMinor + 1n, pending: true })),
      'insufficient_funds',
      /balance/,
    );
  });
});
