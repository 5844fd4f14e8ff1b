import { parseDecimalAmount } from '@gaming/contracts/money';
import type {
  AdminWithdrawalDecision,
  AdminWithdrawalsQuery,
  WithdrawalSettings,
  WithdrawalStatus,
} from '@gaming/contracts/withdrawals';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandDayStart } from '../../platform/brand-day.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffContext } from '../staff/staff-service.js';
import { staffActor } from '../staff/staff-service.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import type { WithdrawalTransitions } from './withdrawal-transitions.js';
import { claimedMinorOf, payoutMinorOf, toAdminWithdrawal, toWithdrawalEvent } from './withdrawal-views.js';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals-repository.js';

const claimStatuses: readonly WithdrawalStatus[] = ['not_received', 'partly_received'];

/** Finance staff's side: the queue, the detail with its history, decisions and the settings. */
export class WithdrawalDecisions {
  constructor(
    private readonly repository: WithdrawalsRepository,
    private readonly transitions: WithdrawalTransitions,
    private readonly uploads: UploadsService,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
  ) {}

  /**
   * Checks other modules add at composition, run inside an approval's transaction after its conditional
   * update has locked the withdrawal row; they throw to refuse (issue 20: an AML hold, withdrawal_on_hold).
   * A hold is written under that same row lock, so a hold and an approval never both commit.
   */
  private readonly approveChecks: ((
    transaction: Transaction<Database>,
    withdrawalId: string,
  ) => Promise<void>)[] = [];

  addApproveCheck(check: (transaction: Transaction<Database>, withdrawalId: string) => Promise<void>): void {
    this.approveChecks.push(check);
  }

  private async runApproveChecks(transaction: Transaction<Database>, row: WithdrawalRow): Promise<void> {
    for (const check of this.approveChecks) await check(transaction, row.id);
  }

  private brand() {
    const brand = this.settings.get('brand');
    return {
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
    };
  }

  private async view(row: WithdrawalRow) {
    const hasProof = row.status === 'not_received' || row.resolution !== null;
    return toAdminWithdrawal(row, {
      autoConfirmMinutes: this.settings.get('withdrawals').autoConfirmMinutes,
      proofImageIds: hasProof ? await this.uploads.idsOf({ type: 'withdrawal', id: row.id }) : [],
    });
  }

