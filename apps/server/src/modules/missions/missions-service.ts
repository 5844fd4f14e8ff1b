import type { LanguageCode } from '@gaming/contracts/languages';
import { presentTexts, textIn } from '@gaming/contracts/localized-text';
import {
  type AdminMission,
  type AdminMissionBody,
  type AdminMissionClaimsResponse,
  type AdminMissionListResponse,
  type MemberMission,
  type MissionClaimResponse,
  type MissionLeaderboardResponse,
  type MissionPeriod,
  type MissionStatus,
  type MissionSummaryResponse,
  missionLimits,
} from '@gaming/contracts/missions';
import type { MissionTitle } from '../../db/schema-missions.js';
import { type Period, periodAt } from '../../platform/brand-periods.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { maskAccount } from '../games/catalogue-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type {
  MissionDeposits,
  MissionGrants,
  MissionMembers,
  MissionPlayStats,
  MissionPoints,
  MissionStaffActor,
} from './mission-ports.js';
import type {
  MissionClaimRow,
  MissionRow,
  MissionsRepository,
  MissionValues,
} from './missions-repository.js';

/** A claim still owed this long is taken as its request's crash (payouts take milliseconds). */
const stuckAfterMs = 60_000;
const sweepBatch = 200;
const leaderboardCacheMs = 30_000;

type Language = LanguageCode;

function titleIn(title: MissionTitle, language: Language | undefined): string {
  return textIn(title, language);
}

function invalid(path: string, message: string): AppError {
  return new AppError('validation_failed', undefined, [{ path, message }]);
}

/** The facts of one member in one period, each read at most once per request (lazily). */
class PeriodFacts {
  private validBet: Promise<Map<string, bigint>> | null = null;
  private deposits: Promise<{ amountMinor: bigint; count: number }> | null = null;
  private days: Promise<number> | null = null;

  constructor(
    private readonly memberId: string,
    private readonly period: Period,
    private readonly offsetMinutes: number,
    private readonly playStats: MissionPlayStats,
    private readonly depositTotals: MissionDeposits,
  ) {}

  async progressOf(mission: MissionRow): Promise<bigint> {
    const { memberId, period } = this;
    switch (mission.metric) {
      case 'valid_bet': {
        this.validBet ??= this.playStats.validBetByCategory(memberId, period.start, period.end);
        const byCategory = await this.validBet;
        if (mission.category) return byCategory.get(mission.category) ?? 0n;
        let total = 0n;
        for (const amount of byCategory.values()) total += amount;
        return total;
      }
      case 'deposit_amount':
      case 'deposit_count': {
        this.deposits ??= this.depositTotals.creditedTotalsBetween(memberId, period.start, period.end);
        const totals = await this.deposits;
        return mission.metric === 'deposit_amount' ? totals.amountMinor : BigInt(totals.count);
      }
      case 'days_played': {
        this.days ??= this.playStats.daysPlayed(memberId, period.start, period.end, this.offsetMinutes);
        return BigInt(await this.days);
      }
    }
  }
}

/**
 * Missions (issue 17; docs/loyalty.md "Missions and ranking boards"): progress is computed on read from
 * real events in the mission's current period (brand calendar); a claim is one row per (mission, member,
 * period) written with its payment owed, then paid through PointsService.award or BonusesService.grant with
 * an id derived from that key, then marked paid. A replay, a concurrent claim or the sweeper pays with the
 * same id, so the reward is paid once.
 */
export class MissionsService {
  private leaderboardCache: { at: number; weekStart: number; value: MissionLeaderboardResponse } | null =
    null;

