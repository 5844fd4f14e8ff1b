import type { Jurisdiction, JurisdictionTool } from '@gaming/contracts/jurisdiction';
import type {
  RgLimit,
  RgLimitChangeResponse,
  RgLimitKind,
  RgLimitPeriod,
  RgLimitsStatus,
} from '@gaming/contracts/rg-limits';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { lockMemberDeposits } from '../../platform/member-locks.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SessionService } from '../auth/session-service.js';
import type { DepositsService } from '../deposits/deposits-service.js';
import type { LimitKey, LimitRow, LimitsRepository } from './limits-repository.js';
import type { PlayBudgetService } from './play-budget-service.js';

const hourMs = 3_600_000;
const dayMs = 86_400_000;
const moneyPeriods = ['day', 'week', 'month'] as const;
type MoneyPeriod = (typeof moneyPeriods)[number];
/** A reality-check acknowledgement may come this early (the dialog opens on the member's clock). */
const acknowledgeEarlyMs = 30_000;

export type LimitActor = AuditActor & { type: 'member' | 'staff' };

function toolOf(jurisdiction: Jurisdiction, kind: RgLimitKind): JurisdictionTool {
  return kind === 'session_time' ? jurisdiction.limits.sessionTime : jurisdiction.limits[kind];
}

function bigintOrNull(value: string | null): bigint | null {
  return value === null ? null : BigInt(value);
}

