import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/database.js';
import { migrate } from '../db/migrate.js';

export type TestDatabase = DatabaseHandle & { connectionString: string; drop: () => Promise<void> };

function withDatabaseName(connectionString: string, name: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of its own for one test file; dropped by `drop()`. */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const connectionString = withDatabaseName(inject('adminDatabaseUrl'), name);
  if (options.migrated !== false) await migrate(connectionString);
  const handle = connectDatabase(connectionString, 5);
  return {
    ...handle,
    connectionString,
    drop: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
