import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * A connection to the e2e server's embedded PostgreSQL (database `gaming`), for what a test must read
 * behind the app's back: the mail/SMS outbox. The password and port are the ones the server left in
 * its data folder (postmaster.pid, line 4, holds the port).
 */
export async function connectDatabase(dataDir: string): Promise<pg.Client> {
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pidFile.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in ${dataDir}/postgres/postmaster.pid`);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'gaming' });
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
