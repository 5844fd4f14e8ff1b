import type { BrandMoney } from '@gaming/contracts/adjustments';
import { checkOdds, ratioPercentText, statedReturn } from '@gaming/contracts/lottery/lottery-bets';
import {
  isBetTypeOf,
  type LotteryBetOdds,
  type LotteryBetType,
  type LotteryGameCode,
  oddsKeysOf,
} from '@gaming/contracts/lottery/lottery-games';
import type {
  AdminLotteryBet,
  AdminLotteryCancelResponse,
  AdminLotteryDrawBetsResponse,
  AdminLotteryDrawDetail,
  AdminLotteryDrawResponse,
  AdminLotteryDrawSummary,
  AdminLotteryDrawsQuery,
  AdminLotteryDrawsResponse,
  AdminLotteryGame,
  AdminLotteryGamesResponse,
  AdminLotteryGameUpdateRequest,
  AdminLotterySettlement,
  LotteryMissedDrawPolicy,
  LotterySchedule,
} from '@gaming/contracts/lottery-admin';
import { parseDecimalAmount } from '@gaming/contracts/money';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';

/** The largest exposure limit staff may set per number and draw: 10^12 minor units (10 billion at 2 decimals). */
const maximumExposureMinor = 1_000_000_000_000n;
/** One game's stored settings, as the lottery module keeps them (odds in ten-thousandths, limits in minor units). */
export interface LotteryGameSettings {
  gameCode: LotteryGameCode;
  enabled: boolean;
  salesCloseSeconds: number;
  missedDrawPolicy: LotteryMissedDrawPolicy;
  schedule: LotterySchedule;
  betTypes: { betType: LotteryBetType; odds: LotteryBetOdds; exposureLimitMinor: string }[];
}

/**
 * What the back office needs from the lottery module (LotteryService implements it). Lists are bounded by
 * `limit` (at most 100). cancelDraw refunds each open stake once (ledger id ('lottery-bet', betId,
 * 'refund')), is safe called twice at once (one answers cancelledNow), and throws AppError
 * 'lottery_draw_settled' for a draw whose numbers are out, 'not_found' for no such draw.
 */
export interface LotteryAdminSource {
  gameConfigs(): Promise<LotteryGameSettings[]>;
  setGameConfig(
    gameCode: LotteryGameCode,
    next: LotteryGameSettings,
  ): Promise<{ before: LotteryGameSettings; after: LotteryGameSettings }>;
  listDraws(filter: {
    gameCode?: LotteryGameCode;
    status?: AdminLotteryDrawsQuery['status'];
    fromDay?: string;
    toDay?: string;
    limit: number;
    offset: number;
  }): Promise<{ items: AdminLotteryDrawSummary[]; total: number }>;
  drawDetail(drawId: string): Promise<AdminLotteryDrawDetail | undefined>;
  drawBets(
    drawId: string,
    page: { limit: number; offset: number },
  ): Promise<{ items: AdminLotteryBet[]; total: number; settlement: AdminLotterySettlement }>;
  cancelDraw(input: {
    drawId: string;
    reason: string;
    staff: AuditActor;
  }): Promise<{ cancelledNow: boolean; refundedBets: number; refundedMinor: string }>;
}

/** A bet type's stated return at these odds, in percent rounded down to 2 decimals ('' when not a bet type). */
export function statedReturnPercent(
  gameCode: LotteryGameCode,
  betType: string,
  odds: LotteryBetOdds,
): string {
  if (!isBetTypeOf(gameCode, betType)) return '';
  const keys = oddsKeysOf(gameCode, betType);
  if (keys.some((key) => !Number.isSafeInteger(odds[key]))) return '';
  return ratioPercentText(statedReturn(gameCode, betType, odds));
}

/** The bets of a draw neither settled nor refunded: the stakes a cancel returns. */
export function stakesOpen(settlement: AdminLotterySettlement): number {
  return Math.max(0, settlement.betCount - settlement.settledCount - settlement.refundedCount);
}

/**
 * The back office's side of the in-house lottery (issue 19 #7): settings with their stated return, draws
 * with seeds and settlement, a draw's bets, and cancel-and-refund. Every change is audited with who made
 * it, before and after; hostile values (odds <= 0, odds paying back more than the stakes, absurd limits,
 * unknown or missing bet types) are refused with validation errors before anything is stored.
 */
