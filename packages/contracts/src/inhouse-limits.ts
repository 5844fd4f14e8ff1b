import { multiplierScale } from './inhouse-bytes.js';
import { crashMaximumTarget, crashMinimumTarget } from './inhouse-crash.js';
import { diceMultiplier } from './inhouse-dice.js';
import type { InhouseGameCode, InhousePlay } from './inhouse-games.js';
import { minesMultiplier, minesTileCount } from './inhouse-mines.js';
import { slotPaytable } from './inhouse-slot.js';

/**
 * The house's limits on each in-house game (issue 13 #5), zod-free so the site can import the rules:
 * a maximum multiplier and a maximum payout per bet, and a daily exposure (the most the house may lose on
 * the game in one brand day, net of what it won, counting open bets at their largest possible payout).
 *
 * Fixed-odds games (dice, a crash bet with an automatic cash-out) know a bet's multiplier before it is
 * played, so a bet above a limit is refused rather than paid less than its stated odds: the player sees
 * the limit and changes the bet. The live games stop where the limits do (issue 14 #13): a crash round
 * without an automatic cash-out is cashed out at the largest multiplier the limits allow for its stake,
 * and a mines round at the largest number of safe tiles whose multiplier they allow; a round whose very
 * first step is above them is refused. The slot's pay is only known after the spin, so its win is capped at the limits, as slot rules say
 * ("wins are capped at ..."); the cap of each round is recorded with it, so verifying it gives the same win.
 */
export type InhouseGameLimits = {
  /** Whole multiples of the stake (10000 = 10,000×). */
  maxMultiplier: number;
  /** Minor units, as a decimal string (exact). */
  maxPayoutMinor: string;
  /** Net house loss allowed per brand day, minor units as a decimal string. */
  dailyExposureMinor: string;
};
export type InhouseLimits = Record<InhouseGameCode, InhouseGameLimits>;

/** The largest multiplier a staff member may set (whole ×); mines alone reaches millions. */
export const maximumConfigurableMultiplier = 10_000_000;

/**
 * The slot's top multiplier (1/10000) as a bound: every line paying the largest five-of-a-kind (pays are in
 * line bets and the stake is spread over the lines, so that is the largest pay times the stake). No spin
 * pays more, so it caps nothing by itself; it bounds the exposure an open spin holds.
 */
export const slotTopMultiplier =
  Math.max(...Object.values(slotPaytable).map((pays) => pays[2])) * multiplierScale;

/** Demo defaults in a 2-decimal currency (NPR): staff change them in the back office. */
export const defaultInhouseLimits: InhouseLimits = {
  slot: { maxMultiplier: 1_000, maxPayoutMinor: '10000000', dailyExposureMinor: '1000000000' },
  dice: { maxMultiplier: 1_000, maxPayoutMinor: '50000000', dailyExposureMinor: '500000000' },
  crash: { maxMultiplier: 1_000, maxPayoutMinor: '50000000', dailyExposureMinor: '500000000' },
  // 12 mines and 13 picks would pay 5,044,291×: far above what the house takes on one bet.
  mines: { maxMultiplier: 10_000, maxPayoutMinor: '50000000', dailyExposureMinor: '500000000' },
};

/** The largest multiplier (1/10000) the bet can win: its stated multiplier, or the slot's top. */
export function betTopMultiplier(play: InhousePlay): number {
  switch (play.game) {
    case 'slot':
      return slotTopMultiplier;
    case 'dice':
      return diceMultiplier(play.params);
    case 'crash':
      return (play.params.autoCashOut ?? crashMaximumTarget) * 100;
    case 'mines':
      return minesMultiplier(play.params.mines, minesTileCount - play.params.mines);
  }
}

export type BetLimitCheck =
  /**
   * liveLimit: where a live round stops by itself: crash, the largest cash-out (1/100); mines, the most
   * safe tiles. Absent for the instant games.
   */
  | { accepted: true; maxWinMinor: bigint; liveLimit?: number }
  | { accepted: false; reason: 'multiplier_above_maximum' | 'payout_above_maximum' };

/**
 * Whether the game's limits accept the bet, and the most it can win (what the house may lose on it, plus
 * the stake). Fixed-odds bets above a limit are refused; a spin is accepted with its win capped.
 */
