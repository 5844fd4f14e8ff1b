import type { MemberEventBus } from '../../platform/events.js';
import type { EventBusLogger } from '../../platform/redis-event-bus.js';
import { balanceOfRow, type LedgerService } from '../wallet/ledger-service.js';

export type BalanceNotifierOptions = {
  /** At most one balance read per account per this interval, however many transfers commit. */
  coalesceMs?: number;
};

// Accounts known not to be a member's main wallet (house, channels, vendors, pools) are never read
// again; ownership never changes, and these are few, but the set is bounded all the same.
const notMemberCacheLimit = 10_000;

/**
 * Turns ledger commits into 'balance' events for the members whose main wallet changed.
 *
 * Commits only mark accounts dirty; one timer then reads every dirty account in a single query per 500
 * accounts and publishes each member's balance as it is after all of them. A load of transfers (a
 * game round, a bench run) so costs one read per account per `coalesceMs`, not one per transfer, and
 * a member receives the latest figure rather than every intermediate one. A commit arriving during a
 * read marks the account again, so the last change is always followed by a read that saw it.
 */
export class BalanceNotifier {
  private readonly dirty = new Set<string>();
  private readonly notMemberAccounts = new Set<string>();
  private readonly coalesceMs: number;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly ledgerAccounts: Pick<LedgerService, 'accounts'>,
    private readonly events: MemberEventBus,
    private readonly logger: EventBusLogger,
    options: BalanceNotifierOptions = {},
  ) {
    this.coalesceMs = options.coalesceMs ?? 200;
  }

  attach(ledger: Pick<LedgerService, 'onCommitted'>): this {
    ledger.onCommitted((transfer) =>
      this.noteAccounts([transfer.debit_account_id, transfer.credit_account_id]),
    );
    return this;
  }

  noteAccounts(accountIds: readonly string[]): void {
    if (this.stopped) return;
    for (const accountId of accountIds) {
      if (!this.notMemberAccounts.has(accountId)) this.dirty.add(accountId);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.flushing || this.stopped || this.dirty.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flush().finally(() => {
        this.flushing = undefined;
        this.schedule();
      });
    }, this.coalesceMs);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    const accountIds = [...this.dirty];
    this.dirty.clear();
    try {
      const accounts = await this.ledgerAccounts.accounts(accountIds);
      for (const account of accounts) {
        if (account.kind !== 'member_main' || account.member_id === null) {
          if (this.notMemberAccounts.size >= notMemberCacheLimit) this.notMemberAccounts.clear();
          this.notMemberAccounts.add(account.id);
          continue;
        }
        const balance = balanceOfRow(account);
        // The same figures as GET /api/wallet/balance (WalletService.balance).
        this.events.publish(account.member_id, {
          type: 'balance',
          balanceMinor: balance.postedMinor.toString(),
          availableMinor: balance.availableMinor.toString(),
          heldMinor: balance.pendingDebitsMinor.toString(),
        });
      }
    } catch (error) {
      // Best-effort: the member's next commit or the page's own refresh shows the balance.
      this.logger.warn({ err: error, accounts: accountIds.length }, 'live balance read failed');
    }
  }

  /** Stops the timer; a read already running finishes first. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
  }
}
