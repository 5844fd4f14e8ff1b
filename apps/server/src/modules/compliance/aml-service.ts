import type {
  AdminAmlFlagDecision,
  AdminAmlFlagsQuery,
  AdminAmlFlagsResponse,
  AdminAmlRulesResponse,
  AdminWithdrawalHoldsQuery,
  AdminWithdrawalHoldsResponse,
  AmlFlag,
  AmlRule,
  AmlRuleKind,
  AmlRules,
  WithdrawalHold,
} from '@gaming/contracts/aml';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SettingChangesService } from '../settings/setting-changes-service.js';
import { type StaffContext, staffActor } from '../staff/staff-service.js';
import type { AmlRepository, CreditedDeposit, NewAmlFlag } from './aml-repository.js';

const hourMs = 3_600_000;
/** The play ratio is compared in basis points, so the bigint sums never meet a float. */
const ratioScale = 10_000n;
/** The scan leaves the last minutes to the listeners: a credit committing late keeps an earlier credited_at. */
const scanLagMs = 2 * 60_000;
const scanBatchLimit = 500;
/** A first scan (no watermark yet) starts this far back instead of at the beginning of time. */
const firstScanLookBackMs = 24 * hourMs;

const systemActor: AuditActor = { type: 'system', id: null, name: 'aml', ip: null };

export type AmlPorts = {
  rules: () => AmlRules;
  enabled: () => boolean;
  creditedTotalBetween: (memberId: string, from: Date, to: Date) => Promise<bigint>;
  validBetBetween: (memberId: string, from: Date, to: Date) => Promise<bigint>;
};

export type RequestedWithdrawal = { id: string; memberId: string; amountMinor: bigint; requestedAt: Date };

type Finding = { rule: AmlRule; windowTotalMinor: bigint | null };

