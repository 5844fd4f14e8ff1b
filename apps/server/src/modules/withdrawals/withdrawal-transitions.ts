import type { CashierNoticeKind } from '@gaming/contracts/live';
import type { WithdrawalStatus } from '@gaming/contracts/withdrawals';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WithdrawalLedgerStep } from '../../db/schema-withdrawals.js';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { WithdrawalLedger } from './withdrawal-ledger.js';
import type { WithdrawalChange, WithdrawalRow, WithdrawalsRepository } from './withdrawals-repository.js';

export type StepLogger = { error: (object: object, message: string) => void };

export type TransitionRequest = {
  id: string;
  from: readonly WithdrawalStatus[];
  to: WithdrawalStatus;
  change?: Omit<WithdrawalChange, 'status' | 'ledger_step' | 'ledger_step_due_at'>;
  /** The ledger step this state change owes (see the class comment). */
  ledgerStep?: WithdrawalLedgerStep;
  actor: AuditActor;
  action: string;
  note?: string | null;
  /** Only a paid withdrawal paid before this instant matches (the auto-confirm cut-off). */
  paidBefore?: Date;
  /** More work in the same transaction (proof images). */
  alsoInTransaction?: (transaction: Transaction<Database>, row: WithdrawalRow) => Promise<void>;
  notice?: { kind: CashierNoticeKind; amountMinor: (row: WithdrawalRow) => bigint };
};

/**
 * State changes of a withdrawal, and the order of state and money.
 *
 * Every change after the hold goes "state first, money second, with a receipt": one transaction moves
 * the row from an expected state to the next (a conditional UPDATE, so of two concurrent decisions one
 * wins and the other gets invalid_state), records the ledger step it now owes (ledger_step, with the
 * time it became due), the history row and the audit entry. Only after that commits is the ledger
 * called, with a transfer id derived from the withdrawal id and the step; then the receipt is cleared.
 * - A crash before the commit changed nothing and called nothing.
 * - A crash after the commit (before or after the ledger call) leaves ledger_step set; the sweeper runs
 *   the step again a minute later, and the ledger answers a repeated id with its first result. So money
 *   moves exactly once and is never lost.
 * - A hold is voided only by pending→rejected and posted only by approved→paid; those transitions
 *   exclude each other, so one hold can never be both released and paid out.
 * The hold itself cannot go state-first (the ledger may refuse it); see WithdrawalsService.request.
 */
export class WithdrawalTransitions {
  constructor(
    private readonly repository: WithdrawalsRepository,
    private readonly ledger: WithdrawalLedger,
    private readonly audit: AuditService,
    private readonly events: MemberEventBus,
    private readonly log: StepLogger,
    private readonly now: () => Date,
  ) {}

  /** Applies a transition in one transaction, then its ledger step, then the live notice. */
  async apply(request: TransitionRequest): Promise<WithdrawalRow> {
    if (request.ledgerStep) await this.finishOwedStep(request.id);
    const row = await this.repository.transaction((transaction) =>
      this.applyInTransaction(transaction, request),
    );
    const settled = await this.settle(row);
    if (request.notice) this.notify(settled, request.notice.kind, request.notice.amountMinor(settled));
    return settled;
  }

  async applyInTransaction(
    transaction: Transaction<Database>,
    request: TransitionRequest,
  ): Promise<WithdrawalRow> {
    const now = this.now();
    const row = await this.repository.transition(
      transaction,
      request.id,
      request.from,
      {
        ...request.change,
        status: request.to,
        // A change that owes no step leaves an owed one alone: clearing it would strand the money (a
        // paid withdrawal confirmed before its post ran stayed held for ever).
        ...(request.ledgerStep ? { ledger_step: request.ledgerStep, ledger_step_due_at: now } : {}),
      },
      { paidBefore: request.paidBefore, noOwedStep: request.ledgerStep !== undefined },
    );
    if (!row) {
      const current = await this.repository.findById(request.id, transaction);
      throw new AppError(current ? 'invalid_state' : 'not_found');
    }
    const before = request.from.length === 1 ? request.from[0] : undefined;
    await this.repository.insertEvent(transaction, {
      withdrawalId: row.id,
      fromStatus: before ?? null,
      toStatus: request.to,
      actorType:
        request.actor.type === 'staff' ? 'staff' : request.actor.type === 'member' ? 'member' : 'system',
      actorName: request.actor.name,
      note: request.note ?? null,
    });
    await request.alsoInTransaction?.(transaction, row);
    await this.audit.record(
      request.actor,
      {
        action: request.action,
        targetType: 'withdrawal',
        targetId: row.id,
        before: { status: before ?? request.from },
        after: { status: row.status, amountMinor: row.amount_minor, ...request.change },
      },
      transaction,
    );
    return row;
  }

  /**
   * Runs the ledger step a row owes and clears the receipt. A failure is logged and left for the
   * sweeper: the state change has committed, and the step is safe to repeat.
   */
  async settle(row: WithdrawalRow): Promise<WithdrawalRow> {
    try {
      return await this.runOwedStep(row);
    } catch (error) {
      this.log.error(
        { err: error, withdrawalId: row.id, step: row.ledger_step },
        'withdrawal ledger step failed; the sweeper retries',
      );
      return row;
    }
  }

  /**
   * A row holds one owed step at a time, so a change that owes a new one waits for the old one: it is run
   * here first (repeating it is safe). If it fails, the change finds the row still owing and is refused.
   */
  private async finishOwedStep(id: string): Promise<void> {
    const row = await this.repository.findById(id);
    if (row?.ledger_step) await this.settle(row);
  }

  /** Runs the ledger step a row owes and clears the receipt; a failure is the caller's to report. */
  async runOwedStep(row: WithdrawalRow): Promise<WithdrawalRow> {
    const step = row.ledger_step;
    if (!step) return row;
    await this.ledger.run(step, row);
    await this.repository.clearLedgerStep(row.id, step);
    return { ...row, ledger_step: null, ledger_step_due_at: null };
  }

  /** After commit only: a notice about a change that did not happen must never reach the member. */
  notify(row: WithdrawalRow, kind: CashierNoticeKind, amountMinor: bigint): void {
    this.events.publish(row.member_id, {
      type: 'cashier',
      kind,
      referenceId: row.id,
      amountMinor: amountMinor.toString(),
    });
  }
}
