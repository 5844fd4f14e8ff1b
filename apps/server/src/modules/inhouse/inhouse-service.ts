import type {
  InhouseGamesResponse,
  InhouseRound,
  InhouseRoundsResponse,
  RotateSeedResponse,
  RoundVerification,
  SeedPair,
} from '@gaming/contracts/inhouse';
import { type Payout, winOf } from '@gaming/contracts/inhouse-bytes';
import { crashMaximumRoundMs } from '@gaming/contracts/inhouse-crash';
import {
  drawOutcome,
  type InhouseGameCode,
  type InhousePlay,
  inhouseGameCodes,
  inhouseVendorCode,
  isLiveGame,
  isValidPlay,
  type LiveInhouseGame,
  sameOutcome,
  statedRtpBasisPoints,
} from '@gaming/contracts/inhouse-games';
import {
  type BetLimitCheck,
  cappedWin,
  checkBetLimits,
  type InhouseGameLimits,
} from '@gaming/contracts/inhouse-limits';
import { minesMaximumRoundMs } from '@gaming/contracts/inhouse-mines';
import { slotExactRtp } from '@gaming/contracts/inhouse-slot';
import { parseDecimalAmount } from '@gaming/contracts/money';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandToday } from '../../platform/brand-day.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { GameRoundRow, RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { newClientSeed, newServerSeed, roundBytesOf, serverSeedHash } from './fair-hmac.js';
import { type LiveAction, LiveRounds } from './inhouse-live.js';
import type {
  InhouseRepository,
  InhouseRoundRow,
  RoundDetailRow,
  SeedPairRow,
} from './inhouse-repository.js';

/** The catalogue category of every in-house round (betting records filter). */
export const inhouseCategory = 'INHOUSE';

/** Stake limits per game in whole currency units (converted with the brand's decimals). */
const stakeLimitsMajor: Record<InhouseGameCode, { min: bigint; max: bigint }> = {
  slot: { min: 1n, max: 1_000n },
  dice: { min: 1n, max: 10_000n },
  crash: { min: 1n, max: 5_000n },
  mines: { min: 1n, max: 5_000n },
};

/** A round interrupted between its steps is finished by the sweeper once it is this old. */
const unfinishedAfterMs = 60_000;

export type PlayRequest = { requestId: string; amount: string; play: InhousePlay };

/**
 * What the in-house games need of the game catalogue (modules/games), connected once the catalogue
 * exists: the games' names (the catalogue is their one source, in every language) and the member's
 * recently played list, which a round feeds as a launch feeds it for a vendor's game.
 */
export type InhouseCatalogue = {
  gameNames(
    codes: readonly InhouseGameCode[],
    language: string | undefined,
  ): Promise<(code: string) => string>;
  recordPlayed(memberId: string, game: InhouseGameCode): Promise<void>;
};

/** A round as the hooks of other modules see it (issue 20: minimum cycle, play budget, KYC). */
export type InhouseRoundFacts = { memberId: string; game: InhouseGameCode; stakeMinor: bigint; at: Date };

/**
 * What other modules check or count about in-house rounds, in the rounds' own transactions, so a refusal
 * leaves nothing behind and a count is never kept for a round that did not happen.
 */
export type InhouseRoundHooks = {
  /** In the transaction that records a new round (not a replay); throws to refuse it. */
  starting?(transaction: Transaction<Database>, round: InhouseRoundFacts): Promise<void>;
  /** A round whose bet the ledger refused is forgotten (once): undo what `starting` counted. */
  discarded?(transaction: Transaction<Database>, round: InhouseRoundFacts): Promise<void>;
  /** A round was settled with a win (once, in the settling transaction). */
  won?(transaction: Transaction<Database>, round: InhouseRoundFacts & { winMinor: bigint }): Promise<void>;
};

function isInsufficientFunds(error: unknown): boolean {
  return error instanceof AppError && error.code === 'insufficient_funds';
}

/**
 * The provably fair in-house games (DESIGN.md §6). A play is a round in three idempotent steps, each
 * safe to repeat after a crash or a retried request: (1) the bet moves member -> vendor:inhouse on the
 * ledger (refused for lack of funds: the round is forgotten), (2) the round takes the next nonce of the
 * member's seed pair and its outcome is drawn from HMAC-SHA256(server seed, client seed:nonce:round),
 * (3) a win moves vendor:inhouse -> member and the round is settled. Transfer ids derive from the round,
 * the round id from the member and the request id, so a replayed request applies once.
 */
