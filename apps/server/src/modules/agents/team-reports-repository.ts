import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePattern } from './agents-repository.js';

/**
 * The agent centre's figures over a team (issue 15). They sum across the team's members, so, like the
 * back office's reports (modules/reports), they read the member tree, the members, the settled rounds
 * and the ledger's lines together in set-based SQL (a call per member into each module would be one
 * query per member, on teams of 100,000). They never write. A team is `ancestor_id = agent` in the
 * member tree: the agent itself (depth 0) and everyone below it.
 *
 * Money lines count when they moved a posted balance: a credited deposit, a paid withdrawal (the post of
 * its hold), a refunded withdrawal; an open or released hold changed nothing.
 */

export type InstantRange = { fromInstant: Date; toInstant: Date };

export type PlaySums = {
  rounds: number;
  validBetMinor: bigint;
  stakeMinor: bigint;
  winMinor: bigint;
};
export type PlayRow = PlaySums & { memberId: string; account: string; depth: number };
export type CashSums = {
  deposits: number;
  depositsMinor: bigint;
  withdrawals: number;
  withdrawalsMinor: bigint;
};
export type TeamOverviewSums = CashSums &
  PlaySums & {
    teamSize: number;
    newMembers: number;
    activeMembers: number;
    firstDeposits: number;
    firstDepositsMinor: bigint;
  };
export type TeamMemberRow = {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked' | 'disabled';
  depth: number;
  upline_username: string | null;
  created_at: Date;
  last_login_at: Date | null;
};
export type CreditRow = {
  memberId: string;
  account: string;
  sentMinor: bigint;
  sentCount: number;
  receivedMinor: bigint;
  receivedCount: number;
};
export type TransactionRow = {
  id: string;
  memberId: string;
  account: string;
  depth: number;
  code: 'deposit' | 'withdrawal' | 'withdrawal_refund';
  amountMinor: bigint;
  referenceType: string | null;
  referenceId: string | null;
  createdAt: Date;
};

/**
 * Cash codes as SQL literals: 0027's partial index on cash lines holds these codes, and the planner can
 * use a partial index only when the query's list is literal. Constants, never input.
 */
const cashCodes = sql.raw(`('deposit', 'withdrawal', 'withdrawal_refund')`);

const big = (value: string | null | undefined) => BigInt(value ?? '0');
/** member_play_windows' window (0029). */
const playWindowMs = 5 * 60_000;

function range(column: RawBuilder<unknown>, period: InstantRange) {
  return sql`${column} >= ${period.fromInstant} and ${column} < ${period.toInstant}`;
}

