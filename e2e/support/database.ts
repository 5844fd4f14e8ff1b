import { createDecipheriv } from 'node:crypto';
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

/** The e2e server's SECRET_KEY per connection: a password-reset secret is kept sealed with it. */
const secretKeys = new WeakMap<pg.Client, Buffer>();

/**
 * A connection to the e2e server's database, for what a test must read behind the app's back: the
 * mail/SMS outbox.
 */
export async function connectDatabase(dataDir: string): Promise<pg.Client> {
  const client = new pg.Client(await databaseConnectionDetails(dataDir));
  await client.connect();
  const secretKey = (await readFile(path.join(dataDir, 'secret-key'), 'utf8')).trim();
  secretKeys.set(client, Buffer.from(secretKey, 'hex'));
  return client;
}

/** Opens a text sealed as apps/server/src/platform/security/secret-box.ts seals it (v1, AES-256-GCM). */
function openSealed(sealed: string, key: Buffer): string {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || encrypted === undefined) throw new Error('not a sealed text');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * The newest outbox message to a recipient as the member received it, waiting up to `timeoutMs` for it
 * to arrive (a password-reset secret, which staff see masked, is opened with the server's key).
 */
export async function latestOutboxMessage(
  client: pg.Client,
  recipient: string,
  timeoutMs = 10_000,
): Promise<{ subject: string | null; body: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await client.query<{ subject: string | null; body: string; sealed_body: string | null }>(
      'select subject, body, sealed_body from outbox_messages where recipient = $1 order by id desc limit 1',
      [recipient],
    );
    const row = result.rows[0];
    const key = secretKeys.get(client);
    if (row?.sealed_body && key) return { subject: row.subject, body: openSealed(row.sealed_body, key) };
    if (row) return { subject: row.subject, body: row.body };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no outbox message to ${recipient}`);
}
