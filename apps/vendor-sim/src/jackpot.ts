/**
 * Progressive jackpot pools, as slot vendors run them: every real-money stake played through a vendor
 * puts a fixed share into that vendor's pool (one pool per vendor and currency). The operator reads the
 * pools on a signed endpoint (POST /vendor/jackpots) for its home page's ticker. Demo (fun-money) spins
 * and refused or rolled-back bets add nothing: only money that was really staked grows a pool.
 */

/** Share of each stake that goes into the pool, in basis points (100 = 1 %). */
export const defaultContributionBasisPoints = 100n;
const maximumPools = 1_000;

type Pool = { currency: string; stakesMinor: bigint };

export type JackpotPoolReport = { currency: string; amountMinor: string };

export class JackpotPools {
  private readonly pools = new Map<string, Pool>();

  constructor(private readonly contributionBasisPoints: bigint = defaultContributionBasisPoints) {
    if (contributionBasisPoints < 0n || contributionBasisPoints > 10_000n)
      throw new RangeError('jackpot contribution must be between 0 and 10000 basis points');
  }

  /** A stake the operator accepted (and did not roll back) grows the vendor's pool in that currency. */
  contribute(vendorCode: string, currency: string, stakeMinor: bigint): void {
    if (stakeMinor <= 0n || !/^[A-Z]{3}$/.test(currency) || currency === 'FUN') return;
    const key = `${vendorCode}:${currency}`;
    const pool = this.pools.get(key);
    if (pool) {
      pool.stakesMinor += stakeMinor;
      return;
    }
    if (this.pools.size >= maximumPools) return;
    this.pools.set(key, { currency, stakesMinor: stakeMinor });
  }

  /** After a spin: a real-money round whose bet went through contributes its stake. */
  recordSpin(
    session: { vendorCode: string; currency: string },
    result: { stakeMinor: string; refused?: string },
  ): void {
    if (result.refused) return;
    this.contribute(session.vendorCode, session.currency, BigInt(result.stakeMinor));
  }

  /**
   * The pools of one vendor. The amount is the share of the total stakes, rounded down once (not per
   * stake), so many small stakes add up exactly.
   */
  poolsOf(vendorCode: string): JackpotPoolReport[] {
    const reports: JackpotPoolReport[] = [];
    for (const [key, pool] of this.pools) {
      if (!key.startsWith(`${vendorCode}:`)) continue;
      const amountMinor = (pool.stakesMinor * this.contributionBasisPoints) / 10_000n;
      reports.push({ currency: pool.currency, amountMinor: amountMinor.toString() });
    }
    return reports;
  }
}
