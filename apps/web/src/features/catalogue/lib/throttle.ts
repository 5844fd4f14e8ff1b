/** Spec §4/§9: the favourite toggle acts at most once per second; calls in between are dropped. */
export const favouriteThrottleMs = 1_000;

/** Returns a gate that opens at most once per `intervalMs`; `now` is injectable for tests. */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let lastMs = Number.NEGATIVE_INFINITY;
  return () => {
    const current = now();
    if (current - lastMs < intervalMs) return false;
    lastMs = current;
    return true;
  };
}
