import { randomUUID } from 'node:crypto';
import {
  type FunWallet,
  funResetsPerDay,
  funRoundsPerDay,
  funStartingUnits,
} from '@gaming/contracts/fun-play';
import type { InhouseRound, InhouseRoundsResponse, RoundVerification } from '@gaming/contracts/inhouse';
import { FairByteStream, type Payout, winOf } from '@gaming/contracts/inhouse-bytes';
import {
  crashGrowthPerMs,
  crashMaximumRoundMs,
  crashMaximumTarget,
  crashMinimumTarget,
  crashMultiplierAt,
  crashStateAt,
  drawCrashPoint,
} from '@gaming/contracts/inhouse-crash';
import {
  drawOutcome,
  type InhouseGameCode,
  type InhouseMoves,
  type InhousePlay,
  isLiveGame,
  isValidPlay,
  type LiveInhouseGame,
  liveInhouseGames,
  sameOutcome,
} from '@gaming/contracts/inhouse-games';
import { cappedWin, checkBetLimits } from '@gaming/contracts/inhouse-limits';
import {
  isValidTile,
  minesMaximumRoundMs,
  minesMultiplier,
  minesTileCount,
  placeMines,
} from '@gaming/contracts/inhouse-mines';
import { parseDecimalAmount } from '@gaming/contracts/money';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandToday } from '../../platform/brand-day.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import { roundBytesOf } from './fair-hmac.js';
import type { FunRepository, FunRoundRow, FunWalletRow } from './fun-repository.js';
import type { LiveAction } from './inhouse-live.js';
import type { InhouseRepository } from './inhouse-repository.js';
import type { InhouseService, PlayRequest } from './inhouse-service.js';

/** Spec §3: member type 4 is a trial account. */
export const trialMemberType = 4;

export function isTrialMember(member: MemberRow): boolean {
  return member.type === trialMemberType;
}

type Wallet = {
  memberId: string;
  balanceMinor: bigint;
  day: string;
  resetsToday: number;
  roundsToday: number;
};

/**
 * Free play of the in-house games for trial accounts (issue 14 #9). A fun round is drawn exactly as a real
 * one (the member's seed pair, HMAC-SHA256 outcome bytes, the game's rules and limits), so it can be
 * verified the same way; its stake and win move only the fun balance (fun_wallets), in one transaction
 * with the round. Nothing here knows the ledger or game_rounds: fun money can never become money or be
 * counted as play. Crash and mines are played live as the real games are: started, then cashed out (crash)
 * or revealed tile by tile (mines); a round left alone is settled as it stands when next read.
 */
export class FunInhouseService {
  constructor(
    private readonly repository: FunRepository,
    private readonly seeds: InhouseRepository,
    private readonly inhouse: InhouseService,
    private readonly settings: SettingsService,
    private readonly secrets: SecretBox,
    private readonly now: () => number = Date.now,
  ) {}

  private get startingMinor(): bigint {
    return funStartingUnits * 10n ** BigInt(this.settings.get('brand').currencyDecimals);
  }

  private today(): string {
    return brandToday(new Date(this.now()), this.settings.get('brand').gmtOffsetMinutes);
  }

  private requireTrial(member: MemberRow): void {
    if (!isTrialMember(member))
      throw new AppError('invalid_state', 'Fun play is for trial accounts; this account plays with money.');
  }

  private async lock(transaction: Transaction<Database>, memberId: string): Promise<Wallet> {
    const row: FunWalletRow = await this.repository.lockWallet(transaction, memberId, {
      startingMinor: this.startingMinor,
      day: this.today(),
    });
    return {
      memberId,
      balanceMinor: BigInt(row.balance_minor),
      day: row.day,
      resetsToday: row.resets_today,
      roundsToday: row.rounds_today,
    };
  }

  private walletView(wallet: Wallet): FunWallet {
    const resetsLeftToday = Math.max(0, funResetsPerDay - wallet.resetsToday);
    return {
      balanceMinor: wallet.balanceMinor.toString(),
      startingMinor: this.startingMinor.toString(),
      decimals: this.settings.get('brand').currencyDecimals,
      resetsPerDay: funResetsPerDay,
      resetsLeftToday,
      canReset: resetsLeftToday > 0 && wallet.balanceMinor < this.startingMinor,
      roundsLeftToday: Math.max(0, funRoundsPerDay - wallet.roundsToday),
    };
  }

  /** The fun balance, made with the starting amount on first use. */
  async wallet(member: MemberRow): Promise<FunWallet> {
    this.requireTrial(member);
    return this.repository.transaction(async (transaction) => {
      const wallet = await this.lock(transaction, member.id);
      await this.repository.saveWallet(transaction, wallet);
      return this.walletView(wallet);
    });
  }

