import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The reports' reads. They sum across members, so they read the ledger, the rounds and the members
 * tables together in set-based SQL (a per-member call into each module would be one query per member);
 * they never write. Money lines count when they moved a posted balance (posted transfers and posted
 * holds); an open or released hold changed nothing.
 */

export type InstantRange = { fromInstant: Date; toInstant: Date };

/**
 * The cash codes, as SQL literals: 0027_reports.sql indexes exactly these lines, and the planner can
 * use a partial index only when the query's list is literal. Constants, never input.
 */
const memberCashCodes = sql.raw(
  `('deposit', 'withdrawal', 'withdrawal_refund', 'bonus', 'rebate', 'bonus_release', 'red_envelope', 'raffle_prize', 'referral_reward', 'points_cash', 'mission_reward', 'ranking_prize', 'vip_bonus')`,
);
/**
 * Money from the bonus pool reaching main (contracts/ledger-codes profit group bonuses): bonuses paid at
 * once, rebates, released wagering bonuses, campaign rewards and loyalty money (issue 17).
 */
const bonusCodes = sql.raw(
  `('bonus', 'rebate', 'bonus_release', 'red_envelope', 'raffle_prize', 'referral_reward', 'points_cash', 'mission_reward', 'ranking_prize', 'vip_bonus')`,
);
const channelCashCodes = sql.raw(
  `('deposit', 'deposit_fee', 'withdrawal', 'withdrawal_fee', 'withdrawal_refund')`,
);

/** Bounds: a day per row for at most 366 days; channels and payout accounts are few. */
const maximumDayRows = 400;
const maximumChannelRows = 500;

export type CashDayRow = {
  day: string;
  deposits: number;
  depositsMinor: bigint;
  withdrawals: number;
  withdrawalsMinor: bigint;
  bonusesMinor: bigint;
};
export type CountDayRow = { day: string; count: number; amountMinor: bigint };
export type PlayDayRow = {
  day: string;
  rounds: number;
  players: number;
  stakeMinor: bigint;
  winMinor: bigint;
};

export type PlayerSums = {
  deposits: number;
  depositsMinor: bigint;
  withdrawals: number;
  withdrawalsMinor: bigint;
  bonusesMinor: bigint;
  rounds: number;
  turnoverMinor: bigint;
  winsMinor: bigint;
};
export type PlayerRow = PlayerSums & { memberId: string; account: string };

export type PlaySums = { rounds: number; players: number; stakeMinor: bigint; winMinor: bigint };
export type GameRow = PlaySums & { vendorCode: string; gameCode: string | null };

export type ChannelRow = {
  direction: 'deposit' | 'withdrawal';
  accountCode: string;
  channelId: string | null;
  channelName: string | null;
  channelType: string | null;
  count: number;
  grossMinor: bigint;
  feesMinor: bigint;
  refundsMinor: bigint;
};

/** The brand-local day of a timestamp column, as yyyy-MM-dd (a fixed offset east of UTC). */
function dayOf(column: RawBuilder<unknown>, offsetMinutes: number) {
  return sql<string>`to_char((${column} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`;
}

function toBig(value: string | null | undefined): bigint {
  return BigInt(value ?? '0');
}

type RawPlayer = {
  member_id: string;
  account: string;
  deposits: string;
  deposits_minor: string;
  withdrawals: string;
  withdrawals_minor: string;
  bonuses_minor: string;
  rounds: string;
  turnover_minor: string;
  wins_minor: string;
};

function playerSumsOf(row: Omit<RawPlayer, 'member_id' | 'account'>): PlayerSums {
  return {
    deposits: Number(row.deposits ?? 0),
    depositsMinor: toBig(row.deposits_minor),
    withdrawals: Number(row.withdrawals ?? 0),
    withdrawalsMinor: toBig(row.withdrawals_minor),
    bonusesMinor: toBig(row.bonuses_minor),
    rounds: Number(row.rounds ?? 0),
    turnoverMinor: toBig(row.turnover_minor),
    winsMinor: toBig(row.wins_minor),
  };
}