export class InhouseService {
  private vendorAccountId: string | undefined;
  private readonly slotRtp = slotExactRtp();
  private catalogue: InhouseCatalogue | undefined;
  private readonly live: LiveRounds;
  private readonly roundHooks: InhouseRoundHooks[] = [];
  private readonly playChecks: ((memberId: string) => Promise<void>)[] = [];

  constructor(
    private readonly repository: InhouseRepository,
    private readonly rounds: RoundsService,
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
    private readonly secrets: SecretBox,
    private readonly audit: AuditService,
    /** The server's clock (ms): live rounds are timed by it alone; tests inject one. */
    private readonly now: () => number = Date.now,
  ) {
    this.live = new LiveRounds(repository, rounds, now);
  }

  private get decimals(): number {
    return this.settings.get('brand').currencyDecimals;
  }

  private stakeLimits(game: InhouseGameCode): { min: bigint; max: bigint } {
    const scale = 10n ** BigInt(this.decimals);
    const limits = stakeLimitsMajor[game];
    return { min: limits.min * scale, max: limits.max * scale };
  }

  /** Issue 20: the game rules' minimum cycle and the play budget join the round's transactions here. */
  addRoundHooks(hooks: InhouseRoundHooks): void {
    this.roundHooks.push(hooks);
  }

  /** Checks before a new round (e.g. KYC before play); they throw to refuse. */
  addPlayCheck(check: (memberId: string) => Promise<void>): void {
    this.playChecks.push(check);
  }

  /** The catalogue is composed after the accounts (app.ts); until connected, games are named by code. */
  connectCatalogue(catalogue: InhouseCatalogue): void {
    this.catalogue = catalogue;
  }

  /** The games' names from the catalogue, in a language (the brand's default when none). */
  async gameNames(language?: string | undefined): Promise<(code: string) => string> {
    return (await this.catalogue?.gameNames(inhouseGameCodes, language)) ?? ((code: string) => code);
  }

  async games(language?: string | undefined): Promise<InhouseGamesResponse> {
    const brand = this.settings.get('brand');
    const nameOf = await this.gameNames(language);
    return {
      currency: brand.currency,
      decimals: brand.currencyDecimals,
      games: inhouseGameCodes.map((game) => {
        const limits = this.stakeLimits(game);
        const isSlot = game === 'slot';
        return {
          game,
          displayName: nameOf(game),
          rtpPercent: isSlot
            ? Math.round(this.slotRtp.value * 1_000_000) / 10_000
            : statedRtpBasisPoints[game] / 100,
          rtpFraction: isSlot
            ? {
                numerator: this.slotRtp.numerator.toString(),
                denominator: this.slotRtp.denominator.toString(),
              }
            : null,
          minStakeMinor: limits.min.toString(),
          maxStakeMinor: limits.max.toString(),
          maxMultiplier: this.limitsOf(game).maxMultiplier,
          maxPayoutMinor: this.limitsOf(game).maxPayoutMinor,
        };
      }),
    };
  }

  /** The house's limits on the game (settings 'inhouse.limits', staff edit them in the back office). */
  limitsOf(game: InhouseGameCode): InhouseGameLimits {
    return this.settings.get('inhouse.limits')[game];
  }

  private async vendorAccount(): Promise<string> {
    if (!this.vendorAccountId) {
      const account = await this.ledger.ensureAccount({
        code: 'vendor:inhouse',
        kind: 'vendor',
        currency: this.settings.get('brand').currency,
        mayGoNegative: true,
      });
      this.vendorAccountId = account.id;
    }
    return this.vendorAccountId;
  }

  // ---- seed pairs ---------------------------------------------------------------------------------

  private async createPair(memberId: string, clientSeed: string, executor?: Transaction<Database>) {
    const serverSeed = newServerSeed();
    return this.repository.insertPair(
      {
        memberId,
        sealedServerSeed: this.secrets.seal(serverSeed),
        serverSeedHash: serverSeedHash(serverSeed),
        clientSeed,
      },
      executor,
    );
  }

  /** The member's active pair, made on first use; locked when a transaction is given. */
  private async activePair(memberId: string, transaction?: Transaction<Database>): Promise<SeedPairRow> {
    const existing = await this.repository.activePair(memberId, transaction, transaction !== undefined);
    if (existing) return existing;
    await this.createPair(memberId, newClientSeed(), transaction);
    const pair = await this.repository.activePair(memberId, transaction, transaction !== undefined);
    if (!pair) throw new AppError('invalid_state', 'No active seed pair.');
    return pair;
  }