export function checkBetLimits(
  play: InhousePlay,
  stakeMinor: bigint,
  limits: InhouseGameLimits,
): BetLimitCheck {
  const topMultiplier = BigInt(betTopMultiplier(play));
  const maxMultiplier = BigInt(limits.maxMultiplier) * BigInt(multiplierScale);
  const maxPayoutMinor = BigInt(limits.maxPayoutMinor);
  const topWinMinor = (stakeMinor * topMultiplier) / BigInt(multiplierScale);
  if (play.game === 'slot') {
    const byMultiplier = (stakeMinor * maxMultiplier) / BigInt(multiplierScale);
    return { accepted: true, maxWinMinor: minimum(topWinMinor, byMultiplier, maxPayoutMinor) };
  }
  if (play.game === 'crash' && play.params.autoCashOut === null) return crashLimit(stakeMinor, limits);
  if (play.game === 'mines') return minesLimit(play.params.mines, stakeMinor, limits);
  if (topMultiplier > maxMultiplier) return { accepted: false, reason: 'multiplier_above_maximum' };
  if (topWinMinor > maxPayoutMinor) return { accepted: false, reason: 'payout_above_maximum' };
  if (play.game === 'crash' && play.params.autoCashOut !== null)
    return { accepted: true, maxWinMinor: topWinMinor, liveLimit: play.params.autoCashOut };
  return { accepted: true, maxWinMinor: topWinMinor };
}

/** Whether a multiplier (1/10000) is within the limits for the stake: its refusal reason, or null. */
function refusalOf(
  multiplier: number,
  stakeMinor: bigint,
  limits: InhouseGameLimits,
): 'multiplier_above_maximum' | 'payout_above_maximum' | null {
  if (BigInt(multiplier) > BigInt(limits.maxMultiplier) * BigInt(multiplierScale))
    return 'multiplier_above_maximum';
  const winMinor = (stakeMinor * BigInt(multiplier)) / BigInt(multiplierScale);
  return winMinor > BigInt(limits.maxPayoutMinor) ? 'payout_above_maximum' : null;
}

/** A crash round without an automatic cash-out: cashed out at the largest multiplier the limits allow. */
function crashLimit(stakeMinor: bigint, limits: InhouseGameLimits): BetLimitCheck {
  const byMultiplier = BigInt(limits.maxMultiplier) * 100n;
  const byPayout = stakeMinor > 0n ? (BigInt(limits.maxPayoutMinor) * 100n) / stakeMinor : byMultiplier;
  const top = Number(minimum(BigInt(crashMaximumTarget), byMultiplier, byPayout));
  if (top < crashMinimumTarget) {
    const reason = refusalOf(crashMinimumTarget * 100, stakeMinor, limits) ?? 'payout_above_maximum';
    return { accepted: false, reason };
  }
  return { accepted: true, maxWinMinor: (stakeMinor * BigInt(top)) / 100n, liveLimit: top };
}

/** A mines round: it stops at the most safe tiles whose multiplier the limits allow (refused below one). */
function minesLimit(mines: number, stakeMinor: bigint, limits: InhouseGameLimits): BetLimitCheck {
  let tiles = 0;
  while (
    tiles < minesTileCount - mines &&
    refusalOf(minesMultiplier(mines, tiles + 1), stakeMinor, limits) === null
  )
    tiles += 1;
  if (tiles === 0) {
    const reason = refusalOf(minesMultiplier(mines, 1), stakeMinor, limits) ?? 'payout_above_maximum';
    return { accepted: false, reason };
  }
  const topMultiplier = BigInt(minesMultiplier(mines, tiles));
  // An abandoned round with no tile revealed returns the stake: at least that much.
  const maxWinMinor = minimum(
    (stakeMinor * topMultiplier) / BigInt(multiplierScale),
    BigInt(limits.maxPayoutMinor),
  );
  return {
    accepted: true,
    maxWinMinor: maxWinMinor > stakeMinor ? maxWinMinor : stakeMinor,
    liveLimit: tiles,
  };
}

/** The win paid: the drawn win, capped by the round's recorded maximum (none for rounds before limits). */
export function cappedWin(drawnWinMinor: bigint, maxWinMinor: bigint | null): bigint {
  return maxWinMinor === null || drawnWinMinor <= maxWinMinor ? drawnWinMinor : maxWinMinor;
}

/**
 * The largest stake (minor units) a fixed-odds bet of this multiplier (1/10000) may have under the maximum
 * payout: wins are rounded down, so it is the largest stake whose rounded-down win is within the maximum.
 */
export function maxStakeForMultiplier(multiplier: number, limits: InhouseGameLimits): bigint {
  if (multiplier <= 0) return 0n;
  const scale = BigInt(multiplierScale);
  return ((BigInt(limits.maxPayoutMinor) + 1n) * scale - 1n) / BigInt(multiplier);
}

function minimum(...values: bigint[]): bigint {
  return values.reduce((smallest, value) => (value < smallest ? value : smallest));
}