export class TeamReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Members (ids ascending, after `afterMemberId`, at most `limit`) whose valid bet in the play windows
   * touching [from, to) reaches `minMinor` (at least 1): a coarse filter of 5-minute windows for issue 16's
   * valid-bet promotions (the promotion checks the rounds themselves).
   */
  async validBettorsBetween(query: {
    from: Date;
    to: Date;
    minMinor: bigint;
    afterMemberId: string | null;
    limit: number;
  }): Promise<string[]> {
    const rows = await sql<{ member_id: string }>`
      select w.member_id::text as member_id from member_play_windows w
      where w.window_start >= ${query.from}::timestamptz - interval '5 minutes' and w.window_start < ${query.to}
        and w.member_id > ${query.afterMemberId ?? '0'}::bigint
      group by w.member_id having sum(w.valid_bet_minor) >= greatest(${query.minMinor.toString()}::bigint, 1)
      order by w.member_id limit ${Math.min(query.limit, 1000)}`.execute(this.db);
    return rows.rows.map((row) => row.member_id);
  }

  // ---------------------------------------------------------------- building blocks

  /** The team's main wallets: (account id, member id, depth below the agent). */
  private teamAccounts(agentId: string, memberIds?: readonly string[]) {
    const only = memberIds ? sql`and a.member_id = any(${[...memberIds]}::bigint[])` : sql``;
    return sql`
      select a.id, a.member_id, tree.depth
      from member_tree tree join ledger_accounts a on a.member_id = tree.descendant_id and a.kind = 'member_main'
      where tree.ancestor_id = ${agentId} ${only}`;
  }

  /** Cash lines of the team's wallets in the period, signed from the wallet's side (money in positive). */
  private cashLines(agentId: string, period: InstantRange, memberIds?: readonly string[]) {
    return sql`
      with team_accounts as (${this.teamAccounts(agentId, memberIds)})
      select t.id, t.code, t.kind, t.amount as signed, t.created_at, ta.member_id, ta.depth,
        t.reference_type, t.reference_id, t.pending_id
      from ledger_transfers t join team_accounts ta on ta.id = t.credit_account_id
      where t.code in ${cashCodes} and t.kind in ('posted', 'post_pending') and ${range(sql`t.created_at`, period)}
      union all
      select t.id, t.code, t.kind, -t.amount, t.created_at, ta.member_id, ta.depth,
        t.reference_type, t.reference_id, t.pending_id
      from ledger_transfers t join team_accounts ta on ta.id = t.debit_account_id
      where t.code in ${cashCodes} and t.kind in ('posted', 'post_pending') and ${range(sql`t.created_at`, period)}`;
  }

  private static readonly cashAggregates = sql`
    count(*) filter (where code = 'deposit' and signed > 0) as deposits,
    coalesce(sum(signed) filter (where code = 'deposit'), 0)::text as deposits_minor,
    count(*) filter (where code = 'withdrawal' and kind = 'post_pending') as withdrawals,
    coalesce(-sum(signed) filter (where code in ('withdrawal', 'withdrawal_refund')), 0)::text as withdrawals_minor`;

  /**
   * Settled play in the period as rows of (member_id, rounds, valid_bet, stake, win): the 5-minute
   * windows of member_play_windows (0029) when the period is made of whole windows (a brand day in an
   * offset that is a multiple of 5 minutes always is), else the rounds themselves.
   */
  private playSource(period: InstantRange, memberIds?: readonly string[]) {
    const aligned =
      period.fromInstant.getTime() % playWindowMs === 0 && period.toInstant.getTime() % playWindowMs === 0;
    if (aligned) {
      const only = memberIds ? sql`and member_id = any(${[...memberIds]}::bigint[])` : sql``;
      return sql`
        select member_id, rounds, valid_bet_minor as valid_bet, stake_minor as stake, win_minor as win
        from member_play_windows where ${range(sql`window_start`, period)} ${only}`;
    }
    const only = memberIds ? sql`and member_id = any(${[...memberIds]}::bigint[])` : sql``;
    return sql`
      select member_id, 1 as rounds, valid_bet_minor as valid_bet, stake_minor as stake, win_minor as win
      from game_rounds where status = 'settled' and ${range(sql`settled_at`, period)} ${only}`;
  }

  /** Settled play of the team in the period, summed per member (with its account and depth). */
  private playByMember(agentId: string, period: InstantRange, username?: string) {
    const name = username ? sql`and m.username ilike ${likePattern(username)}` : sql``;
    return sql`
      with per_member as (
        select p.member_id, tree.depth, sum(p.rounds) as rounds, sum(p.valid_bet) as valid_bet,
          sum(p.stake) as stake, sum(p.win) as win
        from (${this.playSource(period)}) p
          join member_tree tree on tree.descendant_id = p.member_id and tree.ancestor_id = ${agentId}
        group by p.member_id, tree.depth
      )
      select per_member.*, m.username
      from per_member join members m on m.id = per_member.member_id
      where true ${name}`;
  }

  // ---------------------------------------------------------------- team overview

  async overview(agentId: string, period: InstantRange): Promise<TeamOverviewSums> {
    const [members, play, cash, first] = await Promise.all([
      // The team's size from the tree alone; its new members from the period's registrations (few on a
      // normal day), each looked up in the tree.
      sql<{ team_size: string; new_members: string }>`
        select (select count(*) from member_tree where ancestor_id = ${agentId} and depth > 0) as team_size,
          (select count(*) from members m
            where ${range(sql`m.created_at`, period)} and m.type <> 4
              and exists (select 1 from member_tree tree
                where tree.ancestor_id = ${agentId} and tree.descendant_id = m.id and tree.depth > 0)) as new_members
        `.execute(this.db),
      sql<{ active: string; rounds: string; valid_bet: string; stake: string; win: string }>`
        with play as (
          select p.member_id, sum(p.rounds) as rounds, sum(p.valid_bet) as valid_bet, sum(p.stake) as stake,
            sum(p.win) as win
          from (${this.playSource(period)}) p
            join member_tree tree on tree.descendant_id = p.member_id and tree.ancestor_id = ${agentId}
          group by p.member_id
        )
        select count(*) filter (where valid_bet > 0) as active, coalesce(sum(rounds), 0)::text as rounds,
          coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(stake), 0)::text as stake,
          coalesce(sum(win), 0)::text as win
        from play`.execute(this.db),
      sql<Record<'deposits' | 'deposits_minor' | 'withdrawals' | 'withdrawals_minor', string>>`
        with lines as (${this.cashLines(agentId, period)})
        select ${TeamReportsRepository.cashAggregates} from lines`.execute(this.db),
      sql<{ count: string; amount: string }>`
        with team_accounts as (${this.teamAccounts(agentId)})
        select count(*) as count, coalesce(sum(t.amount), 0)::text as amount
        from ledger_transfers t join team_accounts ta on ta.id = t.credit_account_id
        where t.code = 'deposit' and t.kind = 'posted' and ${range(sql`t.created_at`, period)}
          and not exists (
            select 1 from ledger_transfers earlier
            where earlier.credit_account_id = t.credit_account_id and earlier.code = 'deposit'
              and earlier.kind = 'posted' and (earlier.created_at, earlier.id) < (t.created_at, t.id))`.execute(
        this.db,
      ),
    ]);
    const memberRow = members.rows[0];
    const playRow = play.rows[0];
    const cashRow = cash.rows[0];
    return {
      teamSize: Number(memberRow?.team_size ?? 0),
      newMembers: Number(memberRow?.new_members ?? 0),
      activeMembers: Number(playRow?.active ?? 0),
      ...playSumsOf(playRow),
      ...cashSumsOf(cashRow),
      firstDeposits: Number(first.rows[0]?.count ?? 0),
      firstDepositsMinor: big(first.rows[0]?.amount),
    };
  }

  // ---------------------------------------------------------------- team management

  async teamMembers(
    agentId: string,
    filter: { username?: string | undefined; directOnly: boolean; limit: number; offset: number },
  ): Promise<{ rows: TeamMemberRow[]; total: number }> {
    let query = this.db
      .selectFrom('member_tree as tree')
      .innerJoin('members as m', 'm.id', 'tree.descendant_id')
      .where('tree.ancestor_id', '=', agentId)
      .where('tree.depth', filter.directOnly ? '=' : '>', filter.directOnly ? 1 : 0);
    if (filter.username) query = query.where('m.username', 'ilike', likePattern(filter.username));
    const [rows, total] = await Promise.all([
      query
        .leftJoin('members as u', 'u.id', 'm.upline_member_id')
        .select([
          'm.id',
          'm.username',
          'm.nickname',
          'm.type',
          'm.status',
          'tree.depth',
          'u.username as upline_username',
          'm.created_at',
          'm.last_login_at',
        ])
        .orderBy('tree.depth')
        .orderBy('m.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  /** One team member (depth > 0), or undefined when it is not in the agent's team. */
  async teamMember(agentId: string, memberId: string): Promise<TeamMemberRow | undefined> {
    return this.db
      .selectFrom('member_tree as tree')
      .innerJoin('members as m', 'm.id', 'tree.descendant_id')
      .leftJoin('members as u', 'u.id', 'm.upline_member_id')
      .select([
        'm.id',
        'm.username',
        'm.nickname',
        'm.type',
        'm.status',
        'tree.depth',
        'u.username as upline_username',
        'm.created_at',
        'm.last_login_at',
      ])
      .where('tree.ancestor_id', '=', agentId)
      .where('tree.descendant_id', '=', memberId)
      .where('tree.depth', '>', 0)
      .executeTakeFirst();
  }

  /** Cash and play of some of the team's members (a page), in the period. */
  async figuresOf(
    agentId: string,
    memberIds: readonly string[],
    period: InstantRange,
  ): Promise<Map<string, CashSums & PlaySums>> {
    if (memberIds.length === 0) return new Map();
    const [cash, play] = await Promise.all([
      sql<
        { member_id: string } & Record<
          'deposits' | 'deposits_minor' | 'withdrawals' | 'withdrawals_minor',
          string
        >
      >`
        with lines as (${this.cashLines(agentId, period, memberIds)})
        select member_id, ${TeamReportsRepository.cashAggregates} from lines group by member_id`.execute(
        this.db,
      ),
      sql<{ member_id: string; rounds: string; valid_bet: string; stake: string; win: string }>`
        select member_id, sum(rounds) as rounds, sum(valid_bet)::text as valid_bet,
          sum(stake)::text as stake, sum(win)::text as win
        from (${this.playSource(period, memberIds)}) p
        group by member_id`.execute(this.db),
    ]);
    const cashById = new Map(cash.rows.map((row) => [row.member_id, cashSumsOf(row)]));
    const playById = new Map(play.rows.map((row) => [row.member_id, row]));
    return new Map(
      memberIds.map((id) => {
        const playRow = playById.get(id);
        return [
          id,
          {
            ...(cashById.get(id) ?? cashSumsOf(undefined)),
            ...playSumsOf(playRow),
          },
        ];
      }),
    );
  }

  // ---------------------------------------------------------------- team betting and user loss

  /**
   * Members of the team with settled rounds in the period, a page of them and the totals of all of
   * them. `lossOnly`: only those who lost (stake above win), the biggest loss first.
   */
  async play(
    agentId: string,
    period: InstantRange,
    filter: { username?: string | undefined; lossOnly: boolean; limit: number; offset: number },
  ): Promise<{ rows: PlayRow[]; totals: PlaySums & { members: number } }> {
    const where = filter.lossOnly ? sql`where stake > win` : sql``;
    const order = filter.lossOnly
      ? sql`order by stake - win desc, member_id`
      : sql`order by valid_bet desc, member_id`;
    const play = this.playByMember(agentId, period, filter.username);
    const [rows, totals] = await Promise.all([
      sql<{
        member_id: string;
        username: string;
        depth: number;
        rounds: string;
        valid_bet: string;
        stake: string;
        win: string;
      }>`
        with play as (${play})
        select member_id, username, depth, rounds, valid_bet::text, stake::text, win::text
        from play ${where} ${order} limit ${filter.limit} offset ${filter.offset}`.execute(this.db),
      sql<{ members: string; rounds: string; valid_bet: string; stake: string; win: string }>`
        with play as (${play})
        select count(*) as members, coalesce(sum(rounds), 0)::text as rounds,
          coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(stake), 0)::text as stake,
          coalesce(sum(win), 0)::text as win
        from play ${where}`.execute(this.db),
    ]);
    const total = totals.rows[0];
    return {
      rows: rows.rows.map((row) => ({
        memberId: row.member_id,
        account: row.username,
        depth: Number(row.depth),
        ...playSumsOf(row),
      })),
      totals: {
        members: Number(total?.members ?? 0),
        ...playSumsOf(total),
      },
    };
  }

  // ---------------------------------------------------------------- credit report

  /** Transfers between the agent's wallet and each direct downline's in the period, per downline. */
  async credit(
    agentId: string,
    period: InstantRange,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CreditRow[]; total: number; totals: Omit<CreditRow, 'memberId' | 'account'> }> {
    const lines = sql`
      with agent_account as (
        select id from ledger_accounts where member_id = ${agentId} and kind = 'member_main'
      ),
      direct as (${this.teamAccounts(agentId)} and tree.depth = 1)
      select d.member_id, t.amount as sent, 0::bigint as received
      from ledger_transfers t join direct d on d.id = t.credit_account_id
      where t.debit_account_id in (select id from agent_account) and t.code = 'transfer_downline'
        and t.kind = 'posted' and ${range(sql`t.created_at`, period)}
      union all
      select d.member_id, 0::bigint, t.amount
      from ledger_transfers t join direct d on d.id = t.debit_account_id
      where t.credit_account_id in (select id from agent_account) and t.code = 'transfer_upline'
        and t.kind = 'posted' and ${range(sql`t.created_at`, period)}`;
    type Sums = { sent: string; sent_count: string; received: string; received_count: string };
    const sums = sql`coalesce(sum(sent), 0)::text as sent, count(*) filter (where sent > 0) as sent_count,
      coalesce(sum(received), 0)::text as received, count(*) filter (where received > 0) as received_count`;
    const [rows, totals] = await Promise.all([
      sql<Sums & { member_id: string; username: string; total: string }>`
        with lines as (${lines}),
        per_member as (select member_id, ${sums} from lines group by member_id)
        select p.*, m.username, count(*) over () as total
        from per_member p join members m on m.id = p.member_id
        order by p.member_id limit ${page.limit} offset ${page.offset}`.execute(this.db),
      sql<Sums & { members: string }>`
        with lines as (${lines})
        select count(distinct member_id) as members, ${sums} from lines`.execute(this.db),
    ]);
    const sumsOf = (row: Sums | undefined) => ({
      sentMinor: big(row?.sent),
      sentCount: Number(row?.sent_count ?? 0),
      receivedMinor: big(row?.received),
      receivedCount: Number(row?.received_count ?? 0),
    });
    return {
      rows: rows.rows.map((row) => ({ memberId: row.member_id, account: row.username, ...sumsOf(row) })),
      total: Number(totals.rows[0]?.members ?? 0),
      totals: sumsOf(totals.rows[0]),
    };
  }

  // ---------------------------------------------------------------- team transactions

  async transactions(
    agentId: string,
    period: InstantRange,
    filter: {
      type?: 'deposit' | 'withdrawal' | undefined;
      username?: string | undefined;
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: TransactionRow[]; total: number; totals: CashSums }> {
    const kind =
      filter.type === 'deposit'
        ? sql`and code = 'deposit'`
        : filter.type === 'withdrawal'
          ? sql`and code in ('withdrawal', 'withdrawal_refund')`
          : sql``;
    const name = filter.username ? sql`and m.username ilike ${likePattern(filter.username)}` : sql``;
    // A paid withdrawal is the post of its hold: the hold carries the withdrawal's reference.
    const lines = sql`
      select l.*, m.username from (${this.cashLines(agentId, period)}) l join members m on m.id = l.member_id
      where (code <> 'deposit' or signed > 0) ${kind} ${name}`;
    const [rows, totals] = await Promise.all([
      sql<{
        id: string;
        code: TransactionRow['code'];
        signed: string;
        created_at: Date;
        member_id: string;
        depth: number;
        username: string;
        reference_type: string | null;
        reference_id: string | null;
      }>`
        with lines as (${lines})
        select lines.id, lines.code, lines.signed::text as signed, lines.created_at, lines.member_id,
          lines.depth, lines.username,
          coalesce(lines.reference_type, hold.reference_type) as reference_type,
          coalesce(lines.reference_id, hold.reference_id) as reference_id
        from lines left join ledger_transfers hold on hold.id = lines.pending_id
        order by lines.created_at desc, lines.id desc limit ${filter.limit} offset ${filter.offset}`.execute(
        this.db,
      ),
      sql<
        { total: string } & Record<
          'deposits' | 'deposits_minor' | 'withdrawals' | 'withdrawals_minor',
          string
        >
      >`
        with lines as (${lines})
        select count(*) as total, ${TeamReportsRepository.cashAggregates} from lines`.execute(this.db),
    ]);
    return {
      rows: rows.rows.map((row) => ({
        id: row.id,
        memberId: row.member_id,
        account: row.username,
        depth: Number(row.depth),
        code: row.code,
        amountMinor: big(row.signed) < 0n ? -big(row.signed) : big(row.signed),
        referenceType: row.reference_type,
        referenceId: row.reference_id,
        createdAt: row.created_at,
      })),
      total: Number(totals.rows[0]?.total ?? 0),
      totals: cashSumsOf(totals.rows[0]),
    };
  }
}

function cashSumsOf(
  row:
    | Partial<Record<'deposits' | 'deposits_minor' | 'withdrawals' | 'withdrawals_minor', string>>
    | undefined,
): CashSums {
  return {
    deposits: Number(row?.deposits ?? 0),
    depositsMinor: big(row?.deposits_minor),
    withdrawals: Number(row?.withdrawals ?? 0),
    withdrawalsMinor: big(row?.withdrawals_minor),
  };
}

/** A row's play sums (rounds, valid bet, stake, win as text from SQL), zero where the row is missing. */
function playSumsOf(
  row: Partial<Record<'rounds' | 'valid_bet' | 'stake' | 'win', string>> | undefined,
): PlaySums {
  return {
    rounds: Number(row?.rounds ?? 0),
    validBetMinor: big(row?.valid_bet),
    stakeMinor: big(row?.stake),
    winMinor: big(row?.win),
  };
}
