import { type FairByteStream, floorDivide, multiplierScale, type Payout } from './inhouse-bytes.js';

/**
 * Crash with an automatic cash-out chosen before the round. From a uniform h in [0, 2^32) the crash
 * point is X = RTP / U with U = (h + 1) / 2^32, shown rounded down to 1/100 and at least 1.00×
 * (X < 1 is an instant crash, probability 1 − RTP). A cash-out target t (in 1/100) wins when X ≥ t,
 * which happens with probability RTP / t, so every target returns exactly the stated RTP (to 2^-32).
 */
export const crashRtpBasisPoints = 9_800;
export const crashMinimumTarget = 101;
export const crashMaximumTarget = 100_000;
/** The shown crash point is capped at 1,000,000.00×; no target reaches the cap, so it changes no bet. */
export const crashMaximumPoint = 100_000_000;

export type CrashParams = { target: number };
export type CrashOutcome = { crashPoint: number; win: boolean; multiplier: number };

export function isValidCrashParams(params: CrashParams): boolean {
  return (
    Number.isInteger(params.target) &&
    params.target >= crashMinimumTarget &&
    params.target <= crashMaximumTarget
  );
}

/** The crash point in 1/100 (250 = 2.50×) for a drawn 32-bit value. */
export function crashPointOf(value: number): number {
  const point = floorDivide(crashRtpBasisPoints * 4_294_967_296, 100 * (value + 1));
  return Math.min(crashMaximumPoint, Math.max(100, point));
}

export function playCrash(
  params: CrashParams,
  stream: FairByteStream,
): { outcome: CrashOutcome; payout: Payout } {
  const crashPoint = crashPointOf(stream.nextUint32());
  const win = crashPoint >= params.target;
  // Targets are in 1/100, multipliers in 1/10000.
  const multiplier = params.target * 100;
  return {
    outcome: { crashPoint, win, multiplier },
    payout: { numerator: win ? multiplier : 0, denominator: multiplierScale },
  };
}

/** The exact expected return of a target: P(win) × target. */
export function crashExactRtp(params: CrashParams): number {
  const winningValues = floorDivide(crashRtpBasisPoints * 4_294_967_296, 100 * params.target);
  return (Math.min(winningValues, 4_294_967_296) / 4_294_967_296) * (params.target / 100);
}