export class LotteryAdminService {
  constructor(
    private readonly source: LotteryAdminSource,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
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

  private present(game: LotteryGameSettings): AdminLotteryGame {
    return {
      ...game,
      betTypes: game.betTypes.map((type) => ({
        ...type,
        statedReturnPercent: statedReturnPercent(game.gameCode, type.betType, type.odds),
      })),
    };
  }

  async games(): Promise<AdminLotteryGamesResponse> {
    const games = await this.source.gameConfigs();
    return { brand: this.brand(), games: games.map((game) => this.present(game)) };
  }

  async updateGame(
    gameCode: LotteryGameCode,
    input: AdminLotteryGameUpdateRequest,
    actor: AuditActor,
  ): Promise<AdminLotteryGamesResponse> {
    const current = (await this.source.gameConfigs()).find((game) => game.gameCode === gameCode);
    if (!current) throw new AppError('not_found');
    const next = this.validated(current, input);
    const { before, after } = await this.source.setGameConfig(gameCode, next);
    await this.audit.record(actor, {
      action: 'lottery.game_config',
      targetType: 'lottery_game',
      targetId: gameCode,
      before,
      after,
    });
    return this.games();
  }

  /** The update as stored settings, or a validation error naming each field that is refused. */
  private validated(current: LotteryGameSettings, input: AdminLotteryGameUpdateRequest): LotteryGameSettings {
    const issues: { path: string; message: string }[] = [];
    const known = new Set(current.betTypes.map((type) => type.betType));
    const given = new Set(input.betTypes.map((type) => type.betType));
    if (
      given.size !== input.betTypes.length ||
      given.size !== known.size ||
      [...given].some((t) => !known.has(t))
    )
      issues.push({ path: 'betTypes', message: 'validation.betTypes' });
    let aboveReturn = false;
    const decimals = this.brand().decimals;
    const betTypes = input.betTypes.map((type, index) => {
      if (isBetTypeOf(current.gameCode, type.betType)) {
        const problem = checkOdds(current.gameCode, type.betType, type.odds);
        if (problem === 'lottery_odds_return_above_stake') aboveReturn = true;
        else if (problem) issues.push({ path: `betTypes.${index}.odds`, message: 'validation.odds' });
      }
      const limit = parseDecimalAmount(type.exposureLimit, decimals);
      if (limit === undefined || limit < 1n || limit > maximumExposureMinor)
        issues.push({ path: `betTypes.${index}.exposureLimit`, message: 'validation.amount' });
      return { betType: type.betType, odds: { ...type.odds }, exposureLimitMinor: (limit ?? 0n).toString() };
    });
    if (input.schedule.kind === 'daily') {
      if (new Set(input.schedule.times).size !== input.schedule.times.length)
        issues.push({ path: 'schedule.times', message: 'validation.duplicate' });
      if (new Set(input.schedule.weekdays).size !== input.schedule.weekdays.length)
        issues.push({ path: 'schedule.weekdays', message: 'validation.duplicate' });
    }
    if (issues.length > 0) throw new AppError('validation_failed', undefined, issues);
    if (aboveReturn) throw new AppError('lottery_odds_above_return');
    return {
      gameCode: current.gameCode,
      enabled: input.enabled,
      salesCloseSeconds: input.salesCloseSeconds,
      missedDrawPolicy: input.missedDrawPolicy,
      schedule:
        input.schedule.kind === 'daily'
          ? {
              kind: 'daily',
              times: [...input.schedule.times].sort(),
              weekdays: [...input.schedule.weekdays].sort((a, b) => a - b),
            }
          : input.schedule,
      betTypes,
    };
  }

  async draws(query: AdminLotteryDrawsQuery): Promise<AdminLotteryDrawsResponse> {
    const { items, total } = await this.source.listDraws({
      ...(query.gameCode ? { gameCode: query.gameCode } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.from ? { fromDay: query.from } : {}),
      ...(query.to ? { toDay: query.to } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { brand: this.brand(), items, total, page: query.page, pageSize: query.pageSize };
  }

  async draw(drawId: string): Promise<AdminLotteryDrawResponse> {
    return { brand: this.brand(), draw: await this.drawOrNotFound(drawId) };
  }

  private async drawOrNotFound(drawId: string): Promise<AdminLotteryDrawDetail> {
    const draw = await this.source.drawDetail(drawId);
    if (!draw) throw new AppError('not_found');
    // The seed is published only after the draw, whatever the source answers.
    return draw.status === 'drawn' || draw.status === 'settled' ? draw : { ...draw, serverSeed: null };
  }

  async drawBets(
    drawId: string,
    page: { page: number; pageSize: number },
  ): Promise<AdminLotteryDrawBetsResponse> {
    await this.drawOrNotFound(drawId);
    const { items, total, settlement } = await this.source.drawBets(drawId, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    return { brand: this.brand(), items, total, page: page.page, pageSize: page.pageSize, settlement };
  }

  async cancel(drawId: string, reason: string, actor: AuditActor): Promise<AdminLotteryCancelResponse> {
    const before = await this.drawOrNotFound(drawId);
    if (before.status === 'drawn' || before.status === 'settled') throw new AppError('lottery_draw_settled');
    const result = await this.source.cancelDraw({ drawId, reason, staff: actor });
    if (result.cancelledNow)
      await this.audit.record(actor, {
        action: 'lottery.draw_cancel',
        targetType: 'lottery_draw',
        targetId: drawId,
        before: { status: before.status, settlement: before.settlement },
        // The stakes this cancel returns: the bets open when it was asked (a concurrent call may refund some).
        after: { status: 'cancelled', reason, openBets: stakesOpen(before.settlement) },
      });
    return { ...result, draw: await this.drawOrNotFound(drawId) };
  }
}
