import { type JackpotPool, type JackpotsResponse, maximumJackpotPools } from '@gaming/contracts/jackpots';
import type { VendorAdapter, VendorJackpotPool } from './vendor-adapter.js';

export type JackpotVendor = { code: string; displayName: string };

export type JackpotSources = {
  /** The external vendors of the catalogue (the in-house games have no progressive jackpot). */
  vendors(): Promise<JackpotVendor[]>;
  adapterFor(vendorCode: string): VendorAdapter | undefined;
  /** The brand's currency: only pools in it are summed. */
  currency(): string;
  /**
   * What the operator has funded on top of each vendor's pool (its seed, held in the ledger), in the
   * brand's currency. Absent: no seeds.
   */
  seeds?(vendorCodes: readonly string[]): Promise<Map<string, bigint>>;
};

export type JackpotOptions = {
  /** How long one set of figures is served before the vendors are asked again. */
  ttlMs: number;
  /** A vendor that has not answered for this long drops out rather than show an old figure forever. */
  staleLimitMs: number;
  /** Vendors asked at the same time. */
  concurrency: number;
};

const defaultOptions: JackpotOptions = { ttlMs: 10_000, staleLimitMs: 5 * 60_000, concurrency: 8 };

type Report = { displayName: string; pools: VendorJackpotPool[]; reportedAtMs: number };

/**
 * The vendors' progressive jackpot pools for the home page's ticker. Figures come from the vendors
 * (VendorAdapter.jackpotPools), are kept for ttlMs, and a vendor that fails or times out keeps its last
 * figure (up to staleLimitMs): a vendor's bad moment never fails the page. An expired set is served at
 * once while one refresh runs behind it, so no visitor waits on a vendor after the first.
 */
export class JackpotService {
  private readonly reports = new Map<string, Report>();
  private seeds = new Map<string, bigint>();
  private served: { value: JackpotsResponse; expiresAtMs: number } | undefined;
  private refreshing: Promise<JackpotsResponse> | undefined;
  private readonly options: JackpotOptions;

  constructor(
    private readonly sources: JackpotSources,
    options: Partial<JackpotOptions> = {},
    private readonly clock: () => number = Date.now,
  ) {
    this.options = { ...defaultOptions, ...options };
  }

  async jackpots(): Promise<JackpotsResponse> {
    if (this.served && this.served.expiresAtMs > this.clock()) return this.served.value;
    const refresh = this.refreshing ?? this.startRefresh();
    if (!this.served) return refresh;
    // Served from the last figures while the refresh runs; its failure must not go unhandled.
    refresh.catch(() => undefined);
    return this.served.value;
  }

  private startRefresh(): Promise<JackpotsResponse> {
    this.refreshing = this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<JackpotsResponse> {
    let vendors: JackpotVendor[] = [];
    try {
      vendors = (await this.sources.vendors()).slice(0, maximumJackpotPools);
    } catch {
      // The catalogue is unreachable: keep every last figure until the next try.
      vendors = [...this.reports.entries()].map(([code, report]) => ({
        code,
        displayName: report.displayName,
      }));
    }
    await Promise.all([this.askVendors(vendors), this.readSeeds(vendors)]);
    const value = this.summary(new Set(vendors.map((vendor) => vendor.code)));
    this.served = { value, expiresAtMs: this.clock() + this.options.ttlMs };
    return value;
  }

  private async readSeeds(vendors: JackpotVendor[]): Promise<void> {
    try {
      this.seeds = (await this.sources.seeds?.(vendors.map((vendor) => vendor.code))) ?? new Map();
    } catch {
      // The ledger is unreachable: keep the last figures until the next try.
    }
  }

  /** The vendors' own contributions (without the seeds) in the brand's currency, as last reported. */
  async contributions(): Promise<Map<string, bigint>> {
    await this.jackpots();
    const currency = this.sources.currency();
    const contributions = new Map<string, bigint>();
    for (const [code, report] of this.reports)
      for (const pool of report.pools)
        if (pool.currency === currency && pool.amountMinor >= 0n) contributions.set(code, pool.amountMinor);
    return contributions;
  }

  private async askVendors(vendors: JackpotVendor[]): Promise<void> {
    const queue = [...vendors];
    const worker = async () => {
      for (let vendor = queue.shift(); vendor; vendor = queue.shift()) await this.askVendor(vendor);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, queue.length) }, worker));
  }

  private async askVendor(vendor: JackpotVendor): Promise<void> {
    const adapter = this.sources.adapterFor(vendor.code);
    if (!adapter?.jackpotPools) {
      this.reports.delete(vendor.code);
      return;
    }
    try {
      const pools = await adapter.jackpotPools();
      this.reports.set(vendor.code, { displayName: vendor.displayName, pools, reportedAtMs: this.clock() });
    } catch {
      // Keep the last figure; summary() drops it once it is older than staleLimitMs.
    }
  }

  private summary(listed: Set<string>): JackpotsResponse {
    const currency = this.sources.currency();
    const now = this.clock();
    const pools: JackpotPool[] = [];
    for (const [code, report] of this.reports) {
      if (!listed.has(code) || now - report.reportedAtMs > this.options.staleLimitMs) {
        this.reports.delete(code);
        continue;
      }
      for (const pool of report.pools) {
        if (pool.amountMinor < 0n) continue;
        // The pool shown is the vendor's contributions plus the seed the operator funded on top.
        const seedMinor = pool.currency === currency ? (this.seeds.get(code) ?? 0n) : 0n;
        pools.push({
          vendorCode: code,
          displayName: report.displayName,
          currency: pool.currency,
          amountMinor: (pool.amountMinor + (seedMinor > 0n ? seedMinor : 0n)).toString(),
          reportedAt: new Date(report.reportedAtMs).toISOString(),
        });
      }
    }
    pools.sort((left, right) => {
      const difference = BigInt(right.amountMinor) - BigInt(left.amountMinor);
      return difference === 0n ? left.vendorCode.localeCompare(right.vendorCode) : difference > 0n ? 1 : -1;
    });
    const shown = pools.slice(0, maximumJackpotPools);
    const total = shown
      .filter((pool) => pool.currency === currency)
      .reduce((sum, pool) => sum + BigInt(pool.amountMinor), 0n);
    return { currency, totalMinor: total.toString(), pools: shown };
  }
}
