import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { InhouseRoundsTable, InhouseSeedPairsTable } from '../../db/schema-games.js';

export type SeedPairRow = Selectable<InhouseSeedPairsTable>;
export type InhouseRoundRow = Selectable<InhouseRoundsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** What an accepted round holds on its game's exposure: its largest possible loss to the house, that day. */
export type ExposureHold = { day: string; openMinor: bigint };
export type ExposureRow = {
  game: InhouseRoundRow['game'];
  day: string;
  net_loss_minor: string;
  open_minor: string;
};

export type RoundDetailRow = InhouseRoundRow & {
  server_seed_hash: string | null;
  server_seed: string | null;
  rotated_at: Date | null;
};

/** The only code that knows the in-house tables (seed pairs, round details). */
export class InhouseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  activePair(memberId: string, executor: Executor = this.db, lock = false): Promise<SeedPairRow | undefined> {
    let query = executor
      .selectFrom('inhouse_seed_pairs')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('rotated_at', 'is', null);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Undefined when the member already has an active pair (a concurrent first visit made it). */
  insertPair(
    pair: { memberId: string; sealedServerSeed: string; serverSeedHash: string; clientSeed: string },
    executor: Executor = this.db,
  ): Promise<SeedPairRow | undefined> {
    return executor
      .insertInto('inhouse_seed_pairs')
      .values({
        member_id: pair.memberId,
        server_seed_sealed: pair.sealedServerSeed,
        server_seed_hash: pair.serverSeedHash,
        client_seed: pair.clientSeed,
      })
      .onConflict((conflict) => conflict.column('member_id').where('rotated_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Retires the pair and reveals its server seed. */
  async retirePair(
    transaction: Transaction<Database>,
    pairId: string,
    serverSeed: string,
  ): Promise<SeedPairRow> {
    return transaction
      .updateTable('inhouse_seed_pairs')
      .set({ rotated_at: new Date(), server_seed: serverSeed })
      .where('id', '=', pairId)
      .where('rotated_at', 'is', null)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Takes the pair's next nonce (the row is locked by the caller's transaction). */
  async takeNonce(transaction: Transaction<Database>, pairId: string): Promise<number> {
    const row = await transaction
      .updateTable('inhouse_seed_pairs')
      .set({ next_nonce: sql`next_nonce + 1` })
      .where('id', '=', pairId)
      .returning('next_nonce')
      .executeTakeFirstOrThrow();
    return Number(row.next_nonce) - 1;
  }

  /** Undefined when the round or the member's request id is already recorded (no index named: any). */
  insertRound(
    round: {
      roundId: string;
      memberId: string;
      requestId: string;
      game: InhouseRoundRow['game'];
      params: unknown;
      maxWinMinor: bigint;
      liveLimit: number | null;
      exposure: ExposureHold;
    },
    executor: Executor,
  ): Promise<InhouseRoundRow | undefined> {
    return executor
      .insertInto('inhouse_rounds')
      .values({
        round_id: round.roundId,
        member_id: round.memberId,
        request_id: round.requestId,
        game: round.game,
        params: JSON.stringify(round.params),
        max_win_minor: round.maxWinMinor.toString(),
        live_limit: round.liveLimit,
        exposure_day: round.exposure.day,
        exposure_open_minor: round.exposure.openMinor.toString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Adds an accepted round's largest possible loss to its game's day, only while the day's net loss and
   * open rounds stay within the limit: one conditional update under the row's lock, so concurrent bets
   * are counted one after the other and never both pass a check only one of them fits. False: refused.
   */
  async holdExposure(
    transaction: Transaction<Database>,
    hold: ExposureHold & { game: InhouseRoundRow['game']; limitMinor: bigint },
  ): Promise<boolean> {
    await transaction
      .insertInto('inhouse_exposure')
      .values({ game: hold.game, day: hold.day })
      .onConflict((conflict) => conflict.columns(['game', 'day']).doNothing())
      .execute();
    const held = await transaction
      .updateTable('inhouse_exposure')
      .set({
        open_minor: sql`open_minor + ${hold.openMinor.toString()}::bigint`,
        updated_at: new Date(),
      })
      .where('game', '=', hold.game)
      .where('day', '=', sql<Date>`${hold.day}::date`)
      .where(
        sql<boolean>`net_loss_minor + open_minor + ${hold.openMinor.toString()}::bigint <= ${hold.limitMinor.toString()}::bigint`,
      )
      .executeTakeFirst();
    return held.numUpdatedRows > 0n;
  }

  /**
   * Replaces what a round held on its day's exposure with what it really cost the house (its win minus
   * its stake; zero for a round forgotten before its bet moved). Called once per round, under the round's
   * lock, in the transaction that draws or forgets it. Rounds from before limits held nothing.
   */
  async settleExposure(transaction: Transaction<Database>, roundId: string, netLossMinor: bigint) {
    await sql`
      update inhouse_exposure e
      set open_minor = e.open_minor - r.exposure_open_minor,
        net_loss_minor = e.net_loss_minor + ${netLossMinor.toString()}::bigint,
        updated_at = now()
      from inhouse_rounds r
      where r.round_id = ${roundId}::uuid and r.exposure_day is not null
        and e.game = r.game and e.day = r.exposure_day`.execute(transaction);
  }

  /** Each game's exposure on one brand day (games without a bet that day are left out). */
  exposureOn(day: string): Promise<ExposureRow[]> {
    return this.db
      .selectFrom('inhouse_exposure')
      .select(['game', 'net_loss_minor', 'open_minor'])
      .select(sql<string>`day::text`.as('day'))
      .where('day', '=', sql<Date>`${day}::date`)
      .limit(10)
      .execute();
  }

  findRound(
    roundId: string,
    executor: Executor = this.db,
    lock = false,
  ): Promise<InhouseRoundRow | undefined> {
    let query = executor.selectFrom('inhouse_rounds').selectAll().where('round_id', '=', roundId);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  recordDraw(
    transaction: Transaction<Database>,
    roundId: string,
    draw: {
      seedPairId: string;
      nonce: number;
      clientSeed: string;
      outcome: unknown;
      drawnAt: Date;
      /** The draw decides an instant game; a live round is decided later, by its moves or its time. */
      decided: boolean;
    },
  ) {
    return transaction
      .updateTable('inhouse_rounds')
      .set({
        seed_pair_id: draw.seedPairId,
        nonce: draw.nonce,
        client_seed: draw.clientSeed,
        outcome: JSON.stringify(draw.outcome),
        drawn_at: draw.drawnAt,
        decided_at: draw.decided ? draw.drawnAt : null,
      })
      .where('round_id', '=', roundId)
      .where('outcome', 'is', null)
      .executeTakeFirst();
  }

  /** A live round's moves so far (its outcome with the layout, still hidden); only while undecided. */
  async recordMoves(transaction: Transaction<Database>, roundId: string, outcome: unknown): Promise<void> {
    await transaction
      .updateTable('inhouse_rounds')
      .set({ outcome: JSON.stringify(outcome) })
      .where('round_id', '=', roundId)
      .where('decided_at', 'is', null)
      .execute();
  }

  /** The one decision of a live round (under its lock): false when it was already decided. */
  async decide(
    transaction: Transaction<Database>,
    roundId: string,
    outcome: unknown,
    decidedAt: Date,
  ): Promise<boolean> {
    const result = await transaction
      .updateTable('inhouse_rounds')
      .set({ outcome: JSON.stringify(outcome), decided_at: decidedAt })
      .where('round_id', '=', roundId)
      .where('decided_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The member's undecided live round of a game (at most one: a unique index). */
  async liveRoundOf(memberId: string, game: InhouseRoundRow['game']): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('inhouse_rounds')
      .select('round_id')
      .where('member_id', '=', memberId)
      .where('game', '=', game)
      .where('decided_at', 'is', null)
      .executeTakeFirst();
    return row?.round_id;
  }

  /** Whether a live round drawn from the pair is still undecided (its seed may not be revealed yet). */
  async pairHasLiveRound(transaction: Transaction<Database>, pairId: string): Promise<boolean> {
    const row = await transaction
      .selectFrom('inhouse_rounds')
      .select('round_id')
      .where('seed_pair_id', '=', pairId)
      .where('decided_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Rounds the settling job should look at: open rounds interrupted before their draw or after their
   * decision (stuck since `stuckBefore`), and live rounds past their time (crash drawn before
   * `crashBefore`, mines before `minesBefore`). Oldest first, at most `limit`.
   */
  unfinished(
    times: { stuckBefore: Date; crashBefore: Date; minesBefore: Date },
    limit = 100,
  ): Promise<{ round_id: string }[]> {
    return this.db
      .selectFrom('inhouse_rounds as r')
      .innerJoin('game_rounds as g', 'g.id', 'r.round_id')
      .select('r.round_id')
      .where('g.status', '=', 'open')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('g.opened_at', '<', times.stuckBefore),
            eb.or([eb('r.drawn_at', 'is', null), eb('r.decided_at', 'is not', null)]),
          ]),
          eb.and([
            eb('r.decided_at', 'is', null),
            eb.or([
              eb.and([eb('r.game', '=', 'crash'), eb('r.drawn_at', '<', times.crashBefore)]),
              eb.and([eb('r.game', '=', 'mines'), eb('r.drawn_at', '<', times.minesBefore)]),
            ]),
          ]),
        ]),
      )
      .orderBy('g.opened_at')
      .limit(limit)
      .execute();
  }

  /** Round details with their seed pair's hash and (once rotated) server seed. */
  details(roundIds: readonly string[]): Promise<RoundDetailRow[]> {
    if (roundIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('inhouse_rounds as r')
      .leftJoin('inhouse_seed_pairs as p', 'p.id', 'r.seed_pair_id')
      .selectAll('r')
      .select(['p.server_seed_hash', 'p.server_seed', 'p.rotated_at'])
      .where('r.round_id', 'in', roundIds)
      .execute();
  }
}
