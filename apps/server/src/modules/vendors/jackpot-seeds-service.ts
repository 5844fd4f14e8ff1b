import type { BrandMoney } from '@gaming/contracts/adjustments';
import type {
  AdminHomeBoardsResponse,
  AdminJackpotSeedUpdateRequest,
  AdminWinnerBoardUpdateRequest,
} from '@gaming/contracts/jackpots';
import { maximumJackpotPools } from '@gaming/contracts/jackpots';
import { parseDecimalAmount } from '@gaming/contracts/money';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { JackpotVendor } from './jackpot-service.js';

/** The largest seed staff may set: the ledger's own ceiling on one transfer (10^15 minor units). */
const maximumSeedMinor = 1_000_000_000_000_000n;

/** A vendor's pool account: the seed's money, apart from the house's, in the ledger. */
export function jackpotPoolAccountCode(vendorCode: string): string {
  return `jackpot:${vendorCode.toLowerCase()}`;
}

export type JackpotSeedSources = {
  /** The external vendors of the catalogue (the same list the ticker asks). */
  vendors(): Promise<JackpotVendor[]>;
  /** The vendors' own contributions as last reported, in the brand's currency. */
  contributions(): Promise<Map<string, bigint>>;
};

/**
 * Seeds of the progressive pools (issue 14 #7), as a real operator runs them: staff set a seed per pool
 * (settings 'jackpots'); the house funds it through the ledger (house -> jackpot:<vendor>, back when it
 * is lowered), so what the ticker shows on top of the vendor's contributions is money the books hold.
 *
 * fund() brings every pool account to its configured seed. It is safe to repeat and to run in several
 * processes at once: each move's id derives from the settings revision and the account's balance before
 * it, so the same state always gives the same id (one move), and a later change gives a new one. The
 * scheduled run finishes a move a crash left undone.
 */