  /** The rule: back to the starting amount while below it, at most funResetsPerDay times a brand day. */
  async resetWallet(member: MemberRow): Promise<FunWallet> {
    this.requireTrial(member);
    return this.repository.transaction(async (transaction) => {
      const wallet = await this.lock(transaction, member.id);
      if (wallet.balanceMinor >= this.startingMinor)
        throw new AppError('invalid_state', 'The fun balance is not below its starting amount.');
      if (wallet.resetsToday >= funResetsPerDay) throw new AppError('daily_limit_reached');
      const reset = { ...wallet, balanceMinor: this.startingMinor, resetsToday: wallet.resetsToday + 1 };
      await this.repository.saveWallet(transaction, reset);
      return this.walletView(reset);
    });
  }

  // ---- play ---------------------------------------------------------------------------------------

  private async stakeOf(request: PlayRequest): Promise<bigint> {
    const { play } = request;
    if (!isValidPlay(play)) throw new AppError('validation_failed', 'These bet parameters are not allowed.');
    const brand = this.settings.get('brand');
    const stakeMinor = parseDecimalAmount(request.amount, brand.currencyDecimals);
    if (stakeMinor === undefined)
      throw new AppError('validation_failed', 'The amount has more decimals than the currency.');
    const info = (await this.inhouse.games()).games.find((game) => game.game === play.game);
    if (!info) throw new AppError('not_found');
    if (stakeMinor < BigInt(info.minStakeMinor)) throw new AppError('amount_below_minimum');
    if (stakeMinor > BigInt(info.maxStakeMinor)) throw new AppError('amount_above_maximum');
    return stakeMinor;
  }

  async play(member: MemberRow, request: PlayRequest): Promise<InhouseRound> {
    this.requireTrial(member);
    const stakeMinor = await this.stakeOf(request);
    const { play } = request;
    // The member's seed pair is made on first use by the in-house games (no money is involved in it).
    await this.inhouse.seedPair(member);
    // A live round whose crash or time came is settled first, so it does not hold up the next one.
    if (isLiveGame(play.game)) await this.liveRound(member, play.game);
    const roundId = await this.repository.transaction(async (transaction) => {
      const existing = await this.repository.findByRequest(transaction, member.id, request.requestId);
      if (existing) {
        const same =
          existing.game === play.game &&
          sameOutcome(existing.params, play.params) &&
          BigInt(existing.stake_minor) === stakeMinor;
        if (!same)
          throw new AppError('validation_failed', 'This request id was already used for a different bet.');
        return existing.id;
      }
      return this.startRound(transaction, member, request, stakeMinor);
    });
    return this.roundView(member, roundId);
  }

  private async startRound(
    transaction: Transaction<Database>,
    member: MemberRow,
    request: PlayRequest,
    stakeMinor: bigint,
  ): Promise<string> {
    const { play } = request;
    const wallet = await this.lock(transaction, member.id);
    if (wallet.roundsToday >= funRoundsPerDay) throw new AppError('daily_limit_reached');
    if (isLiveGame(play.game) && (await this.repository.findOpen(member.id, play.game, transaction)))
      throw new AppError('invalid_state', 'Finish the round in play first.');
    if (wallet.balanceMinor < stakeMinor) throw new AppError('insufficient_funds');
    const accepted = checkBetLimits(play, stakeMinor, this.inhouse.limitsOf(play.game));
    if (!accepted.accepted) throw new AppError(accepted.reason);
    const pair = await this.seeds.activePair(member.id, transaction, true);
    if (!pair) throw new AppError('invalid_state', 'No active seed pair.');
    const nonce = await this.seeds.takeNonce(transaction, pair.id);
    const live = isLiveGame(play.game);
    let winMinor = 0n;
    let outcome: unknown = null;
    if (!live) {
      const bytes = roundBytesOf(this.secrets.open(pair.server_seed_sealed), pair.client_seed, nonce);
      const drawn = drawOutcome(play, bytes);
      winMinor = cappedWin(winOf(stakeMinor, drawn.payout as Payout), accepted.maxWinMinor);
      outcome = drawn.outcome;
    }
    const id = randomUUID();
    await this.repository.insert(transaction, {
      id,
      memberId: member.id,
      requestId: request.requestId,
      game: play.game,
      params: play.params,
      stakeMinor,
      winMinor,
      seedPairId: pair.id,
      nonce,
      clientSeed: pair.client_seed,
      maxWinMinor: accepted.maxWinMinor,
      liveLimit: accepted.liveLimit ?? null,
      outcome,
      status: live ? 'open' : 'settled',
      createdAt: new Date(this.now()),
    });
    await this.repository.saveWallet(transaction, {
      ...wallet,
      balanceMinor: wallet.balanceMinor - stakeMinor + winMinor,
      roundsToday: wallet.roundsToday + 1,
    });
    return id;
  }

