import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LevelRule } from './vip-rules.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type MemberVipRow = {
  member_id: string;
  rank_level: number;
  reached_at: Date;
  reviewed_at: Date | null;
  demoted_at: Date | null;
};

export type LevelChange = {
  memberId: string;
  fromLevel: number;
  toLevel: number;
  reason: 'promoted' | 'demoted' | 'staff';
  staffId: string | null;
  remark: string | null;
};

/** SQL of VIP levels (0037): the level list, members' levels and history, upgrade bonuses owed. */
export class VipRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async levels(executor: Executor = this.db): Promise<LevelRule[]> {
    const rows = await executor
      .selectFrom('vip_levels')
      .selectAll()
      .orderBy('rank_level')
      .limit(100)
      .execute();
    return rows.map((row) => ({
      rankLevel: row.rank_level,
      names: row.names,
      thresholdKind: row.threshold_kind,
      thresholdValue: BigInt(row.threshold_value),
      keep:
        row.keep_valid_bet_minor !== null && row.keep_days !== null
          ? { validBetMinor: BigInt(row.keep_valid_bet_minor), days: row.keep_days }
          : null,
      rebateBonusBasisPoints: row.rebate_bonus_basis_points,
      dailyWithdrawalLimitMinor:
        row.daily_withdrawal_limit_minor === null ? null : BigInt(row.daily_withdrawal_limit_minor),
      upgradeBonusMinor: BigInt(row.upgrade_bonus_minor),
    }));
  }

  /** Replaces the whole list in the caller's transaction (the editor saves all levels at once). */
  async replaceLevels(transaction: Transaction<Database>, levels: readonly LevelRule[], now: Date) {
    await transaction.deleteFrom('vip_levels').execute();
    if (levels.length === 0) return;
    await transaction
      .insertInto('vip_levels')
      .values(
        levels.map((level) => ({
          rank_level: level.rankLevel,
          names: JSON.stringify(level.names),
          threshold_kind: level.thresholdKind,
          threshold_value: level.thresholdValue,
          keep_valid_bet_minor: level.keep?.validBetMinor ?? null,
          keep_days: level.keep?.days ?? null,
          rebate_bonus_basis_points: level.rebateBonusBasisPoints,
          daily_withdrawal_limit_minor: level.dailyWithdrawalLimitMinor,
          upgrade_bonus_minor: level.upgradeBonusMinor,
          updated_at: now,
        })),
      )
      .execute();
  }

  memberVip(memberId: string, executor: Executor = this.db): Promise<MemberVipRow | undefined> {
    return executor.selectFrom('member_vip').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  /** The member's row locked for a level change (written at level 0 first when it does not exist). */
  async lockMemberVip(
    transaction: Transaction<Database>,
    memberId: string,
    now: Date,
  ): Promise<MemberVipRow> {
    await transaction
      .insertInto('member_vip')
      .values({ member_id: memberId, rank_level: 0, reached_at: now })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
    return transaction
      .selectFrom('member_vip')
      .selectAll()
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  async setLevel(transaction: Transaction<Database>, change: LevelChange, now: Date): Promise<void> {
    await transaction
      .updateTable('member_vip')
      .set({
        rank_level: change.toLevel,
        reached_at: now,
        reviewed_at: now,
        ...(change.reason === 'demoted' ? { demoted_at: now } : {}),
      })
      .where('member_id', '=', change.memberId)
      .execute();
    await transaction
      .insertInto('member_vip_history')
      .values({
        member_id: change.memberId,
        from_level: change.fromLevel,
        to_level: change.toLevel,
        reason: change.reason,
        staff_id: change.staffId,
        remark: change.remark,
        created_at: now,
      })
      .execute();
  }

  /** A level lowered by hand counts valid bet again from now, as a demotion does. */
  async restartCountedBet(transaction: Transaction<Database>, memberId: string, now: Date): Promise<void> {
    await transaction
      .updateTable('member_vip')
      .set({ demoted_at: now })
      .where('member_id', '=', memberId)
      .execute();
  }

  async markReviewed(memberId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('member_vip')
      .set({ reviewed_at: now })
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Levels of these members (members without a row are absent: level 0). */
  async levelsOf(memberIds: readonly string[]): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('member_vip')
      .select(['member_id', 'rank_level'])
      .where('member_id', 'in', memberIds)
      .execute();
    return new Map(rows.map((row) => [row.member_id, row.rank_level]));
  }

  /** Members holding a level not reviewed since `reviewedBefore`, by id after the cursor (the daily review). */
  dueForReview(afterMemberId: string | null, reviewedBefore: Date, limit: number): Promise<MemberVipRow[]> {
    let query = this.db
      .selectFrom('member_vip')
      .selectAll()
      .where('rank_level', '>', 0)
      .where((eb) => eb.or([eb('reviewed_at', 'is', null), eb('reviewed_at', '<', reviewedBefore)]));
    if (afterMemberId !== null) query = query.where('member_id', '>', afterMemberId);
    return query.orderBy('member_id').limit(limit).execute();
  }

  /** Upgrade bonuses owed for levels above `fromLevel` up to `toLevel`, once per member and level. */
  async oweUpgradeBonuses(
    transaction: Transaction<Database>,
    memberId: string,
    owed: ReadonlyArray<{ rankLevel: number; amountMinor: bigint }>,
    now: Date,
  ): Promise<void> {
    if (owed.length === 0) return;
    await transaction
      .insertInto('vip_upgrade_bonuses')
      .values(
        owed.map((bonus) => ({
          member_id: memberId,
          rank_level: bonus.rankLevel,
          amount_minor: bonus.amountMinor,
          created_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['member_id', 'rank_level']).doNothing())
      .execute();
  }

  unpaidUpgradeBonuses(filter: { memberId?: string; createdBefore?: Date; limit: number }) {
    let query = this.db.selectFrom('vip_upgrade_bonuses').selectAll().where('paid_at', 'is', null);
    if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
    if (filter.createdBefore !== undefined) query = query.where('created_at', '<', filter.createdBefore);
    return query.orderBy('created_at').limit(filter.limit).execute();
  }

  async markBonusPaid(memberId: string, rankLevel: number, bonusId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('vip_upgrade_bonuses')
      .set({ paid_at: now, bonus_id: bonusId })
      .where('member_id', '=', memberId)
      .where('rank_level', '=', rankLevel)
      .where('paid_at', 'is', null)
      .execute();
  }

  async history(memberId: string, page: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('member_vip_history')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('member_vip_history')
        .select(sql<string>`count(*)`.as('total'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  }
}
