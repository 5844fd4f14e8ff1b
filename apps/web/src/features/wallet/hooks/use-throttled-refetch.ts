import { useCallback, useRef } from 'react';

/** Spec §9: refresh buttons act at most once per second; extra clicks in between are ignored. */
export const refreshThrottleMs = 1_000;

export function useThrottledRefetch(refetch: () => Promise<unknown>, throttleMs = refreshThrottleMs) {
  const lastRunMs = useRef(0);
  return useCallback(() => {
    const nowMs = Date.now();
    if (nowMs - lastRunMs.current < throttleMs) return;
    lastRunMs.current = nowMs;
    void refetch();
  }, [refetch, throttleMs]);
}