function iso(value: Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

type FlagRow = Awaited<ReturnType<AmlRepository['flagsOf']>>[number];

function toFlag(row: FlagRow): AmlFlag {
  return {
    id: row.id,
    memberId: row.member_id,
    memberAccount: row.member_account,
    ruleId: row.rule_id,
    ruleKind: row.rule_kind as AmlRuleKind,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    amountMinor: row.amount_minor,
    windowTotalMinor: row.window_total_minor,
    status: row.status,
    decidedByName: row.decided_by_name,
    decidedAt: iso(row.decided_at),
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Did this amount take the window's total across the threshold (so a cumulative rule flags once)? */
function crossed(totalMinor: bigint, amountMinor: bigint, thresholdMinor: bigint): boolean {
  return totalMinor >= thresholdMinor && totalMinor - amountMinor < thresholdMinor;
}

/**
 * AML (issue 20, plan 5.2): the rules of `aml.rules` evaluated on each credited deposit and each withdrawal
 * request. A finding is a flag, unique per (rule, subject), so any number of evaluations of one deposit or
 * withdrawal raise it once. A `flag_and_hold` rule on a withdrawal also holds it: the hold is written under
 * the withdrawal row's lock while it is pending, and approval checks for a hold under that same lock
 * (WithdrawalDecisions), so a hold and an approval never both succeed.
 */
export class AmlService {
  constructor(
    private readonly repository: AmlRepository,
    private readonly settingChanges: SettingChangesService,
    private readonly audit: AuditService,
    private readonly ports: AmlPorts,
    private readonly now: () => Date,
  ) {}

  private enabledRules(kinds: readonly AmlRuleKind[]): AmlRule[] {
    if (!this.ports.enabled()) return [];
    return this.ports.rules().rules.filter((rule) => rule.enabled && kinds.includes(rule.kind));
  }

  async evaluateDeposit(deposit: CreditedDeposit): Promise<number> {
    const rules = this.enabledRules(['single_deposit', 'cumulative_deposit']);
    const findings: Finding[] = [];
    for (const rule of rules) {
      const threshold = BigInt(rule.thresholdMinor);
      if (rule.kind === 'single_deposit') {
        if (deposit.amountMinor >= threshold) findings.push({ rule, windowTotalMinor: null });
        continue;
      }
      const end = new Date(deposit.creditedAt.getTime() + 1);
      const total = await this.ports.creditedTotalBetween(
        deposit.memberId,
        new Date(end.getTime() - rule.periodHours * hourMs),
        end,
      );
      if (crossed(total, deposit.amountMinor, threshold)) findings.push({ rule, windowTotalMinor: total });
    }
    if (findings.length === 0) return 0;
    const subject = { memberId: deposit.memberId, subjectType: 'deposit' as const, subjectId: deposit.id };
    return this.repository.transaction(async (transaction) => {
      let created = 0;
      for (const finding of findings)
        if (await this.raise(transaction, { ...subject, amountMinor: deposit.amountMinor }, finding))
          created += 1;
      return created;
    });
  }

  private async findingsForWithdrawal(withdrawal: RequestedWithdrawal): Promise<Finding[]> {
    const rules = this.enabledRules(['single_withdrawal', 'cumulative_withdrawal', 'low_play_withdrawal']);
    const findings: Finding[] = [];
    const end = new Date(withdrawal.requestedAt.getTime() + 1);
    for (const rule of rules) {
      const threshold = BigInt(rule.thresholdMinor);
      const start = new Date(end.getTime() - rule.periodHours * hourMs);
      if (rule.kind === 'single_withdrawal') {
        if (withdrawal.amountMinor >= threshold) findings.push({ rule, windowTotalMinor: null });
      } else if (rule.kind === 'cumulative_withdrawal') {
        const total = await this.repository.withdrawnBetween(withdrawal.memberId, start, end);
        if (crossed(total, withdrawal.amountMinor, threshold))
          findings.push({ rule, windowTotalMinor: total });
      } else if (withdrawal.amountMinor >= threshold) {
        const [deposited, validBet] = await Promise.all([
          this.ports.creditedTotalBetween(withdrawal.memberId, start, end),
          this.ports.validBetBetween(withdrawal.memberId, start, end),
        ]);
        const ratio = BigInt(Math.round(rule.playRatio * Number(ratioScale)));
        if (deposited > 0n && validBet * ratioScale < deposited * ratio)
          findings.push({ rule, windowTotalMinor: deposited });
      }
    }
    return findings;
  }

  /** Flags a withdrawal request; a hold rule also holds it if it is still pending (else flag only). */
  async evaluateWithdrawal(withdrawal: RequestedWithdrawal): Promise<{ flags: number; held: boolean }> {
    const findings = await this.findingsForWithdrawal(withdrawal);
    if (findings.length === 0) return { flags: 0, held: false };
    const holding = findings.find((finding) => finding.rule.action === 'flag_and_hold');
    return this.repository.transaction(async (transaction) => {
      // The withdrawal row first (the order approval takes it in), then the flags and the hold.
      const pending = holding
        ? await this.repository.lockPendingWithdrawal(transaction, withdrawal.id)
        : undefined;
      const subject = {
        memberId: withdrawal.memberId,
        subjectType: 'withdrawal' as const,
        subjectId: withdrawal.id,
        amountMinor: withdrawal.amountMinor,
      };
      let flags = 0;
      let holdFlagId: string | undefined;
      for (const finding of findings) {
        const flag = await this.repository.insertFlag(transaction, this.flagOf(subject, finding), this.now());
        if (flag.created) {
          flags += 1;
          await this.recordFlag(transaction, subject.memberId, flag.id, finding);
        }
        if (finding === holding) holdFlagId = flag.id;
      }
      let held = false;
      if (pending && holding && holdFlagId) {
        held = await this.repository.insertHold(
          transaction,
          { withdrawalId: withdrawal.id, flagId: holdFlagId, reason: holding.rule.id },
          this.now(),
        );
        if (held)
          await this.audit.record(
            systemActor,
            {
              action: 'aml.hold',
              targetType: 'withdrawal',
              targetId: withdrawal.id,
              after: { flagId: holdFlagId, ruleId: holding.rule.id },
            },
            transaction,
          );
      }
      return { flags, held };
    });
  }

  private flagOf(
    subject: Omit<NewAmlFlag, 'ruleId' | 'ruleKind' | 'windowTotalMinor'>,
    finding: Finding,
  ): NewAmlFlag {
    return {
      ...subject,
      ruleId: finding.rule.id,
      ruleKind: finding.rule.kind,
      windowTotalMinor: finding.windowTotalMinor,
    };
  }

  private async raise(
    transaction: Transaction<Database>,
    subject: Omit<NewAmlFlag, 'ruleId' | 'ruleKind' | 'windowTotalMinor'>,
    finding: Finding,
  ): Promise<boolean> {
    const flag = await this.repository.insertFlag(transaction, this.flagOf(subject, finding), this.now());
    if (flag.created) await this.recordFlag(transaction, subject.memberId, flag.id, finding);
    return flag.created;
  }

  private recordFlag(transaction: Transaction<Database>, memberId: string, flagId: string, finding: Finding) {
    return this.audit.record(
      systemActor,
      {
        action: 'aml.flag',
        targetType: 'member',
        targetId: memberId,
        after: { flagId, ruleId: finding.rule.id, kind: finding.rule.kind },
      },
      transaction,
    );
  }

  /** Approval's check, inside its transaction after its conditional update locked the withdrawal row. */
  async assertNotHeld(transaction: Transaction<Database>, withdrawalId: string): Promise<void> {
    if (await this.repository.activeHold(transaction, withdrawalId)) throw new AppError('withdrawal_on_hold');
  }

  /**
   * The aml-scan job: credited deposits after the watermark (at most 500 a run), so a credit whose listener
   * a crash skipped is still evaluated; evaluation is idempotent, so overlap with the listener is harmless.
   */
  async scan(): Promise<{ evaluated: number; flagged: number }> {
    const at = this.now();
    const mark = await this.repository.watermark();
    const after = mark
      ? { creditedAt: mark.credited_at, depositId: mark.deposit_id }
      : {
          creditedAt: new Date(at.getTime() - firstScanLookBackMs),
          depositId: '00000000-0000-0000-0000-000000000000',
        };
    const deposits = await this.repository.creditedAfter(
      after,
      new Date(at.getTime() - scanLagMs),
      scanBatchLimit,
    );
    let flagged = 0;
    for (const deposit of deposits) flagged += await this.evaluateDeposit(deposit);
    const last = deposits.at(-1);
    if (last) await this.repository.saveWatermark(last.creditedAt, last.id);
    return { evaluated: deposits.length, flagged };
  }

  async flags(query: AdminAmlFlagsQuery): Promise<AdminAmlFlagsResponse> {
    const { rows, total } = await this.repository.flags(
      query.status,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return { flags: rows.map(toFlag), pageInfo: { page: query.page, pageSize: query.pageSize, total } };
  }

  /** For the member compliance view (H7): the latest 50 flags. */
  async flagsOf(memberId: string): Promise<AmlFlag[]> {
    return (await this.repository.flagsOf(memberId, 50)).map(toFlag);
  }

  async decideFlag(context: StaffContext, id: string, decision: AdminAmlFlagDecision, client: RequestClient) {
    const at = this.now();
    await this.repository.transaction(async (transaction) => {
      const decided = await this.repository.decideFlag(
        transaction,
        id,
        { status: decision.status, decidedByName: context.staff.username, note: decision.note },
        at,
      );
      if (!decided) {
        const current = await this.repository.findFlag(id, transaction);
        throw new AppError(current ? 'invalid_state' : 'not_found');
      }
      await this.audit.record(
        staffActor(context.staff, client),
        {
          action: `aml.flag_${decision.status}`,
          targetType: 'member',
          targetId: decided.member_id,
          before: { flagId: id, status: 'open' },
          after: { flagId: id, status: decision.status, note: decision.note },
        },
        transaction,
      );
    });
    return { id, status: decision.status };
  }

  async holds(query: AdminWithdrawalHoldsQuery): Promise<AdminWithdrawalHoldsResponse> {
    const { rows, total } = await this.repository.holds(
      { active: query.active === 'true', withdrawalId: query.withdrawalId },
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    const holds: WithdrawalHold[] = rows.map((row) => ({
      withdrawalId: row.withdrawal_id,
      amlFlagId: row.aml_flag_id,
      memberId: row.member_id,
      memberAccount: row.member_account,
      amountMinor: row.amount_minor,
      withdrawalStatus: row.withdrawal_status,
      reason: row.reason,
      heldAt: new Date(row.held_at).toISOString(),
      releasedAt: iso(row.released_at),
      releasedByName: row.released_by_name,
      releaseNote: row.release_note,
    }));
    return { holds, pageInfo: { page: query.page, pageSize: query.pageSize, total } };
  }

  async release(context: StaffContext, withdrawalId: string, note: string, client: RequestClient) {
    const at = this.now();
    await this.repository.transaction(async (transaction) => {
      const released = await this.repository.release(
        transaction,
        withdrawalId,
        { releasedByName: context.staff.username, note },
        at,
      );
      if (!released) throw new AppError('not_found');
      await this.audit.record(
        staffActor(context.staff, client),
        {
          action: 'aml.hold_release',
          targetType: 'withdrawal',
          targetId: withdrawalId,
          before: { held: true, flagId: released.aml_flag_id },
          after: { held: false, note },
        },
        transaction,
      );
    });
    return { withdrawalId, released: true };
  }

  async rulesView(context: StaffContext): Promise<AdminAmlRulesResponse> {
    const changes = await this.settingChanges.list(context);
    const pending = changes.pending.find((change) => change.key === 'aml.rules');
    return {
      value: this.ports.rules(),
      pending:
        pending?.key === 'aml.rules'
          ? {
              id: pending.id,
              proposedValue: pending.proposedValue,
              proposedByName: pending.proposedByName,
              proposedAt: pending.proposedAt,
              proposedByCaller: pending.proposedByCaller,
            }
          : null,
    };
  }

  /** A four-eyes proposal: the rules change only when a second configureCompliance staff member approves. */
  proposeRules(value: AmlRules, context: StaffContext, client: RequestClient): Promise<SettingChange> {
    return this.settingChanges.propose('aml.rules', value, context, client);
  }
}
