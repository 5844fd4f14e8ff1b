import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { connectDatabase, type DatabaseHandle, preparedStatementMarker } from './database.js';

// Issue 22: the ledger's hottest statements are parsed and planned once per connection.
let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so every statement below and the check of its prepared statements share a session.
  handle = connectDatabase(database.connectionString, 1);
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

async function preparedCount(): Promise<number> {
  const result = await sql<{
    count: number;
  }>`select count(*)::int as count from pg_prepared_statements`.execute(handle.db);
  return result.rows[0]?.count ?? -1;
}

describe('marked statements', () => {
  it('run as one named prepared statement per text, with their parameters, and the rest unnamed', async () => {
    const marked = (value: number) =>
      sql<{
        doubled: number;
      }>`${sql.raw(preparedStatementMarker)} select ${value}::int * 2 as doubled`.execute(handle.db);
    expect((await marked(21)).rows).toEqual([{ doubled: 42 }]);
    expect((await marked(5)).rows).toEqual([{ doubled: 10 }]);
    await sql`select ${1}::int as one`.execute(handle.db);
    expect(await preparedCount()).toBe(1);
  });

  it('stop at 64 per connection: past that a marked statement runs unnamed, still answering', async () => {
    for (let index = 0; index < 70; index += 1) {
      const result = await sql<{
        value: number;
      }>`${sql.raw(preparedStatementMarker)} select ${index}::int + ${sql.raw(String(index))} as value`.execute(
        handle.db,
      );
      expect(result.rows).toEqual([{ value: index * 2 }]);
    }
    expect(await preparedCount()).toBe(64);
  });
});
