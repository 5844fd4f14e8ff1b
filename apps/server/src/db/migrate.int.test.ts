import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { migrate } from './migrate.js';

let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('migrate', () => {
  it('applies every migration once, also when several processes start together', async () => {
    const fresh = await createTestDatabase({ migrated: false });
    database = fresh;
    const results = await Promise.all([1, 2, 3].map(() => migrate(fresh.connectionString)));
    const appliedCounts = results.map((result) => result.applied.length).sort();
    expect(appliedCounts[0]).toBe(0);
    expect(appliedCounts[2]).toBeGreaterThan(0);
    expect(appliedCounts.filter((count) => count > 0)).toHaveLength(1);
    expect((await migrate(fresh.connectionString)).applied).toEqual([]);
  });

  it('refuses a migration that changed after it was applied, and rolls back a failing one', async () => {
    database = await createTestDatabase({ migrated: false });
    const directory = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(path.join(directory, '0001_first.sql'), 'create table first_table (id int);');
    await migrate(database.connectionString, directory);
    await writeFile(path.join(directory, '0001_first.sql'), 'create table first_table (id bigint);');
    await expect(migrate(database.connectionString, directory)).rejects.toThrow(/was changed/);

    await writeFile(path.join(directory, '0001_first.sql'), 'create table first_table (id int);');
    await writeFile(
      path.join(directory, '0002_broken.sql'),
      'create table second_table (id int); select broken syntax here;',
    );
    await expect(migrate(database.connectionString, directory)).rejects.toThrow(/0002_broken failed/);
    const exists = await sql<{
      exists: boolean;
    }>`select to_regclass('second_table') is not null as exists`.execute(database.db);
    expect(exists.rows[0]?.exists).toBe(false);
  });
});
