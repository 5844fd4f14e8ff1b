import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { settlementProcess } from '../../testing/agent-contracts-kit.js';
import { seedAgentTree } from '../../testing/agent-tree-kit.js';
import { createSettingsService, testSecretKey } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

/**
 * A process settling a real-time window for thousands of contracts is killed with SIGKILL while it is
 * paying them. The next run (here, in this process) finishes the job: every window is paid exactly once
 * (one ledger transfer each, every balance what the contracts say), and the ledger verifies clean.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
let database: TestDatabase;
let bundleDir: string;
let driver: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  // Inside the repository, so the bundle resolves its external packages (argon2's native module) there.
  const cacheDir = path.resolve(here, '../../../../../node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  bundleDir = await mkdtemp(path.join(cacheDir, 'settlement-driver-'));
  driver = path.join(bundleDir, 'settlement-kill-driver.mjs');
  await build({
    entryPoints: [path.join(here, 'settlement-kill-driver.ts')],
    outfile: driver,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    conditions: ['source'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    external: ['pg-native', '@node-rs/argon2'],
    logLevel: 'error',
  });
}, 120_000);

afterAll(async () => {
  await database?.drop();
  if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
});

async function paidWithMoney(): Promise<number> {
  const row = await sql<{ count: string }>`
    select count(*) from agent_contract_windows where status = 'paid' and amount_minor > 0`.execute(
    database.db,
  );
  return Number(row.rows[0]?.count ?? 0);
}

/** Starts the driver; once it has stored the windows and paid `paidBeforeKill` of them, SIGKILL. */
function runAndKill(
  now: Date,
  paidBeforeKill: number,
): Promise<{ signal: NodeJS.Signals | null; errors: string; paidAtKill: number }> {
  const child: ChildProcess = spawn(process.execPath, [driver], {
    env: {
      ...process.env,
      SETTLEMENT_DRIVER_DATABASE_URL: database.connectionString,
      SETTLEMENT_DRIVER_NOW: now.toISOString(),
      SETTLEMENT_DRIVER_KEY: testSecretKey.toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let paidAtKill = -1;
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    if (!chunk.toString().includes('computed')) return;
    const poll = async () => {
      while (child.exitCode === null && !child.killed) {
        const paid = await paidWithMoney();
        if (paid >= paidBeforeKill) {
          child.kill('SIGKILL');
          paidAtKill = paid;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    void poll();
  });
  return new Promise((resolve) => {
    child.once('close', (_code, signal) => resolve({ signal, errors, paidAtKill }));
  });
}

describe('settlement after a crash', () => {
  it('pays every window exactly once when the run killed half-way is followed by the next run', async () => {
    const tree = await seedAgentTree(database.db, { members: 3_000, depth: 3, branching: 15 });
    const window = { start: new Date('2026-02-02T06:00:00Z'), end: new Date('2026-02-02T06:05:00Z') };
    const settleAt = new Date(window.end.getTime() + 120_000);
    // Everyone holds a real-time contract from its upline (the top from the house): lower rates lower down.
    const staff = await database.db
      .insertInto('staff')
      .values({
        username: 'crashkit',
        display_name: 'Crash kit',
        role: 'finance',
        password_hash: 'x',
        password_must_change: false,
        totp_secret_sealed: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into agent_contracts (kind, holder_member_id, offered_by_member_id, offered_by_staff_id, terms, status,
        created_at, activated_at)
      select 'realtime', t.descendant_id, m.upline_member_id, case when m.upline_member_id is null then ${staff.id}::bigint end,
        jsonb_build_object('kind', 'realtime', 'rate', (array['0.01', '0.008', '0.006', '0.004'])[t.depth + 1]),
        'active', ${window.start}, ${window.start}
      from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${tree.rootId}`.execute(database.db);
    // One round per member in the window.
    await sql`
      insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
        stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
      select gen_random_uuid(), t.descendant_id, 'KIT', 'kit-game', 'SLOT', gen_random_uuid()::text, 'NPR',
        100000, 40000, 100000, 'settled', ${window.start}, ${new Date(window.start.getTime() + 1000)}
      from member_tree t where t.ancestor_id = ${tree.rootId}`.execute(database.db);

    const run = await runAndKill(settleAt, 40);
    expect(run.errors).toBe('');
    expect(run.signal).toBe('SIGKILL');
    const contracts = 3_000;
    // It really died half-way through paying.
    expect(run.paidAtKill).toBeGreaterThanOrEqual(40);
    const paidBeforeRestart = await paidWithMoney();
    expect(paidBeforeRestart).toBeLessThan(contracts);

    const settings = await createSettingsService(database.db);
    const next = settlementProcess(database.db, settings, testSecretKey, () => settleAt);
    await next.settlement.run('realtime');
    await next.settlement.run('realtime');

    const windows = await sql<{ status: string; count: string }>`
      select status, count(*) from agent_contract_windows group by status`.execute(database.db);
    expect(windows.rows).toEqual([{ status: 'paid', count: String(contracts) }]);
    // One transfer per window, each of the window's amount.
    const transfers = await sql<{ windows: string; transfers: string; mismatched: string }>`
      select count(distinct w.contract_id) as windows, count(t.id) as transfers,
        count(*) filter (where t.amount <> w.amount_minor) as mismatched
      from agent_contract_windows w
      join ledger_transfers t on t.reference_type = 'agent_contract_window'
        and t.reference_id = w.contract_id::text || ':' || to_char(w.window_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(
      database.db,
    );
    expect(transfers.rows[0]).toEqual({
      windows: String(contracts),
      transfers: String(contracts),
      mismatched: '0',
    });
    // Every member's balance: what its contract paid it less what it paid its direct downline.
    const wrong = await sql<{ member_id: string }>`
      with received as (select holder_member_id as member_id, sum(amount_minor) as amount from agent_contract_windows group by 1),
      paid as (select payer_member_id as member_id, sum(amount_minor) as amount from agent_contract_windows
        where payer_member_id is not null group by 1)
      select r.member_id from received r left join paid p using (member_id)
      join ledger_accounts a on a.code = 'member:' || r.member_id || ':main'
      where a.credits_posted - a.debits_posted <> r.amount - coalesce(p.amount, 0)`.execute(database.db);
    expect(wrong.rows).toEqual([]);
    const { discrepancies, totals } = await next.ledger.verify();
    expect(discrepancies).toEqual([]);
    expect(totals.debitsPosted).toBe(totals.creditsPosted);
  }, 180_000);
});
