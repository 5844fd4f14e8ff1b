import type { RawBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type {
  Executor,
  GameRoundRow,
  NewGameRound,
  RoundChange,
  RoundListFilter,
  RoundsRepository,
} from './rounds-repository.js';

export type { GameRoundRow, NewGameRound, RoundChange } from './rounds-repository.js';

export type RoundTotals = { count: number; stakeMinor: bigint; winMinor: bigint; validBetMinor: bigint };
export type RoundPage = { rows: GameRoundRow[]; total: number; totals: RoundTotals };

const maximumPageSize = 100;

/**
 * The round record every game shares (in-house now, vendors' seamless wallets later): record a round once
 * per vendor round id, add bets and wins to it while it is open, settle or cancel it once, and list a
 * member's rounds with totals (betting records). Money is not moved here: callers move it on the ledger
 * with the round as the transfer's reference.
 */
export class RoundsService {
  constructor(private readonly repository: RoundsRepository) {}

  /** Records a round, or returns the one already recorded for the vendor's round id (idempotent). */
  async record(round: NewGameRound, executor?: Executor): Promise<{ round: GameRoundRow; created: boolean }> {
    if (round.stakeMinor < 0n || round.validBetMinor < 0n)
      throw new AppError('validation_failed', 'Round amounts are not negative.');
    const inserted = await this.repository.insert(round, executor);
    if (inserted) return { round: inserted, created: true };
    // Inside the caller's transaction: a second pool connection while holding one can exhaust the pool.
    const existing = await this.repository.findByExternalId(
      round.vendorCode,
      round.externalRoundId,
      executor,
    );
    if (!existing) throw new AppError('invalid_state', 'The round could not be recorded.');
    if (existing.member_id !== round.memberId)
      throw new AppError('invalid_state', "The vendor's round id belongs to another member.");
    return { round: existing, created: false };
  }

  find(id: string, executor?: Executor): Promise<GameRoundRow | undefined> {
    return this.repository.findById(id, executor);
  }

  /** A member's own round; another member's round is not found. */
  async findForMember(memberId: string, id: string): Promise<GameRoundRow> {
    const round = await this.repository.findById(id);
    if (!round || round.member_id !== memberId) throw new AppError('not_found');
    return round;
  }

  /** A further bet (stake and valid bet) or win on an open round. */
  async addAmounts(
    id: string,
    amounts: { stakeMinor?: bigint; winMinor?: bigint; validBetMinor?: bigint },
    executor?: Executor,
  ): Promise<GameRoundRow> {
    const values = {
      stakeMinor: amounts.stakeMinor ?? 0n,
      winMinor: amounts.winMinor ?? 0n,
      validBetMinor: amounts.validBetMinor ?? 0n,
    };
    if (values.stakeMinor < 0n || values.winMinor < 0n || values.validBetMinor < 0n)
      throw new AppError('validation_failed', 'Round amounts are not negative.');
    const updated = await this.repository.addAmounts(id, values, executor);
    if (!updated) throw new AppError('invalid_state', 'The round is not open.');
    return updated;
  }

  /**
   * Settles an open round (optionally with its final win). Settling a settled round again returns it
   * unchanged (a retried end-of-round); a cancelled round cannot be settled.
   */
  async settle(id: string, options: { winMinor?: bigint } = {}, executor?: Executor): Promise<GameRoundRow> {
    if (options.winMinor !== undefined && options.winMinor < 0n)
      throw new AppError('validation_failed', 'A win is not negative.');
    const settled = await this.repository.close(id, 'settled', options.winMinor, executor);
    if (settled) return settled;
    const round = await this.repository.findById(id, executor);
    if (round?.status === 'settled') return round;
    throw new AppError(round ? 'invalid_state' : 'not_found');
  }

  /** Cancels an open round (its bets refunded by the caller); a repeat returns the cancelled round. */
  async cancel(id: string, executor?: Executor): Promise<GameRoundRow> {
    const cancelled = await this.repository.close(id, 'cancelled', undefined, executor);
    if (cancelled) return cancelled;
    const round = await this.repository.findById(id, executor);
    if (round?.status === 'cancelled') return round;
    throw new AppError(round ? 'invalid_state' : 'not_found');
  }

  /** Rounds by id as committed now (no locks): a batch's writes re-check them (applyManyStatement). */
  findMany(ids: readonly string[]): Promise<GameRoundRow[]> {
    return this.repository.findMany([...new Set(ids)]);
  }

  /** Locks and reads rounds inside the caller's transaction (a refund changing its round). */
  lockMany(transaction: Transaction<Database>, ids: readonly string[]): Promise<GameRoundRow[]> {
    return this.repository.lockMany(transaction, [...new Set(ids)]);
  }

  /**
   * Applies a batch's round changes (at most one per round) inside the caller's transaction; fails, so the
   * caller's transaction rolls back, when any round is closed or belongs to another member.
   */
  /**
   * The statement adding each change to its round (a new round is created), as part of a ledger batch's
   * write statement: it changes only open rounds of the same member and returns the id of each round it
   * changed, so fewer rows than changes means one was closed or taken meanwhile.
   */
  applyManyStatement(changes: readonly RoundChange[]): RawBuilder<{ id: string }> {
    for (const change of changes)
      if (change.stakeMinor < 0n || change.winMinor < 0n || change.validBetMinor < 0n)
        throw new AppError('validation_failed', 'Round amounts are not negative.');
    if (new Set(changes.map((change) => change.id)).size !== changes.length)
      throw new AppError('invalid_state', 'One change per round in a batch.');
    return this.repository.upsertOpenManyStatement(changes);
  }

  /**
   * The statement cancelling open rounds, as part of a ledger batch's write statement (a refund committed
   * with its round's cancel): it returns the id of each round it cancelled, so fewer rows than ids means
   * one was closed meanwhile and the batch rolls back.
   */
  cancelManyStatement(ids: readonly string[]): RawBuilder<{ id: string }> {
    if (new Set(ids).size !== ids.length)
      throw new AppError('invalid_state', 'One cancel per round in a batch.');
    return this.repository.cancelOpenManyStatement(ids);
  }

  /** One bet of an open or settled round was rolled back: its stake (and valid bet) no longer count. */
  async subtractStake(id: string, amountMinor: bigint, executor?: Executor): Promise<GameRoundRow> {
    if (amountMinor < 0n) throw new AppError('validation_failed', 'Round amounts are not negative.');
    const updated = await this.repository.subtractStake(id, amountMinor, executor);
    if (!updated) throw new AppError('invalid_state', 'The round is cancelled or has a smaller stake.');
    return updated;
  }

  /** Forgets an open round whose only bet was refused before any money moved. */
  discardUnfunded(id: string, executor?: Executor): Promise<boolean> {
    return this.repository.deleteOpen(id, executor);
  }

  openBefore(vendorCode: string, before: Date, limit = 100) {
    return this.repository.openBefore(vendorCode, before, Math.min(limit, 500));
  }

  /**
   * A member's rounds, newest first, with the totals of the whole filtered set (cancelled rounds counted,
   * their money excluded). Only that member's rounds, whatever else the filter says.
   */
  async listForMember(
    filter: Omit<RoundListFilter, 'limit' | 'offset' | 'memberId'> & {
      memberId: string;
      page: number;
      pageSize: number;
    },
  ): Promise<RoundPage> {
    if (!filter.memberId) throw new AppError('invalid_state', 'A member is required.');
    return this.page(filter);
  }

  /** The back office's round lookup: any member's rounds by the same filters (the caller bounds the days). */
  search(
    filter: Omit<RoundListFilter, 'limit' | 'offset'> & { page: number; pageSize: number },
  ): Promise<RoundPage> {
    return this.page(filter);
  }

  private async page(
    filter: Omit<RoundListFilter, 'limit' | 'offset'> & { page: number; pageSize: number },
  ): Promise<RoundPage> {
    const limit = Math.min(Math.max(filter.pageSize, 1), maximumPageSize);
    const { page: _page, pageSize: _pageSize, ...rest } = filter;
    const { rows, totals } = await this.repository.list({
      ...rest,
      limit,
      offset: (Math.max(filter.page, 1) - 1) * limit,
    });
    const count = Number(totals.count);
    return {
      rows,
      total: count,
      totals: {
        count,
        stakeMinor: BigInt(totals.stake),
        winMinor: BigInt(totals.win),
        validBetMinor: BigInt(totals.valid_bet),
      },
    };
  }

  /** For promotions' eligibility and rebate (issue 16): valid bet settled in [from, to) per category. */
  settledValidBetByCategory(memberId: string, from: Date, to: Date) {
    return this.repository.settledValidBetByCategory(memberId, from, to);
  }

  /** For the staff risk view: settled rounds since an instant (null: ever) and their stakes. */
  settledPlayOf(memberId: string, since: Date | null) {
    return this.repository.settledPlayOf(memberId, since);
  }

  /**
   * Valid bet on rounds settled in [from, to), per member with any (a raffle's valid-bet tickets): a page
   * of at most `limit` (1,000) members, ids ascending after `afterMemberId`.
   */
  settledValidBetByMember(from: Date, to: Date, afterMemberId: string | null, limit: number) {
    return this.repository.settledValidBetByMember(from, to, afterMemberId, limit);
  }
}
