import { randomUUID } from 'node:crypto';
import { connectDatabase, type DatabaseHandle } from '../db/database.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerService } from '../modules/wallet/ledger-service.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A fresh database, a pool of its own on it, and a ledger on that pool; `close` ends both. */
export type LedgerPool = {
  database: TestDatabase;
  handle: DatabaseHandle;
  ledger: LedgerService;
  close: () => Promise<void>;
};

/**
 * The ledger tests' setup: a pool of `connections` (wider than the test database's own, so concurrent
 * transfers really run side by side in PostgreSQL).
 */
export async function openLedgerPool(connections: number): Promise<LedgerPool> {
  const database = await createTestDatabase();
  const handle = connectDatabase(database.connectionString, connections);
  return {
    database,
    handle,
    ledger: new LedgerService(new LedgerRepository(handle.db)),
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * Money into a member's main wallet as a deposit puts it there: from the house through one ledger
 * transfer (the one copy every integration test uses).
 */
export async function fundFromHouse(ledger: LedgerService, memberId: string, amountMinor: bigint) {
  const house = await ledger.ensureAccount({
    code: 'house',
    kind: 'house',
    currency: 'NPR',
    mayGoNegative: true,
  });
  const wallet = await ledger.ensureAccount({
    code: `member:${memberId}:main`,
    kind: 'member_main',
    memberId,
    currency: 'NPR',
    mayGoNegative: false,
  });
  const transfer = await ledger.transfer({
    id: randomUUID(),
    debitAccountId: house.id,
    creditAccountId: wallet.id,
    amountMinor,
    code: 'deposit',
  });
  return { houseId: house.id, walletId: wallet.id, transfer };
}
