import PgBoss from 'pg-boss';
import { databaseConnectionDetails } from './database.js';

/**
 * Queues one run of a scheduled job now, as the server's own runNow does (platform/jobs.ts: pg-boss send
 * to the job's queue); the running server's worker picks it up. The staff job-run API retries failed
 * runs only, so a suite that needs a job to run at a moment of its choosing queues it this way.
 */
export async function runJobNow(dataDir: string, jobName: string): Promise<void> {
  const details = await databaseConnectionDetails(dataDir);
  const boss = new PgBoss({
    connectionString: `postgres://${details.user}:${encodeURIComponent(details.password)}@${details.host}:${details.port}/${details.database}`,
    max: 1,
    supervise: false,
    schedule: false,
    migrate: false,
  } as PgBoss.ConstructorOptions);
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await boss.send(jobName, {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
