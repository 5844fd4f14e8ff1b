type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser run what waits (input, paint) before the caller goes on: a new task where the browser
 * has `scheduler.yield` (Chromium), a microtask elsewhere. A long task of many small steps (a render's
 * effects starting a dozen requests) becomes several short ones.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}
