import type {
  Adjustment,
  AdjustmentCreateRequest,
  AdjustmentListQuery,
  BrandMoney,
} from '@gaming/contracts/adjustments';
import type { LedgerCode } from '@gaming/contracts/ledger-codes';
import { parseDecimalAmount } from '@gaming/contracts/money';
import { brandDayStart } from '../../platform/brand-day.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import { finishEach, type RecoveryLogger, type RecoveryReport } from '../../platform/row-recovery.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import type { AdjustmentRow, AdjustmentsRepository } from './adjustments-repository.js';

/** A staff member acting, as the audit trail names them. */
export type AdjustmentActor = AuditActor & { id: string };

const maximumAmountMinor = 1_000_000_000_000_000n;
/** An adjustment still 'approved' this long after its claim lost its ledger step to a crash. */
const unfinishedAfterMs = 2 * 60_000;
const resumeBatch = 50;

/** The ledger transfer id of an adjustment: keyed, so no member can take it before the adjustment applies. */
export function adjustmentTransferId(ids: LedgerIds, adjustmentId: string): string {
  return ids.server('adjustment', adjustmentId, 'apply');
}

export function toAdjustment(row: AdjustmentRow): Adjustment {
  return {
    id: row.id,
    memberId: row.member_id,
    memberAccount: row.member_account,
    direction: row.direction,
    kind: row.kind,
    amountMinor: row.amount_minor,
    reason: row.reason,
    status: row.status,
    approvalThresholdMinor: row.approval_threshold_minor,
    needsSecondApproval: row.needs_second_approval,
    requestedBy: { id: row.requested_by, username: row.requested_by_name },
    requestedAt: new Date(row.requested_at).toISOString(),
    decidedBy:
      row.decided_by && row.decided_by_name ? { id: row.decided_by, username: row.decided_by_name } : null,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    rejectionReason: row.rejection_reason,
    failureCode: row.failure_code,
    transferId: row.transfer_id,
    appliedAt: row.applied_at ? new Date(row.applied_at).toISOString() : null,
  };
}

function sameRequest(row: AdjustmentRow, expected: Partial<AdjustmentRow>): boolean {
  return (
    row.member_id === expected.member_id &&
    row.direction === expected.direction &&
    row.kind === expected.kind &&
    row.amount_minor === expected.amount_minor &&
    row.reason === expected.reason &&
    row.requested_by === expected.requested_by
  );
}

/**
 * Manual wallet adjustments by staff. At or below the configured threshold one staff member's request
 * applies at once; above it a second, different staff member approves or rejects it. The money moves
 * only through one ledger transfer whose id derives from the adjustment's id, and every state change is
 * a conditional update on the status, so concurrent approvals apply it exactly once. A debit the ledger
 * refuses (it would take the member below zero) ends as 'failed' with insufficient_funds: the request
 * is settled, and staff file a new one if the member's balance later allows it.
 */
export class AdjustmentsService {
  constructor(
    private readonly repository: AdjustmentsRepository,
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly wallet: WalletService,
    private readonly members: MembersService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly events: MemberEventBus,
    private readonly log: RecoveryLogger,
  ) {}

  brand(): BrandMoney {
    const brand = this.settings.get('brand');
    return {
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
    };
  }

  approvalThresholdMinor(): bigint {
    return BigInt(this.settings.get('adjustments').approvalThresholdMinor);
  }

