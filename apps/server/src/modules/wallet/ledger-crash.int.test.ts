import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { LedgerRepository } from './ledger-repository.js';
import { LedgerService } from './ledger-service.js';

/**
 * A process moving money through the real LedgerService is killed with SIGKILL in the middle of its
 * load. Afterwards the books verify clean, every transfer it was told had succeeded is there, and the
 * ledger carries on (its open holds can still be resolved).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
let database: TestDatabase;
let ledger: LedgerService;
let bundleDir: string;
let driver: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService(new LedgerRepository(database.db));
  bundleDir = await mkdtemp(path.join(os.tmpdir(), 'ledger-driver-'));
  driver = path.join(bundleDir, 'ledger-load-driver.mjs');
  await build({
    entryPoints: [path.join(here, '../../testing/ledger-load-driver.ts')],
    outfile: driver,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    // The bundle lives outside the repository, so it carries its dependencies; pg's CommonJS needs require.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    external: ['pg-native'],
    logLevel: 'error',
  });
});

afterAll(async () => {
  await database?.drop();
  if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
});

type Run = {
  acknowledged: Set<string>;
  inFlight: Set<string>;
  signal: NodeJS.Signals | null;
  errors: string;
};

/** Runs the driver until it has acknowledged `acknowledgements` requests, then kills it with SIGKILL. */
function runAndKill(accounts: { house: string; members: string[] }, acknowledgements: number): Promise<Run> {
  const child: ChildProcess = spawn(process.execPath, [driver], {
    env: {
      ...process.env,
      LEDGER_DRIVER_DATABASE_URL: database.connectionString,
      LEDGER_DRIVER_ACCOUNTS: JSON.stringify(accounts),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged = new Set<string>();
  const begun = new Set<string>();
  let errors = '';
  let pending = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [event, id] = line.split(' ');
      if (event === 'begin' && id) begun.add(id);
      if (event === 'ack' && id) acknowledged.add(id);
    }
    if (acknowledged.size >= acknowledgements && child.exitCode === null && !child.killed)
      child.kill('SIGKILL');
  });
  return new Promise((resolve) => {
    child.once('close', (_code, signal) => {
      const inFlight = new Set([...begun].filter((id) => !acknowledged.has(id)));
      resolve({ acknowledged, inFlight, signal, errors });
    });
  });
}

describe('ledger after a crash', () => {
  it('verifies clean with every acknowledged transfer present after a SIGKILL under load', async () => {
    const house = await ledger.ensureAccount({
      code: 'house',
      kind: 'house',
      currency: 'NPR',
      mayGoNegative: true,
    });
    const members: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      const account = await ledger.ensureAccount({
        code: `member:${name}:main`,
        kind: 'member_main',
        currency: 'NPR',
        mayGoNegative: false,
      });
      await ledger.transfer({
        id: randomUUID(),
        debitAccountId: house.id,
        creditAccountId: account.id,
        amountMinor: 20_000n,
        code: 'deposit',
      });
      members.push(account.id);
    }

    const run = await runAndKill({ house: house.id, members }, 400);
    expect(run.errors).toBe('');
    expect(run.signal).toBe('SIGKILL');
    expect(run.acknowledged.size).toBeGreaterThanOrEqual(400);
    // It really died mid-flight: requests had begun that it never saw finish.
    expect(run.inFlight.size).toBeGreaterThan(0);

    const { discrepancies, totals } = await ledger.verify();
    expect(discrepancies).toEqual([]);
    expect(totals.debitsPosted).toBe(totals.creditsPosted);
    expect(totals.debitsPending).toBe(totals.creditsPending);
    const stored = new Set(
      (await database.db.selectFrom('ledger_transfers').select('id').execute()).map((row) => row.id),
    );
    const missing = [...run.acknowledged].filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    for (const member of members)
      expect((await ledger.balanceOf(member)).availableMinor).toBeGreaterThanOrEqual(0n);

    // The ledger carries on: the holds the dead process left open are voided once each.
    const open = await database.db
      .selectFrom('ledger_transfers as hold')
      .select('hold.id')
      .where('hold.kind', '=', 'pending')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('ledger_transfers as resolution')
              .select('resolution.id')
              .whereRef('resolution.pending_id', '=', 'hold.id'),
          ),
        ),
      )
      .execute();
    for (const hold of open)
      await ledger.void({ id: randomUUID(), pendingId: hold.id, code: 'withdrawal_rejected' });
    for (const member of members) expect((await ledger.balanceOf(member)).pendingDebitsMinor).toBe(0n);
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });
});
