import type { LanguageCode } from '@gaming/contracts/languages';
import { presentTexts, textIn } from '@gaming/contracts/localized-text';
import {
  type AdminRankingBoard,
  type AdminRankingBoardBody,
  type AdminRankingBoardListResponse,
  type AdminRankingResultsResponse,
  type RankingBoardsResponse,
  type RankingSettings,
  type RankingStanding,
  type RankingStatus,
  rankingLimits,
} from '@gaming/contracts/rankings';
import type { RankingBoardTitle, StoredRankingPrize } from '../../db/schema-rankings.js';
import { type Period, periodAfter, periodAt } from '../../platform/brand-periods.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { maskAccount } from '../games/catalogue-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type {
  RankingGrants,
  RankingMembers,
  RankingPlayStats,
  RankingPoints,
  RankingStaffActor,
} from './ranking-ports.js';
import type {
  FrozenStanding,
  RankingBoardRow,
  RankingBoardValues,
  RankingResultRow,
  RankingsRepository,
} from './rankings-repository.js';

const standingsCacheMs = 30_000;
const standingsCacheEntries = 200;
/** Boards handled per job run, periods frozen per board per run, prizes paid per run. */
const boardBatch = 100;
const periodsPerRun = 5;
const payBatch = 200;
/** Frozen periods per page of the staff's results. */
const resultPeriodsPage = 20;
const minuteMs = 60_000;

type Language = LanguageCode;
type Standing = { memberId: string; valueMinor: bigint };

function titleIn(title: RankingBoardTitle, language: Language | undefined): string {
  return textIn(title, language);
}

function prizeShown(prize: StoredRankingPrize | null): { kind: 'money' | 'points'; amount: string } | null {
  return prize ? { kind: prize.kind, amount: prize.amount } : null;
}

function prizeOf(board: RankingBoardRow, rank: number): StoredRankingPrize | null {
  return board.prizes.find((prize) => prize.rank === rank) ?? null;
}

/**
 * Ranking boards (issue 17; docs/loyalty.md "Missions and ranking boards"): live standings read from the
 * play statistics, and the period-end job: once a period has ended plus the grace (rankings.settings), its
 * standings are frozen once (ranking_periods is the guard) with each prize owed, then each prize is paid
 * with an id derived from (board, period, rank) and marked paid. A second runner, a rerun after a crash or
 * the sweeper pays with the same id, so each rank is paid once; a round settled after freezing changes
 * nothing paid.
 */
export class RankingsService {
  private readonly standingsCache = new Map<string, { at: number; value: Standing[] }>();