  private pairView(pair: SeedPairRow): SeedPair {
    return {
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nonce: Number(pair.next_nonce),
    };
  }

  async seedPair(member: MemberRow): Promise<SeedPair> {
    return this.pairView(await this.activePair(member.id));
  }

  /**
   * Retires the active pair, revealing its server seed, and starts a new one (nonce 0) with the given
   * client seed or the previous one. Rounds drawn later use the new pair; a round being drawn holds the
   * pair's lock, so no round can use a pair after its seed is revealed.
   */
  async rotate(
    member: MemberRow,
    clientSeed: string | undefined,
    client: RequestClient,
  ): Promise<RotateSeedResponse> {
    const result = await this.repository.transaction(async (transaction) => {
      const pair = await this.activePair(member.id, transaction);
      // Revealing the seed of a round in play would show its crash point or its mines.
      if (await this.repository.pairHasLiveRound(transaction, pair.id))
        throw new AppError(
          'invalid_state',
          'Finish the crash or mines round in play before rotating the seeds.',
        );
      const serverSeed = this.secrets.open(pair.server_seed_sealed);
      const retired = await this.repository.retirePair(transaction, pair.id, serverSeed);
      const created = await this.createPair(member.id, clientSeed ?? pair.client_seed, transaction);
      if (!created) throw new AppError('invalid_state', 'The seed pair changed meanwhile; try again.');
      await this.audit.record(
        { type: 'member', id: member.id, name: member.username, ip: client.ip },
        {
          action: clientSeed === undefined ? 'inhouse.seed_rotated' : 'inhouse.client_seed_set',
          targetType: 'inhouse_seed_pair',
          targetId: pair.id,
          after: {
            newPairId: created.id,
            clientSeed: created.client_seed,
            roundsPlayed: Number(retired.next_nonce),
          },
        },
        transaction,
      );
      return { retired, created };
    });
    return {
      revealed: {
        serverSeed: result.retired.server_seed as string,
        serverSeedHash: result.retired.server_seed_hash,
        clientSeed: result.retired.client_seed,
        roundsPlayed: Number(result.retired.next_nonce),
      },
      current: this.pairView(result.created),
    };
  }

  // ---- play ---------------------------------------------------------------------------------------

  async play(member: MemberRow, request: PlayRequest): Promise<InhouseRound> {
    const { play } = request;
    if (!isValidPlay(play)) throw new AppError('validation_failed', 'These bet parameters are not allowed.');
    const stakeMinor = parseDecimalAmount(request.amount, this.decimals);
    if (stakeMinor === undefined)
      throw new AppError('validation_failed', 'The amount has more decimals than the currency.');
    const limits = this.stakeLimits(play.game);
    if (stakeMinor < limits.min) throw new AppError('amount_below_minimum');
    if (stakeMinor > limits.max) throw new AppError('amount_above_maximum');

    // The member's key scoped to them and the operation (keyed): the same request finds its round again.
    const roundId = this.ids.ofMemberRequest(member.id, 'inhouse-play', request.requestId);
    const existing = await this.repository.findRound(roundId);
    if (existing) {
      const round = await this.rounds.find(roundId);
      const same =
        round !== undefined &&
        existing.game === play.game &&
        sameOutcome(existing.params, play.params) &&
        BigInt(round.stake_minor) === stakeMinor;
      if (!same)
        throw new AppError('validation_failed', 'This request id was already used for a different bet.');
    } else {
      const accepted = checkBetLimits(play, stakeMinor, this.limitsOf(play.game));
      if (!accepted.accepted) throw new AppError(accepted.reason);
      for (const check of this.playChecks) await check(member.id);
      await this.recordRound(member, request, { roundId, stakeMinor, accepted });
    }
    await this.finish(roundId);
    // Played (the bet went through): the game tops the member's recently played list.
    await this.catalogue?.recordPlayed(member.id, play.game);
    return this.roundView(member.id, roundId);
  }

