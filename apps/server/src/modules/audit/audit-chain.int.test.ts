import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { AuditChainRepository } from './audit-chain-repository.js';
import { AuditChainService } from './audit-chain-service.js';
import { AuditRepository } from './audit-repository.js';

/**
 * The tamper-evident audit log: sealing chains every committed entry, and verify names the first edit,
 * deletion, insertion (behind the watermark, or back-dated) and a broken chain; concurrent writers with
 * slow transactions never leave an entry unchained; `npm run audit:verify` exits 0 or 1 accordingly.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const secretKey = Buffer.alloc(32, 9);
let database: TestDatabase;
let chain: AuditChainService;
let audit: AuditRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  chain = new AuditChainService(new AuditChainRepository(database.db), secretKey, () => new Date());
  audit = new AuditRepository(database.db);
});

afterAll(async () => {
  await database?.drop();
});

const actor = { type: 'staff' as const, id: '1', name: 'alice', ip: '10.0.0.1' };

async function write(count: number, action = 'test.action'): Promise<void> {
  for (let index = 0; index < count; index += 1)
    await audit.record(actor, { action, targetType: 'member', targetId: String(index), after: { n: index } });
}

/** Tampering needs the append-only trigger off, as an attacker with table rights would turn it off. */
async function tamper(statement: ReturnType<typeof sql>): Promise<void> {
  await database.db.transaction().execute(async (transaction) => {
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(transaction);
    await sql`alter table audit_chain disable trigger audit_chain_append_only`.execute(transaction);
    await statement.execute(transaction);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(transaction);
    await sql`alter table audit_chain enable trigger audit_chain_append_only`.execute(transaction);
  });
}

async function unchainedCount(): Promise<number> {
  const result = await sql<{ count: string }>`select count(*)::text as count from audit_log a
    where not exists (select 1 from audit_chain c where c.entry_id = a.id)`.execute(database.db);
  return Number(result.rows[0]?.count);
}

async function lastEntryId(): Promise<string> {
  const result = await sql<{ id: string }>`select max(id)::text as id from audit_log`.execute(database.db);
  return result.rows[0]?.id as string;
}

