import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle (at the latest after 2 s; a new task where
 * there is no idle callback). Lets work that measures the layout (carousels) run in its own short task
 * instead of inside the long first render of a page.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (!window.requestIdleCallback) {
      const timer = setTimeout(done);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(done, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
