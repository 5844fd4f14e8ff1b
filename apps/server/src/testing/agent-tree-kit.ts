import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../platform/security/passwords.js';

/**
 * A generated upline tree for tests and benchmarks (issue 15): one top agent and `members` members in
 * all, `branching` children per node in level order, so the deepest member sits at least `depth`
 * levels below the top. Nodes with children are agents (the top type 1, the others type 2, each with
 * an agent_profiles row and its flags), leaves ordinary members (type 0). Every member can log in with
 * `password`.
 *
 * `closure: 'trigger'` inserts the members the way registration does and lets 0029's trigger write the
 * closure rows, row by row; `closure: 'bulk'` (the default, for 100,000 members) inserts each level
 * with the trigger switched off for this transaction only (session_replication_role, which needs a
 * superuser, as the test and benchmark databases are) and writes the level's closure rows in one
 * statement. Both leave the same rows (agent-tree-kit's test and agents.int.test.ts compare them).
 */
export type AgentTreeOptions = {
  members: number;
  /** The deepest level wanted (the top is 0); at most agentTreeDepthLimit. */
  depth: number;
  /** Children per node; by default the smallest that fits `members` within `depth` levels. */
  branching?: number;
  closure?: 'trigger' | 'bulk';
  flags?: Partial<Record<'dividend' | 'daily' | 'hourly' | 'realtime', boolean>>;
  password?: string;
};

export type AgentTree = {
  rootId: string;
  rootUsername: string;
  password: string;
  /** Member ids by level: levels[0] = [rootId]. */
  levels: string[][];
  agentIds: string[];
  members: number;
  depth: number;
};

const maximumSeedMembers = 2_000_000;

export const agentTreePassword = 'Tree-kit-passphrase-61';

/** Sizes of each level: `branching` times the level above, the last one cut to the total. */
function levelSizes(members: number, depth: number, branching: number): number[] {
  const sizes = [1];
  let left = members - 1;
  while (left > 0) {
    const previous = sizes[sizes.length - 1] as number;
    // Keep at least one member for every level still to come, so the tree reaches `depth`.
    const levelsToCome = Math.max(0, depth - sizes.length);
    const size = Math.max(1, Math.min(previous * branching, left - levelsToCome));
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

function branchingFor(members: number, depth: number): number {
  let branching = 1;
  while (branching < members && (branching ** (depth + 1) - 1) / Math.max(1, branching - 1) < members)
    branching += 1;
  return Math.max(2, branching);
}

export async function seedAgentTree(db: Kysely<Database>, options: AgentTreeOptions): Promise<AgentTree> {
  if (options.members < 1 || options.members > maximumSeedMembers)
    throw new Error(`members must be 1..${maximumSeedMembers}`);
  const branching = options.branching ?? branchingFor(options.members, options.depth);
  const sizes = levelSizes(options.members, options.depth, branching);
  const password = options.password ?? agentTreePassword;
  const passwordHash = await hashPassword(password);
  // A tag of this call keeps names and referral codes unique across trees in one database.
  const tag = randomBytes(3).toString('hex');
  const bulk = (options.closure ?? 'bulk') === 'bulk';
  const levels: string[][] = [];
  let sequence = 0;
  let agentIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    if (bulk) await sql`set local session_replication_role = replica`.execute(trx);
    for (const [level, size] of sizes.entries()) {
      const parents = level === 0 ? [] : (levels[level - 1] as string[]);
      const ids = await insertLevel(trx, { tag, level, size, parents, branching, sequence, passwordHash });
      sequence += size;
      if (bulk) await writeClosure(trx, ids, level === 0);
      levels.push(ids);
    }
    agentIds = await markAgents(trx, levels, options.flags ?? {});
  });
  return {
    rootId: levels[0]?.[0] as string,
    rootUsername: `tree${tag}r`,
    password,
    levels,
    agentIds,
    members: options.members,
    depth: sizes.length - 1,
  };
}

type LevelInsert = {
  tag: string;
  level: number;
  size: number;
  parents: string[];
  branching: number;
  sequence: number;
  passwordHash: string;
};

/** Inserts one level in order: child n of the level hangs under parent floor(n / branching). */
async function insertLevel(executor: Kysely<Database>, level: LevelInsert): Promise<string[]> {
  const parents = level.parents.length > 0 ? level.parents : [null];
  const result = await sql<{ id: string }>`
    insert into members (username, type, nickname, password_hash, referral_code, upline_member_id)
    select case when ${level.level} = 0 then ${`tree${level.tag}r`} else ${`tree${level.tag}_`} || (${level.sequence}::bigint + n) end,
      0, 'tree member', ${level.passwordHash},
      upper(${`T${level.tag}`} || lpad(to_hex(${level.sequence}::bigint + n), 9, '0')),
      (${parents}::bigint[])[n / ${level.branching} + 1]
    from generate_series(0, ${level.size - 1}) as n
    order by n
    returning id`.execute(executor);
  return result.rows.map((row) => row.id);
}

/** The closure rows of one level from its uplines' rows (what the trigger writes row by row). */
async function writeClosure(executor: Kysely<Database>, ids: string[], isTop: boolean): Promise<void> {
  await sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    select id, id, 0 from unnest(${ids}::bigint[]) as id`.execute(executor);
  if (isTop) return;
  await sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    select t.ancestor_id, m.id, t.depth + 1
    from members m join member_tree t on t.descendant_id = m.upline_member_id
    where m.id = any(${ids}::bigint[])`.execute(executor);
}

async function markAgents(
  executor: Kysely<Database>,
  levels: string[][],
  flags: AgentTreeOptions['flags'] & object,
): Promise<string[]> {
  const all = levels.flat();
  const agents = await sql<{ id: string }>`
    update members m set type = case when m.upline_member_id is null then 1 else 2 end
    where m.id = any(${all}::bigint[])
      and exists (select 1 from members c where c.upline_member_id = m.id)
    returning m.id`.execute(executor);
  await sql`
    insert into agent_profiles (member_id, dividend_enabled, daily_salary_enabled, hourly_salary_enabled,
      realtime_salary_enabled)
    select id, ${flags.dividend ?? false}, ${flags.daily ?? false}, ${flags.hourly ?? false},
      ${flags.realtime ?? false}
    from members where id = any(${all}::bigint[]) and type in (1, 2)
    on conflict (member_id) do nothing`.execute(executor);
  return agents.rows.map((row) => row.id);
}