  /**
   * Step 0: the round, its details and its hold on the game's exposure for the day, in one transaction:
   * a bet the day's exposure cannot take is refused and leaves nothing behind.
   */
  private async recordRound(
    member: MemberRow,
    request: PlayRequest,
    round: { roundId: string; stakeMinor: bigint; accepted: BetLimitCheck & { accepted: true } },
  ): Promise<void> {
    const { roundId, stakeMinor, accepted } = round;
    const { game } = request.play;
    const brand = this.settings.get('brand');
    const openMinor = accepted.maxWinMinor > stakeMinor ? accepted.maxWinMinor - stakeMinor : 0n;
    const exposure = { day: brandToday(new Date(this.now()), brand.gmtOffsetMinutes), openMinor };
    await this.repository.transaction(async (transaction) => {
      const { created } = await this.rounds.record(
        {
          id: roundId,
          memberId: member.id,
          vendorCode: inhouseVendorCode,
          gameCode: game,
          category: inhouseCategory,
          externalRoundId: roundId,
          currency: brand.currency,
          stakeMinor,
          validBetMinor: stakeMinor,
        },
        transaction,
      );
      if (!created) return;
      const facts: InhouseRoundFacts = { memberId: member.id, game, stakeMinor, at: new Date(this.now()) };
      for (const hooks of this.roundHooks) await hooks.starting?.(transaction, facts);
      const details = await this.repository.insertRound(
        {
          roundId,
          memberId: member.id,
          requestId: request.requestId,
          game,
          params: request.play.params,
          maxWinMinor: accepted.maxWinMinor,
          liveLimit: accepted.liveLimit ?? null,
          exposure,
        },
        transaction,
      );
      if (!details) {
        // One live round per game at a time (a unique index): the other conflict is a reused request id.
        if (isLiveGame(game) && (await this.repository.liveRoundOf(member.id, game)))
          throw new AppError('invalid_state', 'A round of this game is in play: finish it first.');
        throw new AppError('validation_failed', 'This request id was already used for a different bet.');
      }
      const limitMinor = BigInt(this.limitsOf(game).dailyExposureMinor);
      if (!(await this.repository.holdExposure(transaction, { game, ...exposure, limitMinor })))
        throw new AppError('exposure_limit_reached');
    });
  }

  /** Runs whatever steps of the round are left; every step is idempotent. */
  private async finish(roundId: string): Promise<void> {
    const round = await this.rounds.find(roundId);
    if (round?.status !== 'open') return;
    const reference = { type: 'round', id: roundId };
    const memberAccount = await this.wallet.mainAccountId(round.member_id);
    const vendorAccount = await this.vendorAccount();
    try {
      await this.ledger.transfer({
        id: this.ids.server('round', roundId, 'bet'),
        debitAccountId: memberAccount,
        creditAccountId: vendorAccount,
        amountMinor: BigInt(round.stake_minor),
        code: 'bet',
        reference,
      });
    } catch (error) {
      // Refused: no money moved, so the round never happened.
      if (isInsufficientFunds(error)) await this.discard(roundId);
      throw error;
    }
    const winMinor = await this.draw(round);
    if (winMinor === null) {
      // A live round: settled once decided (by a move, its crash or its time), whoever gets there first.
      if (await this.live.act(roundId, null, { type: 'look' })) await this.pay(roundId);
      return;
    }
    await this.payWin(roundId, winMinor, { memberAccount, vendorAccount });
  }

  /** The money step of a decided round: its win to the member (once: the id derives from the round). */
  private async payWin(
    roundId: string,
    winMinor: bigint,
    accounts: { memberAccount: string; vendorAccount: string },
  ): Promise<void> {
    if (winMinor > 0n)
      await this.ledger.transfer({
        id: this.ids.server('round', roundId, 'win'),
        debitAccountId: accounts.vendorAccount,
        creditAccountId: accounts.memberAccount,
        amountMinor: winMinor,
        code: 'win',
        reference: { type: 'round', id: roundId },
      });
    await this.settleOnce(roundId, winMinor);
  }

  /**
   * Settles the round and tells the hooks of its win in one transaction, once: the round's details row is
   * locked first (as its draw and its discard do), so of two concurrent settlements only one finds it open.
   */
  private async settleOnce(roundId: string, winMinor: bigint): Promise<void> {
    if (winMinor <= 0n || this.roundHooks.length === 0) {
      await this.rounds.settle(roundId);
      return;
    }
    await this.repository.transaction(async (transaction) => {
      const details = await this.repository.findRound(roundId, transaction, true);
      const round = await this.rounds.find(roundId, transaction);
      if (!details || round?.status !== 'open') {
        await this.rounds.settle(roundId, {}, transaction);
        return;
      }
      await this.rounds.settle(roundId, {}, transaction);
      const facts = this.factsOf(round, details.game);
      for (const hooks of this.roundHooks) await hooks.won?.(transaction, { ...facts, winMinor });
    });
  }

  private factsOf(round: GameRoundRow, game: InhouseGameCode): InhouseRoundFacts {
    return {
      memberId: round.member_id,
      game,
      stakeMinor: BigInt(round.stake_minor),
      at: new Date(this.now()),
    };
  }

