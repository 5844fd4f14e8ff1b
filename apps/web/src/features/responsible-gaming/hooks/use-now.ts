import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `tickMs` while mounted (countdowns, the session clock). */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
