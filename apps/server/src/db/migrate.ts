import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrationsDir } from '../platform/paths.js';

/** Any constant works; it only has to be the same for every server process of this platform. */
const migrationLockKey = 7_301_955_120;

type MigrationFile = { version: string; checksum: string; sql: string };

async function readMigrations(directory: string): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(directory, name), 'utf8');
      return {
        version: name.replace(/\.sql$/, ''),
        checksum: createHash('sha256').update(sql).digest('hex'),
        sql,
      };
    }),
  );
}

/**
 * Applies pending plain-SQL migrations, each in its own transaction, under an advisory lock so several
 * server processes starting together apply each migration once. An applied migration whose file changed
 * stops start-up: history is never rewritten silently.
 */
export async function migrate(
  connectionString: string,
  directory: string = migrationsDir,
): Promise<{ applied: string[] }> {
  const client = new pg.Client({ connectionString, application_name: 'gaming-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(`create table if not exists schema_migrations (
      version text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const applied = new Map(
      (
        await client.query<{ version: string; checksum: string }>(
          'select version, checksum from schema_migrations',
        )
      ).rows.map((row) => [row.version, row.checksum]),
    );
    const newlyApplied: string[] = [];
    for (const migration of await readMigrations(directory)) {
      const knownChecksum = applied.get(migration.version);
      if (knownChecksum !== undefined) {
        if (knownChecksum !== migration.checksum) {
          throw new Error(
            `migration ${migration.version} was changed after it was applied; add a new migration instead`,
          );
        }
        continue;
      }
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into schema_migrations (version, checksum) values ($1, $2)', [
          migration.version,
          migration.checksum,
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${migration.version} failed: ${(error as Error).message}`);
      }
      newlyApplied.push(migration.version);
    }
    return { applied: newlyApplied };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}