  /** Pays a decided live round from its recorded win; a settled round is left as it is. */
  private async pay(roundId: string): Promise<void> {
    const round = await this.rounds.find(roundId);
    if (round?.status !== 'open') return;
    const memberAccount = await this.wallet.mainAccountId(round.member_id);
    await this.payWin(roundId, BigInt(round.win_minor), {
      memberAccount,
      vendorAccount: await this.vendorAccount(),
    });
  }

  // ---- live rounds ---------------------------------------------------------------------------------

  /**
   * A move in the member's live round (cash out, reveal a tile) or a look at it, at the server's time:
   * the round is decided and paid when the move, the crash or its time decides it; the answer is the round.
   */
  async move(
    member: MemberRow,
    game: LiveInhouseGame,
    roundId: string,
    action: LiveAction,
  ): Promise<InhouseRound> {
    const details = await this.repository.findRound(roundId);
    if (!details || details.member_id !== member.id) throw new AppError('not_found');
    if (details.game !== game) throw new AppError('invalid_state', `This is not a ${game} round.`);
    // A start interrupted before its draw is finished first (bet, then draw).
    if (details.outcome === null) await this.finish(roundId);
    if (await this.live.act(roundId, member.id, action)) await this.pay(roundId);
    return this.roundView(member.id, roundId);
  }

  /** The member's round, brought up to date first (a live round whose crash or time has come is settled). */
  async round(member: MemberRow, roundId: string): Promise<InhouseRound> {
    const details = await this.repository.findRound(roundId);
    if (!details || details.member_id !== member.id) throw new AppError('not_found');
    if (isLiveGame(details.game) && details.decided_at === null) {
      if (details.outcome === null) await this.finish(roundId);
      else if (await this.live.act(roundId, member.id, { type: 'look' })) await this.pay(roundId);
    } else if (details.decided_at !== null) {
      // Decided but left unpaid by an interrupted request: paid now (idempotent), as the job would.
      await this.pay(roundId);
    }
    return this.roundView(member.id, roundId);
  }

  /** The member's live round of the game in play, if any (to pick it up after a reload). */
  async liveRound(member: MemberRow, game: LiveInhouseGame): Promise<InhouseRound | null> {
    const roundId = await this.repository.liveRoundOf(member.id, game);
    return roundId ? this.round(member, roundId) : null;
  }

  /** Forgets a round whose bet was refused, and what it held on the day's exposure, once. */
  private discard(roundId: string): Promise<void> {
    return this.repository.transaction(async (transaction) => {
      // The round's lock: a round is drawn (and only then settled) under it, so an undrawn round stays
      // open until this transaction ends.
      const details = await this.repository.findRound(roundId, transaction, true);
      if (!details || details.outcome !== null) return;
      const round = await this.rounds.find(roundId, transaction);
      await this.repository.settleExposure(transaction, roundId, 0n);
      const discarded = await this.rounds.discardUnfunded(roundId, transaction);
      if (round && discarded)
        for (const hooks of this.roundHooks)
          await hooks.discarded?.(transaction, this.factsOf(round, details.game));
    });
  }

  /**
   * Step 2: nonce and outcome, once; returns the round's win. A live round's draw fixes its crash point
   * or mines before any move and decides nothing: null, the round stays in play.
   */
  private draw(round: GameRoundRow): Promise<bigint | null> {
    return this.repository.transaction(async (transaction) => {
      const details = await this.repository.findRound(round.id, transaction, true);
      if (!details) throw new AppError('not_found');
      if (isLiveGame(details.game) && details.decided_at === null) {
        if (details.outcome === null) await this.drawLive(transaction, details, round.member_id);
        return null;
      }
      if (details.outcome !== null) {
        const current = await this.rounds.find(round.id, transaction);
        return BigInt(current?.win_minor ?? '0');
      }
      const pair = await this.activePair(round.member_id, transaction);
      const nonce = await this.repository.takeNonce(transaction, pair.id);
      const serverSeed = this.secrets.open(pair.server_seed_sealed);
      const play = { game: details.game, params: details.params } as InhousePlay;
      const drawn = drawOutcome(play, roundBytesOf(serverSeed, pair.client_seed, nonce));
      const maxWinMinor = details.max_win_minor === null ? null : BigInt(details.max_win_minor);
      const stakeMinor = BigInt(round.stake_minor);
      const winMinor = cappedWin(winOf(stakeMinor, drawn.payout as Payout), maxWinMinor);
      await this.repository.recordDraw(transaction, round.id, {
        seedPairId: pair.id,
        nonce,
        clientSeed: pair.client_seed,
        outcome: drawn.outcome,
        drawnAt: new Date(this.now()),
        decided: true,
      });
      if (winMinor > 0n) await this.rounds.addAmounts(round.id, { winMinor }, transaction);
      await this.repository.settleExposure(transaction, round.id, winMinor - stakeMinor);
      return winMinor;
    });
  }

