import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WithdrawalCancelOutcome } from '../../db/schema-rg-game-rules.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The game rules' tables (issue 20, migration 0050): in-house play cycles and withdrawal cancel attempts. */
export class GameRulesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Starts a cycle of the game for the member at `at` when the previous one began at least `cycleMs` before
   * (a conditional upsert: of two concurrent starts the second waits for the first's row and then finds it
   * too recent). True when started.
   */
  async startCycle(
    transaction: Transaction<Database>,
    cycle: { memberId: string; game: string; at: Date; cycleMs: number },
  ): Promise<boolean> {
    const earliestPrevious = new Date(cycle.at.getTime() - cycle.cycleMs);
    const started = await transaction
      .insertInto('inhouse_play_cycles')
      .values({ member_id: cycle.memberId, game: cycle.game, last_started_at: cycle.at })
      .onConflict((conflict) =>
        conflict
          .columns(['member_id', 'game'])
          .doUpdateSet({ last_started_at: cycle.at })
          .where('inhouse_play_cycles.last_started_at', '<=', earliestPrevious),
      )
      .returning(sql<number>`1`.as('started'))
      .executeTakeFirst();
    return started !== undefined;
  }

  async lastStartedAt(executor: Executor, memberId: string, game: string): Promise<Date | undefined> {
    const row = await executor
      .selectFrom('inhouse_play_cycles')
      .select('last_started_at')
      .where('member_id', '=', memberId)
      .where('game', '=', game)
      .executeTakeFirst();
    return row?.last_started_at;
  }

  /** False when this withdrawal's refused attempt of the same hour is already recorded (migration 0056). */
  async insertCancelAttempt(
    executor: Executor,
    attempt: { withdrawalId: string; memberId: string; outcome: WithdrawalCancelOutcome; at: Date },
  ): Promise<boolean> {
    const inserted = await executor
      .insertInto('withdrawal_cancel_attempts')
      .values({
        withdrawal_id: attempt.withdrawalId,
        member_id: attempt.memberId,
        outcome: attempt.outcome,
        at: attempt.at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** A member's attempts, newest first (at most `limit`), for tests and the compliance view. */
  cancelAttemptsOf(memberId: string, limit: number) {
    return this.db
      .selectFrom('withdrawal_cancel_attempts')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(Math.min(limit, 100))
      .execute();
  }
}
