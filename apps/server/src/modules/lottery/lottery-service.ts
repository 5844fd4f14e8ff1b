import { randomBytes, randomUUID } from 'node:crypto';
import { multiplierScale } from '@gaming/contracts/inhouse-bytes';
import {
  type LotterySelection,
  lotteryWinMinor,
  maxPayoutPerUnit,
  settleBet,
  validateSelection,
} from '@gaming/contracts/lottery/lottery-bets';
import { deriveLotteryDraw, lotterySeedHash } from '@gaming/contracts/lottery/lottery-draw';
import {
  defaultOddsOf,
  isLotteryGameCode,
  type LotteryBetOdds,
  type LotteryBetType,
  type LotteryGameCode,
  lotteryGameCodes,
  lotteryGames,
  lotteryVendorCode,
  prizeSlotsOf,
} from '@gaming/contracts/lottery/lottery-games';
import type {
  AdminLotteryBet,
  AdminLotteryDrawDetail,
  AdminLotteryDrawSummary,
  AdminLotterySettlement,
  LotteryMissedDrawPolicy,
  LotterySchedule,
} from '@gaming/contracts/lottery-admin';
import { lotteryScheduleSchema } from '@gaming/contracts/lottery-admin';
import {
  type LotteryBet,
  type LotteryBetBody,
  type LotteryBetsFilter,
  type LotteryDraw,
  type LotteryGameResponse,
  type LotteryLaunchResponse,
  type LotteryLobbyLaunchBody,
  type LotteryMyBetsResponse,
  type LotteryPrizeMode,
  type LotteryResultsResponse,
  lotteryBetStatusesOf,
  lotteryLimits,
  lotteryPageOf,
  type OpenedNumbersResponse,
  type RecentLotteryResponse,
  type StartGameV2Body,
  type VnMenusResponse,
} from '@gaming/contracts/lottery-api';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { RoundChange, RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import type { LotteryAdminSource, LotteryGameSettings } from './lottery-admin-service.js';
import type {
  ExposureHold,
  LotteryBetRow,
  LotteryBetTypeRow,
  LotteryDrawRow,
  LotteryGameRow,
  LotteryRepository,
} from './lottery-repository.js';
import { defaultGameSettings, drawTimesAfter, maxDrawsAheadPerGame } from './lottery-schedule.js';
import { PlaceWriter, RefundWriter, type WinPayload, WinWriter } from './lottery-writers.js';

/** A draw not drawn this long after its time was missed (the server was down): its game's policy applies. */
export const missedDrawGraceMs = 120_000;
/** Open bets read and settled at once. */
const settleBatchSize = 2_000;
/** A run stops starting batches after this long; the next run continues where it stopped. */
const runBudgetMs = 45_000;
/** Draws made due, drawn or finished per run at most. */
const drawsPerRun = 200;
/** Default stake bounds per unit, in whole currency units. */
const defaultStakeMajor = { min: 1n, max: 10_000n };
/** Default exposure per number and bet type per draw, in whole currency units (potential payouts). */
const defaultExposureMajor = 1_000_000n;

/** A cancel by staff (the back office) or by the missed-draw policy (actor null). */
export type LotteryCancel = { drawId: string; reason: string; staff: AuditActor | null };

const emptySettlement: AdminLotterySettlement = {
  betCount: 0,
  settledCount: 0,
  refundedCount: 0,
  stakedMinor: '0',
  paidMinor: '0',
  refundedMinor: '0',
};

type GameConfig = {
  row: LotteryGameRow;
  schedule: LotterySchedule;
  betTypes: Map<string, { odds: LotteryBetOdds; exposureLimitMinor: bigint }>;
};

function oddsText(value: number): string {
  const whole = Math.floor(value / multiplierScale);
  const fraction = (value % multiplierScale).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

function oddsTexts(odds: LotteryBetOdds): Record<string, string> {
  return Object.fromEntries(Object.entries(odds).map(([key, value]) => [key, oddsText(value)]));
}

/** The exposure keys of a selection: each number (with the position for a fast digit), or the pick. */
function exposureNumbersOf(selection: LotterySelection): string[] {
  if (selection.pick !== undefined)
    return [`${selection.position ? `p${selection.position}` : 'sum'}-${selection.pick}`];
  const prefix = selection.position ? `p${selection.position}-` : '';
  return (selection.numbers ?? []).map((number) => `${prefix}${number}`);
}

/**
 * The in-house lottery (issue 19; DESIGN.md §5, §6): games on schedules, draws whose seeds are committed
 * (hash published, seed sealed) when they are created, bets that move their stake in the commit that
 * records them, and settlement that pays each bet once. The numbers come from the seed and the draw id
 * alone (lottery-draw.ts), never from what was bet.
 */
export class LotteryService implements LotteryAdminSource {
  private vendorAccountId: string | undefined;
  private readonly placeWriter: PlaceWriter;
  private readonly winWriter: WinWriter;
  private readonly refundWriter: RefundWriter;

  constructor(
    private readonly repository: LotteryRepository,
    private readonly rounds: RoundsService,
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
    private readonly secrets: SecretBox,
    /** The server's clock (ms); tests move it. */
    private readonly now: () => number = Date.now,
    /** Records what the missed-draw policy did (the app's job passes it; test kits may not). */
    private readonly audit?: AuditService,
  ) {
    this.placeWriter = new PlaceWriter(repository, rounds, () => new Date(this.now()));
    this.winWriter = new WinWriter(repository, rounds, () => new Date(this.now()));
    this.refundWriter = new RefundWriter(repository, rounds, () => new Date(this.now()));
  }

  private get brand() {
    return this.settings.get('brand');
  }

  private majorToMinor(major: bigint): bigint {
    return major * 10n ** BigInt(this.brand.currencyDecimals);
  }

  /** The games and bet types of the math with default settings, where missing (kept once edited). */
  async ensureGames(): Promise<void> {
    await this.repository.ensureGames(
      lotteryGameCodes.map((code) => ({
        code,
        sales_close_seconds: defaultGameSettings[code].salesCloseSeconds,
        missed_draw_policy: 'drawLate' as const,
        schedule: defaultGameSettings[code].schedule,
        min_stake_minor: this.majorToMinor(defaultStakeMajor.min).toString(),
        max_stake_minor: this.majorToMinor(defaultStakeMajor.max).toString(),
      })),
      lotteryGameCodes.flatMap((code) =>
        lotteryGames[code].betTypes.map((betType) => ({
          game_code: code,
          bet_type: betType,
          odds: defaultOddsOf(code, betType),
          exposure_limit_minor: this.majorToMinor(defaultExposureMajor).toString(),
        })),
      ),
    );
  }

  private async configs(): Promise<Map<string, GameConfig>> {
    const [games, betTypes] = await Promise.all([this.repository.games(), this.repository.betTypes()]);
    const configs = new Map<string, GameConfig>();
    for (const row of games) {
      if (!isLotteryGameCode(row.code)) continue;
      const schedule = lotteryScheduleSchema.safeParse(row.schedule);
      configs.set(row.code, {
        row,
        schedule: schedule.success ? schedule.data : defaultGameSettings[row.code].schedule,
        betTypes: new Map(),
      });
    }
    for (const row of betTypes as LotteryBetTypeRow[])
      configs.get(row.game_code)?.betTypes.set(row.bet_type, {
        odds: row.odds as LotteryBetOdds,
        exposureLimitMinor: BigInt(row.exposure_limit_minor),
      });
    return configs;
  }

  private async config(gameCode: string): Promise<GameConfig> {
    const config = (await this.configs()).get(gameCode);
    if (!config) throw new AppError('not_found', 'No such lottery game.');
    return config;
  }

  private async vendorAccount(): Promise<string> {
    if (!this.vendorAccountId) {
      const account = await this.ledger.ensureAccount({
        code: 'vendor:hlotto',
        kind: 'vendor',
        currency: this.brand.currency,
        mayGoNegative: true,
      });
      this.vendorAccountId = account.id;
    }
    return this.vendorAccountId;
  }

  // ---- views ------------------------------------------------------------------------------------

  private drawView(row: LotteryDrawRow): LotteryDraw {
    const drawn = row.status === 'drawn' || row.status === 'settled';
    const numbers = drawn && Array.isArray(row.results) ? (row.results as string[]) : null;
    return {
      drawId: row.id,
      gameCode: row.game_code as LotteryGameCode,
      drawAt: row.draw_at.toISOString(),
      salesCloseAt: row.sales_close_at.toISOString(),
      status: row.status,
      seedHash: row.seed_hash,
      serverSeed: drawn ? row.server_seed : null,
      numbers,
      results: numbers ? this.groupedResults(row.game_code as LotteryGameCode, numbers) : null,
      drawnAt: row.drawn_at?.toISOString() ?? null,
      cancelReason: row.cancel_reason,
    };
  }

  private groupedResults(code: LotteryGameCode, numbers: readonly string[]) {
    const groups: { prize: string; numbers: string[] }[] = [];
    prizeSlotsOf(code).forEach((slot, index) => {
      const last = groups.at(-1);
      const number = numbers[index] ?? '';
      if (last && last.prize === slot.tier) last.numbers.push(number);
      else groups.push({ prize: slot.tier, numbers: [number] });
    });
    return groups;
  }

  private betView(row: LotteryBetRow, drawAt: Date): LotteryBet {
    return {
      betId: row.id,
      drawId: row.draw_id,
      gameCode: row.game_code as LotteryGameCode,
      betType: row.bet_type,
      selection: row.selection as LotterySelection,
      units: row.units,
      unitStakeMinor: String(row.unit_stake_minor),
      stakeMinor: String(row.stake_minor),
      odds: oddsTexts(row.odds as LotteryBetOdds),
      status: row.status,
      payoutMinor: String(row.payout_minor),
      placedAt: row.placed_at.toISOString(),
      settledAt: row.settled_at?.toISOString() ?? null,
      drawAt: drawAt.toISOString(),
    };
  }

  // ---- public and member reads --------------------------------------------------------------------

  async game(gameCode: LotteryGameCode): Promise<LotteryGameResponse> {
    const config = await this.config(gameCode);
    const now = new Date(this.now());
    const current = config.row.enabled ? await this.repository.currentDraw(gameCode, now) : undefined;
    return {
      gameCode,
      enabled: config.row.enabled,
      page: lotteryPageOf[gameCode],
      currency: this.brand.currency,
      decimals: this.brand.currencyDecimals,
      closeSeconds: config.row.sales_close_seconds,
      minStakeMinor: String(config.row.min_stake_minor),
      maxStakeMinor: String(config.row.max_stake_minor),
      betTypes: [...config.betTypes].map(([betType, value]) => ({ betType, odds: oddsTexts(value.odds) })),
      currentDraw: current ? this.drawView(current) : null,
      serverTime: now.toISOString(),
    };
  }

  async drawOf(drawId: string): Promise<LotteryDraw> {
    const row = await this.repository.draw(drawId);
    if (!row) throw new AppError('not_found');
    return this.drawView(row);
  }

  async results(query: {
    gameCode: LotteryGameCode;
    page: number;
    pageSize: number;
  }): Promise<LotteryResultsResponse> {
    const { rows, total } = await this.repository.listDraws({
      gameCode: query.gameCode,
      drawnOnly: true,
      limit: Math.min(query.pageSize, lotteryLimits.resultsPageSize),
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      draws: rows.map((row) => this.drawView(row)),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  async openedNumbers(): Promise<OpenedNumbersResponse> {
    const [configs, latest] = await Promise.all([this.configs(), this.repository.latestDrawn()]);
    const byGame = new Map(latest.map((row) => [row.game_code, row]));
    return {
      games: [...configs.values()]
        .filter((config) => config.row.enabled)
        .map((config) => {
          const row = byGame.get(config.row.code);
          return { gameCode: config.row.code as LotteryGameCode, draw: row ? this.drawView(row) : null };
        }),
    };
  }

  async vnMenus(): Promise<VnMenusResponse> {
    const [configs, next] = await Promise.all([
      this.configs(),
      this.repository.nextDrawTimes(new Date(this.now())),
    ]);
    return {
      menus: [...configs.values()]
        .filter(
          (config) => config.row.enabled && lotteryGames[config.row.code as LotteryGameCode].family === 'vn',
        )
        .map((config) => ({
          gameCode: config.row.code as LotteryGameCode,
          page: '/vnLottery' as const,
          nextDrawAt: next.get(config.row.code)?.toISOString() ?? null,
        })),
    };
  }

  async recent(memberId: string): Promise<RecentLotteryResponse> {
    const rows = await this.repository.recentGames(memberId, lotteryLimits.recentGames);
    return {
      games: rows
        .filter((row) => isLotteryGameCode(row.game_code))
        .map((row) => ({
          gameCode: row.game_code as LotteryGameCode,
          page: lotteryPageOf[row.game_code as LotteryGameCode],
          lastBetAt: new Date(row.last_bet_at).toISOString(),
        })),
    };
  }

  async myBets(
    memberId: string,
    query: {
      gameCode?: LotteryGameCode | undefined;
      status: LotteryBetsFilter;
      page: number;
      pageSize: number;
    },
  ): Promise<LotteryMyBetsResponse> {
    const pageSize = Math.min(query.pageSize, lotteryLimits.betsPageSize);
    const { rows, total } = await this.repository.memberBets({
      memberId,
      gameCode: query.gameCode,
      statuses: query.status === 'all' ? undefined : lotteryBetStatusesOf[query.status],
      limit: pageSize,
      offset: (query.page - 1) * pageSize,
    });
    return {
      bets: rows.map((row) => this.betView(row, row.draw_at)),
      pageInfo: { page: query.page, pageSize, total },
    };
  }

  // ---- launches (spec §4, §7) ---------------------------------------------------------------------

  /**
   * The prize mode of a launch (spec §4): LOTT by default; ELOTT when the e-lottery games include a
   * Vietnam lottery; an asked mode is kept when it is one of LOTT, ZY, ELOTT, SEA.
   */
  private async prizeModeOf(asked: LotteryPrizeMode | undefined, game: LotteryGameCode | undefined) {
    if (asked) return asked;
    if (game === 'sea_4d') return 'SEA' as const;
    if (game && lotteryGames[game].category === 'ELOTT') return 'ELOTT' as const;
    return 'LOTT' as const;
  }

  private async launchUrl(
    gameCode: LotteryGameCode,
    prizeMode: LotteryPrizeMode,
    extra: { backUrl?: string | undefined; language?: string | undefined },
  ): Promise<LotteryLaunchResponse> {
    const config = await this.config(gameCode);
    if (!config.row.enabled) throw new AppError('lottery_game_disabled');
    const query = new URLSearchParams({ gameCode, prizeMode });
    if (extra.backUrl) query.set('backUrl', extra.backUrl);
    if (extra.language) query.set('language', extra.language);
    return { url: `${lotteryPageOf[gameCode]}?${query.toString()}`, gameCode, prizeMode };
  }

  async startGame(body: StartGameV2Body): Promise<LotteryLaunchResponse> {
    return this.launchUrl(body.gameCode, await this.prizeModeOf(body.prizeMode, body.gameCode), body);
  }

  /** lotteryLobbyLaunch: the asked game, else the first enabled game of the area (VN, SEA) or mode. */
  async lobbyLaunch(body: LotteryLobbyLaunchBody): Promise<LotteryLaunchResponse> {
    let gameCode = body.lottoGameCode;
    if (!gameCode) {
      const mode = body.lottoPrizeMode ?? body.launchMode;
      const configs = await this.configs();
      const enabled = lotteryGameCodes.filter((code) => configs.get(code)?.row.enabled);
      const wanted =
        body.lottoArea === 'VN' || mode === 'ELOTT'
          ? enabled.filter((code) => lotteryGames[code].family === 'vn')
          : body.lottoArea === 'SEA' || mode === 'SEA'
            ? enabled.filter((code) => code === 'sea_4d')
            : enabled.filter((code) => lotteryGames[code].family === 'fast');
      gameCode = wanted[0] ?? enabled[0];
      if (!gameCode) throw new AppError('lottery_game_disabled');
    }
    const prizeMode = await this.prizeModeOf(body.lottoPrizeMode ?? body.launchMode, gameCode);
    return this.launchUrl(gameCode, prizeMode, body);
  }

  // ---- bets -------------------------------------------------------------------------------------

  /**
   * Places a bet (spec: refused at and after its draw's sales close; within the stake bounds and the
   * exposure left per number). The bet id derives from the member and their request id: a replay
   * answers the first bet; the same request id with another bet is refused.
   */
  async placeBet(memberId: string, body: LotteryBetBody): Promise<LotteryBet> {
    const betId = this.ids.ofMemberRequest(memberId, 'lottery_bet', body.requestId);
    const earlier = await this.repository.bet(betId);
    if (earlier) return this.replayOf(earlier, memberId, body);

    const nowDate = new Date(this.now());
    let draw: LotteryDrawRow | undefined;
    if (body.drawId) {
      draw = await this.repository.draw(body.drawId);
      if (!draw || (body.gameCode && draw.game_code !== body.gameCode)) throw new AppError('not_found');
    } else if (body.gameCode) {
      draw = await this.repository.currentDraw(body.gameCode, nowDate);
      if (!draw) throw new AppError('lottery_no_open_draw');
    }
    if (!draw) throw new AppError('not_found');
    const gameCode = draw.game_code as LotteryGameCode;
    const config = await this.config(gameCode);
    if (!config.row.enabled) throw new AppError('lottery_game_disabled');
    if (draw.status !== 'open' || nowDate.getTime() >= draw.sales_close_at.getTime())
      throw new AppError('lottery_sales_closed');

    const check = validateSelection(gameCode, body.betType, body.selection);
    if (!check.ok)
      throw new AppError('lottery_invalid_selection', `The selection is not valid (${check.error}).`);
    const betType = body.betType as LotteryBetType;
    const betTypeConfig = config.betTypes.get(betType);
    if (!betTypeConfig) throw new AppError('lottery_invalid_selection', 'This bet type is not offered.');
    const unitStakeMinor = BigInt(body.unitStakeMinor);
    if (unitStakeMinor < BigInt(config.row.min_stake_minor)) throw new AppError('amount_below_minimum');
    if (unitStakeMinor > BigInt(config.row.max_stake_minor)) throw new AppError('amount_above_maximum');
    const stakeMinor = unitStakeMinor * BigInt(check.units);
    const odds = betTypeConfig.odds;

    // What one number of the bet could cost the house in the worst draw: every hit a bao lo or 4D number
    // can make (maxPayoutPerUnit; a xien's whole combination is charged to each of its numbers), rounded up.
    const worstMultiplier = BigInt(maxPayoutPerUnit(gameCode, betType, odds));
    const scale = BigInt(multiplierScale);
    const holdMinor = (unitStakeMinor * worstMultiplier + scale - 1n) / scale;
    const holds: ExposureHold[] = exposureNumbersOf(check.selection).map((number) => ({
      drawId: draw.id,
      betType,
      number,
      amountMinor: holdMinor,
    }));
    if (holdMinor > betTypeConfig.exposureLimitMinor) throw new AppError('lottery_exposure_limit');
    await this.repository.ensureExposure(
      holds.map((hold) => ({ ...hold, limitMinor: betTypeConfig.exposureLimitMinor })),
    );

    const round: RoundChange = {
      id: betId,
      memberId,
      vendorCode: lotteryVendorCode,
      gameCode,
      category: lotteryGames[gameCode].category,
      externalRoundId: betId,
      currency: this.brand.currency,
      stakeMinor,
      winMinor: 0n,
      validBetMinor: stakeMinor,
      settle: false,
    };
    const memberAccount = await this.wallet.mainAccountId(memberId);
    const outcome = await this.ledger.transferWithRecords(
      {
        id: this.ids.server('lottery-bet', betId, 'stake'),
        debitAccountId: memberAccount,
        creditAccountId: await this.vendorAccount(),
        amountMinor: stakeMinor,
        code: 'bet',
        reference: { type: 'lottery_bet', id: betId },
      },
      {
        balanceAccountId: memberAccount,
        writer: this.placeWriter,
        payload: {
          bet: {
            id: betId,
            memberId,
            requestId: body.requestId,
            drawId: draw.id,
            gameCode,
            betType,
            selection: check.selection,
            units: check.units,
            unitStakeMinor,
            stakeMinor,
            odds: { ...odds },
            placedAt: nowDate,
          },
          round,
          holds,
        },
      },
    );
    if (outcome.type === 'refused') throw outcome.error;
    const placed = await this.repository.bet(betId);
    if (placed) return this.replayOf(placed, memberId, body, outcome.type === 'applied');
    // Vetoed: the draw went off sale (its close is checked again at the write) or the exposure was used up
    // meanwhile (nothing moved).
    const current = await this.repository.draw(draw.id);
    if (current?.status !== 'open' || current.sales_close_at.getTime() <= this.now())
      throw new AppError('lottery_sales_closed');
    throw new AppError('lottery_exposure_limit');
  }

  private async replayOf(
    row: LotteryBetRow,
    memberId: string,
    body: LotteryBetBody,
    fresh = false,
  ): Promise<LotteryBet> {
    if (!fresh) {
      const same =
        row.member_id === memberId &&
        row.bet_type === body.betType &&
        String(row.unit_stake_minor) === body.unitStakeMinor &&
        (body.drawId === undefined || row.draw_id === body.drawId) &&
        (body.gameCode === undefined || row.game_code === body.gameCode);
      if (!same) throw new AppError('request_id_reused');
    }
    const draw = await this.repository.draw(row.draw_id);
    return this.betView(row, draw?.draw_at ?? row.placed_at);
  }

  // ---- the draw cycle (scheduled) -----------------------------------------------------------------

  /**
   * One run of the lottery's cycle (every minute): upcoming draws created with their seeds committed, sales
   * closed, due draws drawn (a missed one drawn late or cancelled and refunded, per its game), drawn draws
   * settled in batches. Bounded per run; every step is idempotent, so runs may overlap or die half-way.
   */
  async runCycle(): Promise<{
    created: number;
    closed: number;
    drawn: number;
    cancelled: number;
    settledBets: number;
  }> {
    const startedMs = this.now();
    await this.ensureGames();
    const created = await this.createUpcomingDraws();
    const closed = await this.repository.closeSales(new Date(this.now()));
    const { drawn, cancelled } = await this.drawDue();
    const settledBets = await this.finishDraws(startedMs + runBudgetMs);
    return { created, closed, drawn, cancelled, settledBets };
  }

  async createUpcomingDraws(): Promise<number> {
    const configs = await this.configs();
    const now = new Date(this.now());
    let created = 0;
    for (const config of configs.values()) {
      if (!config.row.enabled) continue;
      const latest = await this.repository.latestDrawAt(config.row.code);
      const from = latest && latest > now ? latest : now;
      const times = drawTimesAfter(config.schedule, from, this.brand.gmtOffsetMinutes, maxDrawsAheadPerGame);
      const closeMs = config.row.sales_close_seconds * 1000;
      const rows = [];
      for (const drawAt of times) {
        const serverSeed = randomBytes(32).toString('hex');
        rows.push({
          id: randomUUID(),
          gameCode: config.row.code,
          drawAt,
          salesCloseAt: new Date(drawAt.getTime() - closeMs),
          seedSealed: this.secrets.seal(serverSeed),
          seedHash: await lotterySeedHash(serverSeed),
        });
      }
      created += await this.repository.insertDraws(rows.filter((row) => row.salesCloseAt > now));
    }
    return created;
  }

  /** Draws the draws whose time has come (a missed one per its game's policy). */
  async drawDue(): Promise<{ drawn: number; cancelled: number }> {
    const nowMs = this.now();
    const due = await this.repository.dueDraws(new Date(nowMs), drawsPerRun);
    const configs = await this.configs();
    let drawn = 0;
    let cancelled = 0;
    for (const draw of due) {
      const missed = nowMs - draw.draw_at.getTime() > missedDrawGraceMs;
      const policy: LotteryMissedDrawPolicy =
        configs.get(draw.game_code)?.row.missed_draw_policy ?? 'drawLate';
      if (missed && policy === 'cancelAndRefund') {
        const result = await this.cancelDraw({ drawId: draw.id, reason: 'missed_draw', staff: null });
        if (result.cancelledNow) {
          cancelled += 1;
          await this.auditMissed(draw, policy, 'cancelled');
        }
        continue;
      }
      if (await this.drawNow(draw, missed)) {
        drawn += 1;
        if (missed) await this.auditMissed(draw, policy, 'drawn');
      }
    }
    return { drawn, cancelled };
  }

  /** A missed draw's fate under its game's policy, audited as the lottery cycle's (the system's) act. */
  private async auditMissed(
    draw: LotteryDrawRow,
    policy: LotteryMissedDrawPolicy,
    status: 'cancelled' | 'drawn',
  ): Promise<void> {
    await this.audit?.record(
      { type: 'system', id: null, name: 'lottery-cycle', ip: null },
      {
        action: 'lottery.missed_draw',
        targetType: 'lottery_draw',
        targetId: draw.id,
        before: { status: draw.status, drawAt: draw.draw_at.toISOString() },
        after: { status, policy, late: status === 'drawn', at: new Date(this.now()).toISOString() },
      },
    );
  }

  /** Draws with the seed committed at the draw's creation: the numbers derive from it and the draw id. */
  private async drawNow(draw: LotteryDrawRow, late: boolean): Promise<boolean> {
    const serverSeed = this.secrets.open(draw.seed_sealed);
    const numbers = await deriveLotteryDraw(draw.game_code as LotteryGameCode, serverSeed, draw.id);
    return this.repository.markDrawn(draw.id, { serverSeed, numbers, drawnAt: new Date(this.now()), late });
  }

  /** Settles drawn draws and refunds cancelled ones, until done or the deadline; returns bets finished. */
  async finishDraws(deadlineMs: number = this.now() + runBudgetMs): Promise<number> {
    let finished = 0;
    for (const draw of await this.repository.drawsToFinish(drawsPerRun)) {
      if (this.now() >= deadlineMs) break;
      finished +=
        draw.status === 'cancelled'
          ? await this.refundDraw(draw.id, deadlineMs)
          : await this.settleDraw(draw, deadlineMs);
    }
    return finished;
  }

  /**
   * Settles a drawn draw's open bets in batches: lost bets in one conditional update with their rounds;
   * won bets one transfer each (id from the bet: a second run finds it a replay), committed with the
   * bet's status and its round. When no open bet is left the draw is settled. A batch's lost and won bets
   * (disjoint, each write conditional on the bet still open) are written at the same time, and the next
   * batch is read meanwhile: the statements wait on PostgreSQL, not on each other.
   */
  async settleDraw(draw: LotteryDrawRow, deadlineMs: number = Number.POSITIVE_INFINITY): Promise<number> {
    if (draw.status !== 'drawn' || !Array.isArray(draw.results)) return 0;
    const code = draw.game_code as LotteryGameCode;
    const numbers = draw.results as string[];
    const vendorAccount = await this.vendorAccount();
    let settled = 0;
    // A read ahead left behind (at the deadline, or when a batch throws) fails nobody: the next run reads
    // again. The handler goes on as each read starts, or a failed one would be an unhandled rejection,
    // which ends the whole process.
    const readOpenBets = (afterId: string | null) => {
      const read = this.repository.openBets(draw.id, afterId, settleBatchSize);
      read.catch(() => undefined);
      return read;
    };
    let page = readOpenBets(null);
    for (;;) {
      if (this.now() >= deadlineMs) return settled;
      const bets = await page;
      if (bets.length === 0) break;
      const afterId = bets.at(-1)?.id ?? null;
      page = bets.length < settleBatchSize ? Promise.resolve([]) : readOpenBets(afterId);
      const outcomes = bets.map((bet) => {
        const settlement = settleBet(
          code,
          bet.bet_type as LotteryBetType,
          bet.selection as LotterySelection,
          numbers,
          bet.odds as LotteryBetOdds,
        );
        return { bet, payoutMinor: lotteryWinMinor(BigInt(bet.unit_stake_minor), settlement) };
      });
      const [lost, won] = await Promise.allSettled([
        this.settleLost(
          code,
          outcomes.filter((outcome) => outcome.payoutMinor === 0n).map((outcome) => outcome.bet),
        ),
        this.payWins(
          code,
          vendorAccount,
          outcomes.filter((outcome) => outcome.payoutMinor > 0n),
        ),
      ]);
      if (lost.status === 'fulfilled') settled += lost.value;
      if (won.status === 'fulfilled') settled += won.value;
      // Left open for the next run (a busy ledger, say); what was settled or paid stays so.
      if (lost.status === 'rejected') throw lost.reason;
      if (won.status === 'rejected') throw won.reason;
    }
    await this.repository.markSettledIfDone(draw.id, new Date(this.now()));
    return settled;
  }

  /** A settled bet's round change: its win (0 when lost), the round closed. */
  private settledRound(code: LotteryGameCode, bet: LotteryBetRow, winMinor: bigint): RoundChange {
    return {
      id: bet.id,
      memberId: bet.member_id,
      vendorCode: lotteryVendorCode,
      gameCode: bet.game_code,
      category: lotteryGames[code].category,
      externalRoundId: bet.id,
      currency: this.brand.currency,
      stakeMinor: 0n,
      winMinor,
      validBetMinor: 0n,
      settle: true,
    };
  }

  /** Lost bets (still open) settled with their rounds in one transaction; returns how many it changed. */
  private async settleLost(code: LotteryGameCode, bets: readonly LotteryBetRow[]): Promise<number> {
    if (bets.length === 0) return 0;
    const at = new Date(this.now());
    return this.repository.transaction(async (transaction) => {
      const changed = await this.repository
        .settleBetsStatement(
          bets.map((bet) => ({ id: bet.id, drawId: bet.draw_id, payoutMinor: 0n })),
          at,
        )
        .execute(transaction);
      const ids = new Set(changed.rows.map((row) => row.id));
      const rounds = bets.filter((bet) => ids.has(bet.id)).map((bet) => this.settledRound(code, bet, 0n));
      if (rounds.length > 0) await this.rounds.applyManyStatement(rounds).execute(transaction);
      return ids.size;
    });
  }

  /** Each won bet paid by its own transfer, committed with its status and round; returns how many paid now. */
  private async payWins(
    code: LotteryGameCode,
    vendorAccount: string,
    won: readonly { bet: LotteryBetRow; payoutMinor: bigint }[],
  ): Promise<number> {
    if (won.length === 0) return 0;
    const accounts = await this.wallet.mainAccountIds(won.map((outcome) => outcome.bet.member_id));
    const results = await Promise.allSettled(
      won.map((outcome) => {
        const memberAccount = accounts.get(outcome.bet.member_id) as string;
        const payload: WinPayload = {
          betId: outcome.bet.id,
          drawId: outcome.bet.draw_id,
          payoutMinor: outcome.payoutMinor,
          round: this.settledRound(code, outcome.bet, outcome.payoutMinor),
        };
        return this.ledger.transferWithRecords(
          {
            id: this.ids.server('lottery-bet', outcome.bet.id, 'win'),
            debitAccountId: vendorAccount,
            creditAccountId: memberAccount,
            amountMinor: outcome.payoutMinor,
            code: 'win',
            reference: { type: 'lottery_bet', id: outcome.bet.id },
          },
          { balanceAccountId: memberAccount, writer: this.winWriter, payload },
        );
      }),
    );
    let paid = 0;
    for (const result of results)
      if (result.status === 'fulfilled' && result.value.type === 'applied') paid += 1;
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return paid;
  }

  /**
   * Cancels an undrawn draw and refunds every stake once ('lottery-bet', betId, 'refund'): two calls (or
   * a call and the job) both end well, one of them cancelledNow. A drawn or settled draw is refused.
   */
  async cancelDraw(
    cancel: LotteryCancel,
  ): Promise<{ cancelledNow: boolean; refundedBets: number; refundedMinor: string }> {
    const draw = await this.repository.draw(cancel.drawId);
    if (!draw) throw new AppError('not_found');
    let cancelledNow = false;
    if (draw.status !== 'cancelled') {
      cancelledNow = await this.repository.markCancelled(draw.id, {
        reason: cancel.reason,
        staffId: cancel.staff?.type === 'staff' ? cancel.staff.id : null,
        at: new Date(this.now()),
      });
      if (!cancelledNow) {
        const again = await this.repository.draw(draw.id);
        if (again?.status !== 'cancelled') throw new AppError('lottery_draw_settled');
      }
    }
    const refunded = await this.refundDraw(draw.id, Number.POSITIVE_INFINITY);
    const totals = (await this.repository.settlementTotals([draw.id])).get(draw.id);
    return { cancelledNow, refundedBets: refunded, refundedMinor: totals?.refundedMinor ?? '0' };
  }

  private async refundDraw(drawId: string, deadlineMs: number): Promise<number> {
    const vendorAccount = await this.vendorAccount();
    let refunded = 0;
    let afterId: string | null = null;
    for (;;) {
      if (this.now() >= deadlineMs) break;
      const bets = await this.repository.openBets(drawId, afterId, settleBatchSize);
      if (bets.length === 0) break;
      afterId = bets.at(-1)?.id ?? null;
      const [accounts, rounds] = await Promise.all([
        this.wallet.mainAccountIds(bets.map((bet) => bet.member_id)),
        this.rounds.findMany(bets.map((bet) => bet.id)),
      ]);
      const openRounds = new Set(rounds.filter((round) => round.status === 'open').map((round) => round.id));
      const results = await Promise.allSettled(
        bets.map((bet) => {
          const memberAccount = accounts.get(bet.member_id) as string;
          // The round is cancelled with the refund (its stake no longer counts as play).
          const payload = { betId: bet.id, closeRound: openRounds.has(bet.id) };
          return this.ledger.transferWithRecords(
            {
              id: this.ids.server('lottery-bet', bet.id, 'refund'),
              debitAccountId: vendorAccount,
              creditAccountId: memberAccount,
              amountMinor: BigInt(bet.stake_minor),
              code: 'refund',
              reference: { type: 'lottery_bet', id: bet.id },
            },
            { balanceAccountId: memberAccount, writer: this.refundWriter, payload },
          );
        }),
      );
      for (const result of results)
        if (result.status === 'fulfilled' && result.value.type === 'applied') refunded += 1;
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
    }
    return refunded;
  }

  // ---- staff (LotteryAdminSource: the back office's admin service calls these) --------------------

  async gameConfigs(): Promise<LotteryGameSettings[]> {
    const configs = await this.configs();
    return [...configs.values()].map((config) => this.settingsOf(config));
  }

  private settingsOf(config: GameConfig): LotteryGameSettings {
    return {
      gameCode: config.row.code as LotteryGameCode,
      enabled: config.row.enabled,
      salesCloseSeconds: config.row.sales_close_seconds,
      missedDrawPolicy: config.row.missed_draw_policy,
      schedule: config.schedule,
      betTypes: [...config.betTypes].map(([betType, value]) => ({
        betType: betType as LotteryBetType,
        odds: value.odds,
        exposureLimitMinor: value.exposureLimitMinor.toString(),
      })),
    };
  }

  /** Stores a game's settings (the admin service validated them and audits the change). */
  async setGameConfig(
    gameCode: LotteryGameCode,
    next: LotteryGameSettings,
  ): Promise<{ before: LotteryGameSettings; after: LotteryGameSettings }> {
    const before = await this.config(gameCode);
    for (const row of next.betTypes)
      if (!before.betTypes.has(row.betType))
        throw new AppError('validation_failed', `Unknown bet type ${row.betType}.`);
    await this.repository.updateGame(
      gameCode,
      {
        enabled: next.enabled,
        sales_close_seconds: next.salesCloseSeconds,
        missed_draw_policy: next.missedDrawPolicy,
        schedule: next.schedule,
      },
      next.betTypes.map((row) => ({
        betType: row.betType,
        odds: { ...row.odds },
        exposureLimitMinor: BigInt(row.exposureLimitMinor),
      })),
    );
    return { before: this.settingsOf(before), after: this.settingsOf(await this.config(gameCode)) };
  }

  async listDraws(filter: {
    gameCode?: LotteryGameCode;
    status?: LotteryDrawRow['status'];
    fromDay?: string;
    toDay?: string;
    limit: number;
    offset: number;
  }): Promise<{ items: AdminLotteryDrawSummary[]; total: number }> {
    // Brand days: from the first day's brand midnight to the end of the last day (inclusive).
    const offsetMs = this.brand.gmtOffsetMinutes * 60_000;
    const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
    const { rows, total } = await this.repository.listDraws({
      gameCode: filter.gameCode,
      status: filter.status,
      from: filter.fromDay ? dayStart(filter.fromDay) : undefined,
      to: filter.toDay ? new Date(dayStart(filter.toDay).getTime() + 86_400_000) : undefined,
      limit: Math.min(filter.limit, 100),
      offset: filter.offset,
    });
    const totals = await this.repository.settlementTotals(rows.map((row) => row.id));
    return { items: rows.map((row) => this.adminSummary(row, totals.get(row.id))), total };
  }

  private adminSummary(
    row: LotteryDrawRow,
    totals: { betCount: number; stakedMinor: string } | undefined,
  ): AdminLotteryDrawSummary {
    const view = this.drawView(row);
    return {
      drawId: row.id,
      gameCode: row.game_code as LotteryGameCode,
      drawNo: this.drawNo(row),
      status: row.status,
      drawAt: view.drawAt,
      salesCloseAt: view.salesCloseAt,
      seedHash: row.seed_hash,
      results: view.numbers,
      betCount: totals?.betCount ?? 0,
      stakedMinor: totals?.stakedMinor ?? '0',
    };
  }

  /** A draw's label: its brand-time date and time (20261126-1815). */
  private drawNo(row: LotteryDrawRow): string {
    const local = new Date(row.draw_at.getTime() + this.brand.gmtOffsetMinutes * 60_000).toISOString();
    return `${local.slice(0, 10).replaceAll('-', '')}-${local.slice(11, 16).replace(':', '')}`;
  }

  async drawDetail(drawId: string): Promise<AdminLotteryDrawDetail | undefined> {
    const row = await this.repository.draw(drawId);
    if (!row) return undefined;
    const totals = (await this.repository.settlementTotals([drawId])).get(drawId) ?? emptySettlement;
    const view = this.drawView(row);
    return {
      ...this.adminSummary(row, totals),
      serverSeed: view.serverSeed,
      drawnAt: view.drawnAt,
      cancelledAt: row.cancelled_at?.toISOString() ?? null,
      cancelReason: row.cancel_reason,
      settlement: totals,
    };
  }

  async drawBets(
    drawId: string,
    page: { limit: number; offset: number },
  ): Promise<{ items: AdminLotteryBet[]; total: number; settlement: AdminLotterySettlement }> {
    const [{ rows, total }, totals] = await Promise.all([
      this.repository.drawBets(drawId, { limit: Math.min(page.limit, 100), offset: page.offset }),
      this.repository.settlementTotals([drawId]),
    ]);
    return {
      settlement: totals.get(drawId) ?? emptySettlement,
      items: rows.map((row) => {
        const selection = row.selection as LotterySelection;
        return {
          betId: row.id,
          memberId: row.member_id,
          account: row.username,
          betType: row.bet_type as LotteryBetType,
          selection,
          stakeMinor: String(row.stake_minor),
          status: row.status,
          payoutMinor: String(row.payout_minor),
          placedAt: row.placed_at.toISOString(),
        };
      }),
      total,
    };
  }

  /** Looks up a draw row (tests, benchmark). */
  drawRow(drawId: string): Promise<LotteryDrawRow | undefined> {
    return this.repository.draw(drawId);
  }

  /** Draws a due draw at once and settles it (the ops hook and tests; the job does the same each minute). */
  async drawAndSettle(drawId: string): Promise<void> {
    const draw = await this.repository.draw(drawId);
    if (!draw) throw new AppError('not_found');
    if (draw.status === 'open' || draw.status === 'closed') await this.drawNow(draw, false);
    const drawn = await this.repository.draw(drawId);
    if (drawn) await this.settleDraw(drawn);
  }
}
