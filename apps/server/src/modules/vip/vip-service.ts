import type { LanguageCode } from '@gaming/contracts/languages';
import { presentTexts } from '@gaming/contracts/localized-text';
import type {
  AdminMemberVipResponse,
  AdminVipLevels,
  VipLevel,
  VipStatusResponse,
} from '@gaming/contracts/vip';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MembersService } from '../members/members-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { VipBonusPort, VipPlayStatsPort, VipPointsPort } from './vip-ports.js';
import type { MemberVipRow, VipRepository } from './vip-repository.js';
import {
  checkLevels,
  type LevelRule,
  lifetimePointsFloor,
  measureOf,
  nameIn,
  qualifiedLevel,
  reviewedLevel,
  type Standing,
} from './vip-rules.js';

/** A staff action's actor for the audit log. */
export type VipStaffActor = { staffId: string; audit: AuditActor };

export type VipBenefits = { rebateBonusBasisPoints: number; dailyWithdrawalLimitMinor: bigint | null };

type Log = { warn: (object: unknown, message: string) => void };

const dayMs = 86_400_000;
/** Members per review batch, batches per run (the hourly run goes on with the rest). */
const reviewBatch = 200;
const reviewBatches = 25;
/** Members promoted per points notification (the earning job's batch is bounded too). */
const notificationLimit = 1_000;
/** Owed upgrade bonuses a sweep pays, and how old a row must be (a promotion pays its own at once). */
const sweepBatch = 200;
const sweepAfterMs = 30_000;

export function levelOfRule(level: LevelRule): VipLevel {
  return {
    rankLevel: level.rankLevel,
    names: level.names,
    thresholdKind: level.thresholdKind,
    thresholdValue: level.thresholdValue.toString(),
    keep: level.keep ? { validBetMinor: level.keep.validBetMinor.toString(), days: level.keep.days } : null,
    rebateBonusBasisPoints: level.rebateBonusBasisPoints,
    dailyWithdrawalLimitMinor: level.dailyWithdrawalLimitMinor?.toString() ?? null,
    upgradeBonusMinor: level.upgradeBonusMinor.toString(),
  };
}

function ruleOfLevel(level: VipLevel): LevelRule {
  return {
    rankLevel: level.rankLevel,
    names: presentTexts(level.names),
    thresholdKind: level.thresholdKind,
    thresholdValue: BigInt(level.thresholdValue),
    keep: level.keep ? { validBetMinor: BigInt(level.keep.validBetMinor), days: level.keep.days } : null,
    rebateBonusBasisPoints: level.rebateBonusBasisPoints,
    dailyWithdrawalLimitMinor:
      level.dailyWithdrawalLimitMinor === null ? null : BigInt(level.dailyWithdrawalLimitMinor),
    upgradeBonusMinor: BigInt(level.upgradeBonusMinor),
  };
}

/** A stored level above the configured top (levels removed later) counts as the top level. */
function effectiveLevel(row: MemberVipRow | undefined, levels: readonly LevelRule[]): number {
  return Math.min(row?.rank_level ?? 0, levels.length);
}

/**
 * VIP levels (issue 17; docs/loyalty.md "VIP levels"). Promotion is upward and at once: when lifetime
 * points change (PointsService.onLifetimeChanged) and on every read of the member's level, the member moves
 * to the highest level whose threshold is met, possibly several at once; each level's upgrade bonus is owed
 * in the same transaction as the move and paid once through bonus money (a sweeper pays what a crash left).
 * Demotion is the review's: one level down when the keep rule is not met, never below the lifetime-points
 * floor. Staff may set a level by hand (audited, no upgrade bonus).
 */
export class VipService {
  constructor(
    private readonly repository: VipRepository,
    private readonly points: VipPointsPort,
    private readonly playStats: VipPlayStatsPort,
    private readonly bonuses: VipBonusPort,
    private readonly members: Pick<MembersService, 'findById'>,
    private readonly staff: Pick<StaffService, 'usernamesOf'>,
    private readonly audit: AuditService,
    private readonly log: Log,
    private readonly now: () => Date,
  ) {}

  async adminLevels(): Promise<AdminVipLevels> {
    return { levels: (await this.repository.levels()).map(levelOfRule) };
  }

