/** Longest wait for the static frame's banner: a slow or stalled image does not hold the app back more. */
const bannerWaitLimitMs = 3_000;

/**
 * Resolves after the page's first paint: on the home page once the server's static frame
 * (apps/server/src/web-index.ts) has its banner image (loaded or failed, at most bannerWaitLimitMs) and a
 * frame was drawn with it; at once where there is no frame to paint.
 */
export function afterFirstPaint(): Promise<void> {
  const banner = document.querySelector<HTMLImageElement>('[data-app-shell] img');
  if (!banner) return Promise.resolve();
  return new Promise((resolve) => {
    let started = false;
    // After the next frame's paint: a task queued from its animation frame callback runs after it.
    const afterNextFrame = () => {
      if (started) return;
      started = true;
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (banner.complete) return afterNextFrame();
    banner.addEventListener('load', afterNextFrame, { once: true });
    banner.addEventListener('error', afterNextFrame, { once: true });
    setTimeout(afterNextFrame, bannerWaitLimitMs);
  });
}
