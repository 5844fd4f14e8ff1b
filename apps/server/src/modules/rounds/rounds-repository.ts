import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
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

/** A vendor callback's change to its round (RoundsRepository.upsertOpenMany). */
export type RoundChange = {
  id: string;
  memberId: string;
  vendorCode: string;
  gameCode: string;
  category: string;
  externalRoundId: string;
  currency: string;
  stakeMinor: bigint;
  winMinor: bigint;
  validBetMinor: bigint;
  settle: boolean;
};

export type RoundListFilter = {
  /** Always set for a member's own list; staff may search across members. */
  memberId?: string | undefined;
  category?: string | undefined;
  vendorCode?: string | undefined;
  gameCode?: string | undefined;
  status?: GameRoundRow['status'] | undefined;
  /** Rounds with this id (staff lookup by our round id). */
  roundId?: string | undefined;
  /** Rounds with this vendor round id, or one of these ids (the rounds of a callback's transaction id). */
  external?: { externalRoundId: string; roundIds: readonly string[] } | undefined;
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

  /**
   * Undefined when the round is already recorded (a retry or a concurrent duplicate). The conflict clause
   * names no index on purpose: a clause naming (vendor_code, external_round_id) leaves the primary key
   * unguarded, and copies inserting the same round at the same instant then fail on it with a unique
   * violation instead of finding the round (issue 13, item 8).
   */
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
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Rounds by id, read without locks (committed state). */
  findMany(ids: readonly string[]): Promise<GameRoundRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('game_rounds').selectAll().where('id', 'in', ids).execute();
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

  /** Takes a rolled-back bet's stake off an open round; undefined when not open or the stake is smaller. */
  subtractStake(id: string, amountMinor: bigint, executor: Executor = this.db) {
    return executor
      .updateTable('game_rounds')
      .set({
        stake_minor: sql`stake_minor - ${amountMinor.toString()}::bigint`,
        valid_bet_minor: sql`greatest(valid_bet_minor - ${amountMinor.toString()}::bigint, 0)`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'settled'])
      .where('stake_minor', '>=', amountMinor.toString())
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
    let query = this.db.selectFrom('game_rounds');
    if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
    if (filter.roundId) query = query.where('id', '=', filter.roundId);
    const external = filter.external;
    if (external) {
      query = query.where((eb) =>
        external.roundIds.length > 0
          ? eb.or([
              eb('external_round_id', '=', external.externalRoundId),
              eb('id', 'in', [...external.roundIds]),
            ])
          : eb('external_round_id', '=', external.externalRoundId),
      );
    }
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.vendorCode) query = query.where('vendor_code', '=', filter.vendorCode);
    if (filter.gameCode) query = query.where('game_code', '=', filter.gameCode);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.fromInstant) query = query.where('opened_at', '>=', filter.fromInstant);
    if (filter.toInstant) query = query.where('opened_at', '<', filter.toInstant);
    return query;
  }

  /** One page of rounds, newest first, and the count and sums of every round the filter matches. */
  async list(filter: RoundListFilter) {
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

  /** Locks these rounds (a vendor callback batch's) and reads them; missing ids are left out. */
  async lockMany(transaction: Transaction<Database>, ids: readonly string[]): Promise<GameRoundRow[]> {
    if (ids.length === 0) return [];
    const result = await sql<GameRoundRow>`
      select * from game_rounds where id = any(${ids}::uuid[]) order by id for update`.execute(transaction);
    return result.rows;
  }

  /**
   * Records or adds to open rounds in one statement (a batch of vendor callbacks, at most one per round):
   * a new round is inserted with the amounts, an open one of the same member gets them added, and either
   * is settled when asked. Returns the ids it changed: a closed round or another member's is left out.
   */
  /**
   * Adds each change to its round, creating it if new; only an open round of the same member changes.
   * The statement returns the id of every round it changed (fewer rows than changes: one was not open).
   */
  upsertOpenManyStatement(changes: readonly RoundChange[]): RawBuilder<{ id: string }> {
    const column = <T>(pick: (change: RoundChange) => T) => changes.map(pick);
    return sql<{ id: string }>`
      insert into game_rounds as r (id, member_id, vendor_code, game_code, category, external_round_id,
        currency, stake_minor, win_minor, valid_bet_minor, status, settled_at)
      select c.id, c.member_id, c.vendor_code, c.game_code, c.category, c.external_round_id, c.currency,
        c.stake, c.win, c.valid_bet, case when c.settle then 'settled' else 'open' end,
        case when c.settle then now() end
      from unnest(${column((change) => change.id)}::uuid[], ${column((change) => change.memberId)}::bigint[],
        ${column((change) => change.vendorCode)}::text[], ${column((change) => change.gameCode)}::text[],
        ${column((change) => change.category)}::text[], ${column((change) => change.externalRoundId)}::text[],
        ${column((change) => change.currency)}::text[],
        ${column((change) => change.stakeMinor.toString())}::bigint[],
        ${column((change) => change.winMinor.toString())}::bigint[],
        ${column((change) => change.validBetMinor.toString())}::bigint[],
        ${column((change) => change.settle)}::boolean[])
        as c(id, member_id, vendor_code, game_code, category, external_round_id, currency, stake, win,
          valid_bet, settle)
      on conflict (id) do update set
        stake_minor = r.stake_minor + excluded.stake_minor,
        win_minor = r.win_minor + excluded.win_minor,
        valid_bet_minor = r.valid_bet_minor + excluded.valid_bet_minor,
        status = excluded.status,
        settled_at = excluded.settled_at,
        updated_at = now()
      where r.status = 'open' and r.member_id = excluded.member_id
      returning r.id`;
  }

  /** Cancels open rounds (their bets refunded in the same statement's transaction); one row per round. */
  cancelOpenManyStatement(ids: readonly string[]): RawBuilder<{ id: string }> {
    return sql<{ id: string }>`
      update game_rounds set status = 'cancelled', settled_at = now(), updated_at = now()
      where id = any(${sql.val(ids)}::uuid[]) and status = 'open'
      returning id`;
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

  /** A member's settled play since an instant (or ever): rounds, what was staked and counted valid. */
  /** A member's valid bet of rounds settled in [from, to), per category (promotions, issue 16). */
  async settledValidBetByCategory(memberId: string, from: Date, to: Date): Promise<Map<string, bigint>> {
    const rows = await this.db
      .selectFrom('game_rounds')
      .select(['category', sql<string>`coalesce(sum(valid_bet_minor), 0)::text`.as('valid_bet')])
      .where('member_id', '=', memberId)
      .where('status', '=', 'settled')
      .where('settled_at', '>=', from)
      .where('settled_at', '<', to)
      .groupBy('category')
      .execute();
    return new Map(rows.map((row) => [row.category, BigInt(row.valid_bet)]));
  }

  async settledPlayOf(memberId: string, since: Date | null) {
    let query = this.db
      .selectFrom('game_rounds')
      .where('member_id', '=', memberId)
      .where('status', '=', 'settled');
    if (since) query = query.where('opened_at', '>=', since);
    const row = await query
      .select((eb) => [
        eb.fn.countAll<string>().as('rounds'),
        sql<string>`coalesce(sum(stake_minor), 0)::text`.as('stake'),
        sql<string>`coalesce(sum(valid_bet_minor), 0)::text`.as('valid_bet'),
      ])
      .executeTakeFirstOrThrow();
    return {
      rounds: Number(row.rounds),
      stakeMinor: BigInt(row.stake),
      validBetMinor: BigInt(row.valid_bet),
    };
  }

  /** Valid bet on rounds settled in [from, to), per member with any (a raffle's valid-bet tickets). */
  async settledValidBetByMember(from: Date, to: Date, afterMemberId: string | null, limit: number) {
    let query = this.db
      .selectFrom('game_rounds')
      .select(['member_id', sql<string>`sum(valid_bet_minor)::text`.as('valid_bet')])
      .where('status', '=', 'settled')
      .where('settled_at', '>=', from)
      .where('settled_at', '<', to);
    if (afterMemberId) query = query.where('member_id', '>', afterMemberId);
    const rows = await query
      .groupBy('member_id')
      .having(sql`sum(valid_bet_minor)`, '>', 0)
      .orderBy('member_id')
      .limit(Math.min(limit, 1000))
      .execute();
    return rows.map((row) => ({ memberId: row.member_id, validBetMinor: BigInt(row.valid_bet) }));
  }
}