  async saveLevels(actor: VipStaffActor, body: AdminVipLevels): Promise<AdminVipLevels> {
    checkLevels(body.levels);
    const rules = body.levels.map(ruleOfLevel).sort((a, b) => a.rankLevel - b.rankLevel);
    await this.repository.transaction(async (transaction) => {
      const before = (await this.repository.levels(transaction)).map(levelOfRule);
      await this.repository.replaceLevels(transaction, rules, this.now());
      await this.audit.record(
        actor.audit,
        { action: 'vip.levels', targetType: 'vip_levels', targetId: 'brand', before, after: body.levels },
        transaction,
      );
    });
    return this.adminLevels();
  }

  /** What the thresholds are measured by; only the reads the levels need. */
  private standing(memberId: string, row: MemberVipRow | undefined, levels: readonly LevelRule[]) {
    return this.measure(memberId, row, {
      points: levels.some((level) => level.thresholdKind === 'lifetime_points'),
      bets: levels.some((level) => level.thresholdKind === 'valid_bet'),
    });
  }

  private async measure(
    memberId: string,
    row: MemberVipRow | undefined,
    reads: { points: boolean; bets: boolean },
  ): Promise<Standing> {
    const [balance, validBet] = await Promise.all([
      reads.points ? this.points.balanceOf(memberId) : { lifetimePoints: 0n },
      reads.bets ? this.playStats.totalValidBet(memberId, row?.demoted_at ?? undefined) : 0n,
    ]);
    return { lifetimePoints: balance.lifetimePoints, countedValidBetMinor: validBet };
  }

  /**
   * Moves the member up to the highest level met, at once. The decision is taken again under the member's
   * row lock, so concurrent promotions move once and owe each level's bonus once (its primary key).
   */
  async promote(memberId: string, levels?: readonly LevelRule[]): Promise<number> {
    const configured = levels ?? (await this.repository.levels());
    const row = await this.repository.memberVip(memberId);
    const current = effectiveLevel(row, configured);
    if (current >= configured.length) return current;
    const target = qualifiedLevel(configured, await this.standing(memberId, row, configured));
    if (target <= current) return current;
    const reached = await this.repository.transaction(async (transaction) => {
      const locked = await this.repository.lockMemberVip(transaction, memberId, this.now());
      const from = Math.min(locked.rank_level, configured.length);
      // A demotion in between restarts the valid bet counted: the next read decides again.
      if (from >= target || locked.demoted_at?.getTime() !== row?.demoted_at?.getTime()) return from;
      const change = { memberId, fromLevel: from, toLevel: target, staffId: null, remark: null } as const;
      await this.repository.setLevel(transaction, { ...change, reason: 'promoted' }, this.now());
      const owed = configured
        .filter(
          (level) => level.rankLevel > from && level.rankLevel <= target && level.upgradeBonusMinor > 0n,
        )
        .map((level) => ({ rankLevel: level.rankLevel, amountMinor: level.upgradeBonusMinor }));
      await this.repository.oweUpgradeBonuses(transaction, memberId, owed, this.now());
      return target;
    });
    if (reached === target) await this.payOwed({ memberId, limit: configured.length }, configured);
    return reached;
  }

  /**
   * Pays owed upgrade bonuses: grant key vip:<member>:<level>:upgrade, so a replay (a concurrent payer, the
   * sweeper after a crash) returns the first bonus and the row is marked paid once.
   */
  private async payOwed(
    filter: { memberId?: string; createdBefore?: Date; limit: number },
    levels: readonly LevelRule[],
  ) {
    const rows = await this.repository.unpaidUpgradeBonuses(filter);
    for (const row of rows) {
      const level = levels.find((candidate) => candidate.rankLevel === row.rank_level);
      try {
        const paid = await this.bonuses.grant({
          memberId: row.member_id,
          amountMinor: BigInt(row.amount_minor),
          kind: 'vip',
          sourceId: `${row.member_id}:${row.rank_level}`,
          grantKey: `vip:${row.member_id}:${row.rank_level}:upgrade`,
          title: `VIP ${level?.names.EN ?? row.rank_level}: upgrade bonus`,
          ledgerCode: 'vip_bonus',
          claimable: null,
          wagering: null,
        });
        await this.repository.markBonusPaid(row.member_id, row.rank_level, paid.bonusId, this.now());
      } catch (error) {
        this.log.warn(
          { err: error, memberId: row.member_id, level: row.rank_level },
          'VIP upgrade bonus not paid yet',
        );
      }
    }
  }

