import { type FairByteStream, floorDivide, multiplierScale, type Payout } from './inhouse-bytes.js';

/**
 * Crash, played live (issue 14 #13). The crash point is drawn from the round's seed when the round
 * starts: from a uniform h in [0, 2^32) it is X = RTP / U with U = (h + 1) / 2^32, shown rounded down to
 * 1/100 and at least 1.00× (X < 1 is an instant crash, probability 1 − RTP). The multiplier then rises
 * along the public curve m(t) = e^(k·t); the player cashes out at any moment, and the server takes the
 * multiplier at the moment its own clock receives the request. A cash-out at m wins when X ≥ m, which
 * happens with probability RTP / m: every way of choosing when to cash out returns exactly the stated RTP
 * (to 2^-32). An optional automatic cash-out, set before the round, cashes out when the curve gets there.
 */
export const crashRtpBasisPoints = 9_800;
export const crashMinimumTarget = 101;
export const crashMaximumTarget = 100_000;
/** The shown crash point is capped at 1,000,000.00×; no cash-out reaches the cap, so it changes no bet. */
export const crashMaximumPoint = 100_000_000;

/** The curve's growth: m(t) = e^(0.00006·t) with t in milliseconds (2× after 11.6 s, 10× after 38.4 s). */
export const crashGrowthPerMs = 0.00006;
/**
 * The longest a round runs: the curve reaches the game's top cash-out (1,000×) after 115.1 s. By then
 * every round is decided (crashed, or cashed out at its automatic or maximum cash-out), so a request
 * arriving later changes nothing and the settling job may close the round.
 */
export const crashMaximumRoundMs = 120_000;

/** The player's choice before the round: an automatic cash-out in 1/100 (250 = 2.50×), or none. */
export type CrashParams = { autoCashOut: number | null };
/**
 * The round's result: its crash point (1/100), the cash-out it got (1/100; null when it crashed first),
 * and the multiplier paid (1/10000; 0 when lost).
 */
export type CrashOutcome = {
  crashPoint: number;
  cashedOutAt: number | null;
  win: boolean;
  multiplier: number;
};

export function isValidCrashParams(params: CrashParams): boolean {
  const target = params.autoCashOut;
  return (
    target === null ||
    (Number.isInteger(target) && target >= crashMinimumTarget && target <= crashMaximumTarget)
  );
}

/** The crash point in 1/100 (250 = 2.50×) for a drawn 32-bit value. */
export function crashPointOf(value: number): number {
  const point = floorDivide(crashRtpBasisPoints * 4_294_967_296, 100 * (value + 1));
  return Math.min(crashMaximumPoint, Math.max(100, point));
}

/** The multiplier on the curve (1/100, rounded down) after elapsedMs of the round. */
export function crashMultiplierAt(elapsedMs: number): number {
  const exact = 100 * Math.exp(crashGrowthPerMs * Math.max(0, elapsedMs));
  // A hair of tolerance so exp's last bit never shows 1.99× where 2.00× is meant.
  return Math.min(crashMaximumPoint, Math.floor(exact + 1e-9));
}

/** When the curve reaches a multiplier (1/100): the first whole millisecond it shows it. */
export function crashMillisecondsTo(multiplier: number): number {
  let ms = Math.max(0, Math.floor(Math.log(multiplier / 100) / crashGrowthPerMs));
  while (crashMultiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

/**
 * What the round is at a moment of the server's clock. `target` is where it cashes out by itself: the
 * player's automatic cash-out, or else the round's maximum cash-out (the house's limits for the stake).
 * - 'running': neither the crash point nor the target is reached; a cash-out now gets `multiplier`.
 * - 'decided': the target came first (cashed out there) or the crash did (lost, cashedOutAt null).
 */
export function crashStateAt(
  round: { crashPoint: number; target: number },
  elapsedMs: number,
): { state: 'running'; multiplier: number } | { state: 'decided'; cashedOutAt: number | null } {
  const multiplier = crashMultiplierAt(elapsedMs);
  if (multiplier >= round.target)
    return { state: 'decided', cashedOutAt: round.crashPoint >= round.target ? round.target : null };
  if (round.crashPoint < multiplier) return { state: 'decided', cashedOutAt: null };
  return { state: 'running', multiplier };
}

/** The round's crash point from its outcome bytes (the first 32-bit value). */
export function drawCrashPoint(stream: FairByteStream): number {
  return crashPointOf(stream.nextUint32());
}

/** The result of a cash-out at `cashedOutAt` (1/100; null: none) against the crash point. */
export function crashResult(
  crashPoint: number,
  cashedOutAt: number | null,
): { outcome: CrashOutcome; payout: Payout } {
  const win = cashedOutAt !== null && crashPoint >= cashedOutAt;
  // Cash-outs are in 1/100, multipliers in 1/10000.
  const multiplier = win ? cashedOutAt * 100 : 0;
  return {
    outcome: { crashPoint, cashedOutAt: win ? cashedOutAt : null, win, multiplier },
    payout: { numerator: multiplier, denominator: multiplierScale },
  };
}

/** The exact expected return of cashing out at a multiplier: P(X ≥ m) × m. */
export function crashExactRtp(cashOut: { target: number }): number {
  const winningValues = floorDivide(crashRtpBasisPoints * 4_294_967_296, 100 * cashOut.target);
  return (Math.min(winningValues, 4_294_967_296) / 4_294_967_296) * (cashOut.target / 100);
}
