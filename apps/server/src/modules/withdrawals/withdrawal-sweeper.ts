import { finishEach, type SkippedRow } from '../../platform/row-recovery.js';
import type { AuditActor } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StepLogger, WithdrawalTransitions } from './withdrawal-transitions.js';
import { payoutMinorOf } from './withdrawal-views.js';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals-repository.js';
import { holdRecoveryAfterMs, type WithdrawalsService } from './withdrawals-service.js';

/** Each run handles at most this many of each kind of work; the next run (a minute later) takes the rest. */
export const sweepBatchSize = 100;
/** An owed ledger step is retried once it has been due this long (the request usually did it already). */
const ledgerStepRetryAfterMs = 60_000;

const systemActor: AuditActor = { type: 'system', id: null, name: 'withdrawals-auto-confirm', ip: null };

/**
 * The scheduled job (pg-boss, every minute): completes paid withdrawals nobody answered within the
 * auto-confirm minutes (marked forced: never refunded), finishes holds a crash interrupted, and runs
 * ledger steps a crash left owed. Every part is idempotent, so overlapping or repeated runs are harmless.
 */
export class WithdrawalSweeper {
  constructor(
    private readonly repository: WithdrawalsRepository,
    private readonly transitions: WithdrawalTransitions,
    private readonly withdrawals: WithdrawalsService,
    private readonly settings: SettingsService,
    private readonly log: StepLogger,
    private readonly now: () => Date,
  ) {}

  /** One run; `skipped` names the rows it could not finish (each also logged) and why. */
  async run(limit = sweepBatchSize) {
    const autoConfirmed = await this.autoConfirm(limit);
    const holds = await this.finishHolds(limit);
    const steps = await this.runOwedSteps(limit);
    const skipped: SkippedRow[] = [...holds.skipped, ...steps.skipped];
    return { autoConfirmed, holdsFinished: holds.finished, stepsRun: steps.finished, skipped };
  }

  /** Overdue paid withdrawals become completed (forced), in one transaction, locked against the member's answer. */
  async autoConfirm(limit = sweepBatchSize): Promise<number> {
    const minutes = this.settings.get('withdrawals').autoConfirmMinutes;
    const now = this.now();
    const cutoff = new Date(now.getTime() - minutes * 60_000);
    const completed = await this.repository.transaction(async (transaction) => {
      const overdue = await this.repository.overduePaid(transaction, cutoff, limit);
      const done: WithdrawalRow[] = [];
      for (const row of overdue) {
        done.push(
          await this.transitions.applyInTransaction(transaction, {
            id: row.id,
            from: ['paid'],
            to: 'completed',
            change: { forced: true, confirmed_at: now },
            paidBefore: cutoff,
            actor: systemActor,
            action: 'withdrawal.auto_confirm',
            note: `no answer within ${minutes} minutes`,
          }),
        );
      }
      return done;
    });
    for (const row of completed) this.transitions.notify(row, 'withdrawal_completed', payoutMinorOf(row));
    return completed.length;
  }

  /** Holds a crash interrupted; one that fails is skipped and reported, and retried next run. */
  private async finishHolds(limit: number) {
    const stale = await this.repository.staleHolding(
      new Date(this.now().getTime() - holdRecoveryAfterMs),
      limit,
    );
    const job = { name: 'withdrawals-sweep: hold', log: this.log };
    return finishEach(job, stale, (row) =>
      this.withdrawals.placeHold(row, { type: 'system' }).catch((error: unknown) => {
        // insufficient_funds is an outcome (the row is now failed), not a failure to finish it.
        if ((error as { code?: string }).code !== 'insufficient_funds') throw error;
      }),
    );
  }

  /** Owed ledger steps; one that fails is skipped and reported, and retried next run. */
  private async runOwedSteps(limit: number) {
    const due = await this.repository.ledgerStepsDue(
      new Date(this.now().getTime() - ledgerStepRetryAfterMs),
      limit,
    );
    const job = { name: 'withdrawals-sweep: ledger step', log: this.log };
    return finishEach(job, due, (row) => this.transitions.runOwedStep(row));
  }
}
