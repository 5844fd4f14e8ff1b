import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  RgExclusionKindColumn,
  RgExclusionsTable,
  RgMemberStateTable,
  RgRegisterAnswerColumn,
  RgRegisterChecksTable,
} from '../../db/schema-rg-exclusions.js';
import { lockMemberDeposits } from '../../platform/member-locks.js';

export type ExclusionRow = Selectable<RgExclusionsTable>;
export type MemberStateRow = Selectable<RgMemberStateTable>;
export type RegisterCheckRow = Selectable<RgRegisterChecksTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export type NewExclusion = {
  memberId: string;
  kind: RgExclusionKindColumn;
  startsAt: Date;
  endsAt: Date | null;
  source: 'member' | 'staff' | 'register';
  reason: string | null;
  actorName: string;
};

/** A member the register recheck job may look up, with what the register matches on. */
export type RecheckCandidate = {
  memberId: string;
  username: string;
  email: string | null;
  mobile: string | null;
  profile: Record<string, string | null>;
  seenDueAt: Date | null;
  seenCheckedAt: Date | null;
};

/** SQL of exclusions, the member's exclusion state and register answers (0049_rg_exclusions.sql). */
export class ExclusionsRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  insertExclusion(executor: Executor, exclusion: NewExclusion): Promise<ExclusionRow> {
    return executor
      .insertInto('rg_exclusions')
      .values({
        member_id: exclusion.memberId,
        kind: exclusion.kind,
        starts_at: exclusion.startsAt,
        ends_at: exclusion.endsAt,
        source: exclusion.source,
        reason: exclusion.reason,
        actor_name: exclusion.actorName,
        created_at: exclusion.startsAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The state row, created empty when missing, locked until the transaction ends (one writer per member). */
  async lockState(transaction: Transaction<Database>, memberId: string, at: Date): Promise<MemberStateRow> {
    await transaction
      .insertInto('rg_member_state')
      .values({
        member_id: memberId,
        updated_at: at,
        blocked: false,
        marketing_blocked: false,
        awaiting_return: false,
      })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
    return transaction
      .selectFrom('rg_member_state')
      .selectAll()
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /**
   * The state as it is once every exclusion that already locked (or is inserting) the row has committed:
   * the insert waits for a concurrent insert of the same key, the FOR SHARE for a concurrent update.
   */
  async settledStateOf(memberId: string, at: Date): Promise<MemberStateRow> {
    return this.transaction(async (transaction) => {
      await transaction
        .insertInto('rg_member_state')
        .values({
          member_id: memberId,
          updated_at: at,
          blocked: false,
          marketing_blocked: false,
          awaiting_return: false,
        })
        .onConflict((conflict) => conflict.column('member_id').doNothing())
        .execute();
      return transaction
        .selectFrom('rg_member_state')
        .selectAll()
        .where('member_id', '=', memberId)
        .forShare()
        .executeTakeFirstOrThrow();
    });
  }

  /**
   * The member's deposit lock (the one deposit creation holds): an exclusion taking it first means a deposit
   * either commits before the exclusion or reads the exclusion's state after it.
   */
  lockDeposits(transaction: Transaction<Database>, memberId: string): Promise<void> {
    return lockMemberDeposits(transaction, memberId);
  }

  stateOf(memberId: string, executor: Executor = this.db): Promise<MemberStateRow | undefined> {
    return executor
      .selectFrom('rg_member_state')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  async block(
    transaction: Transaction<Database>,
    memberId: string,
    block: { kind: RgExclusionKindColumn; until: Date | null },
    at: Date,
  ): Promise<void> {
    await transaction
      .updateTable('rg_member_state')
      .set({
        blocked: true,
        blocked_kind: block.kind,
        blocked_until: block.until,
        marketing_blocked: true,
        awaiting_return: false,
        return_effective_at: null,
        updated_at: at,
      })
      .where('member_id', '=', memberId)
      .execute();
  }

  /** An exclusion whose end has passed now waits for the member's return request (lazily, and by the job). */
  async moveEndedToAwaitingReturn(at: Date, memberId?: string, limit = 500): Promise<number> {
    const result = await sql<{ member_id: string }>`
      update rg_member_state set blocked = false, awaiting_return = true, updated_at = ${at}
      where member_id in (
        select member_id from rg_member_state
        where blocked and blocked_until is not null and blocked_until <= ${at}
        ${memberId ? sql`and member_id = ${memberId}` : sql``}
        limit ${limit})
      and blocked and blocked_until <= ${at}
      returning member_id`.execute(this.db);
    return result.rows.length;
  }

  /** The member asks to return: only once, only while awaiting return; conditional, so a replay changes nothing. */
  async requestReturn(memberId: string, effectiveAt: Date, at: Date): Promise<MemberStateRow | undefined> {
    return this.db
      .updateTable('rg_member_state')
      .set({ return_effective_at: effectiveAt, updated_at: at })
      .where('member_id', '=', memberId)
      .where('awaiting_return', '=', true)
      .where('blocked', '=', false)
      .where('return_effective_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** After the return's cooling-off: the member is back (marketing too). Conditional on the same instant. */
  async clearReturned(memberId: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('rg_member_state')
      .set({
        awaiting_return: false,
        return_effective_at: null,
        blocked_kind: null,
        blocked_until: null,
        marketing_blocked: false,
        updated_at: at,
      })
      .where('member_id', '=', memberId)
      .where('blocked', '=', false)
      .where('awaiting_return', '=', true)
      .where('return_effective_at', '<=', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async marketingBlockedAmong(memberIds: readonly string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('rg_member_state')
      .select('member_id')
      .where('member_id', 'in', [...memberIds])
      .where('marketing_blocked', '=', true)
      .execute();
    return new Set(rows.map((row) => String(row.member_id)));
  }

  async hasExclusionOfKind(memberId: string, kind: RgExclusionKindColumn): Promise<boolean> {
    const row = await this.db
      .selectFrom('rg_exclusions')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  exclusionsOf(memberId: string, limit: number): Promise<ExclusionRow[]> {
    return this.db
      .selectFrom('rg_exclusions')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  registerChecksOf(memberId: string, limit: number): Promise<RegisterCheckRow[]> {
    return this.db
      .selectFrom('rg_register_checks')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async insertRegisterCheck(check: {
    memberId: string | null;
    provider: string;
    trigger: RgRegisterChecksTable['trigger'];
    answer: RgRegisterAnswerColumn;
    latencyMs: number;
    at: Date;
  }): Promise<void> {
    await this.db
      .insertInto('rg_register_checks')
      .values({
        member_id: check.memberId,
        provider: check.provider,
        trigger: check.trigger,
        answer: check.answer,
        latency_ms: Math.max(0, Math.round(check.latencyMs)),
        checked_at: check.at,
      })
      .execute();
  }

  /** The member's last register answer; `recheckDueAt` set when it did not answer (allowAndRecheck). */
  async recordRegisterAnswer(
    memberId: string,
    answer: RgRegisterAnswerColumn,
    recheckDueAt: Date | null,
    at: Date,
  ): Promise<void> {
    await this.db
      .insertInto('rg_member_state')
      .values({
        member_id: memberId,
        blocked: false,
        marketing_blocked: false,
        awaiting_return: false,
        register_answer: answer,
        register_checked_at: at,
        register_recheck_due_at: recheckDueAt,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({
          register_answer: answer,
          register_checked_at: at,
          register_recheck_due_at: recheckDueAt,
          updated_at: at,
        }),
      )
      .execute();
  }

  /**
   * Members the recheck job looks up: signed in within `activeSince`, and never checked, checked before
   * `checkedBefore`, or due. One read of members (what registers match on) with the state row; capped.
   */
  async recheckCandidates(
    query: { activeSince: Date; checkedBefore: Date; at: Date },
    limit: number,
  ): Promise<RecheckCandidate[]> {
    const rows = await this.db
      .selectFrom('members as m')
      .leftJoin('rg_member_state as s', 's.member_id', 'm.id')
      .select([
        'm.id',
        'm.username',
        'm.email',
        'm.country_dialing_code',
        'm.mobile_number',
        'm.profile',
        's.register_recheck_due_at',
        's.register_checked_at',
      ])
      .where('m.last_login_at', '>=', query.activeSince)
      .where('m.type', '!=', 4)
      .where((eb) =>
        eb.or([
          eb('s.member_id', 'is', null),
          eb('s.register_checked_at', 'is', null),
          eb('s.register_checked_at', '<', query.checkedBefore),
          eb('s.register_recheck_due_at', '<=', query.at),
        ]),
      )
      .where((eb) =>
        eb.or([eb('s.register_recheck_due_at', 'is', null), eb('s.register_recheck_due_at', '<=', query.at)]),
      )
      .orderBy('m.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      memberId: String(row.id),
      username: row.username,
      email: row.email,
      mobile: row.mobile_number ? `${row.country_dialing_code ?? ''}${row.mobile_number}` : null,
      profile: row.profile ?? {},
      seenDueAt: row.register_recheck_due_at ?? null,
      seenCheckedAt: row.register_checked_at ?? null,
    }));
  }

  /**
   * Claims a member for one recheck: moves its due instant only if nobody moved it since it was read, so
   * two processes running the job never look the same member up twice.
   */
  async claimRecheck(
    memberId: string,
    seen: { dueAt: Date | null; checkedAt: Date | null },
    claimUntil: Date,
    at: Date,
  ): Promise<boolean> {
    // Both columns: an answer recorded meanwhile clears the due instant again, so it alone cannot tell.
    const result = await sql<{ member_id: string }>`
      insert into rg_member_state (member_id, blocked, marketing_blocked, awaiting_return, register_recheck_due_at, updated_at)
      values (${memberId}, false, false, false, ${claimUntil}, ${at})
      on conflict (member_id) do update set register_recheck_due_at = ${claimUntil}, updated_at = ${at}
      where rg_member_state.register_recheck_due_at is not distinct from ${seen.dueAt}::timestamptz
        and rg_member_state.register_checked_at is not distinct from ${seen.checkedAt}::timestamptz
      returning member_id`.execute(this.db);
    return result.rows.length > 0;
  }

  /**
   * The register no longer confirms an external exclusion: it ends, but what else still runs is kept (the
   * longest unexpired break, self-exclusion or under-age exclusion); with nothing else the member waits
   * for return. Under the state row's lock, so it cannot interleave with a new exclusion.
   */
  async endExternal(memberId: string, at: Date): Promise<boolean> {
    return this.transaction(async (transaction) => {
      const state = await transaction
        .selectFrom('rg_member_state')
        .selectAll()
        .where('member_id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      if (!state?.blocked || state.blocked_kind !== 'external') return false;
      const other = await transaction
        .selectFrom('rg_exclusions')
        .select(['kind', 'ends_at'])
        .where('member_id', '=', memberId)
        .where('kind', 'not in', ['external', 'closure'])
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
        .orderBy(sql`ends_at desc nulls first`)
        .limit(1)
        .executeTakeFirst();
      const update = other
        ? { blocked_kind: other.kind, blocked_until: other.ends_at, updated_at: at }
        : { blocked: false, awaiting_return: true, blocked_until: at, updated_at: at };
      await transaction
        .updateTable('rg_member_state')
        .set(update)
        .where('member_id', '=', memberId)
        .execute();
      return true;
    });
  }
}
