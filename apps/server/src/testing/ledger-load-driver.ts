import { randomInt, randomUUID } from 'node:crypto';
import { connectDatabase } from '../db/database.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerError, LedgerService } from '../modules/wallet/ledger-service.js';

/**
 * Test helper, not part of the server: modules/wallet/ledger-crash.int.test.ts bundles this into a child process that
 * runs transfers through the real LedgerService until it is killed. It prints `begin <id>` before each
 * request and `ack <id>` once the ledger has returned it, so the test knows what was acknowledged and what
 * was in flight when the SIGKILL came. (stdout to a pipe is synchronous on Linux: a printed line is out.)
 */

type Accounts = { house: string; members: string[] };

const accounts = JSON.parse(process.env.LEDGER_DRIVER_ACCOUNTS ?? '{}') as Accounts;
const handle = connectDatabase(process.env.LEDGER_DRIVER_DATABASE_URL ?? '', 20);
const ledger = new LedgerService(new LedgerRepository(handle.db));
const openHolds: string[] = [];

const member = (index = randomInt(accounts.members.length)) =>
  accounts.members[index % accounts.members.length] as string;

/** One random request: deposits, bets, holds, posts and voids of earlier holds, member to member. */
async function once(): Promise<void> {
  const id = randomUUID();
  const amountMinor = BigInt(randomInt(1, 500));
  const choice = randomInt(6);
  const hold = choice >= 4 ? openHolds.shift() : undefined;
  process.stdout.write(`begin ${id}\n`);
  try {
    if (hold && choice === 4) await ledger.post({ id, pendingId: hold, code: 'withdrawal_paid' });
    else if (hold) await ledger.void({ id, pendingId: hold, code: 'withdrawal_rejected' });
    else if (choice === 0)
      await ledger.transfer({
        id,
        debitAccountId: accounts.house,
        creditAccountId: member(),
        amountMinor,
        code: 'deposit',
      });
    else if (choice === 1)
      await ledger.transfer({
        id,
        debitAccountId: member(),
        creditAccountId: accounts.house,
        amountMinor,
        code: 'bet',
      });
    else if (choice === 2) {
      const from = randomInt(accounts.members.length);
      const to = from + randomInt(1, accounts.members.length);
      await ledger.transfer({
        id,
        debitAccountId: member(from),
        creditAccountId: member(to),
        amountMinor,
        code: 'transfer_upline',
      });
    } else {
      await ledger.transfer({
        id,
        debitAccountId: member(),
        creditAccountId: accounts.house,
        amountMinor,
        code: 'withdrawal',
        pending: true,
      });
      openHolds.push(id);
    }
    process.stdout.write(`ack ${id}\n`);
  } catch (error) {
    // Refused for want of money is normal under load; anything else is a bug the test must see.
    if (!(error instanceof LedgerError && error.code === 'insufficient_funds')) throw error;
  }
}

async function worker(): Promise<void> {
  for (;;) await once();
}

Promise.all(Array.from({ length: 16 }, worker)).catch((error: unknown) => {
  process.stderr.write(`ledger load driver failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