  async create(input: AdjustmentCreateRequest, actor: AdjustmentActor): Promise<Adjustment> {
    const amountMinor = this.wallet.parseAmount(input.amount);
    if (amountMinor > maximumAmountMinor)
      throw new AppError('validation_failed', undefined, [{ path: 'amount', message: 'validation.amount' }]);
    const member = await this.members.findByUsername(input.memberAccount);
    if (!member) throw new AppError('not_found', 'No member with this account name.');
    const threshold = this.approvalThresholdMinor();
    const fields = {
      member_id: member.id,
      direction: input.direction,
      kind: input.kind,
      amount_minor: amountMinor.toString(),
      reason: input.reason,
      requested_by: actor.id,
    };
    const existing = await this.repository.findByRequestId(input.requestId);
    if (existing) return this.replayed(existing, fields);
    if (input.direction === 'debit') await this.checkAvailable(member.id, amountMinor);
    const needsSecondApproval = amountMinor > threshold;
    const inserted = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.insert(transaction, {
        ...fields,
        request_id: input.requestId,
        member_account: member.username,
        status: needsSecondApproval ? 'pending_approval' : 'approved',
        approval_threshold_minor: threshold.toString(),
        needs_second_approval: needsSecondApproval,
        requested_by_name: actor.name,
      });
      if (row) await this.record(actor, 'adjustment.requested', row, transaction);
      return row;
    });
    if (!inserted) {
      const winner = await this.repository.findByRequestId(input.requestId);
      if (!winner) throw new AppError('internal_error');
      return this.replayed(winner, fields);
    }
    if (needsSecondApproval) return toAdjustment(inserted);
    return this.settled(await this.applyClaimed(inserted, actor));
  }

  /** A retry returns the first result; the same request id for different fields is an error. */
  private replayed(row: AdjustmentRow, fields: Partial<AdjustmentRow>): Adjustment {
    if (!sameRequest(row, fields))
      throw new AppError('validation_failed', 'This request id was already used for a different adjustment.');
    return this.settled(row);
  }

  /** A failed adjustment answers with the ledger's refusal, the first time and on every retry. */
  private settled(row: AdjustmentRow): Adjustment {
    if (row.status === 'failed') throw new AppError('insufficient_funds');
    return toAdjustment(row);
  }

  /** Refuses early a debit the member cannot cover now; the ledger checks again when it applies. */
  private async checkAvailable(memberId: string, amountMinor: bigint): Promise<void> {
    const balance = await this.ledger.balanceOf(await this.wallet.mainAccountId(memberId));
    if (balance.availableMinor < amountMinor) throw new AppError('insufficient_funds');
  }

  async approve(id: string, actor: AdjustmentActor): Promise<Adjustment> {
    const row = await this.pendingDecision(id, actor);
    const claimed = await this.repository.transaction(async (transaction) => {
      const updated = await this.repository.claimForApproval(transaction, row.id, {
        id: actor.id,
        username: actor.name,
      });
      if (updated) await this.record(actor, 'adjustment.approved', updated, transaction);
      return updated;
    });
    // Another approver (or a rejection) got there first.
    if (!claimed) throw new AppError('invalid_state');
    return this.settled(await this.applyClaimed(claimed, actor));
  }

  async reject(id: string, reason: string, actor: AdjustmentActor): Promise<Adjustment> {
    const row = await this.pendingDecision(id, actor);
    const rejected = await this.repository.transaction(async (transaction) => {
      const updated = await this.repository.reject(
        transaction,
        row.id,
        { id: actor.id, username: actor.name },
        reason,
      );
      if (updated) await this.record(actor, 'adjustment.rejected', updated, transaction);
      return updated;
    });
    if (!rejected) throw new AppError('invalid_state');
    return toAdjustment(rejected);
  }

  private async pendingDecision(id: string, actor: AdjustmentActor): Promise<AdjustmentRow> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found');
    if (row.status !== 'pending_approval') throw new AppError('invalid_state');
    if (row.requested_by === actor.id) throw new AppError('second_approval_required');
    return row;
  }

  /**
   * The ledger step of an adjustment in 'approved'. Runs for the one caller that claimed (or inserted)
   * it, or for the recovery job after a crash; the derived transfer id makes a repeat a replay.
   */
  private async applyClaimed(row: AdjustmentRow, actor: AuditActor): Promise<AdjustmentRow> {
    const memberAccountId = await this.wallet.mainAccountId(row.member_id);
    const counterpartAccountId = await this.counterpartAccountId(row.kind);
    const code: LedgerCode = row.kind === 'bonus' ? 'bonus' : 'adjustment';
    let transferId: string;
    try {
      const transfer = await this.ledger.transfer({
        id: await this.transferIdFor(row),
        debitAccountId: row.direction === 'credit' ? counterpartAccountId : memberAccountId,
        creditAccountId: row.direction === 'credit' ? memberAccountId : counterpartAccountId,
        amountMinor: BigInt(row.amount_minor),
        code,
        reference: { type: 'adjustment', id: row.id },
      });
      transferId = transfer.id;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'insufficient_funds')) throw error;
      const failed = await this.repository.transaction(async (transaction) => {
        const updated = await this.repository.markFailed(transaction, row.id, 'insufficient_funds');
        if (updated) await this.record(actor, 'adjustment.failed', updated, transaction);
        return updated;
      });
      return failed ?? this.current(row.id);
    }
    const applied = await this.repository.transaction(async (transaction) => {
      const updated = await this.repository.markApplied(transaction, row.id, transferId);
      if (updated) await this.record(actor, 'adjustment.applied', updated, transaction);
      return updated;
    });
    if (!applied) return this.current(row.id);
    const signedMinor = applied.direction === 'credit' ? applied.amount_minor : `-${applied.amount_minor}`;
    this.events.publish(applied.member_id, {
      type: 'cashier',
      kind: 'adjustment_applied',
      referenceId: applied.id,
      amountMinor: signedMinor,
    });
    return applied;
  }

  /**
   * The adjustment's transfer id: the one already in the ledger when there is one (an adjustment a
   * crash interrupted before ids were keyed got an id derived the old way), else the keyed id.
   */
  private async transferIdFor(row: AdjustmentRow): Promise<string> {
    const reference = { type: 'adjustment', id: row.id };
    const [earlier] = await this.ledger.transfersOfReference(reference, 1);
    return earlier?.id ?? adjustmentTransferId(this.ids, row.id);
  }

  private async current(id: string): Promise<AdjustmentRow> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The house account for adjustments, the bonus pool for bonuses; both may go negative. */
  private async counterpartAccountId(kind: AdjustmentRow['kind']): Promise<string> {
    const currency = this.settings.get('brand').currency;
    const account =
      kind === 'bonus'
        ? await this.ledger.ensureAccount({
            code: 'pool:bonus',
            kind: 'bonus_pool',
            currency,
            mayGoNegative: true,
          })
        : await this.ledger.ensureAccount({ code: 'house', kind: 'house', currency, mayGoNegative: true });
    return account.id;
  }

  private record(
    actor: AuditActor,
    action: string,
    row: AdjustmentRow,
    transaction: Parameters<AuditService['record']>[2],
  ) {
    return this.audit.record(
      actor,
      {
        action,
        targetType: 'adjustment',
        targetId: row.id,
        after: {
          memberId: row.member_id,
          memberAccount: row.member_account,
          direction: row.direction,
          kind: row.kind,
          amountMinor: row.amount_minor,
          status: row.status,
          reason: row.reason,
          ...(row.rejection_reason ? { rejectionReason: row.rejection_reason } : {}),
          ...(row.failure_code ? { failureCode: row.failure_code } : {}),
          ...(row.transfer_id ? { transferId: row.transfer_id } : {}),
        },
      },
      transaction,
    );
  }

  async list(query: AdjustmentListQuery) {
    const brand = this.brand();
    let memberId: string | undefined;
    if (query.memberAccount) {
      const member = await this.members.findByUsername(query.memberAccount);
      if (!member)
        return { brand, adjustments: [], pageInfo: { page: query.page, pageSize: query.pageSize, total: 0 } };
      memberId = member.id;
    }
    const { rows, total } = await this.repository.list({
      status: query.status,
      memberId,
      requestedByName: query.requestedBy,
      fromInstant: query.from ? brandDayStart(query.from, brand.gmtOffsetMinutes) : undefined,
      toInstant: query.to ? brandDayStart(query.to, brand.gmtOffsetMinutes, 1) : undefined,
      limit: Math.min(query.pageSize, 100),
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      brand,
      adjustments: rows.map(toAdjustment),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  settingsView() {
    return { brand: this.brand(), approvalThresholdMinor: this.approvalThresholdMinor().toString() };
  }

  /**
   * The stored value a requested threshold becomes. It is only proposed: a second staff member approves
   * it before it applies (modules/settings/setting-changes-service.ts, issue 14 #17).
   */
  settingsValueFrom(input: { approvalThreshold: string }): { approvalThresholdMinor: string } {
    const thresholdMinor = parseDecimalAmount(input.approvalThreshold, this.brand().decimals);
    if (thresholdMinor === undefined || thresholdMinor > maximumAmountMinor)
      throw new AppError('validation_failed', undefined, [
        { path: 'approvalThreshold', message: 'validation.amount' },
      ]);
    return { approvalThresholdMinor: thresholdMinor.toString() };
  }

  /**
   * Finishes adjustments whose ledger step a crash interrupted (scheduled; idempotent), at most one batch
   * per run. One it cannot finish is logged and reported, and the others are still finished.
   */
  async finishUnfinished(): Promise<RecoveryReport> {
    const rows = await this.repository.findUnfinished(new Date(Date.now() - unfinishedAfterMs), resumeBatch);
    const system: AuditActor = { type: 'system', id: null, name: 'adjustments-recovery', ip: null };
    return finishEach({ name: 'adjustments-finish-unfinished', log: this.log }, rows, (row) =>
      this.applyClaimed(row, system),
    );
  }
}

/** A brand-local calendar day (yyyy-MM-dd) as the UTC instant it starts at. */
