import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { AuthRepository } from '../apps/server/src/modules/auth/auth-repository.js';
import { SessionService } from '../apps/server/src/modules/auth/session-service.js';
import { cleanUp, membersWithSessions, scratchDatabase, settingsOf } from './support/bench-server.js';
import { positiveInteger, round, say } from './support/figures.js';

/**
 * npm run bench -- session-touch: sessions resolved per second (64 callers, 256 members' sessions, each
 * resolved over and over) by SessionService.resolve, which writes only a stale session, beside the
 * former statement that wrote on every request (UPDATE ... RETURNING), run on the same database and pool
 * in the same run, alternating. The machine may be shared: compare the ratio.
 */
const resolves = positiveInteger(process.env.SESSION_TOUCH_BENCH_RESOLVES, 20_000);
const concurrency = 64;

async function timed(work: (index: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < resolves) await work(next++);
    }),
  );
  return resolves / ((performance.now() - started) / 1_000);
}

try {
  const scratch = await scratchDatabase('session_touch');
  await migrate(scratch.connectionString);
  const handle = connectDatabase(scratch.connectionString, 32);
  const members = await membersWithSessions(handle.db, 256, 'touch');
  const sessions = new SessionService(new AuthRepository(handle.db), await settingsOf(handle.db));
  const tokenOf = (index: number) => (members[index % members.length] as { token: string }).token;
  const everyRequest = (index: number) => {
    const now = new Date();
    return sql`update member_sessions set last_seen_at = ${now},
        idle_expires_at = least(${new Date(now.getTime() + 3_600_000)}::timestamptz, expires_at)
      where token_hash = sha256(convert_to(${tokenOf(index)}, 'UTF8')) and expires_at > ${now}
        and idle_expires_at > ${now} returning id, member_id, ip, expires_at, idle_expires_at`.execute(
      handle.db,
    );
  };
  const whenStale = (index: number) => sessions.resolve(tokenOf(index));
  const figures = { everyRequest: [] as number[], whenStale: [] as number[] };
  for (let round_ = 0; round_ < 3; round_++) {
    figures.everyRequest.push(await timed(everyRequest));
    figures.whenStale.push(await timed(whenStale));
  }
  const best = (values: number[]) => Math.max(...values);
  say(`${scratch.description}; ${resolves} resolves per pass, best of 3`);
  say(`write on every request: ${round(best(figures.everyRequest))}/s`);
  say(`write when stale:       ${round(best(figures.whenStale))}/s`);
  say(`ratio ${round(best(figures.whenStale) / best(figures.everyRequest))}`);
  await handle.close();
} finally {
  await cleanUp();
}