function verifyTool(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.connectionString,
    SECRET_KEY: secretKey.toString('hex'),
    LOG_LEVEL: 'warn',
  };
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(process.execPath, [path.join(root, 'scripts/run-server-tool.mjs'), 'audit-verify'], {
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

describe('audit chain', () => {
  it('seals old and new entries, passes the watermark only past settled entries, and verifies clean', async () => {
    // Entries from before the first seal, twenty minutes old: the watermark may pass them at once.
    await sql`insert into audit_log (actor_type, actor_name, action, created_at)
      select 'system', 'seed', 'seed.entry', clock_timestamp() - interval '20 minutes'
      from generate_series(1, 5)`.execute(database.db);
    const settledLast = await lastEntryId();
    await write(5);
    const sealed = await chain.seal();
    expect(sealed).toEqual({ sealed: 10, busy: false });
    const status = await chain.status();
    expect(status.headSeq).toBe('10');
    expect(status.unsealedCount).toBe(0);
    // Past the settled entries, not past the young ones (a slow transaction could still commit below them).
    expect(BigInt(status.lowWatermarkId)).toBe(BigInt(settledLast) + 1n);
    expect(await chain.verify()).toMatchObject({ ok: true, links: 10, headSeq: '10' });
    expect(await chain.seal()).toEqual({ sealed: 0, busy: false });
  });

  it('names an edited entry, and is clean again once it is restored', async () => {
    const target = await lastEntryId();
    await tamper(sql`update audit_log set actor_name = 'mallory' where id = ${target}`);
    expect(await chain.verify()).toMatchObject({ ok: false, problem: { kind: 'edited', entryId: target } });
    await tamper(sql`update audit_log set actor_name = 'alice' where id = ${target}`);
    expect(await chain.verify()).toMatchObject({ ok: true });
    // 4 and 4.0 are one number to JavaScript but two texts to jsonb: still an edit.
    await tamper(sql`update audit_log set after = '{"n": 4.0}' where id = ${target}`);
    expect(await chain.verify()).toMatchObject({ ok: false, problem: { kind: 'edited', entryId: target } });
    await tamper(sql`update audit_log set after = '{"n": 4}' where id = ${target}`);
    expect(await chain.verify()).toMatchObject({ ok: true });
    // A microsecond of created_at is an edit too.
    await tamper(
      sql`update audit_log set created_at = created_at + interval '1 microsecond' where id = ${target}`,
    );
    expect(await chain.verify()).toMatchObject({ ok: false, problem: { kind: 'edited', entryId: target } });
    await tamper(
      sql`update audit_log set created_at = created_at - interval '1 microsecond' where id = ${target}`,
    );
    expect(await chain.verify()).toMatchObject({ ok: true });
  });

  it('names a deleted entry, and a chain row removed as a broken chain', async () => {
    const ids = await database.db.selectFrom('audit_log').select('id').orderBy('id').execute();
    const victim = ids[6]?.id as string;
    await tamper(sql`create table saved_entry as select * from audit_log where id = ${victim}`);
    await tamper(sql`delete from audit_log where id = ${victim}`);
    expect(await chain.verify()).toMatchObject({ ok: false, problem: { kind: 'deleted', entryId: victim } });
    await tamper(sql`insert into audit_log overriding system value select * from saved_entry`);
    expect(await chain.verify()).toMatchObject({ ok: true });

    await tamper(sql`create table saved_link as select * from audit_chain where seq = 4`);
    await tamper(sql`delete from audit_chain where seq = 4`);
    expect(await chain.verify()).toMatchObject({ ok: false, problem: { kind: 'chain broken', seq: '5' } });
    await tamper(sql`insert into audit_chain select * from saved_link`);
    expect(await chain.verify()).toMatchObject({ ok: true });
  });

  it('names an entry slipped in below the watermark, and a back-dated one sealed late', async () => {
    // Ids run without gaps, so the lowest free id below the watermark is 0.
    await tamper(sql`insert into audit_log (id, actor_type, actor_name, action, created_at)
      overriding system value values (0, 'staff', 'mallory', 'member.credit', clock_timestamp())`);
    expect(await chain.verify()).toMatchObject({ ok: false, problem: { kind: 'inserted', entryId: '0' } });
    await tamper(sql`delete from audit_log where id = 0`);
    expect(await chain.verify()).toMatchObject({ ok: true });

    const backDated = await database.db
      .insertInto('audit_log')
      .values({
        actor_type: 'staff',
        actor_name: 'mallory',
        action: 'member.credit',
        created_at: new Date(Date.now() - 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await chain.verify()).toMatchObject({
      ok: false,
      problem: { kind: 'inserted', entryId: backDated.id },
    });
  });
});

describe('audit chain under concurrent writers', () => {
  let fresh: TestDatabase;
  afterAll(async () => {
    await fresh?.drop();
  });

  it('leaves no entry unchained while slow transactions commit lower ids after higher ones', async () => {
    fresh = await createTestDatabase();
    const sealer = new AuditChainService(new AuditChainRepository(fresh.db), secretKey, () => new Date());
    const writer = new AuditRepository(fresh.db);
    let writing = true;
    const sealing = (async () => {
      let passes = 0;
      while (writing) {
        await sealer.seal();
        passes += 1;
      }
      return passes;
    })();
    // 20 writers x 10 entries; each entry's transaction takes its id, then waits before committing, so
    // later ids commit first and a sealer that passed them would strand the slow ones.
    await Promise.all(
      Array.from({ length: 20 }, async (_, writerIndex) => {
        for (let index = 0; index < 10; index += 1)
          await fresh.db.transaction().execute(async (transaction) => {
            await writer.record(
              actor,
              { action: 'concurrent', targetId: `${writerIndex}:${index}` },
              transaction,
            );
            await new Promise((resolve) => setTimeout(resolve, (writerIndex * 7 + index * 13) % 40));
          });
      }),
    );
    writing = false;
    expect(await sealing).toBeGreaterThan(1);
    // A second sealer in parallel: the try-lock keeps them apart (never two links for one entry).
    const other = new AuditChainService(new AuditChainRepository(fresh.db), secretKey, () => new Date());
    await Promise.all([sealer.seal(), other.seal()]);
    await sealer.seal();
    const unchained = await sql<{ count: string }>`select count(*)::text as count from audit_log a
      where not exists (select 1 from audit_chain c where c.entry_id = a.id)`.execute(fresh.db);
    expect(unchained.rows[0]?.count).toBe('0');
    expect(await sealer.verify()).toMatchObject({ ok: true, links: 200, headSeq: '200' });
  });
});

describe('npm run audit:verify', () => {
  beforeAll(() => {
    const built = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/build.mjs'), '--only=server', '--quiet'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) throw new Error(`building the server failed: ${built.stderr}`);
  });

  it('exits 1 naming the back-dated insertion left by the tests above, 0 once it is gone', async () => {
    const tampered = await verifyTool();
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toBe('');
    expect(tampered.stderr).toMatch(/^Audit log inserted: entry \d+ says /);
    await tamper(sql`delete from audit_chain where entry_id = (select max(id) from audit_log)`);
    await tamper(sql`delete from audit_log where id = (select max(id) from audit_log)`);
    await tamper(sql`update audit_chain_head set seq = (select max(seq) from audit_chain),
      hash = (select hash from audit_chain order by seq desc limit 1)`);
    const clean = await verifyTool();
    expect(clean).toMatchObject({ code: 0, stderr: '' });
    expect(clean.stdout).toMatch(/^Audit chain intact: \d+ entries sealed, head at seq \d+/);
    expect(await unchainedCount()).toBe(0);
  });
});