  // ---- live rounds (crash, mines) -----------------------------------------------------------------

  private async bytesOf(transaction: Transaction<Database>, round: FunRoundRow) {
    const sealed = await this.repository.sealedServerSeed(transaction, round.seed_pair_id as string);
    return roundBytesOf(this.secrets.open(sealed), round.client_seed as string, Number(round.nonce));
  }

  private playOf(round: FunRoundRow): InhousePlay {
    return { game: round.game, params: round.params } as InhousePlay;
  }

  private movesOf(round: FunRoundRow): { revealed: number[] } {
    const moves = (round.moves ?? {}) as { revealed?: unknown };
    return { revealed: Array.isArray(moves.revealed) ? (moves.revealed as number[]) : [] };
  }

  private elapsedMs(round: FunRoundRow): number {
    return Math.max(0, this.now() - round.created_at.getTime());
  }

  /** Where a crash round cashes out by itself: its automatic cash-out, or the limits' maximum. */
  private crashTarget(round: FunRoundRow): number {
    const params = round.params as { autoCashOut: number | null };
    return round.live_limit ?? params.autoCashOut ?? crashMaximumTarget;
  }

  /** Settles an open round with the given moves: the fun balance gets its win, once. */
  private async settle(
    transaction: Transaction<Database>,
    round: FunRoundRow,
    moves: InhouseMoves,
  ): Promise<void> {
    const drawn = drawOutcome(this.playOf(round), await this.bytesOf(transaction, round), moves);
    const maxWinMinor = round.max_win_minor === null ? null : BigInt(round.max_win_minor);
    const winMinor = cappedWin(winOf(BigInt(round.stake_minor), drawn.payout as Payout), maxWinMinor);
    const wallet = await this.lock(transaction, round.member_id);
    await this.repository.settle(transaction, round.id, { winMinor, outcome: drawn.outcome, moves });
    await this.repository.saveWallet(transaction, {
      ...wallet,
      balanceMinor: wallet.balanceMinor + winMinor,
    });
  }

  /**
   * A move in the member's live fun round (cash out, reveal a tile) or a look at it, by the same rules as a
   * real round (inhouse-live.ts): the crash multiplier from the server's clock, the first cash-out at 1.01×,
   * a mine or the last tile the limits allow ends a mines round, a revealed tile again changes nothing.
   */
  async move(
    member: MemberRow,
    game: LiveInhouseGame,
    roundId: string,
    action: LiveAction,
  ): Promise<InhouseRound> {
    this.requireTrial(member);
    await this.repository.transaction(async (transaction) => {
      const round = await this.repository.find(member.id, roundId, transaction, true);
      if (!round) throw new AppError('not_found');
      if (round.game !== game) throw new AppError('invalid_state', `This is not a ${game} round.`);
      if (round.status !== 'open') return;
      const moves = await this.step(transaction, round, action);
      if (moves === 'none') return;
      if (moves.decided) await this.settle(transaction, round, moves.moves);
      else await this.repository.saveMoves(transaction, round.id, moves.moves);
    });
    return this.roundView(member, roundId);
  }

  private async step(
    transaction: Transaction<Database>,
    round: FunRoundRow,
    action: LiveAction,
  ): Promise<'none' | { decided: boolean; moves: InhouseMoves }> {
    const bytes = await this.bytesOf(transaction, round);
    const elapsedMs = this.elapsedMs(round);
    if (round.game === 'crash') {
      const crashPoint = drawCrashPoint(new FairByteStream(bytes));
      const state = crashStateAt({ crashPoint, target: this.crashTarget(round) }, elapsedMs);
      if (state.state === 'decided') return { decided: true, moves: { cashedOutAt: state.cashedOutAt } };
      if (action.type !== 'cashOut') return 'none';
      if (state.multiplier < crashMinimumTarget)
        throw new AppError('invalid_state', 'The cash-out opens at 1.01×.');
      return { decided: true, moves: { cashedOutAt: state.multiplier } };
    }
    const { revealed } = this.movesOf(round);
    // Past its time the round is settled as it stands, whatever was asked.
    if (elapsedMs >= minesMaximumRoundMs) return { decided: true, moves: { revealed } };
    if (action.type === 'look') return 'none';
    if (action.type === 'cashOut') {
      if (revealed.length === 0)
        throw new AppError('invalid_state', 'Reveal a safe tile before cashing out.');
      return { decided: true, moves: { revealed } };
    }
    if (!isValidTile(action.tile)) throw new AppError('validation_failed', 'No such tile.');
    if (revealed.includes(action.tile)) return 'none';
    const next = [...revealed, action.tile];
    const { mines } = round.params as { mines: number };
    const hit = placeMines(mines, new FairByteStream(bytes)).includes(action.tile);
    const maxTiles = round.live_limit ?? minesTileCount - mines;
    return { decided: hit || next.length >= maxTiles, moves: { revealed: next } };
  }