/** Rolling deposit windows back from `at`: 24 h, 7 days, one calendar month. */
export function depositWindowStart(period: MoneyPeriod, at: Date): Date {
  if (period === 'day') return new Date(at.getTime() - dayMs);
  if (period === 'week') return new Date(at.getTime() - 7 * dayMs);
  const start = new Date(at);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

/**
 * Deposit, loss, wager and session-time limits (issue 20, plan 2.2). A new or lower limit applies at once;
 * a higher one or a removal waits `increaseCoolingOffHours` and then needs the member's confirmation.
 * Every write locks the (member, kind, period) row; deposit-limit writes also take the member's deposit
 * lock, so a decrease and a deposit never interleave. All rules read the injected clock.
 */
export class LimitsService {
  constructor(
    private readonly deps: {
      repository: LimitsRepository;
      jurisdiction: () => Jurisdiction;
      audit: AuditService;
      deposits: DepositsService;
      sessions: SessionService;
      playBudget: PlayBudgetService;
      now: () => Date;
    },
  ) {}

  private get repository() {
    return this.deps.repository;
  }

  private assertOffered(kind: RgLimitKind, period: RgLimitPeriod): JurisdictionTool {
    const tool = toolOf(this.deps.jurisdiction(), kind);
    if (!tool.offered) throw new AppError('function_not_enabled');
    if ((kind === 'session_time') !== (period === 'session'))
      throw new AppError('validation_failed', 'This limit has no such period.', [
        { path: 'period', message: 'validation.invalid' },
      ]);
    return tool;
  }

  /** Sets a limit: applied at once when new or lower, else pending for the cooling-off. */
  async set(
    actor: LimitActor,
    memberId: string,
    kind: RgLimitKind,
    period: RgLimitPeriod,
    value: bigint | null,
  ): Promise<RgLimitChangeResponse> {
    const tool = this.assertOffered(kind, period);
    const at = this.deps.now();
    const key: LimitKey = { memberId, kind, period };
    const written = await this.repository.transaction(async (transaction) => {
      if (kind === 'deposit') await lockMemberDeposits(transaction, memberId);
      const row = await this.repository.lockRow(transaction, key);
      const active = bigintOrNull(row?.active_value ?? null);
      if (value === null && tool.mandatory && active !== null)
        await this.assertAnotherActive(transaction, key);
      const lowers = value !== null && (active === null || value <= active);
      const outcome: 'applied' | 'pending' = lowers || active === null ? 'applied' : 'pending';
      const coolingOffMs = this.deps.jurisdiction().limits.increaseCoolingOffHours * hourMs;
      const next = await this.repository.write(transaction, key, {
        activeValue: outcome === 'applied' ? value : active,
        pendingValue: outcome === 'pending' ? value : null,
        pendingRequestedAt: outcome === 'pending' ? at : null,
        pendingEffectiveAt: outcome === 'pending' ? new Date(at.getTime() + coolingOffMs) : null,
        at,
      });
      await this.record(transaction, actor, key, row, next, outcome, at);
      if (outcome === 'applied') await this.afterActiveChange(transaction, key, at);
      return { outcome, next };
    });
    await this.afterCommit(key, written.outcome === 'applied');
    return { outcome: written.outcome, limit: await this.view(written.next, at) };
  }

  /** Applies the waiting change once its cooling-off is over; before, `limit_cooling_off`. */
  async confirm(actor: LimitActor, memberId: string, kind: RgLimitKind, period: RgLimitPeriod) {
    this.assertOffered(kind, period);
    const at = this.deps.now();
    const key: LimitKey = { memberId, kind, period };
    const confirmed = await this.repository.transaction(async (transaction) => {
      if (kind === 'deposit') await lockMemberDeposits(transaction, memberId);
      const row = await this.repository.lockRow(transaction, key);
      if (!row || row.pending_effective_at === null) throw new AppError('not_found');
      const next = await this.repository.confirmDue(transaction, key, at);
      if (!next) throw new AppError('limit_cooling_off');
      await this.record(transaction, actor, key, row, next, 'confirmed', at);
      await this.afterActiveChange(transaction, key, at);
      return next;
    });
    await this.afterCommit(key, true);
    return { limit: await this.view(confirmed, at) };
  }

  /** Drops the waiting change; the active value stays. */
  async cancel(actor: LimitActor, memberId: string, kind: RgLimitKind, period: RgLimitPeriod) {
    this.assertOffered(kind, period);
    const at = this.deps.now();
    const key: LimitKey = { memberId, kind, period };
    const next = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.lockRow(transaction, key);
      if (!row || row.pending_effective_at === null) throw new AppError('not_found');
      const written = await this.repository.write(transaction, key, {
        activeValue: bigintOrNull(row.active_value),
        pendingValue: null,
        pendingRequestedAt: null,
        pendingEffectiveAt: null,
        at,
      });
      await this.record(transaction, actor, key, row, written, 'cancelled', at);
      return written;
    });
    return { limit: await this.view(next, at) };
  }

  private async assertAnotherActive(transaction: Transaction<Database>, key: LimitKey): Promise<void> {
    const rows = await this.repository.limitsOf(key.memberId, transaction);
    const others = rows.filter(
      (row) => row.kind === key.kind && row.period !== key.period && row.active_value !== null,
    );
    if (others.length === 0)
      throw new AppError('validation_failed', 'This limit is required here; lower or change it instead.', [
        { path: 'value', message: 'validation.required' },
      ]);
  }

  private async record(
    transaction: Transaction<Database>,
    actor: LimitActor,
    key: LimitKey,
    before: LimitRow | undefined,
    after: LimitRow,
    outcome: 'applied' | 'pending' | 'confirmed' | 'cancelled',
    at: Date,
  ): Promise<void> {
    const toValue = outcome === 'pending' ? after.pending_value : after.active_value;
    await this.repository.insertChange(transaction, {
      ...key,
      fromValue: before?.active_value ?? null,
      toValue: outcome === 'cancelled' ? (before?.pending_value ?? null) : toValue,
      outcome,
      actorType: actor.type,
      actorName: actor.name,
      at,
    });
    await this.deps.audit.record(
      actor,
      {
        action: `rg.limit_${outcome}`,
        targetType: 'member',
        targetId: key.memberId,
        before: before ? { kind: key.kind, period: key.period, activeValue: before.active_value } : null,
        after: {
          kind: key.kind,
          period: key.period,
          activeValue: after.active_value,
          pendingValue: after.pending_value,
          pendingEffectiveAt: after.pending_effective_at,
        },
      },
      transaction,
    );
  }

  /** A wager or loss limit changed: the member's play budget row follows in the same transaction. */
  private async afterActiveChange(transaction: Transaction<Database>, key: LimitKey, at: Date) {
    if (key.kind !== 'wager' && key.kind !== 'loss') return;
    const rows = await this.repository.limitsOf(key.memberId, transaction);
    const activeOf = (kind: 'wager' | 'loss', period: MoneyPeriod) =>
      bigintOrNull(rows.find((row) => row.kind === kind && row.period === period)?.active_value ?? null);
    await this.deps.playBudget.rewriteLimits(
      transaction,
      key.memberId,
      {
        wagerDay: activeOf('wager', 'day'),
        wagerWeek: activeOf('wager', 'week'),
        wagerMonth: activeOf('wager', 'month'),
        lossDay: activeOf('loss', 'day'),
        lossWeek: activeOf('loss', 'week'),
        lossMonth: activeOf('loss', 'month'),
      },
      at,
    );
  }

  /** After the commit: this process's budget set at once (others within 5 s; guard (b) meanwhile). */
  private async afterCommit(key: LimitKey, activeChanged: boolean): Promise<void> {
    if (!activeChanged) return;
    if (key.kind === 'wager' || key.kind === 'loss') {
      const rows = await this.repository.limitsOf(key.memberId);
      this.deps.playBudget.noteBudgeted(
        key.memberId,
        rows.some((row) => (row.kind === 'wager' || row.kind === 'loss') && row.active_value !== null),
      );
    }
    if (key.kind === 'session_time') {
      const rows = await this.repository.limitsOf(key.memberId);
      const minutes = rows.find((row) => row.kind === 'session_time')?.active_value ?? null;
      await this.deps.sessions.setPlayEndsOfMember(key.memberId, minutes === null ? null : Number(minutes));
    }
  }

  /**
   * The deposit-limit rule (a DepositsService create check): inside the creating transaction, under the
   * member's deposit lock. Mandatory and unset: `deposit_limit_required`. Else every active window must
   * hold the deposits already counted (pending, crediting, credited) plus this one.
   */
  async assertDepositAllowed(
    transaction: Transaction<Database>,
    memberId: string,
    amountMinor: bigint,
    at: Date,
  ): Promise<void> {
    const tool = toolOf(this.deps.jurisdiction(), 'deposit');
    const rows = (await this.repository.limitsOf(memberId, transaction)).filter(
      (row): row is LimitRow & { period: MoneyPeriod; active_value: string } =>
        row.kind === 'deposit' && row.active_value !== null && row.period !== 'session',
    );
    if (rows.length === 0) {
      if (tool.offered && tool.mandatory) throw new AppError('deposit_limit_required');
      return;
    }
    const totals = await this.deps.deposits.reservedTotalsSince(
      transaction,
      memberId,
      rows.map((row) => depositWindowStart(row.period, at)),
    );
    for (const [index, row] of rows.entries()) {
      const remaining = BigInt(row.active_value) - (totals[index] ?? 0n);
      if (amountMinor > remaining)
        throw new AppError('deposit_limit_reached', undefined, [
          { path: row.period, message: (remaining > 0n ? remaining : 0n).toString() },
        ]);
    }
  }

  /**
   * What a new session starts with (H3's completeLogin passes it to SessionService.issue): the play end
   * from the session-time limit (mandatory and unset: at once, so bets wait for the member to set it) and
   * the first reality check.
   */
  async sessionStart(memberId: string, at: Date) {
    const jurisdiction = this.deps.jurisdiction();
    const rows = await this.repository.limitsOf(memberId);
    const minutes = rows.find((row) => row.kind === 'session_time')?.active_value ?? null;
    const sessionTool = jurisdiction.limits.sessionTime;
    const playEndsAt =
      minutes !== null && sessionTool.offered
        ? new Date(at.getTime() + Number(minutes) * 60_000)
        : sessionTool.offered && sessionTool.mandatory
          ? at
          : null;
    const interval = await this.realityCheckMinutesOf(memberId);
    return {
      playEndsAt,
      realityCheckDueAt: interval === null ? null : new Date(at.getTime() + interval * 60_000),
    };
  }

  /** The session-time limit's end for a session starting at `at` (null: none). */
  async sessionPlayEnd(memberId: string, at: Date): Promise<Date | null> {
    return (await this.sessionStart(memberId, at)).playEndsAt;
  }

  /** The member's interval, else the profile default; null when off or not offered. */
  async realityCheckMinutesOf(memberId: string): Promise<number | null> {
    const realityCheck = this.deps.jurisdiction().realityCheck;
    if (!realityCheck.offered) return null;
    const chosen = await this.repository.realityCheckMinutesOf(memberId);
    return chosen === undefined ? realityCheck.defaultIntervalMinutes : chosen;
  }

  async setRealityCheck(
    actor: LimitActor,
    memberId: string,
    sessionId: string,
    intervalMinutes: number | null,
  ): Promise<void> {
    const realityCheck = this.deps.jurisdiction().realityCheck;
    if (!realityCheck.offered) throw new AppError('function_not_enabled');
    const allowed =
      intervalMinutes === null
        ? !realityCheck.mandatory
        : realityCheck.intervalsMinutes.includes(intervalMinutes);
    if (!allowed)
      throw new AppError('validation_failed', 'Choose one of the offered intervals.', [
        { path: 'intervalMinutes', message: 'validation.invalid' },
      ]);
    const at = this.deps.now();
    await this.repository.transaction(async (transaction) => {
      await this.repository.setRealityCheckMinutes(transaction, memberId, intervalMinutes, at);
      await this.deps.audit.record(
        actor,
        {
          action: 'rg.reality_check_set',
          targetType: 'member',
          targetId: memberId,
          after: { intervalMinutes },
        },
        transaction,
      );
    });
    await this.deps.sessions.setRealityCheckDue(
      sessionId,
      intervalMinutes === null ? null : new Date(at.getTime() + intervalMinutes * 60_000),
    );
  }

  /** The member saw the reality check: the next one is an interval later (`invalid_state` when none is due). */
  async acknowledgeRealityCheck(memberId: string, sessionId: string): Promise<void> {
    const interval = await this.realityCheckMinutesOf(memberId);
    if (interval === null) throw new AppError('function_not_enabled');
    const at = this.deps.now();
    const moved = await this.deps.sessions.acknowledgeRealityCheck(
      sessionId,
      new Date(at.getTime() + acknowledgeEarlyMs),
      new Date(at.getTime() + interval * 60_000),
    );
    if (!moved) throw new AppError('invalid_state', 'No reality check is due.');
  }

  /** rgSession: the session clock, the net result since login, the next reality check and play end. */
  async sessionClock(memberId: string, sessionId: string) {
    const clock = await this.deps.sessions.clockOf(sessionId);
    if (!clock) throw new AppError('unauthorized');
    const at = this.deps.now();
    const [net, interval] = await Promise.all([
      this.repository.netSince(memberId, clock.createdAt),
      this.realityCheckMinutesOf(memberId),
    ]);
    return {
      loginAt: clock.createdAt.toISOString(),
      elapsedSeconds: Math.max(0, Math.floor((at.getTime() - clock.createdAt.getTime()) / 1000)),
      netResultMinor: net.toString(),
      realityCheckIntervalMinutes: interval,
      nextRealityCheckAt: interval === null ? null : (clock.realityCheckDueAt?.toISOString() ?? null),
      playEndsAt: clock.playEndsAt?.toISOString() ?? null,
    };
  }

  /** The limits part of rgStatus (H3 builds the reply). */
  async statusOf(memberId: string): Promise<RgLimitsStatus> {
    const at = this.deps.now();
    const rows = (await this.repository.limitsOf(memberId)).filter(
      (row) => row.active_value !== null || row.pending_effective_at !== null,
    );
    const limits = await Promise.all(rows.map((row) => this.view(row, at)));
    const lowest = (kind: 'deposit' | 'loss' | 'wager') => {
      let value: bigint | null = null;
      for (const limit of limits)
        if (limit.kind === kind && limit.remaining !== null) {
          const remaining = BigInt(limit.remaining);
          if (value === null || remaining < value) value = remaining;
        }
      return value === null ? null : value.toString();
    };
    return {
      limits,
      effectiveRemaining: { deposit: lowest('deposit'), loss: lowest('loss'), wager: lowest('wager') },
      realityCheckIntervalMinutes: await this.realityCheckMinutesOf(memberId),
    };
  }

  /**
   * In-house play (H5, in InhouseService.recordRound's transaction): the stake counted against the wager
   * and loss limits, conditionally (`wager_limit_reached` / `loss_limit_reached`); no budget row: nothing.
   */
  chargePlayBudget(transaction: Transaction<Database>, memberId: string, stakeMinor: bigint, at: Date) {
    return this.deps.playBudget.charge(transaction, memberId, stakeMinor, at);
  }

  /** In-house payWin: the win counted (a loss limit is staked - won). */
  creditPlayBudget(transaction: Transaction<Database>, memberId: string, wonMinor: bigint, at: Date) {
    return this.deps.playBudget.credit(transaction, memberId, wonMinor, at);
  }

  /** The change history (staff's member compliance view), newest first, at most 50. */
  historyOf(memberId: string, limit = 50) {
    return this.repository.historyOf(memberId, Math.min(limit, 50));
  }

  private async usedOf(row: LimitRow, at: Date): Promise<bigint | null> {
    if (row.active_value === null || row.period === 'session') return null;
    const period = row.period;
    if (row.kind === 'deposit') {
      const totals = await this.repository.transaction((transaction) =>
        this.deps.deposits.reservedTotalsSince(transaction, row.member_id, [depositWindowStart(period, at)]),
      );
      return totals[0] ?? 0n;
    }
    const usage = await this.deps.playBudget.usageOf(row.member_id, at);
    if (!usage) return 0n;
    return row.kind === 'wager' ? usage[period].staked : usage[period].lost;
  }

  private async view(row: LimitRow, at: Date): Promise<RgLimit> {
    const used = await this.usedOf(row, at);
    const active = bigintOrNull(row.active_value);
    const remaining = active === null || used === null ? null : active - used > 0n ? active - used : 0n;
    const effectiveAt = row.pending_effective_at ? new Date(row.pending_effective_at) : null;
    return {
      kind: row.kind,
      period: row.period,
      activeValue: row.active_value,
      pending: effectiveAt !== null,
      pendingValue: row.pending_value,
      pendingEffectiveAt: effectiveAt?.toISOString() ?? null,
      canConfirm: effectiveAt !== null && effectiveAt.getTime() <= at.getTime(),
      used: used === null ? null : used.toString(),
      remaining: remaining === null ? null : remaining.toString(),
    };
  }
}
