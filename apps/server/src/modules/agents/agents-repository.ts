import type { AgentFlags } from '@gaming/contracts/agents';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AgentApplicationsTable, AgentProfilesTable } from '../../db/schema-agents.js';

export type AgentProfileRow = Selectable<AgentProfilesTable>;
export type AgentApplicationRow = Selectable<AgentApplicationsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** A member as the tree shows it; the member tree's figures beside the members row. */
export type TreeNodeRow = {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked' | 'disabled';
  upline_member_id: string | null;
  created_at: Date;
  last_login_at: Date | null;
  team_size: string;
  direct_count: string;
};

export type ApplicationListRow = AgentApplicationRow & {
  username: string;
  member_type: number;
  upline_username: string | null;
  upline_type: number | null;
};

/** Escapes LIKE wildcards so a typed name matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
}

export const agentTypes = [1, 2, 41, 42] as const;

/**
 * The agent programme's own tables (0029): the member tree (written by its trigger only), agent
 * profiles and affiliate applications, plus the reads of members that go with the tree (a node's
 * account, type and status beside its team figures), which need the closure in the same SQL.
 */
export class AgentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** A node with its team size (members below it) and its direct downline count. */
  private nodeQuery(executor: Executor) {
    return executor
      .selectFrom('members as m')
      .select([
        'm.id',
        'm.username',
        'm.nickname',
        'm.type',
        'm.status',
        'm.upline_member_id',
        'm.created_at',
        'm.last_login_at',
        sql<string>`(select count(*) - 1 from member_tree t where t.ancestor_id = m.id)`.as('team_size'),
        sql<string>`(select count(*) from member_tree t where t.ancestor_id = m.id and t.depth = 1)`.as(
          'direct_count',
        ),
      ]);
  }

  findNode(memberId: string, executor: Executor = this.db): Promise<TreeNodeRow | undefined> {
    return this.nodeQuery(executor).where('m.id', '=', memberId).executeTakeFirst() as Promise<
      TreeNodeRow | undefined
    >;
  }

  /** How far below `ancestorId` the member sits (1 = direct), or undefined outside its team. */
  async depthBelow(ancestorId: string, memberId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('member_tree')
      .select('depth')
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', memberId)
      .where('depth', '>', 0)
      .executeTakeFirst();
    return row?.depth;
  }

  /** Of `memberIds` (at most 1,000), those in the team (self or below) of one of the agents' accounts. */
  async inTeamsOf(memberIds: readonly string[], agentAccounts: readonly string[]): Promise<string[]> {
    const ids = [...new Set(memberIds)].slice(0, 1000);
    if (ids.length === 0 || agentAccounts.length === 0) return [];
    const rows = await this.db
      .selectFrom('member_tree as t')
      .innerJoin('members as a', 'a.id', 't.ancestor_id')
      .select('t.descendant_id')
      .distinct()
      .where('t.descendant_id', 'in', ids)
      .where(
        sql<boolean>`lower(a.username) in (${sql.join(agentAccounts.map((account) => account.toLowerCase()))})`,
      )
      .execute();
    return rows.map((row) => row.descendant_id);
  }

  /** The member's depth below the top of its chain (0 = top). */
  async depthOf(memberId: string): Promise<number> {
    const row = await this.db
      .selectFrom('member_tree')
      .select((eb) => eb.fn.max('depth').as('depth'))
      .where('descendant_id', '=', memberId)
      .executeTakeFirst();
    return Number(row?.depth ?? 0);
  }

  /** The chain above a member, from the top down to its direct upline (at most the depth limit). */
  uplinesOf(memberId: string): Promise<TreeNodeRow[]> {
    return this.nodeQuery(this.db)
      .innerJoin('member_tree as chain', 'chain.ancestor_id', 'm.id')
      .where('chain.descendant_id', '=', memberId)
      .where('chain.depth', '>', 0)
      .orderBy('chain.depth', 'desc')
      .execute() as Promise<TreeNodeRow[]>;
  }

  async children(
    parentId: string,
    filter: { agentsOnly: boolean; limit: number; offset: number },
  ): Promise<{ rows: TreeNodeRow[]; total: number }> {
    let query = this.db
      .selectFrom('members as m')
      .innerJoin('member_tree as link', 'link.descendant_id', 'm.id')
      .where('link.ancestor_id', '=', parentId)
      .where('link.depth', '=', 1);
    if (filter.agentsOnly) query = query.where('m.type', 'in', [...agentTypes]);
    const [ids, total] = await Promise.all([
      query.select('m.id').orderBy('m.id').limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: await this.nodesByIds(ids.map((row) => row.id)), total: Number(total.count) };
  }

  /** Nodes of a page of ids, in the order given. */
  async nodesByIds(ids: readonly string[]): Promise<TreeNodeRow[]> {
    if (ids.length === 0) return [];
    const rows = (await this.nodeQuery(this.db)
      .where('m.id', 'in', [...ids])
      .execute()) as TreeNodeRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Agents (types 1, 2, 41, 42) by name or id; `topOnly`: those whose upline is no agent. */
  async searchAgents(filter: {
    query?: string | undefined;
    type?: number | undefined;
    topOnly: boolean;
    limit: number;
    offset: number;
  }): Promise<{ rows: TreeNodeRow[]; total: number }> {
    let query = this.db
      .selectFrom('members as m')
      .leftJoin('members as u', 'u.id', 'm.upline_member_id')
      .where('m.type', 'in', filter.type ? [filter.type] : [...agentTypes]);
    if (filter.topOnly)
      query = query.where((eb) => eb.or([eb('u.id', 'is', null), eb('u.type', 'not in', [...agentTypes])]));
    if (filter.query) {
      const term = filter.query;
      query = query.where((eb) =>
        eb.or([
          eb('m.username', 'ilike', likePattern(term)),
          ...(/^\d{1,18}$/.test(term) ? [eb('m.id', '=', term)] : []),
        ]),
      );
    }
    const [ids, total] = await Promise.all([
      query.select('m.id').orderBy('m.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: await this.nodesByIds(ids.map((row) => row.id)), total: Number(total.count) };
  }

  // ---------------------------------------------------------------- profiles

  findProfile(memberId: string, executor: Executor = this.db): Promise<AgentProfileRow | undefined> {
    return executor
      .selectFrom('agent_profiles')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  async profilesOf(memberIds: readonly string[]): Promise<Map<string, AgentProfileRow>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('agent_profiles')
      .selectAll()
      .where('member_id', 'in', [...memberIds])
      .execute();
    return new Map(rows.map((row) => [row.member_id, row]));
  }

  /** Creates the profile of a new agent (all flags off) or keeps the one it had. */
  async ensureProfile(memberId: string, executor: Executor): Promise<void> {
    await executor
      .insertInto('agent_profiles')
      .values({ member_id: memberId })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  }

  async setFlags(memberId: string, flags: AgentFlags, executor: Executor = this.db): Promise<void> {
    await executor
      .insertInto('agent_profiles')
      .values({ member_id: memberId, ...flagColumns(flags) })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ ...flagColumns(flags), updated_at: new Date() }),
      )
      .execute();
  }

  // ---------------------------------------------------------------- applications

  latestApplication(memberId: string): Promise<AgentApplicationRow | undefined> {
    return this.db
      .selectFrom('agent_applications')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Inserts a pending application; undefined when the member already has one open (unique index). */
  async insertApplication(
    memberId: string,
    remark: string,
    contact: string,
  ): Promise<AgentApplicationRow | undefined> {
    return this.db
      .insertInto('agent_applications')
      .values({ member_id: memberId, remark, contact })
      .onConflict((oc) => oc.column('member_id').where('status', '=', 'pending').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** The application, locked for a decision. */
  lockApplication(id: string, executor: Executor): Promise<AgentApplicationRow | undefined> {
    return executor
      .selectFrom('agent_applications')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async decideApplication(
    id: string,
    decision: {
      status: 'approved' | 'rejected';
      grantedType: number | null;
      reason: string | null;
      staffId: string;
      staffName: string;
    },
    executor: Executor,
  ): Promise<AgentApplicationRow> {
    return executor
      .updateTable('agent_applications')
      .set({
        status: decision.status,
        granted_type: decision.grantedType,
        decision_reason: decision.reason,
        decided_by: decision.staffId,
        decided_by_name: decision.staffName,
        decided_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private applicationQuery() {
    return this.db
      .selectFrom('agent_applications as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .leftJoin('members as u', 'u.id', 'm.upline_member_id');
  }

  async listApplications(filter: {
    status?: 'pending' | 'approved' | 'rejected' | undefined;
    query?: string | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: ApplicationListRow[]; total: number }> {
    let query = this.applicationQuery();
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.query) query = query.where('m.username', 'ilike', likePattern(filter.query));
    const [rows, total] = await Promise.all([
      query
        .selectAll('a')
        .select([
          'm.username',
          'm.type as member_type',
          'u.username as upline_username',
          'u.type as upline_type',
        ])
        .orderBy('a.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as ApplicationListRow[], total: Number(total.count) };
  }

  async findApplicationListRow(id: string): Promise<ApplicationListRow | undefined> {
    return (await this.applicationQuery()
      .selectAll('a')
      .select([
        'm.username',
        'm.type as member_type',
        'u.username as upline_username',
        'u.type as upline_type',
      ])
      .where('a.id', '=', id)
      .executeTakeFirst()) as ApplicationListRow | undefined;
  }
}

function flagColumns(flags: AgentFlags) {
  return {
    dividend_enabled: flags.dividendEnabled,
    daily_salary_enabled: flags.dailySalaryEnabled,
    hourly_salary_enabled: flags.hourlySalaryEnabled,
    realtime_salary_enabled: flags.realtimeSalaryEnabled,
  };
}

export function flagsOf(row: AgentProfileRow | undefined): AgentFlags {
  return {
    dividendEnabled: row?.dividend_enabled ?? false,
    dailySalaryEnabled: row?.daily_salary_enabled ?? false,
    hourlySalaryEnabled: row?.hourly_salary_enabled ?? false,
    realtimeSalaryEnabled: row?.realtime_salary_enabled ?? false,
  };
}
