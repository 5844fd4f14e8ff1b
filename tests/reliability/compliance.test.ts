import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldRunRedisTests } from '../../apps/server/src/testing/redis-probe.js';
import { type Cluster, startCluster } from './support/cluster.js';

/**
 * The audit chain across a SIGKILL (issue 20): a backlog of 20 000 entries takes the sealer some twenty
 * passes; the server is killed while it seals, started again, and `audit:verify` then finds every entry
 * chained exactly once, nothing deleted, edited or inserted.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runRedisTests = await shouldRunRedisTests(redisUrl);
const backlog = 20_000;

describe.skipIf(!runRedisTests)('the audit chain sealed across a SIGKILL', () => {
  let cluster: Cluster | undefined;
  let database: pg.Client | undefined;

  beforeAll(async () => {
    cluster = await startCluster({ serverCount: 1, redisUrl });
    database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database?.end();
    await cluster?.stop();
  });

  it('leaves every entry chained once and audit:verify clean after the restart', async () => {
    const running = cluster as Cluster;
    const books = database as pg.Client;
    const slot = running.slots[0];
    if (!slot) throw new Error('no server');
    await books.query(
      `insert into audit_log (actor_type, actor_name, action, target_type, target_id, after)
       select 'system', 'backlog', 'reliability.entry', 'member', g::text, jsonb_build_object('n', g)
       from generate_series(1, ${backlog}) g`,
    );
    // Any audited request kicks the sealer a second later: a registration (member.register, member.login).
    const username = `rel${randomBytes(4).toString('hex')}`;
    const password = `${randomBytes(12).toString('base64url')}-Rb9`;
    const registered = await fetch(`${slot.baseUrl}/api/members`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({
        username,
        password,
        confirmPassword: password,
        birthday: '1990-05-17',
        termsAccepted: true,
        ageConfirmed: true,
      }),
    });
    expect(registered.status, await registered.text()).toBe(200);
    // Kill once some passes have committed and more are still to come.
    const startedAt = Date.now();
    let sealed = 0;
    while (Date.now() - startedAt < 30_000) {
      const head = await books.query<{ seq: string }>('select seq::text from audit_chain_head');
      sealed = Number(head.rows[0]?.seq ?? 0);
      if (sealed > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await running.kill(slot);
    const total = await books.query<{ count: string }>('select count(*)::text as count from audit_log');
    expect(sealed).toBeGreaterThan(0);
    const atKill = await books.query<{ seq: string }>('select seq::text from audit_chain_head');
    expect(Number(atKill.rows[0]?.seq)).toBeLessThan(Number(total.rows[0]?.count));

    await running.restart(slot);
    const verified = await running.runTool('audit-verify', []);
    expect(verified.output).toMatch(/^Audit chain intact: \d+ entries sealed/);
    expect(verified.code).toBe(0);
    const counts = await books.query<{ entries: string; links: string; distinct_entries: string }>(
      `select (select count(*) from audit_log)::text as entries, (select count(*) from audit_chain)::text as links,
         (select count(distinct entry_id) from audit_chain)::text as distinct_entries`,
    );
    const row = counts.rows[0];
    expect(Number(row?.links)).toBeGreaterThanOrEqual(Number(total.rows[0]?.count));
    expect(row?.links).toBe(row?.distinct_entries);
    expect(Number(row?.links)).toBe(Number(row?.entries));
  });
});
