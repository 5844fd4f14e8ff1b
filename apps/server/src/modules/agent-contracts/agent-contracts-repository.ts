import type {
  AgentContractKind,
  AgentContractStatus,
  SettlementStatus,
} from '@gaming/contracts/agent-contracts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type ContractRow = {
  id: string;
  kind: AgentContractKind;
  holder_member_id: string;
  offered_by_member_id: string | null;
  offered_by_staff_id: string | null;
  terms: unknown;
  status: AgentContractStatus;
  ends_higher_downline: boolean;
  created_at: Date;
  activated_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  settled_until: Date | null;
};

export type HistoryEntry = {
  contractId: string;
  action: 'offered' | 'accepted' | 'rejected' | 'terminated' | 'superseded';
  actor:
    | { type: 'member'; memberId: string; name: string }
    | { type: 'staff'; staffId: string; name: string }
    | { type: 'system' };
  reason: string | null;
};

export type WindowRow = {
  contract_id: string;
  window_start: Date;
  window_end: Date;
  kind: AgentContractKind;
  holder_member_id: string;
  payer_member_id: string | null;
  holder_depth: number;
  valid_bet_minor: string;
  net_loss_minor: string;
  active_members: number;
  carry_in_minor: string;
  carry_out_minor: string;
  tier_index: number | null;
  amount_minor: string;
  status: SettlementStatus;
  transfer_id: string | null;
  attempts: number;
  paid_at: Date | null;
};

export type NewWindow = Omit<WindowRow, 'status' | 'transfer_id' | 'attempts' | 'paid_at'> & {
  /** A window that pays nothing is settled as it is computed. */
  paid: boolean;
};

export type ContractFilter = {
  kind?: AgentContractKind | undefined;
  status?: AgentContractStatus | undefined;
  holderMemberId?: string | undefined;
  offeredByMemberId?: string | undefined;
  /** Held by or offered by this member. */
  involvingMemberId?: string | undefined;
  offeredBy?: 'house' | 'agent' | undefined;
};

export type WindowFilter = {
  holderMemberId?: string | undefined;
  payerMemberId?: string | undefined;
  kind?: AgentContractKind | undefined;
  status?: SettlementStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  windowStart?: Date | undefined;
};

export type TeamFiguresRow = {
  contract_id: string;
  valid_bet_minor: string;
  net_loss_minor: string;
  active_members: number;
};

/** A contract a settlement run reads: its terms, parties, the holder's depth and where it stopped. */
export type ContractToSettle = ContractRow & { holder_depth: number };

const contractColumns = [
  'id',
  'kind',
  'holder_member_id',
  'offered_by_member_id',
  'offered_by_staff_id',
  'terms',
  'status',
  'ends_higher_downline',
  'created_at',
  'activated_at',
  'ended_at',
  'end_reason',
  'settled_until',
] as const;

const windowColumns = [
  'contract_id',
  'window_start',
  'window_end',
  'kind',
  'holder_member_id',
  'payer_member_id',
  'holder_depth',
  'valid_bet_minor',
  'net_loss_minor',
  'active_members',
  'carry_in_minor',
  'carry_out_minor',
  'tier_index',
  'amount_minor',
  'status',
  'transfer_id',
  'attempts',
  'paid_at',
] as const;

/** Rows written per statement when a run updates windows in bulk (arrays: one parameter per column). */
const writeChunk = 5_000;
/** Windows inserted per statement: 16 parameters each, under PostgreSQL's 65,535 per statement. */
const insertChunk = 2_000;

/**
 * The only file that knows the agent-contract tables. It also reads two tables of other modules
 * directly, on purpose: member_tree (modules/agents, 0029) and game_rounds (modules/rounds). A window's
 * team figures are one set-based join of the window's settled rounds to the closure table for every
 * contract at once; going through those modules' services would mean a query per contract (100,000 of
 * them in the benchmark) instead of one per window. Nothing here writes to them.
 */
