import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/database.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../db/embedded.js';
import { LedgerRepository } from './ledger-repository.js';
import { LedgerService } from './ledger-service.js';

/**
 * `npm run ledger:verify` as an operator runs it: the built tool against an embedded data folder, alone
 * and while another process has that folder's PostgreSQL running. Exit 0 on clean books; exit 1 naming
 * the account once a balance was changed behind the ledger's back.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let dataDir: string;
let embedded: EmbeddedDatabase | undefined;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), '--only=server', '--quiet'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`building the server failed: ${built.stderr}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ledger-verify-'));
});

afterAll(async () => {
  await handle?.close();
  await embedded?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function verifyTool(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete environment.DATABASE_URL;
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(process.execPath, [path.join(root, 'scripts/run-server-tool.mjs'), 'ledger-verify'], {
      cwd: root,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run ledger:verify', () => {
  it('exits 0 on a fresh embedded data folder', async () => {
    const result = await verifyTool();
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Ledger consistent: 0 accounts, 0 transfers/);
  });

  it('exits 0 on clean books and 1 naming the account after a balance is changed behind the ledger', async () => {
    // This process now runs the folder's PostgreSQL, as a server would; the tool must use it.
    embedded = await startEmbeddedPostgres({ dataDir, port: 0, log: () => undefined });
    handle = connectDatabase(embedded.connectionString, 2);
    const ledger = new LedgerService(new LedgerRepository(handle.db));
    const house = await ledger.ensureAccount({
      code: 'house',
      kind: 'house',
      currency: 'NPR',
      mayGoNegative: true,
    });
    const wallet = await ledger.ensureAccount({
      code: 'member:7:main',
      kind: 'member_main',
      currency: 'NPR',
      mayGoNegative: false,
    });
    const move = (fields: {
      debit: string;
      credit: string;
      amount: bigint;
      code: string;
      pending?: boolean;
    }) =>
      ledger.transfer({
        id: randomUUID(),
        debitAccountId: fields.debit,
        creditAccountId: fields.credit,
        amountMinor: fields.amount,
        code: fields.code,
        pending: fields.pending ?? false,
      });
    await move({ debit: house.id, credit: wallet.id, amount: 10_000n, code: 'deposit' });
    await move({ debit: wallet.id, credit: house.id, amount: 2_500n, code: 'bet' });
    const hold = await move({
      debit: wallet.id,
      credit: house.id,
      amount: 1_000n,
      code: 'withdrawal',
      pending: true,
    });
    await ledger.post({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_paid' });
    await move({ debit: wallet.id, credit: house.id, amount: 500n, code: 'withdrawal', pending: true });

    const clean = await verifyTool();
    expect(clean).toMatchObject({ code: 0, stderr: '' });
    expect(clean.stdout).toMatch(
      /^Ledger consistent: 2 accounts, 5 transfers, 13500 posted debits = credits, 500 pending/,
    );

    await handle.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ credits_posted: eb('credits_posted', '+', '1') }))
      .where('id', '=', wallet.id)
      .execute();
    const tampered = await verifyTool();
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toBe('');
    expect(tampered.stderr).toContain(
      `Ledger discrepancy: account ${wallet.id} (member:7:main) credits_posted is 10001, its transfers say 10000.`,
    );

    // And alone again, starting the folder's PostgreSQL itself: the discrepancy is still found.
    await handle.close();
    handle = undefined;
    await embedded.stop();
    embedded = undefined;
    const alone = await verifyTool();
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain(`account ${wallet.id} (member:7:main) credits_posted`);
  });
});
