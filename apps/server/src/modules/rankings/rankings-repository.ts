import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RankingBoardsTable, RankingBoardTitle, StoredRankingPrize } from '../../db/schema-rankings.js';

export type RankingBoardRow = NonNullable<Awaited<ReturnType<RankingsRepository['findBoard']>>>;
export type RankingResultRow = Awaited<ReturnType<RankingsRepository['resultsOf']>>[number];

export type RankingBoardValues = {
  title: RankingBoardTitle;
  metric: RankingBoardsTable['metric'];
  category: string | null;
  period: RankingBoardsTable['period'];
  topCount: number;
  prizes: StoredRankingPrize[];
  status: RankingBoardsTable['status'];
};

export type FrozenStanding = {
  rank: number;
  memberId: string;
  valueMinor: bigint;
  prize: StoredRankingPrize | null;
};

function columnsOf(values: RankingBoardValues) {
  return {
    title: JSON.stringify(values.title),
    metric: values.metric,
    category: values.category,
    period: values.period,
    top_count: values.topCount,
    prizes: JSON.stringify(values.prizes),
    status: values.status,
  };
}

/** SQL of ranking boards (0039_rankings.sql); the service holds the rules. */
export class RankingsRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findBoard(id: string) {
    return this.db.selectFrom('ranking_boards').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Titles (EN) of these boards (at most 500), for the points prizes they paid. */
  async titlesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = ids.filter((id) => /^\d{1,18}$/.test(id)).slice(0, 500);
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ranking_boards')
      .select(['id', 'title'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((row) => [row.id, row.title.EN]));
  }

  activeBoards(limit: number) {
    return this.db
      .selectFrom('ranking_boards')
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  insertBoard(
    executor: Transaction<Database>,
    values: RankingBoardValues,
    startsAt: Date,
    createdBy: string,
  ) {
    return executor
      .insertInto('ranking_boards')
      .values({ ...columnsOf(values), starts_at: startsAt, created_by: createdBy })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  lockBoard(executor: Transaction<Database>, id: string) {
    return executor
      .selectFrom('ranking_boards')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  updateBoard(executor: Transaction<Database>, id: string, values: RankingBoardValues, startsAt: Date) {
    return executor
      .updateTable('ranking_boards')
      .set({ ...columnsOf(values), starts_at: startsAt, updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async listBoards(status: RankingBoardsTable['status'] | undefined, page: number, pageSize: number) {
    let query = this.db.selectFrom('ranking_boards');
    if (status) query = query.where('status', '=', status);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** The board's latest frozen period, if any. */
  lastPeriod(boardId: string) {
    return this.db
      .selectFrom('ranking_periods')
      .selectAll()
      .where('board_id', '=', boardId)
      .orderBy('period_start', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async periodsPage(boardId: string, page: number, pageSize: number) {
    const base = this.db.selectFrom('ranking_periods').where('board_id', '=', boardId);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('period_start', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  resultsOf(boardId: string, periodStarts: readonly Date[]) {
    if (periodStarts.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('ranking_results')
      .selectAll()
      .where('board_id', '=', boardId)
      .where('period_start', 'in', periodStarts)
      .orderBy('period_start', 'desc')
      .orderBy('rank')
      .execute();
  }

  /**
   * Freezes a period once: its row is the guard (a second runner inserts nothing and writes no results),
   * written in one transaction with the standings and the prizes owed.
   */
  async freeze(
    boardId: string,
    period: { start: Date; end: Date },
    standings: readonly FrozenStanding[],
  ): Promise<boolean> {
    return this.transaction(async (transaction) => {
      const inserted = await transaction
        .insertInto('ranking_periods')
        .values({
          board_id: boardId,
          period_start: period.start,
          period_end: period.end,
          entry_count: standings.length,
        })
        .onConflict((conflict) => conflict.columns(['board_id', 'period_start']).doNothing())
        .returning('board_id')
        .executeTakeFirst();
      if (!inserted) return false;
      if (standings.length === 0) return true;
      await transaction
        .insertInto('ranking_results')
        .values(
          standings.map((standing) => ({
            board_id: boardId,
            period_start: period.start,
            rank: standing.rank,
            member_id: standing.memberId,
            value_minor: standing.valueMinor.toString(),
            prize_kind: standing.prize?.kind ?? null,
            prize_amount: standing.prize?.amount ?? null,
            pending_step: standing.prize ? ('pay' as const) : null,
          })),
        )
        .execute();
      return true;
    });
  }

  /** Prizes still owed (oldest periods first), with their board's title. */
  owedPrizes(limit: number) {
    return this.db
      .selectFrom('ranking_results')
      .innerJoin('ranking_boards', 'ranking_boards.id', 'ranking_results.board_id')
      .selectAll('ranking_results')
      .select('ranking_boards.title')
      .where('ranking_results.pending_step', 'is not', null)
      .orderBy('ranking_results.period_start')
      .orderBy('ranking_results.board_id')
      .orderBy('ranking_results.rank')
      .limit(limit)
      .execute();
  }

  /** Clears the owed step once (a concurrent payer finds it cleared and changes nothing). */
  async markPaid(
    result: { board_id: string; period_start: Date; rank: number },
    bonusId: string | null,
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('ranking_results')
      .set({ pending_step: null, paid_at: now, bonus_id: bonusId })
      .where('board_id', '=', result.board_id)
      .where('period_start', '=', result.period_start)
      .where('rank', '=', result.rank)
      .where('pending_step', '=', 'pay')
      .execute();
  }
}