  async list(query: AdminWithdrawalsQuery) {
    const offset = this.settings.get('brand').gmtOffsetMinutes;
    const statuses = query.status === 'claims' ? claimStatuses : query.status ? [query.status] : undefined;
    const { rows, total } = await this.repository.list({
      ...(statuses ? { statuses } : {}),
      ...(query.member ? { memberAccount: query.member } : {}),
      ...(query.from ? { fromInstant: brandDayStart(query.from, offset) } : {}),
      ...(query.to ? { toInstant: brandDayStart(query.to, offset, 1) } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      ...this.brand(),
      withdrawals: await Promise.all(rows.map((row) => this.view(row))),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  async detail(id: string) {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found');
    const events = await this.repository.eventsOf(id);
    return { ...this.brand(), withdrawal: await this.view(row), events: events.map(toWithdrawalEvent) };
  }

  /** One decision; every one is a conditional transition, so a concurrent one gets invalid_state. */
  async decide(context: StaffContext, id: string, decision: AdminWithdrawalDecision, client: RequestClient) {
    const actor = staffActor(context.staff, client);
    const staffName = context.staff.username;
    const now = this.now();
    const base = { id, actor, note: decision.reason };
    let row: WithdrawalRow;
    switch (decision.action) {
      case 'approve':
        row = await this.transitions.apply({
          ...base,
          from: ['pending'],
          to: 'approved',
          change: { decided_by: context.staff.id, decided_by_name: staffName, decided_at: now },
          action: 'withdrawal.approve',
          alsoInTransaction: (transaction, changed) => this.runApproveChecks(transaction, changed),
          notice: { kind: 'withdrawal_approved', amountMinor: (changed) => BigInt(changed.amount_minor) },
        });
        break;
      case 'reject':
        row = await this.transitions.apply({
          ...base,
          from: ['pending'],
          to: 'rejected',
          change: {
            decided_by: context.staff.id,
            decided_by_name: staffName,
            decided_at: now,
            rejection_reason: decision.reason,
          },
          ledgerStep: 'void',
          action: 'withdrawal.reject',
          notice: { kind: 'withdrawal_rejected', amountMinor: (changed) => BigInt(changed.amount_minor) },
        });
        break;
      case 'markPaid':
        await this.refuseApproverAsPayer(context, id);
        row = await this.transitions.apply({
          ...base,
          from: ['approved'],
          to: 'paid',
          change: { paid_by_name: staffName, paid_at: now, payout_reference: decision.payoutReference },
          ledgerStep: 'post',
          action: 'withdrawal.mark_paid',
          notice: { kind: 'withdrawal_paid', amountMinor: payoutMinorOf },
        });
        break;
      case 'resolveRefund':
        row = await this.resolveRefund(context, id, decision.refundAmount, decision.reason, client);
        break;
      case 'resolveDismiss':
        row = await this.transitions.apply({
          ...base,
          from: claimStatuses,
          to: 'completed',
          change: {
            resolution: 'dismiss',
            resolution_reason: decision.reason,
            resolved_by_name: staffName,
            resolved_at: now,
          },
          action: 'withdrawal.resolve_dismiss',
          notice: { kind: 'withdrawal_completed', amountMinor: () => 0n },
        });
        break;
    }
    return this.detailOf(row);
  }

  /**
   * Four eyes on the payout (issue 14 #17): with the setting on (the default), whoever approved a
   * withdrawal may not also mark it paid. A different staff member's approval stays the condition, since
   * "approved" is the only state markPaid leaves and decided_by never changes after it.
   */
  private async refuseApproverAsPayer(context: StaffContext, id: string): Promise<void> {
    if (!this.settings.get('withdrawals').payerMustNotBeApprover) return;
    const current = await this.repository.findById(id);
    if (current?.status === 'approved' && current.decided_by === context.staff.id)
      throw new AppError('second_approval_required', 'Another staff member must mark this withdrawal paid.');
  }

  private async detailOf(row: WithdrawalRow) {
    const events = await this.repository.eventsOf(row.id);
    return { ...this.brand(), withdrawal: await this.view(row), events: events.map(toWithdrawalEvent) };
  }

  /**
   * Upholds a claim: at most what was claimed goes back. Only a claim can be refunded, and a claim is
   * only possible from "paid", so a withdrawal completed by auto-confirm (forced) never is.
   */
  private async resolveRefund(
    context: StaffContext,
    id: string,
    refundAmount: string,
    reason: string,
    client: RequestClient,
  ) {
    const current = await this.repository.findById(id);
    if (!current) throw new AppError('not_found');
    if (!claimStatuses.includes(current.status) || current.forced) throw new AppError('invalid_state');
    const refundMinor = parseDecimalAmount(refundAmount, this.settings.get('brand').currencyDecimals);
    if (refundMinor === undefined || refundMinor <= 0n || refundMinor > claimedMinorOf(current))
      throw new AppError('validation_failed', undefined, [
        { path: 'refundAmount', message: 'validation.refundAmount' },
      ]);
    return this.transitions.apply({
      id,
      // The status the claimed amount was computed for: a concurrent resolution makes this one fail.
      from: [current.status],
      to: 'refunded',
      change: {
        resolution: 'refund',
        refund_minor: refundMinor.toString(),
        resolution_reason: reason,
        resolved_by_name: context.staff.username,
        resolved_at: this.now(),
      },
      ledgerStep: 'refund',
      actor: staffActor(context.staff, client),
      note: reason,
      action: 'withdrawal.resolve_refund',
      notice: { kind: 'withdrawal_completed', amountMinor: () => refundMinor },
    });
  }

  settingsValue(): WithdrawalSettings {
    return this.settings.get('withdrawals');
  }
}