  /** Promotes members whose lifetime points changed (PointsService.onLifetimeChanged). */
  async onLifetimeChanged(memberIds: readonly string[]): Promise<void> {
    const levels = await this.repository.levels();
    if (levels.length === 0) return;
    for (const memberId of memberIds.slice(0, notificationLimit)) {
      await this.promote(memberId, levels).catch((error: unknown) =>
        this.log.warn({ err: error, memberId }, 'VIP promotion failed; the next read promotes'),
      );
    }
  }

  /** The member's level for the public state (spec §3), promoted first, and the way to the next level. */
  async status(memberId: string, language: LanguageCode | undefined): Promise<VipStatusResponse> {
    const levels = await this.repository.levels();
    const rankLevel = await this.promote(memberId, levels);
    const level = levels[rankLevel - 1];
    const next = levels[rankLevel];
    const [progress, keep] = await Promise.all([
      next ? this.progressTo(memberId, next, levels, language) : null,
      level?.keep ? this.keepOf(memberId, level.keep) : null,
    ]);
    return {
      hasVip: rankLevel >= 1,
      vipLabelName: level ? nameIn(level.names, language) : null,
      vipRankLevel: rankLevel,
      benefits: {
        rebateBonusBasisPoints: level?.rebateBonusBasisPoints ?? 0,
        dailyWithdrawalLimitMinor: level?.dailyWithdrawalLimitMinor?.toString() ?? null,
      },
      progress,
      keep,
    };
  }

  private async progressTo(
    memberId: string,
    next: LevelRule,
    levels: readonly LevelRule[],
    language: LanguageCode | undefined,
  ): Promise<VipStatusResponse['progress']> {
    const standing = await this.standing(memberId, await this.repository.memberVip(memberId), levels);
    return {
      nextRankLevel: next.rankLevel,
      nextName: nameIn(next.names, language),
      thresholdKind: next.thresholdKind,
      currentValue: measureOf(next, standing).toString(),
      nextThreshold: next.thresholdValue.toString(),
    };
  }