  /** The member's fun round, brought up to date first (a crash or time that came ends it). */
  async round(member: MemberRow, roundId: string): Promise<InhouseRound> {
    this.requireTrial(member);
    const round = await this.repository.find(member.id, roundId);
    if (!round) throw new AppError('not_found');
    if (round.status === 'open' && isLiveGame(round.game))
      return this.move(member, round.game, roundId, { type: 'look' });
    return this.view(round);
  }

  /** The member's live fun round of the game in play, if any (to pick it up after a reload). */
  async liveRound(member: MemberRow, game: LiveInhouseGame): Promise<InhouseRound | null> {
    this.requireTrial(member);
    const open = await this.repository.findOpen(member.id, game);
    if (!open) return null;
    const round = await this.round(member, open.id);
    return round.status === 'open' ? round : null;
  }

  /** As the real games: no seed rotation while a live round is in play (it would reveal its outcome). */
  async rotate(member: MemberRow, clientSeed: string | undefined, client: RequestClient) {
    this.requireTrial(member);
    for (const game of liveInhouseGames)
      if (await this.liveRound(member, game))
        throw new AppError(
          'invalid_state',
          'Finish the crash or mines round in play before rotating the seeds.',
        );
    return this.inhouse.rotate(member, clientSeed, client);
  }

  // ---- views --------------------------------------------------------------------------------------

  private liveView(round: FunRoundRow): unknown {
    if (round.status !== 'open') return null;
    const elapsedMs = this.elapsedMs(round);
    if (round.game === 'crash') {
      const target = this.crashTarget(round);
      const multiplier = Math.min(target, crashMultiplierAt(elapsedMs));
      return {
        elapsedMs,
        multiplier,
        target,
        growthPerMs: crashGrowthPerMs,
        maximumRoundMs: crashMaximumRoundMs,
      };
    }
    const { mines } = round.params as { mines: number };
    const { revealed } = this.movesOf(round);
    const maxTiles = Math.min(round.live_limit ?? minesTileCount - mines, minesTileCount - mines);
    return {
      revealed,
      multiplier: revealed.length === 0 ? 0 : minesMultiplier(mines, revealed.length),
      nextMultiplier: revealed.length >= maxTiles ? null : minesMultiplier(mines, revealed.length + 1),
      maxTiles,
      expiresAt: new Date(round.created_at.getTime() + minesMaximumRoundMs).toISOString(),
    };
  }

  private view(round: FunRoundRow): InhouseRound {
    return {
      roundId: round.id,
      game: round.game,
      params: round.params,
      outcome: round.outcome,
      stakeMinor: round.stake_minor,
      winMinor: round.win_minor,
      status: round.status,
      nonce: round.nonce === null ? null : Number(round.nonce),
      clientSeed: round.client_seed,
      serverSeedHash: round.server_seed_hash,
      createdAt: round.created_at.toISOString(),
      settledAt: round.settled_at?.toISOString() ?? null,
      maxWinMinor: round.max_win_minor,
      ...(isLiveGame(round.game) ? { live: this.liveView(round) } : {}),
    } as InhouseRound;
  }

  private async roundView(member: MemberRow, roundId: string): Promise<InhouseRound> {
    const round = await this.repository.find(member.id, roundId);
    if (!round) throw new AppError('not_found');
    return this.view(round);
  }

  async memberRounds(
    member: MemberRow,
    query: { page: number; pageSize: number; game?: InhouseGameCode | undefined },
  ): Promise<InhouseRoundsResponse> {
    this.requireTrial(member);
    const { rows, total } = await this.repository.list({
      memberId: member.id,
      game: query.game,
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      rounds: rows.map((row) => this.view(row)),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  async verification(member: MemberRow, roundId: string): Promise<RoundVerification> {
    this.requireTrial(member);
    const round = await this.repository.find(member.id, roundId);
    if (!round) throw new AppError('not_found');
    return {
      round: this.view(round),
      serverSeed: round.server_seed,
      seedPairActive: round.seed_pair_id !== null && round.rotated_at === null,
    };
  }
}
