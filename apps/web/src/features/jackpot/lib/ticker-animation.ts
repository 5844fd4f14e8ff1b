/**
 * The jackpot ticker's motion: from the figure on screen to the vendors' newest figure, in integer minor
 * units (bigint: pools can outgrow a float's exact range), easing out so the last digits settle gently.
 */

/** The glide lasts most of the 3-second tick, so the figure rests a moment before the next one. */
export const tickerGlideMs = 2400;
const progressScale = 1_000_000;

export function easeOutCubic(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}

/** The figure shown `elapsedMs` into a glide from `fromMinor` to `toMinor`; exactly `toMinor` at the end. */
export function tickerValueAt(
  fromMinor: bigint,
  toMinor: bigint,
  elapsedMs: number,
  durationMs: number,
): bigint {
  if (durationMs <= 0 || elapsedMs >= durationMs) return toMinor;
  if (elapsedMs <= 0) return fromMinor;
  const scaled = BigInt(Math.round(easeOutCubic(elapsedMs / durationMs) * progressScale));
  return fromMinor + ((toMinor - fromMinor) * scaled) / BigInt(progressScale);
}

/**
 * Where a new glide starts. A pool that grew glides up from what is on screen (mid-glide included, so
 * the figure never jumps back); a pool that shrank (it paid out, or a vendor dropped out) is shown as it
 * is at once: counting down would look like money draining away.
 */
export function glideStart(shownMinor: bigint | undefined, targetMinor: bigint): bigint {
  if (shownMinor === undefined || targetMinor < shownMinor) return targetMinor;
  return shownMinor;
}