  constructor(
    private readonly repository: MissionsRepository,
    private readonly playStats: MissionPlayStats,
    private readonly deposits: MissionDeposits,
    private readonly points: MissionPoints,
    private readonly grants: MissionGrants,
    private readonly members: MissionMembers,
    private readonly ledgerIds: LedgerIds,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly log: { warn: (object: unknown, message: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  private offsetMinutes(): number {
    return this.settings.get('brand').gmtOffsetMinutes;
  }

  /** A points reward exists for members only while the points system (PTSYS3) is on. */
  private offered(mission: MissionRow): boolean {
    return mission.reward_kind !== 'points' || this.settings.get('whitelabel').PTSYS3;
  }

  private periodOf(period: MissionPeriod, now: Date): Period {
    return periodAt(period, now, this.offsetMinutes());
  }

  /** missionSummary: the live missions in their current periods, with progress and the badge's count. */
  async summary(memberId: string, language: Language | undefined): Promise<MissionSummaryResponse> {
    const now = this.now();
    const missions = (await this.repository.liveMissions(now, missionLimits.activeMissions)).filter(
      (mission) => this.offered(mission),
    );
    const offset = this.offsetMinutes();
    const periods = { daily: this.periodOf('daily', now), weekly: this.periodOf('weekly', now) };
    const facts = {
      daily: new PeriodFacts(memberId, periods.daily, offset, this.playStats, this.deposits),
      weekly: new PeriodFacts(memberId, periods.weekly, offset, this.playStats, this.deposits),
    };
    const since = periods.weekly.start < periods.daily.start ? periods.weekly.start : periods.daily.start;
    const claims = await this.repository.claimsOfMember(
      memberId,
      missions.map((mission) => mission.id),
      since,
    );
    const result: MemberMission[] = [];
    for (const mission of missions) {
      const period = periods[mission.period];
      const claim = claims.find(
        (row) => row.mission_id === mission.id && row.period_start.getTime() === period.start.getTime(),
      );
      const progress = await facts[mission.period].progressOf(mission);
      const target = BigInt(mission.target);
      result.push({
        id: mission.id,
        title: titleIn(mission.title, language),
        period: mission.period,
        metric: mission.metric,
        category: mission.category,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        target: mission.target,
        progress: progress.toString(),
        rewardKind: mission.reward_kind,
        rewardAmount: mission.reward_amount,
        wageringMultiple: mission.wagering_multiple === null ? null : Number(mission.wagering_multiple),
        status: claim ? 'claimed' : progress >= target ? 'claimable' : 'in_progress',
        claimedAt: claim?.claimed_at.toISOString() ?? null,
      });
    }
    return {
      missions: result,
      claimableCount: result.filter((mission) => mission.status === 'claimable').length,
    };
  }

  /** missionClaim: the current period's reward, once; a replay answers the first claim. */
  async claim(memberId: string, missionId: string): Promise<MissionClaimResponse> {
    const now = this.now();
    const mission = await this.repository.findMission(missionId);
    const live =
      mission?.status === 'active' && mission.starts_at <= now && (!mission.ends_at || mission.ends_at > now);
    if (!mission || !live || !this.offered(mission)) throw new AppError('not_found');
    const period = this.periodOf(mission.period, now);
    let claim = await this.repository.findClaim(mission.id, memberId, period.start);
    let replayed = true;
    if (!claim) {
      const facts = new PeriodFacts(memberId, period, this.offsetMinutes(), this.playStats, this.deposits);
      const progress = await facts.progressOf(mission);
      if (progress < BigInt(mission.target)) throw new AppError('mission_not_complete');
      const inserted = await this.repository.insertClaim({
        missionId: mission.id,
        memberId,
        periodStart: period.start,
        progress,
        rewardKind: mission.reward_kind,
        rewardAmount: mission.reward_amount,
        wageringMultiple: mission.wagering_multiple,
        wageringDays: mission.wagering_days,
        now,
      });
      replayed = !inserted;
      claim = inserted ?? (await this.repository.findClaim(mission.id, memberId, period.start));
      if (!claim) throw new AppError('service_unavailable');
    }
    if (claim.pending_step) await this.pay(claim, mission.title.EN);
    return {
      missionId: mission.id,
      periodStart: claim.period_start.toISOString(),
      rewardKind: claim.reward_kind,
      rewardAmount: claim.reward_amount,
      claimedAt: claim.claimed_at.toISOString(),
      replayed,
    };
  }

  /** Pays a claim's reward with the id of (mission, member, period), then clears the owed step. */
  private async pay(claim: MissionClaimRow, title: string): Promise<void> {
    const periodIso = claim.period_start.toISOString();
    const amount = BigInt(claim.reward_amount);
    let bonusId: string | null = null;
    if (claim.reward_kind === 'points') {
      await this.points.award({
        memberId: claim.member_id,
        points: amount,
        code: 'mission_points',
        key: this.ledgerIds.server('mission', claim.mission_id, claim.member_id, periodIso),
        referenceType: 'mission',
        referenceId: claim.mission_id,
        countsForLevel: true,
      });
    } else {
      const multiple = claim.wagering_multiple === null ? null : Number(claim.wagering_multiple);
      const granted = await this.grants.grant({
        memberId: claim.member_id,
        amountMinor: amount,
        kind: 'mission',
        sourceId: claim.mission_id,
        grantKey: `mission:${claim.mission_id}:${claim.member_id}:${periodIso}`,
        title,
        ledgerCode: 'mission_reward',
        claimable: null,
        wagering:
          claim.reward_kind === 'bonus' && multiple !== null
            ? {
                multipleOfMinor: amount,
                multiple,
                weights: {},
                defaultWeightPercent: 100,
                maxStakeMinor: null,
                maxCashoutMinor: null,
                wageringDays: claim.wagering_days,
              }
            : null,
      });
      bonusId = granted.bonusId;
    }
    await this.repository.markPaid(claim, bonusId, this.now());
  }

  /** The sweeper: pays claims whose request died between the claim row and its payment. */
  async payStragglers(): Promise<{ paid: number; failed: number }> {
    const before = new Date(this.now().getTime() - stuckAfterMs);
    const rows = await this.repository.owedClaims(before, sweepBatch);
    let failed = 0;
    for (const row of rows) {
      try {
        await this.pay(row, row.title.EN);
      } catch (error) {
        failed += 1;
        this.log.warn({ err: error, missionId: row.mission_id }, 'mission reward still owed');
      }
    }
    return { paid: rows.length - failed, failed };
  }

  /** missionLeaderboard: this brand week's members by missions claimed, masked; cached for 30 s. */
  async leaderboard(): Promise<MissionLeaderboardResponse> {
    const now = this.now();
    const week = this.periodOf('weekly', now);
    const cached = this.leaderboardCache;
    if (cached && cached.weekStart === week.start.getTime() && now.getTime() - cached.at < leaderboardCacheMs)
      return cached.value;
    const rows = await this.repository.claimLeaderboard(week.start, week.end, missionLimits.leaderboard);
    const accounts = await this.members.accountsOf(rows.map((row) => row.memberId));
    const value = {
      weekStart: week.start.toISOString(),
      weekEnd: week.end.toISOString(),
      entries: rows.map((row, index) => ({
        rank: index + 1,
        account: maskAccount(accounts.get(row.memberId) ?? ''),
        missionsClaimed: row.claimed,
      })),
    };
    this.leaderboardCache = { at: now.getTime(), weekStart: week.start.getTime(), value };
    return value;
  }

  // ------------------------------------------------------------------------------------------ staff

  private valuesOf(body: AdminMissionBody): MissionValues {
    const category = body.category ?? null;
    if (category !== null && body.metric !== 'valid_bet')
      throw invalid('category', 'validation.categoryOnlyForValidBet');
    const multiple = body.wageringMultiple ?? null;
    if (multiple !== null && body.rewardKind !== 'bonus')
      throw invalid('wageringMultiple', 'validation.wageringOnlyForBonus');
    if (multiple !== null && Math.round(multiple * 100) !== multiple * 100)
      throw invalid('wageringMultiple', 'validation.decimals');
    const target = BigInt(body.target);
    if (body.metric === 'days_played' && target > (body.period === 'daily' ? 1n : 7n))
      throw invalid('target', 'validation.daysInPeriod');
    const startsAt = new Date(body.startsAt);
    const endsAt = body.endsAt ? new Date(body.endsAt) : null;
    if (endsAt && endsAt <= startsAt) throw invalid('endsAt', 'validation.rangeOrder');
    return {
      title: presentTexts(body.title),
      period: body.period,
      metric: body.metric,
      category,
      target,
      rewardKind: body.rewardKind,
      rewardAmount: BigInt(body.rewardAmount),
      wageringMultiple: multiple,
      wageringDays: body.wageringDays ?? 7,
      startsAt,
      endsAt,
      status: body.status,
      sortOrder: body.sortOrder,
    };
  }

  async create(actor: MissionStaffActor, body: AdminMissionBody): Promise<AdminMission> {
    const values = this.valuesOf(body);
    const row = await this.repository.transaction(async (transaction) => {
      const inserted = await this.repository.insertMission(transaction, values, actor.staffId);
      await this.audit.record(
        actor.audit,
        { action: 'mission.create', targetType: 'mission', targetId: inserted.id, after: body },
        transaction,
      );
      return inserted;
    });
    return this.adminMission(row, 0);
  }

  /** An edit never changes a claim already made (the claim keeps its reward). */
  async update(actor: MissionStaffActor, id: string, body: AdminMissionBody): Promise<AdminMission> {
    const values = this.valuesOf(body);
    const row = await this.repository.transaction(async (transaction) => {
      const before = await this.repository.lockMission(transaction, id);
      if (!before) throw new AppError('not_found');
      const updated = await this.repository.updateMission(transaction, id, values);
      await this.audit.record(
        actor.audit,
        { action: 'mission.update', targetType: 'mission', targetId: id, before, after: body },
        transaction,
      );
      return updated as MissionRow;
    });
    const counts = await this.repository.claimCounts([row.id]);
    return this.adminMission(row, counts.get(row.id) ?? 0);
  }

  async list(
    status: MissionStatus | undefined,
    page: { page: number; pageSize: number },
  ): Promise<AdminMissionListResponse> {
    const { rows, total } = await this.repository.listMissions(status, page.page, page.pageSize);
    const counts = await this.repository.claimCounts(rows.map((row) => row.id));
    return {
      missions: rows.map((row) => this.adminMission(row, counts.get(row.id) ?? 0)),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
    };
  }

  async claims(
    missionId: string,
    page: { page: number; pageSize: number },
  ): Promise<AdminMissionClaimsResponse> {
    const mission = await this.repository.findMission(missionId);
    if (!mission) throw new AppError('not_found');
    const { rows, total } = await this.repository.claimsOfMission(missionId, page.page, page.pageSize);
    const accounts = await this.members.accountsOf(rows.map((row) => row.member_id));
    return {
      claims: rows.map((row) => ({
        memberId: row.member_id,
        account: accounts.get(row.member_id) ?? null,
        periodStart: row.period_start.toISOString(),
        progress: row.progress,
        rewardKind: row.reward_kind,
        rewardAmount: row.reward_amount,
        claimedAt: row.claimed_at.toISOString(),
        paidAt: row.paid_at?.toISOString() ?? null,
        bonusId: row.bonus_id,
      })),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
    };
  }

  private adminMission(row: MissionRow, claimCount: number): AdminMission {
    return {
      id: row.id,
      title: row.title,
      period: row.period,
      metric: row.metric,
      category: row.category,
      target: row.target,
      rewardKind: row.reward_kind,
      rewardAmount: row.reward_amount,
      wageringMultiple: row.wagering_multiple === null ? null : Number(row.wagering_multiple),
      wageringDays: row.wagering_days,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      status: row.status,
      sortOrder: row.sort_order,
      claimCount,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  }
}