  /** A live round's start: its crash point or mine layout from the next nonce, hidden until decided. */
  private async drawLive(
    transaction: Transaction<Database>,
    details: InhouseRoundRow,
    memberId: string,
  ): Promise<void> {
    const pair = await this.activePair(memberId, transaction);
    const nonce = await this.repository.takeNonce(transaction, pair.id);
    const serverSeed = this.secrets.open(pair.server_seed_sealed);
    const play = { game: details.game, params: details.params } as InhousePlay;
    const drawn = drawOutcome(play, roundBytesOf(serverSeed, pair.client_seed, nonce));
    await this.repository.recordDraw(transaction, details.round_id, {
      seedPairId: pair.id,
      nonce,
      clientSeed: pair.client_seed,
      outcome: drawn.outcome,
      drawnAt: new Date(this.now()),
      decided: false,
    });
  }

  /**
   * Finishes rounds a crash or a lost connection left open, and settles live rounds whose time has come
   * (scheduled every minute): a crash round once it has surely ended, a mines round past its maximum age.
   */
  async finishUnfinished(): Promise<number> {
    const nowMs = this.now();
    const open = await this.repository.unfinished({
      stuckBefore: new Date(nowMs - unfinishedAfterMs),
      crashBefore: new Date(nowMs - crashMaximumRoundMs),
      minesBefore: new Date(nowMs - minesMaximumRoundMs),
    });
    let finished = 0;
    for (const round of open) {
      try {
        await this.finish(round.round_id);
        finished += 1;
      } catch {
        // Left for the next run (or forgotten, when its bet was refused).
      }
    }
    return finished;
  }

  // ---- views --------------------------------------------------------------------------------------

  private view(round: GameRoundRow, details: RoundDetailRow): InhouseRound {
    return {
      roundId: round.id,
      game: details.game,
      params: details.params,
      // A live round's outcome (its crash point, its mines) stays hidden until the round is decided.
      outcome: details.decided_at === null ? null : details.outcome,
      stakeMinor: round.stake_minor,
      winMinor: round.win_minor,
      status: round.status,
      nonce: details.nonce === null ? null : Number(details.nonce),
      clientSeed: details.client_seed,
      serverSeedHash: details.server_seed_hash,
      createdAt: round.opened_at.toISOString(),
      settledAt: round.settled_at?.toISOString() ?? null,
      maxWinMinor: details.max_win_minor,
      ...(isLiveGame(details.game) ? { live: this.live.liveView(details) } : {}),
    } as InhouseRound;
  }

  private async roundView(memberId: string, roundId: string): Promise<InhouseRound> {
    const round = await this.rounds.findForMember(memberId, roundId);
    const [details] = await this.repository.details([roundId]);
    if (!details) throw new AppError('not_found');
    return this.view(round, details);
  }

  async memberRounds(
    member: MemberRow,
    query: { page: number; pageSize: number; game?: InhouseGameCode | undefined },
  ): Promise<InhouseRoundsResponse> {
    const { rows, total } = await this.rounds.listForMember({
      memberId: member.id,
      vendorCode: inhouseVendorCode,
      gameCode: query.game,
      page: query.page,
      pageSize: query.pageSize,
    });
    const details = new Map(
      (await this.repository.details(rows.map((row) => row.id))).map((row) => [row.round_id, row]),
    );
    return {
      rounds: rows.flatMap((row) => {
        const detail = details.get(row.id);
        return detail ? [this.view(row, detail)] : [];
      }),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** Everything needed to re-draw a round: its pair's hash, and the server seed once the pair was rotated. */
  async verification(member: MemberRow, roundId: string): Promise<RoundVerification> {
    const round = await this.rounds.findForMember(member.id, roundId);
    const [details] = await this.repository.details([roundId]);
    if (!details) throw new AppError('not_found');
    return {
      round: this.view(round, details),
      serverSeed: details.server_seed,
      seedPairActive: details.seed_pair_id !== null && details.rotated_at === null,
    };
  }
}