export class AgentContractsRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ------------------------------------------------------------ contracts

  async insertContract(
    executor: Executor,
    row: {
      kind: AgentContractKind;
      holderMemberId: string;
      offeredByMemberId: string | null;
      offeredByStaffId: string | null;
      terms: unknown;
      endsHigherDownline: boolean;
    },
  ): Promise<ContractRow> {
    return executor
      .insertInto('agent_contracts')
      .values({
        kind: row.kind,
        holder_member_id: row.holderMemberId,
        offered_by_member_id: row.offeredByMemberId,
        offered_by_staff_id: row.offeredByStaffId,
        terms: JSON.stringify(row.terms),
        ends_higher_downline: row.endsHigherDownline,
      })
      .returning(contractColumns)
      .executeTakeFirstOrThrow() as Promise<ContractRow>;
  }

  async insertHistory(executor: Executor, entries: readonly HistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await executor
      .insertInto('agent_contract_history')
      .values(
        entries.map((entry) => ({
          contract_id: entry.contractId,
          action: entry.action,
          actor_type: entry.actor.type,
          actor_member_id: entry.actor.type === 'member' ? entry.actor.memberId : null,
          actor_staff_id: entry.actor.type === 'staff' ? entry.actor.staffId : null,
          actor_name: entry.actor.type === 'system' ? null : entry.actor.name,
          reason: entry.reason,
        })),
      )
      .execute();
  }

  findContract(id: string, executor: Executor = this.db): Promise<ContractRow | undefined> {
    return executor
      .selectFrom('agent_contracts')
      .select(contractColumns)
      .where('id', '=', id)
      .executeTakeFirst() as Promise<ContractRow | undefined>;
  }

  /** Locks a contract for a change of state (offer, answer, termination run in one order: by id). */
  lockContracts(executor: Transaction<Database>, ids: readonly string[]): Promise<ContractRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return executor
      .selectFrom('agent_contracts')
      .select(contractColumns)
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute() as Promise<ContractRow[]>;
  }

  /** The holder's contracts of a kind in a state (offered or active: at most one each). */
  findOfHolder(
    holderMemberId: string,
    kind: AgentContractKind,
    status: AgentContractStatus,
    executor: Executor = this.db,
  ): Promise<ContractRow | undefined> {
    return executor
      .selectFrom('agent_contracts')
      .select(contractColumns)
      .where('holder_member_id', '=', holderMemberId)
      .where('kind', '=', kind)
      .where('status', '=', status)
      .executeTakeFirst() as Promise<ContractRow | undefined>;
  }

  /** The holder's past contracts of a kind (rejected, terminated, superseded), newest first. */
  pastOfHolder(holderMemberId: string, kind: AgentContractKind, limit: number): Promise<ContractRow[]> {
    return this.db
      .selectFrom('agent_contracts')
      .select(contractColumns)
      .where('holder_member_id', '=', holderMemberId)
      .where('kind', '=', kind)
      .where('status', 'in', ['rejected', 'terminated', 'superseded'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute() as Promise<ContractRow[]>;
  }

  /** Offers waiting for this holder's answer. */
  offersOf(holderMemberId: string): Promise<Pick<ContractRow, 'id' | 'kind'>[]> {
    return this.db
      .selectFrom('agent_contracts')
      .select(['id', 'kind'])
      .where('holder_member_id', '=', holderMemberId)
      .where('status', '=', 'offered')
      .orderBy('id')
      .limit(4)
      .execute();
  }

  /** Live (offered or active) contracts of a kind that these members gave, a page in id order after `afterId`. */
  liveGivenBy(
    offeredByMemberIds: readonly string[],
    kind: AgentContractKind,
    limit: number,
    executor: Executor = this.db,
    afterId?: string,
  ): Promise<ContractRow[]> {
    if (offeredByMemberIds.length === 0) return Promise.resolve([]);
    let query = executor
      .selectFrom('agent_contracts')
      .select(contractColumns)
      .where('offered_by_member_id', 'in', [...offeredByMemberIds])
      .where('kind', '=', kind)
      .where('status', 'in', ['offered', 'active']);
    if (afterId !== undefined) query = query.where('id', '>', afterId);
    return query.orderBy('id').limit(limit).execute() as Promise<ContractRow[]>;
  }

  async countLiveGivenBy(offeredByMemberId: string): Promise<number> {
    const row = await this.db
      .selectFrom('agent_contracts')
      .select((select) => select.fn.countAll<string>().as('total'))
      .where('offered_by_member_id', '=', offeredByMemberId)
      .where('status', 'in', ['offered', 'active'])
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async activate(executor: Transaction<Database>, id: string, at: Date): Promise<void> {
    await executor
      .updateTable('agent_contracts')
      .set({ status: 'active', activated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'offered')
      .executeTakeFirstOrThrow();
  }

  async end(
    executor: Transaction<Database>,
    id: string,
    status: 'rejected' | 'terminated' | 'superseded',
    at: Date,
    reason: string | null,
  ): Promise<void> {
    await executor
      .updateTable('agent_contracts')
      .set({ status, ended_at: at, end_reason: reason })
      .where('id', '=', id)
      .where('status', 'in', ['offered', 'active'])
      .execute();
  }

  history(contractId: string, limit: number) {
    return this.db
      .selectFrom('agent_contract_history')
      .select(['action', 'actor_type', 'actor_name', 'reason', 'created_at'])
      .where('contract_id', '=', contractId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  private filteredContracts(filter: ContractFilter) {
    let query = this.db.selectFrom('agent_contracts');
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.holderMemberId) query = query.where('holder_member_id', '=', filter.holderMemberId);
    if (filter.offeredByMemberId) query = query.where('offered_by_member_id', '=', filter.offeredByMemberId);
    if (filter.offeredBy === 'house') query = query.where('offered_by_member_id', 'is', null);
    if (filter.offeredBy === 'agent') query = query.where('offered_by_member_id', 'is not', null);
    const involving = filter.involvingMemberId;
    if (involving)
      query = query.where((where) =>
        where.or([where('holder_member_id', '=', involving), where('offered_by_member_id', '=', involving)]),
      );
    return query;
  }

  async listContracts(
    filter: ContractFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ContractRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filteredContracts(filter)
        .select(contractColumns)
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.filteredContracts(filter)
        .select((select) => select.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as ContractRow[], total: Number(count.total) };
  }

  // ------------------------------------------------------------ settlement: computing windows

  /**
   * Contracts of a kind with windows left to settle: active ones, and ended ones whose last window is
   * not settled yet, with the holder's depth under the top of its chain (member_tree, see the class).
   */
  async contractsToSettle(kind: AgentContractKind, limit: number): Promise<ContractToSettle[]> {
    const rows = await sql<ContractToSettle>`
      select c.id::text, c.kind, c.holder_member_id::text, c.offered_by_member_id::text,
        c.offered_by_staff_id::text, c.terms, c.status, c.ends_higher_downline, c.created_at,
        c.activated_at, c.ended_at, c.end_reason, c.settled_until,
        coalesce((select max(t.depth) from member_tree t where t.descendant_id = c.holder_member_id), 0)::int
          as holder_depth
      from agent_contracts c
      where c.kind = ${kind} and c.activated_at is not null
        and (c.ended_at is null or c.settled_until is null or c.settled_until < c.ended_at)
      order by c.id
      limit ${limit}`.execute(this.db);
    return rows.rows;
  }

  /**
   * The team figures of many contracts over one interval: the interval's settled rounds summed per member
   * first (one index-only range scan of game_rounds_settled), then joined up the closure table to
   * every holder among them. A team's active members are its members with valid bet > 0.
   */
  async teamFigures(
    contracts: readonly { contractId: string; holderMemberId: string }[],
    from: Date,
    to: Date,
  ): Promise<TeamFiguresRow[]> {
    if (contracts.length === 0) return [];
    const contractIds = contracts.map((contract) => contract.contractId);
    const holderIds = contracts.map((contract) => contract.holderMemberId);
    const rows = await sql<TeamFiguresRow>`
      with holders as (
        select * from unnest(${sql.val(contractIds)}::bigint[], ${sql.val(holderIds)}::bigint[])
          as h (contract_id, holder_member_id)
      ), played as (
        select member_id, sum(valid_bet_minor) as valid_bet, sum(stake_minor - win_minor) as net_loss
        from game_rounds
        where status = 'settled' and settled_at >= ${from} and settled_at < ${to}
        group by member_id
      ), per_holder as (
        select t.ancestor_id, sum(p.valid_bet) as valid_bet, sum(p.net_loss) as net_loss,
          count(*) filter (where p.valid_bet > 0) as active
        from played p join member_tree t on t.descendant_id = p.member_id
        where t.ancestor_id in (select holder_member_id from holders)
        group by t.ancestor_id
      )
      select h.contract_id::text, coalesce(ph.valid_bet, 0)::text as valid_bet_minor,
        coalesce(ph.net_loss, 0)::text as net_loss_minor, coalesce(ph.active, 0)::int as active_members
      from holders h left join per_holder ph on ph.ancestor_id = h.holder_member_id`.execute(this.db);
    return rows.rows;
  }

  /** The carry each dividend contract left in its latest window (0 when it has none). */
  async latestCarry(contractIds: readonly string[]): Promise<Map<string, bigint>> {
    if (contractIds.length === 0) return new Map();
    const rows = await sql<{ contract_id: string; carry_out_minor: string }>`
      select distinct on (contract_id) contract_id::text, carry_out_minor::text
      from agent_contract_windows where contract_id = any(${sql.val([...contractIds])}::bigint[])
      order by contract_id, window_start desc`.execute(this.db);
    return new Map(rows.rows.map((row) => [row.contract_id, BigInt(row.carry_out_minor)]));
  }

  /**
   * Settles computed windows: the ones with something to say (`store`) are stored once, a window already
   * stored (by a concurrent or an earlier run) keeping its figures (on conflict do nothing); quiet ones are
   * not stored. Either way the contracts' resume points move past them in the same transaction as the
   * stored rows of the chunk, so a crash leaves both or neither. Returns the keys stored by this call.
   */
  async insertWindows(
    windows: readonly (NewWindow & { store: boolean })[],
    paidAt: Date,
  ): Promise<Set<string>> {
    const stored = new Set<string>();
    for (let start = 0; start < windows.length; start += insertChunk) {
      const chunk = windows.slice(start, start + insertChunk);
      const toStore = chunk.filter((window) => window.store);
      await this.db.transaction().execute(async (transaction) => {
        const inserted =
          toStore.length === 0
            ? []
            : await transaction
                .insertInto('agent_contract_windows')
                .values(
                  toStore.map((window) => ({
                    contract_id: window.contract_id,
                    window_start: window.window_start,
                    window_end: window.window_end,
                    kind: window.kind,
                    holder_member_id: window.holder_member_id,
                    payer_member_id: window.payer_member_id,
                    holder_depth: window.holder_depth,
                    valid_bet_minor: window.valid_bet_minor,
                    net_loss_minor: window.net_loss_minor,
                    active_members: window.active_members,
                    carry_in_minor: window.carry_in_minor,
                    carry_out_minor: window.carry_out_minor,
                    tier_index: window.tier_index,
                    amount_minor: window.amount_minor,
                    status: window.paid ? 'paid' : 'computed',
                    paid_at: window.paid ? paidAt : null,
                  })),
                )
                .onConflict((conflict) => conflict.columns(['contract_id', 'window_start']).doNothing())
                .returning(['contract_id', 'window_start'])
                .execute();
        for (const row of inserted) stored.add(windowKey(row.contract_id, row.window_start));
        await sql`
          update agent_contracts c set settled_until = greatest(coalesce(c.settled_until, w.window_end), w.window_end)
          from unnest(${sql.val(chunk.map((window) => window.contract_id))}::bigint[],
            ${sql.val(chunk.map((window) => window.window_end.toISOString()))}::timestamptz[]) as w (contract_id, window_end)
          where c.id = w.contract_id`.execute(transaction);
      });
    }
    return stored;
  }

  // ------------------------------------------------------------ settlement: paying windows

  /** Windows left to pay (computed, or short of funds before), parents first, oldest first; bounded. */
  unpaidWindows(kind: AgentContractKind | undefined, limit: number): Promise<WindowRow[]> {
    let query = this.db
      .selectFrom('agent_contract_windows')
      .select(windowColumns)
      .where('status', '<>', 'paid');
    if (kind) query = query.where('kind', '=', kind);
    return query
      .orderBy('holder_depth')
      .orderBy('window_start')
      .orderBy('contract_id')
      .limit(limit)
      .execute() as Promise<WindowRow[]>;
  }

  /** Which of these windows are paid already (a payment's writer vetoes them). */
  async paidAmong(keys: readonly { contractId: string; windowStart: Date }[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await sql<{ contract_id: string; window_start: Date }>`
      select w.contract_id::text, w.window_start from agent_contract_windows w
      join unnest(${sql.val(keys.map((key) => key.contractId))}::bigint[],
        ${sql.val(keys.map((key) => key.windowStart.toISOString()))}::timestamptz[]) as k (contract_id, window_start)
        on w.contract_id = k.contract_id and w.window_start = k.window_start
      where w.status = 'paid'`.execute(this.db);
    return new Set(rows.rows.map((row) => windowKey(row.contract_id, row.window_start)));
  }

  /**
   * The statement that marks windows paid inside the ledger's batch transaction (UnitWriter): one row
   * back per window still unpaid, so a window another run paid meanwhile fails the batch (it reruns
   * carefully and that window's transfer is found as a replay).
   */
  markPaidStatement(
    items: readonly { contractId: string; windowStart: Date; transferId: string }[],
  ): RawBuilder<unknown> {
    return sql`
      update agent_contract_windows w set status = 'paid', paid_at = now(), transfer_id = k.transfer_id,
        last_attempt_at = now()
      from unnest(${sql.val(items.map((item) => item.contractId))}::bigint[],
        ${sql.val(items.map((item) => item.windowStart.toISOString()))}::timestamptz[],
        ${sql.val(items.map((item) => item.transferId))}::uuid[]) as k (contract_id, window_start, transfer_id)
      where w.contract_id = k.contract_id and w.window_start = k.window_start and w.status <> 'paid'
      returning 1`;
  }

  /** Windows whose transfer is in the ledger (a replay) but not marked paid yet. */
  async markPaid(
    items: readonly { contractId: string; windowStart: Date; transferId: string }[],
  ): Promise<void> {
    for (let start = 0; start < items.length; start += writeChunk)
      await this.markPaidStatement(items.slice(start, start + writeChunk)).execute(this.db);
  }

  /** The payer was short of funds: the window waits (pending_funds) and is retried on later runs. */
  async markPendingFunds(keys: readonly { contractId: string; windowStart: Date }[]): Promise<void> {
    for (let start = 0; start < keys.length; start += writeChunk) {
      const chunk = keys.slice(start, start + writeChunk);
      await sql`
        update agent_contract_windows w set status = 'pending_funds', attempts = attempts + 1, last_attempt_at = now()
        from unnest(${sql.val(chunk.map((key) => key.contractId))}::bigint[],
          ${sql.val(chunk.map((key) => key.windowStart.toISOString()))}::timestamptz[]) as k (contract_id, window_start)
        where w.contract_id = k.contract_id and w.window_start = k.window_start and w.status <> 'paid'`.execute(
        this.db,
      );
    }
  }

  // ------------------------------------------------------------ listings

  private filteredWindows(filter: WindowFilter) {
    let query = this.db.selectFrom('agent_contract_windows');
    if (filter.holderMemberId) query = query.where('holder_member_id', '=', filter.holderMemberId);
    if (filter.payerMemberId) query = query.where('payer_member_id', '=', filter.payerMemberId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from) query = query.where('window_start', '>=', filter.from);
    if (filter.to) query = query.where('window_start', '<', filter.to);
    if (filter.windowStart) query = query.where('window_start', '=', filter.windowStart);
    return query;
  }

  async listWindows(
    filter: WindowFilter,
    page: { limit: number; offset: number },
  ): Promise<{
    rows: WindowRow[];
    total: number;
    totals: { paidMinor: string; pendingMinor: string; paidCount: number; pendingCount: number };
  }> {
    const [rows, totals] = await Promise.all([
      this.filteredWindows(filter)
        .select(windowColumns)
        .orderBy('window_start', 'desc')
        .orderBy('contract_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.filteredWindows(filter)
        .select([
          sql<string>`count(*)`.as('total'),
          sql<string>`coalesce(sum(amount_minor) filter (where status = 'paid'), 0)`.as('paid_minor'),
          sql<string>`coalesce(sum(amount_minor) filter (where status <> 'paid'), 0)`.as('pending_minor'),
          sql<string>`count(*) filter (where status = 'paid')`.as('paid_count'),
          sql<string>`count(*) filter (where status <> 'paid')`.as('pending_count'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows as WindowRow[],
      total: Number(totals.total),
      totals: {
        paidMinor: String(totals.paid_minor),
        pendingMinor: String(totals.pending_minor),
        paidCount: Number(totals.paid_count),
        pendingCount: Number(totals.pending_count),
      },
    };
  }

  windowsOfContract(contractId: string, limit: number): Promise<WindowRow[]> {
    return this.db
      .selectFrom('agent_contract_windows')
      .select(windowColumns)
      .where('contract_id', '=', contractId)
      .orderBy('window_start', 'desc')
      .limit(limit)
      .execute() as Promise<WindowRow[]>;
  }

  /** Settlement runs: one row per kind and window start with its totals; newest first. */
  async runs(
    filter: { kind?: AgentContractKind | undefined; from?: Date | undefined; to?: Date | undefined },
    page: { limit: number; offset: number },
  ) {
    const conditions = [
      filter.kind ? sql`kind = ${filter.kind}` : sql`true`,
      filter.from ? sql`window_start >= ${filter.from}` : sql`true`,
      filter.to ? sql`window_start < ${filter.to}` : sql`true`,
    ];
    const where = sql.join(conditions, sql` and `);
    const [rows, count] = await Promise.all([
      sql<{
        kind: AgentContractKind;
        window_start: Date;
        window_end: Date;
        contracts: string;
        paid_count: string;
        paid_minor: string;
        pending_count: string;
        pending_minor: string;
        computed_count: string;
        house_paid_minor: string;
      }>`
        select kind, window_start, max(window_end) as window_end, count(*) as contracts,
          count(*) filter (where status = 'paid') as paid_count,
          coalesce(sum(amount_minor) filter (where status = 'paid'), 0) as paid_minor,
          count(*) filter (where status = 'pending_funds') as pending_count,
          coalesce(sum(amount_minor) filter (where status = 'pending_funds'), 0) as pending_minor,
          count(*) filter (where status = 'computed') as computed_count,
          coalesce(sum(amount_minor) filter (where status = 'paid' and payer_member_id is null), 0) as house_paid_minor
        from agent_contract_windows where ${where}
        group by kind, window_start order by window_start desc, kind
        limit ${page.limit} offset ${page.offset}`.execute(this.db),
      sql<{ total: string }>`
        select count(*) as total from (select 1 from agent_contract_windows where ${where}
          group by kind, window_start) runs`.execute(this.db),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
  }
}

export function windowKey(contractId: string, windowStart: Date): string {
  return `${contractId}@${windowStart.toISOString()}`;
}
