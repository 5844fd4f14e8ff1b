import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/server/src/db/database.js';
import { fundFromHouse } from '../apps/server/src/testing/ledger-kit.js';
import { lotteryProcess } from '../apps/server/src/testing/lottery-kit.js';
import {
  cleanUp,
  membersWithSessions,
  onCleanUp,
  scratchDatabase,
  settingsOf,
  startBuiltServer,
} from './support/bench-server.js';
import { profiledPhase } from './support/cpu-profile.js';
import { percentile, positiveInteger, round, say } from './support/figures.js';
import { RawHttpConnection } from './support/raw-http-client.js';

/**
 * npm run bench -- lottery: (1) bets per second through HTTP on the built server at concurrency 64, with
 * p50/p99 (each bet: its stake transfer, bet row, round and exposure hold in one ledger commit), beside a
 * reference measured in the same run on the same server, members and concurrency: in-house dice rounds
 * (one ledger unit each on their own hot vendor account), given as betRatio; (2) the settlement of one draw
 * holding 100,000 bets (bets written by SQL in bulk for the set-up, then drawn and settled through
 * LotteryService.settleDraw: lost bets by conditional batch updates, each win one transfer through the
 * ledger's group commit), beside the set-up's bulk insert of the same bets (settleRatio). The machine may
 * be shared: compare the ratios, and the load average the last line gives. LOTTERY_BENCH_CPU_PROF_DIR
 * writes CPU profiles: the server's whole run (--cpu-prof) and this process's bet and settlement phases.
 * Last line: one JSON object.
 */
const httpBets = positiveInteger(process.env.LOTTERY_BENCH_BETS, 20_000);
const concurrency = positiveInteger(process.env.LOTTERY_BENCH_CONCURRENCY, 64);
const settleBets = positiveInteger(process.env.LOTTERY_BENCH_SETTLE_BETS, 100_000);
const referenceBets = positiveInteger(process.env.LOTTERY_BENCH_REFERENCE_BETS, 3_000);
/** A folder for CPU profiles (the server's whole run, this process's bet and settlement phases). */
const profileDir = process.env.LOTTERY_BENCH_CPU_PROF_DIR || undefined;
const memberCount = 1_000;
const secretKeyHex = randomBytes(32).toString('hex');

type PhaseFigures = {
  count: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  firstError: string;
};

function describe(phase: PhaseFigures): string {
  return (
    `${phase.count} in ${phase.seconds} s at concurrency ${concurrency}: ${phase.perSecond}/s, ` +
    `p50 ${phase.p50Ms} ms, p99 ${phase.p99Ms} ms, ${phase.errors} errors` +
    (phase.firstError ? ` (first: ${phase.firstError})` : '')
  );
}

