import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle (at the latest after 2 s; a new task where
 * there is no idle callback) and has then drawn a frame. Lets work that measures the layout (carousels)
 * run in its own short task instead of inside the long first render of a page, and on a layout the
 * browser has already computed, not one it must compute on the spot for the measuring.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    let handle: number | undefined;
    // Right after the next frame: its style and layout are done.
    const afterFrame = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setIdle(true));
      });
    };
    if ('requestIdleCallback' in window) handle = requestIdleCallback(afterFrame, { timeout: 2_000 });
    else timer = setTimeout(afterFrame);
    return () => {
      if (handle !== undefined) cancelIdleCallback(handle);
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return idle;
}