export class JackpotSeedsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly sources: JackpotSeedSources,
  ) {}

  private brand(): BrandMoney {
    const brand = this.settings.get('brand');
    return {
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
    };
  }

  private seedOf(vendorCode: string): bigint {
    return BigInt(this.settings.get('jackpots').seeds[vendorCode] ?? '0');
  }

  private async poolAccount(vendorCode: string): Promise<string> {
    const account = await this.ledger.ensureAccount({
      code: jackpotPoolAccountCode(vendorCode),
      kind: 'jackpot_pool',
      currency: this.brand().currency,
      // Credit-side money of the house's: only this service moves it, never beyond what was funded.
      mayGoNegative: true,
    });
    return account.id;
  }

  private async houseAccount(): Promise<string> {
    const account = await this.ledger.ensureAccount({
      code: 'house',
      kind: 'house',
      currency: this.brand().currency,
      mayGoNegative: true,
    });
    return account.id;
  }

  /** What each pool account holds now (minor units), for the vendors that have one. */
  async funded(vendorCodes: readonly string[]): Promise<Map<string, bigint>> {
    const funded = new Map<string, bigint>();
    for (const vendorCode of vendorCodes.slice(0, maximumJackpotPools)) {
      const account = await this.ledger.accountByCode(jackpotPoolAccountCode(vendorCode));
      if (account) funded.set(vendorCode, (await this.ledger.balanceOf(account.id)).postedMinor);
    }
    return funded;
  }

  /** Every configured pool (and every pool still holding money) brought to its seed; returns the moves. */
  async fund(): Promise<number> {
    await this.settings.refresh();
    const { seeds, revision } = this.settings.get('jackpots');
    const vendorCodes = new Set(Object.keys(seeds));
    for (const vendor of await this.sources.vendors()) vendorCodes.add(vendor.code);
    let moves = 0;
    for (const vendorCode of [...vendorCodes].slice(0, maximumJackpotPools)) {
      if (await this.fundOne(vendorCode, this.seedOf(vendorCode), revision)) moves += 1;
    }
    return moves;
  }

  private async fundOne(vendorCode: string, seedMinor: bigint, revision: number): Promise<boolean> {
    const existing = await this.ledger.accountByCode(jackpotPoolAccountCode(vendorCode));
    if (!existing && seedMinor === 0n) return false;
    const pool = existing?.id ?? (await this.poolAccount(vendorCode));
    const balance = (await this.ledger.balanceOf(pool)).postedMinor;
    if (balance === seedMinor) return false;
    const house = await this.houseAccount();
    const raise = seedMinor > balance;
    await this.ledger.transfer({
      id: this.ids.server('jackpot-seed', vendorCode, String(revision), balance.toString()),
      debitAccountId: raise ? house : pool,
      creditAccountId: raise ? pool : house,
      amountMinor: raise ? seedMinor - balance : balance - seedMinor,
      code: raise ? 'jackpot_seed' : 'jackpot_seed_release',
      reference: { type: 'jackpot_pool', id: vendorCode },
    });
    return true;
  }

  async view(): Promise<AdminHomeBoardsResponse> {
    const vendors = new Map(
      (await this.sources.vendors()).map((vendor) => [vendor.code, vendor.displayName]),
    );
    for (const vendorCode of Object.keys(this.settings.get('jackpots').seeds))
      if (!vendors.has(vendorCode)) vendors.set(vendorCode, vendorCode);
    const codes = [...vendors.keys()].slice(0, maximumJackpotPools);
    const [funded, contributions] = await Promise.all([this.funded(codes), this.sources.contributions()]);
    return {
      brand: this.brand(),
      pools: codes.map((vendorCode) => ({
        vendorCode,
        displayName: (vendors.get(vendorCode) ?? vendorCode).slice(0, 60),
        seedMinor: this.seedOf(vendorCode).toString(),
        fundedMinor: (funded.get(vendorCode) ?? 0n).toString(),
        contributionsMinor: contributions.get(vendorCode)?.toString() ?? null,
      })),
      winnerBoardMinimumWinMinor: this.settings.get('winnerBoard').minimumWinMinor,
    };
  }

  async setSeed(
    vendorCode: string,
    input: AdminJackpotSeedUpdateRequest,
    actor: AuditActor,
  ): Promise<AdminHomeBoardsResponse> {
    const known = (await this.sources.vendors()).some((vendor) => vendor.code === vendorCode);
    if (!known && this.settings.get('jackpots').seeds[vendorCode] === undefined)
      throw new AppError('not_found', 'No such vendor.');
    const seedMinor = this.amountMinor(input.seed, 'seed', 0n);
    const before = this.seedOf(vendorCode);
    await this.settings.update(
      'jackpots',
      (current) => {
        const seeds = { ...current.seeds };
        if (seedMinor === 0n) delete seeds[vendorCode];
        else seeds[vendorCode] = seedMinor.toString();
        return { seeds, revision: current.revision + 1 };
      },
      `staff:${actor.name}`,
    );
    await this.audit.record(actor, {
      action: 'settings.jackpot_seed',
      targetType: 'jackpot_pool',
      targetId: vendorCode,
      before: { seedMinor: before.toString() },
      after: { seedMinor: seedMinor.toString() },
    });
    await this.fund();
    return this.view();
  }

  async setWinnerBoard(
    input: AdminWinnerBoardUpdateRequest,
    actor: AuditActor,
  ): Promise<AdminHomeBoardsResponse> {
    const minimumWinMinor = this.amountMinor(input.minimumWin, 'minimumWin', 1n).toString();
    const before = this.settings.get('winnerBoard');
    await this.settings.update('winnerBoard', () => ({ minimumWinMinor }), `staff:${actor.name}`);
    await this.audit.record(actor, {
      action: 'settings.winner_board',
      targetType: 'settings',
      targetId: 'winnerBoard',
      before,
      after: { minimumWinMinor },
    });
    return this.view();
  }

  private amountMinor(amount: string, path: string, minimum: bigint): bigint {
    const minor = parseDecimalAmount(amount, this.brand().decimals);
    if (minor === undefined || minor < minimum || minor > maximumSeedMinor)
      throw new AppError('validation_failed', undefined, [{ path, message: 'validation.amount' }]);
    return minor;
  }
}