/** `count` requests (after a warm-up of 4 per connection) over the connections; rate and latencies. */
async function httpPhase(
  connections: readonly RawHttpConnection[],
  send: (connection: RawHttpConnection, index: number) => Promise<{ status: number; body: string }>,
  count: number,
  name: string,
): Promise<PhaseFigures> {
  let next = 0;
  const warmUp = connections.length * 4;
  await Promise.all(
    connections.map(async (connection) => {
      while (next < warmUp) await send(connection, next++);
    }),
  );
  const total = warmUp + count;
  const latencies = new Float64Array(count);
  let samples = 0;
  let errors = 0;
  let firstError = '';
  const started = performance.now();
  await Promise.all(
    connections.map(async (connection) => {
      while (next < total) {
        const index = next++;
        const before = performance.now();
        try {
          const reply = await send(connection, index);
          if (reply.status !== 200) {
            errors += 1;
            firstError ||= `${name}: ${reply.status} ${reply.body.slice(0, 200)}`;
            continue;
          }
          latencies[samples++] = performance.now() - before;
        } catch (error) {
          errors += 1;
          firstError ||= `${name}: ${(error as Error).message}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  const sorted = latencies.slice(0, samples).sort();
  return {
    count: samples,
    seconds: round(seconds, 2),
    perSecond: round(samples / seconds, 1),
    p50Ms: round(percentile(sorted, 0.5), 1),
    p99Ms: round(percentile(sorted, 0.99), 1),
    errors,
    firstError,
  };
}

async function main() {
  const database = await scratchDatabase('lottery');
  say(`database: ${database.description}`);
  const server = await startBuiltServer(
    database.connectionString,
    'lottery',
    { SECRET_KEY: secretKeyHex },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const handle = connectDatabase(database.connectionString, 12);
  onCleanUp(() => handle.close());
  const db = handle.db;
  const settings = await settingsOf(db);
  const { lottery, ledger } = lotteryProcess(db, settings, Buffer.from(secretKeyHex, 'hex'));
  await lottery.ensureGames();
  await lottery.createUpcomingDraws();

  const members = await membersWithSessions(db, memberCount, 'lb');
  for (let start = 0; start < members.length; start += 64)
    await Promise.all(
      members.slice(start, start + 64).map((member) => fundFromHouse(ledger, member.id, 1_000_000_000n)),
    );
  // The daily game's next draw stays on sale for hours: the bets never race its close.
  const game = (await (await fetch(`${server.baseUrl}/api/lottery/game?gameCode=vn_north`)).json()) as {
    currentDraw: { drawId: string };
  };
  const drawId = game.currentDraw.drawId as string;
  say(`seeded ${memberCount} funded members; betting on vn_north draw ${drawId}`);

  const target = new URL(server.baseUrl);
  const connections = Array.from(
    { length: concurrency },
    () => new RawHttpConnection(target.hostname, Number(target.port)),
  );
  const post = (connection: RawHttpConnection, index: number, path: string, body: unknown) => {
    const member = members[index % members.length] as { id: string; token: string };
    return connection.request(
      'POST',
      path,
      {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      JSON.stringify(body),
    );
  };
  const lotteryBet = (connection: RawHttpConnection, index: number) =>
    post(connection, index, '/api/lottery/bets', {
      requestId: randomUUID(),
      drawId,
      betType: 'lo2',
      selection: { numbers: [String(index % 100).padStart(2, '0')] },
      unitStakeMinor: '1000',
    });
  // The reference: an in-house dice round (its stake and win one ledger unit on the hot vendor:inhouse
  // account, with its round) through the same server, members and concurrency, measured in this run: the
  // machine is shared, so the lottery's rate is also given as a ratio to it.
  const diceBet = (connection: RawHttpConnection, index: number) =>
    post(connection, index, '/api/inhouse/dice/rounds', {
      requestId: randomUUID(),
      amount: '10',
      direction: 'under',
      target: 5000,
    });
  const reference = await httpPhase(connections, diceBet, referenceBets, 'reference');
  say(`reference (in-house dice rounds): ${describe(reference)}`);
  const bets = await profiledPhase(profileDir, 'bench-bets', () =>
    httpPhase(connections, lotteryBet, httpBets, 'lottery'),
  );
  for (const connection of connections) connection.close();
  await server.stop();
  say(`HTTP lottery bets: ${describe(bets)}`);

  // Settlement: a fast_5m draw with `settleBets` bets (SQL bulk set-up, no stake transfers), drawn, then settled.
  const settleDraw = await db
    .selectFrom('lottery_draws')
    .select(['id', 'draw_at'])
    .where('game_code', '=', 'fast_5m')
    .where('status', '=', 'open')
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  const insertStarted = performance.now();
  await sql`
    insert into lottery_bets (id, member_id, request_id, draw_id, game_code, bet_type, selection, units,
      unit_stake_minor, stake_minor, odds, placed_at)
    with ms as (select array_agg(id order by id) as ids from members where username like 'lb%')
    select gen_random_uuid(), ms.ids[1 + n % cardinality(ms.ids)], 'bench-' || n, ${settleDraw.id}::uuid,
      'fast_5m', 'digit',
      jsonb_build_object('numbers', jsonb_build_array((n % 10)::text), 'position', 1 + (n / 10) % 5), 1,
      1000, 1000, '{"win": 98000}'::jsonb, now()
    from generate_series(1, ${settleBets}) as n, ms`.execute(db);
  // The set-up's bulk insert of the same bets, measured in this run: the settlement's reference.
  const insertSeconds = round((performance.now() - insertStarted) / 1_000, 2);
  await sql`analyze lottery_bets`.execute(db);
  say(
    `inserted ${settleBets} bets on fast_5m draw ${settleDraw.id} by SQL in bulk (set-up) in ${insertSeconds} s`,
  );
  const drawProcess = lotteryProcess(
    db,
    settings,
    Buffer.from(secretKeyHex, 'hex'),
    () => settleDraw.draw_at.getTime() + 1_000,
  ).lottery;
  const settleStarted = performance.now();
  await profiledPhase(profileDir, 'bench-settle', () => drawProcess.drawAndSettle(settleDraw.id));
  const settleSeconds = round((performance.now() - settleStarted) / 1_000, 2);
  const counts = await sql<{ status: string; count: string; paid: string }>`
    select status, count(*)::text as count, coalesce(sum(payout_minor), 0)::text as paid
    from lottery_bets where draw_id = ${settleDraw.id}::uuid group by status order by status`.execute(db);
  const wins = await sql<{ count: string }>`
    select count(*)::text as count from ledger_transfers t join lottery_bets b on t.reference_id = b.id::text
    where t.reference_type = 'lottery_bet' and t.code = 'win' and b.draw_id = ${settleDraw.id}::uuid`.execute(
    db,
  );
  say(
    `settlement of ${settleBets} bets: ${settleSeconds} s (${round(settleBets / settleSeconds, 0)} bets/s); ` +
      counts.rows.map((row) => `${row.status} ${row.count} (paid ${row.paid})`).join(', ') +
      `; ${wins.rows[0]?.count} win transfers`,
  );
  const result = {
    betsPerSecond: bets.perSecond,
    betP50Ms: bets.p50Ms,
    betP99Ms: bets.p99Ms,
    betErrors: bets.errors,
    referenceDiceRoundsPerSecond: reference.perSecond,
    referenceDiceP99Ms: reference.p99Ms,
    referenceErrors: reference.errors,
    betRatio: round(bets.perSecond / reference.perSecond, 3),
    settleBets,
    settleSeconds,
    referenceInsertSeconds: insertSeconds,
    settleRatio: round(settleSeconds / insertSeconds, 2),
    loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
  };
  await cleanUp();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch(async (error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  await cleanUp();
  process.exit(1);
});
