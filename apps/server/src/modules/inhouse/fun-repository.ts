import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FunRoundsTable, FunWalletsTable } from '../../db/schema-fun-play.js';

export type FunWalletRow = Omit<Selectable<FunWalletsTable>, 'day'> & { day: string };
export type FunRoundRow = Selectable<FunRoundsTable> & {
  server_seed_hash: string | null;
  server_seed: string | null;
  rotated_at: Date | null;
};
type Executor = Kysely<Database> | Transaction<Database>;

export type NewFunRound = {
  id: string;
  memberId: string;
  requestId: string;
  game: FunRoundsTable['game'];
  params: unknown;
  stakeMinor: bigint;
  winMinor: bigint;
  seedPairId: string;
  nonce: number;
  clientSeed: string;
  maxWinMinor: bigint | null;
  liveLimit: number | null;
  outcome: unknown;
  status: 'open' | 'settled';
  /** The server's clock: a live round is timed from it. */
  createdAt: Date;
};

/**
 * The only code that knows the fun tables (issue 14 #9). Nothing here touches the ledger or game_rounds:
 * fun money lives in these two tables only.
 */
export class FunRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The member's fun wallet, locked for the transaction; made with `startingMinor` on first use. */
  async lockWallet(
    transaction: Transaction<Database>,
    memberId: string,
    fresh: { startingMinor: bigint; day: string },
  ): Promise<FunWalletRow> {
    await transaction
      .insertInto('fun_wallets')
      .values({ member_id: memberId, balance_minor: fresh.startingMinor, day: fresh.day })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
    const row = await transaction
      .selectFrom('fun_wallets')
      .select([
        'member_id',
        'balance_minor',
        sql<string>`day::text`.as('day'),
        'resets_today',
        'rounds_today',
      ])
      .select(['created_at', 'updated_at'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // A new brand day starts the day's counters again.
    if (row.day === fresh.day) return row;
    return { ...row, day: fresh.day, resets_today: 0, rounds_today: 0 };
  }

  async saveWallet(
    transaction: Transaction<Database>,
    wallet: { memberId: string; balanceMinor: bigint; day: string; resetsToday: number; roundsToday: number },
  ): Promise<void> {
    await transaction
      .updateTable('fun_wallets')
      .set({
        balance_minor: wallet.balanceMinor,
        day: wallet.day,
        resets_today: wallet.resetsToday,
        rounds_today: wallet.roundsToday,
        updated_at: new Date(),
      })
      .where('member_id', '=', wallet.memberId)
      .execute();
  }

  /** The sealed server seed of a seed pair a fun round was drawn from. */
  async sealedServerSeed(executor: Executor, pairId: string): Promise<string> {
    const pair = await executor
      .selectFrom('inhouse_seed_pairs')
      .select('server_seed_sealed')
      .where('id', '=', pairId)
      .executeTakeFirstOrThrow();
    return pair.server_seed_sealed;
  }

  private rounds(executor: Executor) {
    return executor
      .selectFrom('fun_rounds')
      .leftJoin('inhouse_seed_pairs', 'inhouse_seed_pairs.id', 'fun_rounds.seed_pair_id')
      .selectAll('fun_rounds')
      .select([
        'inhouse_seed_pairs.server_seed_hash',
        'inhouse_seed_pairs.server_seed',
        'inhouse_seed_pairs.rotated_at',
      ]);
  }

  findByRequest(executor: Executor, memberId: string, requestId: string): Promise<FunRoundRow | undefined> {
    return this.rounds(executor)
      .where('fun_rounds.member_id', '=', memberId)
      .where('fun_rounds.request_id', '=', requestId)
      .executeTakeFirst();
  }

  find(memberId: string, roundId: string, executor: Executor = this.db, lock = false) {
    let query = this.rounds(executor)
      .where('fun_rounds.member_id', '=', memberId)
      .where('fun_rounds.id', '=', roundId);
    if (lock) query = query.forUpdate(['fun_rounds']);
    return query.executeTakeFirst();
  }

  /** The member's open (live) round of a game, newest first. */
  findOpen(memberId: string, game: FunRoundsTable['game'], executor: Executor = this.db, lock = false) {
    let query = this.rounds(executor)
      .where('fun_rounds.member_id', '=', memberId)
      .where('fun_rounds.game', '=', game)
      .where('fun_rounds.status', '=', 'open')
      .orderBy('fun_rounds.created_at', 'desc')
      .limit(1);
    if (lock) query = query.forUpdate(['fun_rounds']);
    return query.executeTakeFirst();
  }

  async insert(transaction: Transaction<Database>, round: NewFunRound): Promise<void> {
    await transaction
      .insertInto('fun_rounds')
      .values({
        id: round.id,
        member_id: round.memberId,
        request_id: round.requestId,
        game: round.game,
        params: JSON.stringify(round.params),
        stake_minor: round.stakeMinor,
        win_minor: round.winMinor,
        seed_pair_id: round.seedPairId,
        nonce: round.nonce,
        client_seed: round.clientSeed,
        max_win_minor: round.maxWinMinor,
        live_limit: round.liveLimit,
        outcome: round.outcome === null ? null : JSON.stringify(round.outcome),
        status: round.status,
        created_at: round.createdAt,
        settled_at: round.status === 'settled' ? round.createdAt : null,
      })
      .execute();
  }

  async saveMoves(transaction: Transaction<Database>, roundId: string, moves: unknown): Promise<void> {
    await transaction
      .updateTable('fun_rounds')
      .set({ moves: JSON.stringify(moves) })
      .where('id', '=', roundId)
      .execute();
  }

  async settle(
    transaction: Transaction<Database>,
    roundId: string,
    result: { winMinor: bigint; outcome: unknown; moves: unknown },
  ): Promise<void> {
    await transaction
      .updateTable('fun_rounds')
      .set({
        win_minor: result.winMinor,
        outcome: JSON.stringify(result.outcome),
        moves: JSON.stringify(result.moves),
        status: 'settled',
        settled_at: new Date(),
      })
      .where('id', '=', roundId)
      .where('status', '=', 'open')
      .execute();
  }

  async list(query: {
    memberId: string;
    game: FunRoundsTable['game'] | undefined;
    page: number;
    pageSize: number;
  }): Promise<{ rows: FunRoundRow[]; total: number }> {
    let rows = this.rounds(this.db).where('fun_rounds.member_id', '=', query.memberId);
    let count = this.db
      .selectFrom('fun_rounds')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', query.memberId);
    if (query.game) {
      rows = rows.where('fun_rounds.game', '=', query.game);
      count = count.where('game', '=', query.game);
    }
    const [page, total] = await Promise.all([
      rows
        .orderBy('fun_rounds.created_at', 'desc')
        .orderBy('fun_rounds.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: page, total: Number(total.total) };
  }
}
