import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { periodAt } from '../../platform/brand-periods.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { PlayBudgetPort } from '../vendors/vendor-callback-writer.js';
import type {
  BudgetLimits,
  BudgetWindows,
  PlayBudgetRepository,
  PlayBudgetRow,
} from './play-budget-repository.js';

/** How often each process reloads which members have a budget (another process's new limit). */
export const playBudgetRefreshMs = 5_000;
/** A bound on the in-process set; beyond it every bet of the rest is checked by guard (b) anyway. */
const maximumCachedMembers = 2_000_000;

type Spent = { wagerLeft: bigint | null; lossLeft: bigint | null };

/**
 * The wager and loss limits on the bet path (issue 20, plan 2.3). Which members have a budget row is an
 * in-process set (loaded at start, reloaded every 5 s, updated at once in the process that changes a
 * limit), so a bet asks no query for it; the vendor writer's conditional statements keep the limits under
 * concurrency and a stale set only makes a batch run again carefully.
 */
export class PlayBudgetService implements PlayBudgetPort {
  private budgeted = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: PlayBudgetRepository,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
  ) {}

  async start(): Promise<void> {
    // A database that does not answer at start-up must not stop the server (readiness reports it); the
    // interval below loads the set once it answers, and guard (b) holds meanwhile.
    await this.reload().catch(() => undefined);
    this.timer = setInterval(() => {
      this.reload().catch(() => {
        // The old set stays; guard (b) keeps a missed limit anyway.
      });
    }, playBudgetRefreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  async reload(): Promise<void> {
    this.budgeted = new Set(await this.repository.budgetedMemberIds(maximumCachedMembers));
  }

  /** After this process wrote a member's budget row (or deleted it). */
  noteBudgeted(memberId: string, budgeted: boolean): void {
    if (budgeted) this.budgeted.add(memberId);
    else this.budgeted.delete(memberId);
  }

  mayHave(memberId: string): boolean {
    return this.budgeted.has(memberId);
  }

  windowsAt(at: Date = this.now()): BudgetWindows {
    const offset = this.settings.get('brand').gmtOffsetMinutes;
    return {
      dayStart: periodAt('daily', at, offset).start,
      weekStart: periodAt('weekly', at, offset).start,
      monthStart: periodAt('monthly', at, offset).start,
    };
  }

  /** What each budgeted member among these may still stake now (absent: no budget row). */
  async headroomOf(memberIds: readonly string[]): Promise<Map<string, bigint | null>> {
    const windows = this.windowsAt();
    const rows = await this.repository.rowsOf([...new Set(memberIds)]);
    return new Map(rows.map((row) => [row.member_id, headroom(spentOf(row, windows))]));
  }

  chargeStatement(charges: readonly { memberId: string; amountMinor: bigint }[]) {
    return this.repository.chargeStatement(charges, this.windowsAt());
  }

  unbudgetedStatement(memberIds: readonly string[]) {
    return this.repository.unbudgetedStatement(memberIds);
  }

  creditStatement(credits: readonly { memberId: string; amountMinor: bigint }[]) {
    return this.repository.creditStatement(credits, this.windowsAt());
  }

  /** The limit a refused bet hit, read again (the answer of a vetoed bet); null when it would pass now. */
  async limitHit(memberId: string, stakeMinor: bigint): Promise<'wager' | 'loss' | null> {
    const [row] = await this.repository.rowsOf([memberId]);
    if (!row) return null;
    const spent = spentOf(row, this.windowsAt());
    if (spent.wagerLeft !== null && stakeMinor > spent.wagerLeft) return 'wager';
    if (spent.lossLeft !== null && stakeMinor > spent.lossLeft) return 'loss';
    return null;
  }

  async wouldExceed(memberId: string, stakeMinor: bigint): Promise<boolean> {
    return (await this.limitHit(memberId, stakeMinor)) !== null;
  }

  async refund(transaction: Transaction<Database>, memberId: string, amountMinor: bigint): Promise<void> {
    if (!this.budgeted.has(memberId) || amountMinor <= 0n) return;
    await this.repository.refund(transaction, memberId, amountMinor, this.windowsAt());
  }

  /**
   * In-house play (H5 calls it in the round's transaction): the same conditional charge for one member.
   * No row: nothing to keep. A limit passed: `wager_limit_reached` or `loss_limit_reached`.
   */
  async charge(
    transaction: Transaction<Database>,
    memberId: string,
    stakeMinor: bigint,
    at: Date,
  ): Promise<void> {
    if (stakeMinor <= 0n) return;
    const windows = this.windowsAt(at);
    const charged = await this.repository
      .chargeStatement([{ memberId, amountMinor: stakeMinor }], windows)
      .execute(transaction);
    if (charged.rows.length > 0) return;
    const [row] = await this.repository.rowsOf([memberId], transaction);
    if (!row) return;
    const spent = spentOf(row, windows);
    const wagerHit = spent.wagerLeft !== null && stakeMinor > spent.wagerLeft;
    throw new AppError(wagerHit ? 'wager_limit_reached' : 'loss_limit_reached');
  }

  async credit(transaction: Transaction<Database>, memberId: string, wonMinor: bigint, at: Date) {
    if (wonMinor <= 0n) return;
    await this.repository
      .creditStatement([{ memberId, amountMinor: wonMinor }], this.windowsAt(at))
      .execute(transaction);
  }

  rewriteLimits(transaction: Transaction<Database>, memberId: string, limits: BudgetLimits, at: Date) {
    return this.repository.rewriteLimits(transaction, memberId, limits, this.windowsAt(at));
  }

  /** Used and remaining of one wager or loss window, for the member's screen. */
  async usageOf(memberId: string, at: Date) {
    const [row] = await this.repository.rowsOf([memberId], this.db);
    if (!row) return undefined;
    const windows = this.windowsAt(at);
    const usage = (window: 'day' | 'week' | 'month') => {
      const fresh = row[`${window}_start`].getTime() < startOf(window, windows).getTime();
      const staked = fresh ? 0n : BigInt(row[`${window}_staked`]);
      const won = fresh ? 0n : BigInt(row[`${window}_won`]);
      return { staked, lost: staked - won };
    };
    return { day: usage('day'), week: usage('week'), month: usage('month') };
  }
}

function startOf(window: 'day' | 'week' | 'month', at: BudgetWindows): Date {
  return window === 'day' ? at.dayStart : window === 'week' ? at.weekStart : at.monthStart;
}

function minOf(values: readonly (bigint | null)[]): bigint | null {
  let lowest: bigint | null = null;
  for (const value of values) if (value !== null && (lowest === null || value < lowest)) lowest = value;
  return lowest;
}

/** What is left in each kind over the windows (null: no limit of that kind). */
function spentOf(row: PlayBudgetRow, at: BudgetWindows): Spent {
  const wager: (bigint | null)[] = [];
  const loss: (bigint | null)[] = [];
  for (const window of ['day', 'week', 'month'] as const) {
    const fresh = new Date(row[`${window}_start`]).getTime() < startOf(window, at).getTime();
    const staked = fresh ? 0n : BigInt(row[`${window}_staked`]);
    const won = fresh ? 0n : BigInt(row[`${window}_won`]);
    const wagerLimit = row[`wager_${window}_minor`];
    const lossLimit = row[`loss_${window}_minor`];
    wager.push(wagerLimit === null ? null : BigInt(wagerLimit) - staked);
    loss.push(lossLimit === null ? null : BigInt(lossLimit) - (staked - won));
  }
  return { wagerLeft: minOf(wager), lossLeft: minOf(loss) };
}

function headroom(spent: Spent): bigint | null {
  return minOf([spent.wagerLeft, spent.lossLeft]);
}
