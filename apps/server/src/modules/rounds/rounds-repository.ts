import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GameRoundsTable } from '../../db/schema-games.js';

export type GameRoundRow = Selectable<GameRoundsTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

export type NewGameRound = {
  id: string;
  memberId: string;
  vendorCode: string;
  gameCode: string;
  category: string;
  externalRoundId: string;
  currency: string;
  stakeMinor: bigint;
  validBetMinor: bigint;
};

export type RoundListFilter = {
  memberId: string;
  category?: string | undefined;
  vendorCode?: string | undefined;
  gameCode?: string | undefined;
  fromInstant?: Date | undefined;
  toInstant?: Date | undefined;
  limit: number;
  offset: number;
};

/** The only code that knows the game_rounds table. State changes are conditional on the round being open. */
export class RoundsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Undefined when the vendor's round id is already recorded (a retry or a concurrent duplicate). */
  insert(round: NewGameRound, executor: Executor = this.db): Promise<GameRoundRow | undefined> {
    return executor
      .insertInto('game_rounds')
      .values({
        id: round.id,
        member_id: round.memberId,
        vendor_code: round.vendorCode,
        game_code: round.gameCode,
        category: round.category,
        external_round_id: round.externalRoundId,
        currency: round.currency,
        stake_minor: round.stakeMinor.toString(),
        valid_bet_minor: round.validBetMinor.toString(),
      })
      .onConflict((conflict) => conflict.columns(['vendor_code', 'external_round_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  findById(id: string, executor: Executor = this.db): Promise<GameRoundRow | undefined> {
    return executor.selectFrom('game_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByExternalId(
    vendorCode: string,
    externalRoundId: string,
    executor: Executor = this.db,
  ): Promise<GameRoundRow | undefined> {
    return executor
      .selectFrom('game_rounds')
      .selectAll()
      .where('vendor_code', '=', vendorCode)
      .where('external_round_id', '=', externalRoundId)
      .executeTakeFirst();
  }

  /** Adds to an open round's amounts (a further bet or win of the same round); undefined when not open. */
  addAmounts(
    id: string,
    amounts: { stakeMinor: bigint; winMinor: bigint; validBetMinor: bigint },
    executor: Executor = this.db,
  ): Promise<GameRoundRow | undefined> {
    return executor
      .updateTable('game_rounds')
      .set({
        stake_minor: sql`stake_minor + ${amounts.stakeMinor.toString()}::bigint`,
        win_minor: sql`win_minor + ${amounts.winMinor.toString()}::bigint`,
        valid_bet_minor: sql`valid_bet_minor + ${amounts.validBetMinor.toString()}::bigint`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
  }

  /** open -> settled or cancelled, once; undefined when the round was not open. */
  close(
    id: string,
    status: 'settled' | 'cancelled',
    winMinor: bigint | undefined,
    executor: Executor = this.db,
  ): Promise<GameRoundRow | undefined> {
    const now = new Date();
    return executor
      .updateTable('game_rounds')
      .set({
        status,
        settled_at: now,
        updated_at: now,
        ...(winMinor === undefined ? {} : { win_minor: winMinor.toString() }),
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
  }

  /** Removes an open round whose bet was refused (no money moved); true when it was removed. */
  async deleteOpen(id: string, executor: Executor = this.db): Promise<boolean> {
    const result = await executor
      .deleteFrom('game_rounds')
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  private filtered(filter: RoundListFilter) {
    let query = this.db.selectFrom('game_rounds').where('member_id', '=', filter.memberId);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.vendorCode) query = query.where('vendor_code', '=', filter.vendorCode);
    if (filter.gameCode) query = query.where('game_code', '=', filter.gameCode);
    if (filter.fromInstant) query = query.where('opened_at', '>=', filter.fromInstant);
    if (filter.toInstant) query = query.where('opened_at', '<', filter.toInstant);
    return query;
  }

  async listForMember(filter: RoundListFilter) {
    const [rows, totals] = await Promise.all([
      this.filtered(filter)
        .selectAll()
        .orderBy('opened_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      this.filtered(filter)
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          sql<string>`coalesce(sum(stake_minor) filter (where status <> 'cancelled'), 0)`.as('stake'),
          sql<string>`coalesce(sum(win_minor) filter (where status <> 'cancelled'), 0)`.as('win'),
          sql<string>`coalesce(sum(valid_bet_minor) filter (where status <> 'cancelled'), 0)`.as('valid_bet'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, totals };
  }

  /** Open rounds older than the instant (interrupted plays for the sweeper), oldest first. */
  openBefore(vendorCode: string, before: Date, limit: number): Promise<GameRoundRow[]> {
    return this.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('status', '=', 'open')
      .where('vendor_code', '=', vendorCode)
      .where('opened_at', '<', before)
      .orderBy('opened_at')
      .limit(limit)
      .execute();
  }
}
