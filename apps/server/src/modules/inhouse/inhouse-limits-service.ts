import type { BrandMoney } from '@gaming/contracts/adjustments';
import type { AdminInhouseLimitsResponse, AdminInhouseLimitsUpdateRequest } from '@gaming/contracts/inhouse';
import { type InhouseGameCode, inhouseGameCodes } from '@gaming/contracts/inhouse-games';
import type { InhouseGameLimits } from '@gaming/contracts/inhouse-limits';
import { parseDecimalAmount } from '@gaming/contracts/money';
import { brandToday } from '../../platform/brand-day.js';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { InhouseRepository } from './inhouse-repository.js';

/** Amounts staff may set: the round record's own ceiling (game_rounds checks 10^15 minor units). */
const maximumLimitMinor = 1_000_000_000_000_000n;

/**
 * The back office's side of the in-house limits (issue 13 #5): each game's maximum multiplier, maximum
 * payout per bet and daily exposure, with what the house has at stake on it today. Changes are settings
 * (history kept by the settings table) and audited with who made them, before and after.
 */
export class InhouseLimitsService {
  constructor(
    private readonly repository: InhouseRepository,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    /** The catalogue's names of the games (InhouseService.gameNames), so staff see the player's names. */
    private readonly gameNames: () => Promise<(code: string) => string> = async () => (code) => code,
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

  async view(): Promise<AdminInhouseLimitsResponse> {
    const brand = this.brand();
    const day = brandToday(new Date(), brand.gmtOffsetMinutes);
    const exposure = new Map((await this.repository.exposureOn(day)).map((row) => [row.game, row]));
    const limits = this.settings.get('inhouse.limits');
    const nameOf = await this.gameNames();
    return {
      brand,
      games: inhouseGameCodes.map((game) => ({
        game,
        displayName: nameOf(game),
        ...limits[game],
        today: {
          day,
          netLossMinor: exposure.get(game)?.net_loss_minor ?? '0',
          openMinor: exposure.get(game)?.open_minor ?? '0',
        },
      })),
    };
  }

  async update(
    game: InhouseGameCode,
    input: AdminInhouseLimitsUpdateRequest,
    actor: AuditActor,
  ): Promise<AdminInhouseLimitsResponse> {
    const next: InhouseGameLimits = {
      maxMultiplier: input.maxMultiplier,
      maxPayoutMinor: this.limitMinor(input.maxPayout, 'maxPayout').toString(),
      dailyExposureMinor: this.limitMinor(input.dailyExposure, 'dailyExposure').toString(),
    };
    const before = this.settings.get('inhouse.limits')[game];
    await this.settings.update(
      'inhouse.limits',
      (current) => ({ ...current, [game]: next }),
      `staff:${actor.name}`,
    );
    await this.audit.record(actor, {
      action: 'settings.inhouse_limits',
      targetType: 'settings',
      targetId: game,
      before,
      after: next,
    });
    return this.view();
  }

  private limitMinor(amount: string, path: string): bigint {
    const minor = parseDecimalAmount(amount, this.brand().decimals);
    if (minor === undefined || minor < 1n || minor > maximumLimitMinor)
      throw new AppError('validation_failed', undefined, [{ path, message: 'validation.amount' }]);
    return minor;
  }
}
