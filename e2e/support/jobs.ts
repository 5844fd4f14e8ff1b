import { expect } from 'vitest';

/** How often and how far apart a refused (409) run now is asked again: bounded, slower than the route's limit. */
const runNowAttempts = 15;
const runNowRetryMs = 2_000;

/**
 * Runs a scheduled job now, as the back office's Jobs screen does (an admin's bearer token), instead of
 * waiting for its schedule. While a scheduled run of the job waits or runs the server refuses (409): that
 * run may have started before the test's changes, so this asks again until a run of its own is queued.
 */
export async function runScheduledJobNow(options: {
  baseUrl: string;
  token: string;
  address: string;
  jobName: string;
}): Promise<void> {
  const answers: number[] = [];
  for (let attempt = 0; attempt < runNowAttempts; attempt += 1) {
    const reply = await fetch(`${options.baseUrl}/api/admin/scheduled-jobs/${options.jobName}/run`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': 'application/json',
        'x-forwarded-for': options.address,
      },
      body: '{}',
    });
    answers.push(reply.status);
    if (reply.status === 200) return;
    expect(reply.status, await reply.text()).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, runNowRetryMs));
  }
  throw new Error(`${options.jobName} was never started: ${answers.join(', ')}`);
}
