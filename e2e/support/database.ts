import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export type DatabaseConnectionDetails = {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
};

/**
 * Where the e2e server's embedded PostgreSQL (database `gaming`) listens: the password and port are the
 * ones the server left in its data folder (postmaster.pid, line 4, holds the port).
 */
export async function databaseConnectionDetails(dataDir: string): Promise<DatabaseConnectionDetails> {
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pidFile.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in ${dataDir}/postgres/postmaster.pid`);
  return { host: '127.0.0.1', port, user: 'postgres', password, database: 'gaming' };
}

/**
 * A connection to the e2e server's database, for what a test must read behind the app's back: the
 * mail/SMS outbox.
 */
export async function connectDatabase(dataDir: string): Promise<pg.Client> {
  const client = new pg.Client(await databaseConnectionDetails(dataDir));
  await client.connect();
  return client;
}

/** The newest outbox message to a recipient, waiting up to `timeoutMs` for it to arrive. */
export async function latestOutboxMessage(
  client: pg.Client,
  recipient: string,
  timeoutMs = 10_000,
): Promise<{ subject: string | null; body: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await client.query<{ subject: string | null; body: string }>(
      'select subject, body from outbox_messages where recipient = $1 order by id desc limit 1',
      [recipient],
    );
    const row = result.rows[0];
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no outbox message to ${recipient}`);
}