  constructor(
    private readonly repository: RankingsRepository,
    private readonly playStats: RankingPlayStats,
    private readonly points: RankingPoints,
    private readonly grants: RankingGrants,
    private readonly members: RankingMembers,
    private readonly ledgerIds: LedgerIds,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly log: { warn: (object: unknown, message: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  private offsetMinutes(): number {
    return this.settings.get('brand').gmtOffsetMinutes;
  }

  private standingsOf(board: RankingBoardRow, period: Period): Promise<Standing[]> {
    return this.playStats
      .leaderboard({
        metric: board.metric,
        category: board.category,
        fromInstant: period.start,
        toInstant: period.end,
        limit: board.top_count,
      })
      .then((rows) => rows.filter((row) => row.valueMinor > 0n).slice(0, board.top_count));
  }

  /** Live standings are read at most every 30 s per board and period (a guest route). */
  private async cachedStandings(board: RankingBoardRow, period: Period): Promise<Standing[]> {
    const key = `${board.id}:${period.start.getTime()}:${board.updated_at.getTime()}`;
    const nowMs = this.now().getTime();
    const cached = this.standingsCache.get(key);
    if (cached && nowMs - cached.at < standingsCacheMs) return cached.value;
    const value = await this.standingsOf(board, period);
    if (this.standingsCache.size >= standingsCacheEntries) this.standingsCache.clear();
    this.standingsCache.set(key, { at: nowMs, value });
    return value;
  }

  /** rankingBoards: each active board's current standings and its last frozen period's winners. */
  async publicBoards(language: Language | undefined): Promise<RankingBoardsResponse> {
    const now = this.now();
    const boards = await this.repository.activeBoards(rankingLimits.boards);
    const prepared = await Promise.all(
      boards.map(async (board) => {
        const period = periodAt(board.period, now, this.offsetMinutes());
        const [standings, last] = await Promise.all([
          this.cachedStandings(board, period),
          this.repository.lastPeriod(board.id),
        ]);
        const winners = last ? await this.repository.resultsOf(board.id, [last.period_start]) : [];
        return { board, period, standings, last, winners };
      }),
    );
    const accounts = await this.members.accountsOf([
      ...new Set(
        prepared.flatMap((entry) => [
          ...entry.standings.map((row) => row.memberId),
          ...entry.winners.map((row) => row.member_id),
        ]),
      ),
    ]);
    const masked = (memberId: string) => maskAccount(accounts.get(memberId) ?? '');
    return {
      boards: prepared.map(({ board, period, standings, last, winners }) => ({
        id: board.id,
        title: titleIn(board.title, language),
        metric: board.metric,
        category: board.category,
        period: board.period,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        prizes: board.prizes,
        standings: standings.map(
          (row, index): RankingStanding => ({
            rank: index + 1,
            account: masked(row.memberId),
            valueMinor: row.valueMinor.toString(),
            prize: prizeShown(prizeOf(board, index + 1)),
          }),
        ),
        previous: last
          ? {
              periodStart: last.period_start.toISOString(),
              periodEnd: last.period_end.toISOString(),
              winners: winners.map((row) => ({
                rank: row.rank,
                account: masked(row.member_id),
                valueMinor: row.value_minor,
                prize:
                  row.prize_kind && row.prize_amount
                    ? { kind: row.prize_kind, amount: row.prize_amount }
                    : null,
              })),
            }
          : null,
      })),
    };
  }

  // ---------------------------------------------------------------------------------- period end

  /** The job: freezes every ended period (plus grace) not frozen yet, then pays the prizes owed. */
  async runDue(): Promise<{ frozen: number; paid: number; failed: number }> {
    const boards = await this.repository.activeBoards(boardBatch);
    let frozen = 0;
    for (const board of boards) frozen += await this.freezeDue(board);
    const { paid, failed } = await this.payOwed();
    return { frozen, paid, failed };
  }

  private async freezeDue(board: RankingBoardRow): Promise<number> {
    const offset = this.offsetMinutes();
    const graceMs = this.settings.get('rankings.settings').payoutGraceMinutes * minuteMs;
    const last = await this.repository.lastPeriod(board.id);
    let period = periodAt(board.period, board.starts_at, offset);
    if (last && period.start < last.period_end) period = periodAt(board.period, last.period_end, offset);
    // A board whose period kind was edited: never overlap a frozen period.
    if (last && period.start < last.period_end) period = periodAfter(board.period, period.start, offset);
    let frozen = 0;
    for (let step = 0; step < periodsPerRun; step += 1) {
      if (period.end.getTime() + graceMs > this.now().getTime()) break;
      const standings = await this.standingsOf(board, period);
      const rows: FrozenStanding[] = standings.map((row, index) => ({
        rank: index + 1,
        memberId: row.memberId,
        valueMinor: row.valueMinor,
        prize: prizeOf(board, index + 1),
      }));
      if (await this.repository.freeze(board.id, period, rows)) frozen += 1;
      period = periodAfter(board.period, period.start, offset);
    }
    return frozen;
  }

  /** Pays owed prizes (also the sweeper of a run that died between freezing and paying). */
  async payOwed(): Promise<{ paid: number; failed: number }> {
    const rows = await this.repository.owedPrizes(payBatch);
    let failed = 0;
    for (const row of rows) {
      try {
        await this.pay(row, row.title.EN);
      } catch (error) {
        failed += 1;
        this.log.warn({ err: error, boardId: row.board_id, rank: row.rank }, 'ranking prize still owed');
      }
    }
    return { paid: rows.length - failed, failed };
  }

  private async pay(result: RankingResultRow, title: string): Promise<void> {
    if (!result.prize_kind || !result.prize_amount) return;
    const periodIso = result.period_start.toISOString();
    const amount = BigInt(result.prize_amount);
    let bonusId: string | null = null;
    if (result.prize_kind === 'points') {
      await this.points.award({
        memberId: result.member_id,
        points: amount,
        code: 'ranking_points',
        key: this.ledgerIds.server('ranking', result.board_id, periodIso, String(result.rank)),
        referenceType: 'ranking',
        referenceId: result.board_id,
        countsForLevel: true,
      });
    } else {
      const granted = await this.grants.grant({
        memberId: result.member_id,
        amountMinor: amount,
        kind: 'ranking',
        sourceId: result.board_id,
        grantKey: `ranking:${result.board_id}:${periodIso}:${result.rank}`,
        title,
        ledgerCode: 'ranking_prize',
        claimable: null,
        wagering: null,
      });
      bonusId = granted.bonusId;
    }
    await this.repository.markPaid(result, bonusId, this.now());
  }

  // ------------------------------------------------------------------------------------------ staff

  settingsValue(): RankingSettings {
    return this.settings.get('rankings.settings');
  }

  /** Staff set the payout grace (audited); periods already frozen are not touched. */
  async updateSettings(actor: RankingStaffActor, value: RankingSettings): Promise<RankingSettings> {
    const before = this.settings.get('rankings.settings');
    const after = await this.settings.update('rankings.settings', () => value, actor.audit.name);
    await this.audit.record(actor.audit, {
      action: 'ranking.settings',
      targetType: 'settings',
      targetId: 'rankings.settings',
      before,
      after,
    });
    return after;
  }

  private valuesOf(body: AdminRankingBoardBody): RankingBoardValues {
    const prizes = [...body.prizes].sort((left, right) => left.rank - right.rank);
    const beyond = prizes.find((prize) => prize.rank > body.topCount);
    if (beyond)
      throw new AppError('validation_failed', undefined, [
        { path: 'prizes', message: 'validation.prizeRank' },
      ]);
    return {
      title: presentTexts(body.title),
      metric: body.metric,
      category: body.category ?? null,
      period: body.period,
      topCount: body.topCount,
      prizes,
      status: body.status,
    };
  }

  async create(actor: RankingStaffActor, body: AdminRankingBoardBody): Promise<AdminRankingBoard> {
    const values = this.valuesOf(body);
    const row = await this.repository.transaction(async (transaction) => {
      const inserted = await this.repository.insertBoard(transaction, values, this.now(), actor.staffId);
      await this.audit.record(
        actor.audit,
        { action: 'ranking.create', targetType: 'ranking_board', targetId: inserted.id, after: body },
        transaction,
      );
      return inserted;
    });
    return this.adminBoard(row);
  }

  /**
   * An edit changes future periods only (frozen results keep their prizes). A board activated again ranks
   * from the period of that moment: the periods it was off are never paid.
   */
  async update(
    actor: RankingStaffActor,
    id: string,
    body: AdminRankingBoardBody,
  ): Promise<AdminRankingBoard> {
    const values = this.valuesOf(body);
    const row = await this.repository.transaction(async (transaction) => {
      const before = await this.repository.lockBoard(transaction, id);
      if (!before) throw new AppError('not_found');
      const reactivated = before.status !== 'active' && values.status === 'active';
      const startsAt = reactivated ? this.now() : before.starts_at;
      const updated = await this.repository.updateBoard(transaction, id, values, startsAt);
      await this.audit.record(
        actor.audit,
        { action: 'ranking.update', targetType: 'ranking_board', targetId: id, before, after: body },
        transaction,
      );
      return updated;
    });
    return this.adminBoard(row);
  }

  async list(
    status: RankingStatus | undefined,
    page: { page: number; pageSize: number },
  ): Promise<AdminRankingBoardListResponse> {
    const { rows, total } = await this.repository.listBoards(status, page.page, page.pageSize);
    return {
      boards: rows.map((row) => this.adminBoard(row)),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
    };
  }

  /** A board's frozen periods, newest first (at most 20 a page), with each rank's value and payout. */
  async results(
    boardId: string,
    page: { page: number; pageSize: number },
  ): Promise<AdminRankingResultsResponse> {
    const board = await this.repository.findBoard(boardId);
    if (!board) throw new AppError('not_found');
    const pageSize = Math.min(page.pageSize, resultPeriodsPage);
    const periods = await this.repository.periodsPage(board.id, page.page, pageSize);
    const results = await this.repository.resultsOf(
      board.id,
      periods.rows.map((row) => row.period_start),
    );
    const accounts = await this.members.accountsOf([...new Set(results.map((row) => row.member_id))]);
    return {
      board: this.adminBoard(board),
      periods: periods.rows.map((period) => ({
        periodStart: period.period_start.toISOString(),
        periodEnd: period.period_end.toISOString(),
        frozenAt: period.frozen_at.toISOString(),
        results: results
          .filter((row) => row.period_start.getTime() === period.period_start.getTime())
          .map((row) => ({
            rank: row.rank,
            memberId: row.member_id,
            account: accounts.get(row.member_id) ?? null,
            valueMinor: row.value_minor,
            prize:
              row.prize_kind && row.prize_amount ? { kind: row.prize_kind, amount: row.prize_amount } : null,
            paidAt: row.paid_at?.toISOString() ?? null,
            bonusId: row.bonus_id,
          })),
      })),
      pageInfo: { page: page.page, pageSize, total: periods.total },
    };
  }

  private adminBoard(row: RankingBoardRow): AdminRankingBoard {
    return {
      id: row.id,
      title: row.title,
      metric: row.metric,
      category: row.category,
      period: row.period,
      topCount: row.top_count,
      prizes: row.prizes,
      status: row.status,
      startsAt: row.starts_at.toISOString(),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  }
}
