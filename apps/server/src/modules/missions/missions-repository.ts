import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MissionsTable, MissionTitle } from '../../db/schema-missions.js';

export type MissionRow = Awaited<ReturnType<MissionsRepository['findMission']>> & {};
export type MissionClaimRow = NonNullable<Awaited<ReturnType<MissionsRepository['findClaim']>>>;

export type MissionValues = {
  title: MissionTitle;
  period: MissionsTable['period'];
  metric: MissionsTable['metric'];
  category: string | null;
  target: bigint;
  rewardKind: MissionsTable['reward_kind'];
  rewardAmount: bigint;
  wageringMultiple: number | null;
  wageringDays: number;
  startsAt: Date;
  endsAt: Date | null;
  status: MissionsTable['status'];
  sortOrder: number;
};

function columnsOf(values: MissionValues) {
  return {
    title: JSON.stringify(values.title),
    period: values.period,
    metric: values.metric,
    category: values.category,
    target: values.target.toString(),
    reward_kind: values.rewardKind,
    reward_amount: values.rewardAmount.toString(),
    wagering_multiple: values.wageringMultiple,
    wagering_days: values.wageringDays,
    starts_at: values.startsAt,
    ends_at: values.endsAt,
    status: values.status,
    sort_order: values.sortOrder,
  };
}

/** SQL of missions (0038_missions.sql); the service holds the rules. */
export class MissionsRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findMission(id: string) {
    return this.db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Titles (EN) of these missions (at most 500), for the points lines they paid. */
  async titlesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = ids.filter((id) => /^\d{1,18}$/.test(id)).slice(0, 500);
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('missions')
      .select(['id', 'title'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((row) => [row.id, row.title.EN]));
  }

  /** Missions members see at `now`: active and inside their window, by sort order. */
  liveMissions(now: Date, limit: number) {
    return this.db
      .selectFrom('missions')
      .selectAll()
      .where('status', '=', 'active')
      .where('starts_at', '<=', now)
      .where((where) => where.or([where('ends_at', 'is', null), where('ends_at', '>', now)]))
      .orderBy('sort_order')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  insertMission(executor: Transaction<Database>, values: MissionValues, createdBy: string | null) {
    return executor
      .insertInto('missions')
      .values({ ...columnsOf(values), created_by: createdBy })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateMission(executor: Transaction<Database>, id: string, values: MissionValues) {
    return executor
      .updateTable('missions')
      .set({ ...columnsOf(values), updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  lockMission(executor: Transaction<Database>, id: string) {
    return executor.selectFrom('missions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async listMissions(status: MissionsTable['status'] | undefined, page: number, pageSize: number) {
    let query = this.db.selectFrom('missions');
    if (status) query = query.where('status', '=', status);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async claimCounts(missionIds: readonly string[]): Promise<Map<string, number>> {
    if (missionIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('mission_claims')
      .select(['mission_id', sql<string>`count(*)`.as('count')])
      .where('mission_id', 'in', missionIds)
      .groupBy('mission_id')
      .execute();
    return new Map(rows.map((row) => [row.mission_id, Number(row.count)]));
  }

  findClaim(missionId: string, memberId: string, periodStart: Date) {
    return this.db
      .selectFrom('mission_claims')
      .selectAll()
      .where('mission_id', '=', missionId)
      .where('member_id', '=', memberId)
      .where('period_start', '=', periodStart)
      .executeTakeFirst();
  }

  /** The member's claims of these missions in periods starting at or after `since` (the current periods). */
  claimsOfMember(memberId: string, missionIds: readonly string[], since: Date) {
    if (missionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('mission_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('mission_id', 'in', missionIds)
      .where('period_start', '>=', since)
      .execute();
  }

  /** The claim, once: a concurrent replay inserts nothing and reads the first. */
  insertClaim(claim: {
    missionId: string;
    memberId: string;
    periodStart: Date;
    progress: bigint;
    rewardKind: MissionsTable['reward_kind'];
    rewardAmount: string;
    wageringMultiple: string | null;
    wageringDays: number;
    now: Date;
  }) {
    return this.db
      .insertInto('mission_claims')
      .values({
        mission_id: claim.missionId,
        member_id: claim.memberId,
        period_start: claim.periodStart,
        progress: claim.progress.toString(),
        reward_kind: claim.rewardKind,
        reward_amount: claim.rewardAmount,
        wagering_multiple: claim.wageringMultiple,
        wagering_days: claim.wageringDays,
        pending_step: 'pay',
        claimed_at: claim.now,
      })
      .onConflict((conflict) => conflict.columns(['mission_id', 'member_id', 'period_start']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Clears the owed payment once (a concurrent finisher finds it cleared and changes nothing). */
  async markPaid(claim: MissionClaimRow, bonusId: string | null, now: Date): Promise<void> {
    await this.db
      .updateTable('mission_claims')
      .set({ pending_step: null, paid_at: now, bonus_id: bonusId })
      .where('mission_id', '=', claim.mission_id)
      .where('member_id', '=', claim.member_id)
      .where('period_start', '=', claim.period_start)
      .where('pending_step', '=', 'pay')
      .execute();
  }

  /** Claims whose payment is still owed since before `before` (their request died), oldest first. */
  owedClaims(before: Date, limit: number) {
    return this.db
      .selectFrom('mission_claims')
      .innerJoin('missions', 'missions.id', 'mission_claims.mission_id')
      .selectAll('mission_claims')
      .select('missions.title')
      .where('mission_claims.pending_step', 'is not', null)
      .where('mission_claims.claimed_at', '<', before)
      .orderBy('mission_claims.claimed_at')
      .limit(limit)
      .execute();
  }

  async claimsOfMission(missionId: string, page: number, pageSize: number) {
    const base = this.db.selectFrom('mission_claims').where('mission_id', '=', missionId);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('claimed_at', 'desc')
        .orderBy('member_id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** Members by missions claimed in [from, to); ties: who made their last claim first, then member id. */
  async claimLeaderboard(from: Date, to: Date, limit: number) {
    const rows = await this.db
      .selectFrom('mission_claims')
      .select(['member_id', sql<string>`count(*)`.as('claimed'), sql<Date>`max(claimed_at)`.as('last_claim')])
      .where('claimed_at', '>=', from)
      .where('claimed_at', '<', to)
      .groupBy('member_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`max(claimed_at)`)
      .orderBy('member_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ memberId: row.member_id, claimed: Number(row.claimed) }));
  }
}
