import { useEffect, useState } from 'react';

/** The server's time now (ms), ticking every second: this device's clock corrected by the measured offset. */
export function useServerNow(clockOffsetMs: number, tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + clockOffsetMs);
  useEffect(() => {
    setNow(Date.now() + clockOffsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + clockOffsetMs), tickMs);
    return () => window.clearInterval(timer);
  }, [clockOffsetMs, tickMs]);
  return now;
}