  /** The keep rule and the valid bet over its window so far. */
  private async keepOf(
    memberId: string,
    keep: NonNullable<LevelRule['keep']>,
  ): Promise<VipStatusResponse['keep']> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - keep.days * dayMs);
    const validBet = await this.playStats.totalValidBet(memberId, windowStart, now);
    return {
      days: keep.days,
      validBetMinor: keep.validBetMinor.toString(),
      currentValidBetMinor: validBet.toString(),
    };
  }

  /** The level's benefits (withdrawal limit, rebate bonus), after promoting the member. */
  async benefitsOf(memberId: string): Promise<VipBenefits> {
    const levels = await this.repository.levels();
    const level = levels[(await this.promote(memberId, levels)) - 1];
    return {
      rebateBonusBasisPoints: level?.rebateBonusBasisPoints ?? 0,
      dailyWithdrawalLimitMinor: level?.dailyWithdrawalLimitMinor ?? null,
    };
  }

  /** Members' levels as stored (0 for members without one), for audiences (promotions). */
  async levelsOf(memberIds: readonly string[]): Promise<Map<string, number>> {
    const [levels, stored] = await Promise.all([
      this.repository.levels(),
      this.repository.levelsOf(memberIds),
    ]);
    return new Map(memberIds.map((id) => [id, Math.min(stored.get(id) ?? 0, levels.length)]));
  }

  /**
   * The keep-rule review: members holding a level not yet reviewed this brand day (`dayStart`), in bounded
   * batches by id. A second run (or a concurrent one) finds them reviewed; a demotion re-checks the row
   * under its lock. Returns how many were demoted.
   */
  async review(dayStart: Date): Promise<{ reviewed: number; demoted: number }> {
    const levels = await this.repository.levels();
    let after: string | null = null;
    let reviewed = 0;
    let demoted = 0;
    for (let batch = 0; batch < reviewBatches; batch += 1) {
      const rows = await this.repository.dueForReview(after, dayStart, reviewBatch);
      for (const row of rows) {
        reviewed += 1;
        if (await this.reviewOne(row, levels, dayStart)) demoted += 1;
      }
      if (rows.length < reviewBatch) break;
      after = rows[rows.length - 1]?.member_id ?? null;
    }
    return { reviewed, demoted };
  }

  private async reviewOne(row: MemberVipRow, levels: readonly LevelRule[], dayStart: Date): Promise<boolean> {
    const current = effectiveLevel(row, levels);
    const level = levels[current - 1];
    const now = this.now();
    if (!level?.keep) {
      await this.repository.markReviewed(row.member_id, now);
      return false;
    }
    const [windowValidBetMinor, balance] = await Promise.all([
      this.playStats.totalValidBet(row.member_id, new Date(now.getTime() - level.keep.days * dayMs), now),
      this.points.balanceOf(row.member_id),
    ]);
    const target = reviewedLevel({
      current,
      level,
      windowValidBetMinor,
      reachedAt: row.reached_at,
      now,
      floor: lifetimePointsFloor(levels, balance.lifetimePoints),
    });
    if (target >= current) {
      await this.repository.markReviewed(row.member_id, now);
      return false;
    }
    return this.repository.transaction(async (transaction) => {
      const locked = await this.repository.lockMemberVip(transaction, row.member_id, now);
      if (locked.rank_level !== row.rank_level || (locked.reviewed_at && locked.reviewed_at >= dayStart))
        return false;
      const change = {
        memberId: row.member_id,
        fromLevel: current,
        toLevel: target,
        staffId: null,
        remark: null,
      };
      await this.repository.setLevel(transaction, { ...change, reason: 'demoted' }, now);
      return true;
    });
  }

  /** Upgrade bonuses a crash left owed (the minute job). */
  async sweepOwedBonuses(): Promise<void> {
    const createdBefore = new Date(this.now().getTime() - sweepAfterMs);
    await this.payOwed({ createdBefore, limit: sweepBatch }, await this.repository.levels());
  }

  private async requireMember(memberId: string) {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('not_found');
    return member;
  }

  async memberView(memberId: string, page: number, pageSize: number): Promise<AdminMemberVipResponse> {
    await this.requireMember(memberId);
    const levels = await this.repository.levels();
    const row = await this.repository.memberVip(memberId);
    const [standing, history] = await Promise.all([
      this.measure(memberId, row, { points: true, bets: true }),
      this.repository.history(memberId, page, pageSize),
    ]);
    const staffIds = history.rows.flatMap((entry) => (entry.staff_id ? [entry.staff_id] : []));
    const staffNames = await this.staff.usernamesOf(staffIds);
    return {
      memberId,
      rankLevel: effectiveLevel(row, levels),
      reachedAt: row && row.rank_level > 0 ? row.reached_at.toISOString() : null,
      reviewedAt: row?.reviewed_at?.toISOString() ?? null,
      lifetimePoints: standing.lifetimePoints.toString(),
      countedValidBetMinor: standing.countedValidBetMinor.toString(),
      history: history.rows.map((entry) => ({
        id: entry.id,
        fromLevel: entry.from_level,
        toLevel: entry.to_level,
        reason: entry.reason,
        staffName: entry.staff_id ? (staffNames.get(entry.staff_id) ?? null) : null,
        remark: entry.remark,
        createdAt: entry.created_at.toISOString(),
      })),
      pageInfo: { page, pageSize, total: history.total },
    };
  }

  /**
   * Staff set a member's level by hand with a reason (history + audit, one transaction). No upgrade bonus
   * is owed for it. Lowering (or setting 0) restarts the valid bet counted, like a demotion; a member whose
   * lifetime points meet a higher level is promoted back to it at the next read.
   */
  async setLevel(actor: VipStaffActor, memberId: string, input: { rankLevel: number; reason: string }) {
    await this.requireMember(memberId);
    const levels = await this.repository.levels();
    if (input.rankLevel > levels.length) throw new AppError('vip_level_unknown');
    const now = this.now();
    await this.repository.transaction(async (transaction) => {
      const locked = await this.repository.lockMemberVip(transaction, memberId, now);
      const from = Math.min(locked.rank_level, levels.length);
      const change = {
        memberId,
        fromLevel: from,
        toLevel: input.rankLevel,
        // Lowered, or set to no level: the valid bet counted for valid-bet thresholds starts again.
        reason: input.rankLevel < from || input.rankLevel === 0 ? ('demoted' as const) : ('staff' as const),
        staffId: actor.staffId,
        remark: input.reason,
      };
      await this.repository.setLevel(transaction, { ...change, reason: 'staff' }, now);
      if (change.reason === 'demoted') await this.repository.restartCountedBet(transaction, memberId, now);
      await this.audit.record(
        actor.audit,
        {
          action: 'vip.set_level',
          targetType: 'member',
          targetId: memberId,
          before: { rankLevel: from },
          after: { rankLevel: input.rankLevel, reason: input.reason },
        },
        transaction,
      );
    });
    return this.memberView(memberId, 1, 20);
  }
}
