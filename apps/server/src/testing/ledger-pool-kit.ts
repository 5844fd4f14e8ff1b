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
