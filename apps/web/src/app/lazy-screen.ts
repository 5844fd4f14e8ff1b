/**
 * Spec §7: screen-group scripts load with a 120-second time-out. A screen's code (a lazy route chunk)
 * that has not arrived by then fails with ScreenTooSlowError, which the route's error boundary shows as
 * the page-too-slow message with a retry (spec §8).
 */
export const screenLoadTimeoutMs = 120_000;

export class ScreenTooSlowError extends Error {
  constructor(timeoutMs: number) {
    super(`screen code did not load within ${timeoutMs} ms`);
    this.name = 'ScreenTooSlowError';
  }
}

/** The load, or ScreenTooSlowError once `timeoutMs` passed first. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = screenLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenTooSlowError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A screen's code that failed to arrive at all (offline, a dropped connection, an old build's chunk). */
export function isScreenLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      error.message,
    )
  );
}