export class ReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Cash lines of members' main wallets in a range, signed from the wallet's side (in positive). The two
   * sides are read separately so each keeps to the cash-lines index.
   */
  private memberCashLines(range: InstantRange, memberId?: string) {
    const member = memberId ? sql`and a.member_id = ${memberId}` : sql``;
    return sql`
      select t.created_at, t.code, t.kind, t.amount as signed, a.member_id
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
      where t.code in ${memberCashCodes} and t.kind in ('posted', 'post_pending')
        and t.created_at >= ${range.fromInstant} and t.created_at < ${range.toInstant}
        and a.kind = 'member_main' ${member}
      union all
      select t.created_at, t.code, t.kind, -t.amount, a.member_id
      from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
      where t.code in ${memberCashCodes} and t.kind in ('posted', 'post_pending')
        and t.created_at >= ${range.fromInstant} and t.created_at < ${range.toInstant}
        and a.kind = 'member_main' ${member}`;
  }

  /** The aggregates of cash lines; withdrawals are paid-out less refunded (so the negative of the signed sum). */
  private static readonly cashAggregates = sql`
    count(*) filter (where code = 'deposit' and signed > 0) as deposits,
    coalesce(sum(signed) filter (where code = 'deposit'), 0)::text as deposits_minor,
    count(*) filter (where code = 'withdrawal' and kind = 'post_pending') as withdrawals,
    coalesce(-sum(signed) filter (where code in ('withdrawal', 'withdrawal_refund')), 0)::text as withdrawals_minor,
    coalesce(sum(signed) filter (where code in ${bonusCodes}), 0)::text as bonuses_minor`;

  async cashByDay(range: InstantRange, offsetMinutes: number): Promise<CashDayRow[]> {
    const result = await sql<{
      day: string;
      deposits: string;
      deposits_minor: string;
      withdrawals: string;
      withdrawals_minor: string;
      bonuses_minor: string;
    }>`
      with lines as (${this.memberCashLines(range)})
      select ${dayOf(sql`created_at`, offsetMinutes)} as day, ${ReportsRepository.cashAggregates}
      from lines group by 1 order by 1 limit ${maximumDayRows}`.execute(this.db);
    return result.rows.map((row) => ({
      day: row.day,
      deposits: Number(row.deposits),
      depositsMinor: BigInt(row.deposits_minor),
      withdrawals: Number(row.withdrawals),
      withdrawalsMinor: BigInt(row.withdrawals_minor),
      bonusesMinor: BigInt(row.bonuses_minor),
    }));
  }

  /** Each wallet's first deposit ever, by the day it fell on, for those that fell in the range. */
  async firstDepositsByDay(range: InstantRange, offsetMinutes: number): Promise<CountDayRow[]> {
    const result = await sql<{ day: string; count: string; amount: string }>`
      select ${dayOf(sql`t.created_at`, offsetMinutes)} as day, count(*) as count, sum(t.amount)::text as amount
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
      where t.code = 'deposit' and t.kind = 'posted' and a.kind = 'member_main'
        and t.created_at >= ${range.fromInstant} and t.created_at < ${range.toInstant}
        and not exists (
          select 1 from ledger_transfers earlier
          where earlier.credit_account_id = t.credit_account_id and earlier.code = 'deposit'
            and earlier.kind = 'posted' and (earlier.created_at, earlier.id) < (t.created_at, t.id))
      group by 1 order by 1 limit ${maximumDayRows}`.execute(this.db);
    return result.rows.map((row) => ({
      day: row.day,
      count: Number(row.count),
      amountMinor: BigInt(row.amount),
    }));
  }

  async registrationsByDay(range: InstantRange, offsetMinutes: number): Promise<CountDayRow[]> {
    const result = await sql<{ day: string; count: string }>`
      select ${dayOf(sql`created_at`, offsetMinutes)} as day, count(*) as count
      from members where type <> 4 and created_at >= ${range.fromInstant} and created_at < ${range.toInstant}
      group by 1 order by 1 limit ${maximumDayRows}`.execute(this.db);
    return result.rows.map((row) => ({ day: row.day, count: Number(row.count), amountMinor: 0n }));
  }

  private settledRounds(range: InstantRange, vendorCode?: string) {
    const vendor = vendorCode ? sql`and upper(vendor_code) = upper(${vendorCode})` : sql``;
    return sql`status = 'settled' and settled_at >= ${range.fromInstant} and settled_at < ${range.toInstant} ${vendor}`;
  }

  async playByDay(range: InstantRange, offsetMinutes: number): Promise<PlayDayRow[]> {
    const result = await sql<{ day: string; rounds: string; players: string; stake: string; win: string }>`
      select ${dayOf(sql`settled_at`, offsetMinutes)} as day, count(*) as rounds,
        count(distinct member_id) as players, sum(stake_minor)::text as stake, sum(win_minor)::text as win
      from game_rounds where ${this.settledRounds(range)}
      group by 1 order by 1 limit ${maximumDayRows}`.execute(this.db);
    return result.rows.map((row) => ({
      day: row.day,
      rounds: Number(row.rounds),
      players: Number(row.players),
      stakeMinor: BigInt(row.stake),
      winMinor: BigInt(row.win),
    }));
  }

  /** Settled play over a whole range (players counted once), optionally of one vendor. */
  async playTotals(range: InstantRange, vendorCode?: string): Promise<PlaySums> {
    const result = await sql<{ rounds: string; players: string; stake: string; win: string }>`
      select count(*) as rounds, count(distinct member_id) as players,
        coalesce(sum(stake_minor), 0)::text as stake, coalesce(sum(win_minor), 0)::text as win
      from game_rounds where ${this.settledRounds(range, vendorCode)}`.execute(this.db);
    const row = result.rows[0];
    return {
      rounds: Number(row?.rounds ?? 0),
      players: Number(row?.players ?? 0),
      stakeMinor: toBig(row?.stake),
      winMinor: toBig(row?.win),
    };
  }

  /** One page of settled play per vendor (or per vendor and game), highest GGR first, and how many groups. */
  async playByGame(
    range: InstantRange,
    filter: { groupBy: 'vendor' | 'game'; vendorCode?: string | undefined },
    page: { limit: number; offset: number },
  ): Promise<{ rows: GameRow[]; total: number }> {
    const gameColumn = filter.groupBy === 'game' ? sql`game_code` : sql`null::text`;
    const groups = filter.groupBy === 'game' ? sql`vendor_code, game_code` : sql`vendor_code`;
    const result = await sql<{
      vendor_code: string;
      game_code: string | null;
      rounds: string;
      players: string;
      stake: string;
      win: string;
      total: string;
    }>`
      select vendor_code, ${gameColumn} as game_code, count(*) as rounds, count(distinct member_id) as players,
        sum(stake_minor)::text as stake, sum(win_minor)::text as win, count(*) over () as total
      from game_rounds where ${this.settledRounds(range, filter.vendorCode)}
      group by ${groups}
      order by sum(stake_minor) - sum(win_minor) desc, ${groups}
      limit ${page.limit} offset ${page.offset}`.execute(this.db);
    const total = result.rows[0] ? Number(result.rows[0].total) : await this.groupCount(range, filter);
    return {
      rows: result.rows.map((row) => ({
        vendorCode: row.vendor_code,
        gameCode: row.game_code,
        rounds: Number(row.rounds),
        players: Number(row.players),
        stakeMinor: BigInt(row.stake),
        winMinor: BigInt(row.win),
      })),
      total,
    };
  }

  /** The group count when the page asked for lies beyond the last group. */
  private async groupCount(
    range: InstantRange,
    filter: { groupBy: 'vendor' | 'game'; vendorCode?: string | undefined },
  ): Promise<number> {
    const groups = filter.groupBy === 'game' ? sql`vendor_code, game_code` : sql`vendor_code`;
    const result = await sql<{ total: string }>`
      select count(*) as total from (
        select 1 from game_rounds where ${this.settledRounds(range, filter.vendorCode)} group by ${groups}
      ) grouped`.execute(this.db);
    return Number(result.rows[0]?.total ?? 0);
  }

  /** Per member: cash lines and settled play of the range, members with either. */
  private perMember(range: InstantRange, memberId?: string) {
    const member = memberId ? sql`and member_id = ${memberId}` : sql``;
    return sql`
      cash as (
        select member_id, ${ReportsRepository.cashAggregates}
        from (${this.memberCashLines(range, memberId)}) lines group by member_id
      ),
      play as (
        select member_id, count(*) as rounds, sum(stake_minor)::text as turnover_minor,
          sum(win_minor)::text as wins_minor
        from game_rounds where ${this.settledRounds(range)} ${member} group by member_id
      ),
      per_member as (
        select coalesce(cash.member_id, play.member_id) as member_id,
          coalesce(cash.deposits, 0) as deposits, coalesce(cash.deposits_minor, '0') as deposits_minor,
          coalesce(cash.withdrawals, 0) as withdrawals,
          coalesce(cash.withdrawals_minor, '0') as withdrawals_minor,
          coalesce(cash.bonuses_minor, '0') as bonuses_minor, coalesce(play.rounds, 0) as rounds,
          coalesce(play.turnover_minor, '0') as turnover_minor, coalesce(play.wins_minor, '0') as wins_minor
        from cash full join play on play.member_id = cash.member_id
      )`;
  }

  /** One page of members, highest GGR first (then account), and how many members there are. */
  async players(
    range: InstantRange,
    memberId: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: PlayerRow[]; total: number }> {
    const result = await sql<RawPlayer & { total: string }>`
      with ${this.perMember(range, memberId)}
      select p.member_id::text as member_id, m.username::text as account, p.deposits, p.deposits_minor,
        p.withdrawals, p.withdrawals_minor, p.bonuses_minor, p.rounds, p.turnover_minor, p.wins_minor,
        count(*) over () as total
      from per_member p join members m on m.id = p.member_id
      order by p.turnover_minor::numeric - p.wins_minor::numeric desc, m.username, p.member_id
      limit ${page.limit} offset ${page.offset}`.execute(this.db);
    const total = result.rows[0]
      ? Number(result.rows[0].total)
      : (await this.playerTotals(range, memberId)).members;
    return {
      rows: result.rows.map((row) => ({
        memberId: row.member_id,
        account: row.account,
        ...playerSumsOf(row),
      })),
      total,
    };
  }

  async playerTotals(range: InstantRange, memberId?: string): Promise<PlayerSums & { members: number }> {
    const result = await sql<Omit<RawPlayer, 'member_id' | 'account'> & { members: string }>`
      with ${this.perMember(range, memberId)}
      select count(*) as members, coalesce(sum(deposits), 0) as deposits,
        coalesce(sum(deposits_minor::numeric), 0)::text as deposits_minor,
        coalesce(sum(withdrawals), 0) as withdrawals,
        coalesce(sum(withdrawals_minor::numeric), 0)::text as withdrawals_minor,
        coalesce(sum(bonuses_minor::numeric), 0)::text as bonuses_minor, coalesce(sum(rounds), 0) as rounds,
        coalesce(sum(turnover_minor::numeric), 0)::text as turnover_minor,
        coalesce(sum(wins_minor::numeric), 0)::text as wins_minor
      from per_member`.execute(this.db);
    const row = result.rows[0];
    if (!row) throw new Error('an aggregate without a row');
    return { members: Number(row.members), ...playerSumsOf(row) };
  }

  /** A member's id by account (exact, any case: usernames are citext). */
  async memberIdOf(account: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', account)
      .executeTakeFirst();
    return row ? String(row.id) : undefined;
  }

  /**
   * Money through each channel: deposits by the account they came from (channel:<id>), withdrawals by
   * the payout account they went to; fees and refunds from the same lines.
   */
  async channels(range: InstantRange): Promise<ChannelRow[]> {
    const result = await sql<{
      direction: 'deposit' | 'withdrawal';
      account_code: string;
      channel_id: string | null;
      channel_name: string | null;
      channel_type: string | null;
      count: string;
      gross: string;
      fees: string;
      refunds: string;
    }>`
      with lines as (
        select code, kind, amount, debit_account_id, credit_account_id from ledger_transfers
        where code in ${channelCashCodes} and kind in ('posted', 'post_pending')
          and created_at >= ${range.fromInstant} and created_at < ${range.toInstant}
      ),
      by_account as (
        select 'deposit' as direction, debit_account_id as account_id,
          count(*) filter (where code = 'deposit') as count,
          coalesce(sum(amount), 0) as gross,
          coalesce(sum(amount) filter (where code = 'deposit_fee'), 0) as fees, 0 as refunds
        from lines where code in ('deposit', 'deposit_fee') group by debit_account_id
        union all
        select 'withdrawal', case when code = 'withdrawal' then credit_account_id else debit_account_id end,
          count(*) filter (where code = 'withdrawal'),
          coalesce(sum(amount) filter (where code = 'withdrawal'), 0),
          coalesce(sum(amount) filter (where code = 'withdrawal_fee'), 0),
          coalesce(sum(amount) filter (where code = 'withdrawal_refund'), 0)
        from lines where code in ('withdrawal', 'withdrawal_fee', 'withdrawal_refund')
        group by 2
      )
      select b.direction, a.code as account_code, c.id::text as channel_id, c.name as channel_name,
        c.type as channel_type, b.count, b.gross::text as gross, b.fees::text as fees,
        b.refunds::text as refunds
      from by_account b join ledger_accounts a on a.id = b.account_id
        left join deposit_channels c on a.code = 'channel:' || c.id::text
      order by b.direction, b.gross desc, a.code
      limit ${maximumChannelRows}`.execute(this.db);
    return result.rows.map((row) => ({
      direction: row.direction,
      accountCode: row.account_code,
      channelId: row.channel_id,
      channelName: row.channel_name,
      channelType: row.channel_type,
      count: Number(row.count),
      grossMinor: BigInt(row.gross),
      feesMinor: BigInt(row.fees),
      refundsMinor: BigInt(row.refunds),
    }));
  }
}
