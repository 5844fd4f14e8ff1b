/**
 * Provably fair outcome bytes (DESIGN.md §6), shared by the server (which draws) and the browser (which
 * re-draws to verify). No I/O and no crypto here: the caller supplies the 32 bytes of each HMAC round,
 * HMAC-SHA256(key = server seed as UTF-8, message = `${clientSeed}:${nonce}:${round}`), so the same code
 * runs on node:crypto in the server and on Web Crypto in the browser.
 */

/** The message of one HMAC round: round 0 gives bytes 0..31, round 1 bytes 32..63, and so on. */
export function fairMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** The 32 bytes of one round; the browser throws NeedMoreBytes when it has not computed that round yet. */
export type RoundBytes = (round: number) => Uint8Array;

/** Thrown by a precomputed byte source asked for a round it does not hold; the caller computes more and retries. */
export class NeedMoreBytes extends Error {
  constructor(readonly round: number) {
    super(`outcome bytes of round ${round} are not computed yet`);
  }
}

const uint32Range = 4_294_967_296;

/**
 * Reads the outcome bytes in order, 4 at a time as big-endian unsigned integers. Integers below n are
 * drawn by rejection (values at or above the largest multiple of n below 2^32 are skipped), so every
 * result is exactly uniform: the stated RTPs are exact, not approximately so.
 */
export class FairByteStream {
  private round = 0;
  private offset = 0;
  private bytes: Uint8Array;
  private drawn = 0;

  constructor(private readonly roundBytes: RoundBytes) {
    this.bytes = roundBytes(0);
  }

  /** How many 32-bit values were read (rejected ones included). */
  get uint32Count(): number {
    return this.drawn;
  }

  nextUint32(): number {
    if (this.offset + 4 > this.bytes.length) {
      this.round += 1;
      this.offset = 0;
      this.bytes = this.roundBytes(this.round);
    }
    const b = this.bytes;
    const o = this.offset;
    this.offset += 4;
    this.drawn += 1;
    return (((b[o] ?? 0) << 24) >>> 0) + ((b[o + 1] ?? 0) << 16) + ((b[o + 2] ?? 0) << 8) + (b[o + 3] ?? 0);
  }

  /** A uniform integer in [0, n), n between 1 and 2^32. */
  integerBelow(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > uint32Range) throw new RangeError(`bad range ${n}`);
    const limit = uint32Range - (uint32Range % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }
}

/** floor(a / b) for non-negative safe integers, exact even where a float quotient would round up. */
export function floorDivide(a: number, b: number): number {
  let quotient = Math.floor(a / b);
  if (quotient * b > a) quotient -= 1;
  else if ((quotient + 1) * b <= a) quotient += 1;
  return quotient;
}

/** A win is stake × numerator / denominator, rounded down to the minor unit. */
export type Payout = { numerator: number; denominator: number };

export function winOf(stakeMinor: bigint, payout: Payout): bigint {
  return (stakeMinor * BigInt(payout.numerator)) / BigInt(payout.denominator);
}

/** Multipliers are quoted in ten-thousandths (19800 = 1.98×). */
export const multiplierScale = 10_000;
