import type { RawBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { LedgerAccountRow, LedgerRepository, LedgerTransferRow } from './ledger-repository.js';

/** A posted or pending transfer, validated, waiting for its batch. */
export type NewTransfer = Omit<
  LedgerTransferRow,
  'debit_account_balance_after' | 'credit_account_balance_after' | 'created_at'
>;

export type BatchOutcome =
  | { type: 'applied'; transfer: LedgerTransferRow }
  | { type: 'existing'; transfer: LedgerTransferRow }
  | { type: 'refused'; error: AppError };

/**
 * One writer's part of a batch's write statement: data-modifying statements (INSERT/UPDATE ... RETURNING
 * one row per record written), each run as a CTE of the batch's statement, with the rows each must
 * return. A statement that returns fewer (a condition no longer held) rolls the batch back and it runs
 * again carefully.
 */
export type UnitWrites = {
  statements: readonly { statement: RawBuilder<unknown>; expectedRows: number }[];
};

/**
 * Another module's writes that must commit together with a transfer (or, with no transfer, with the
 * batch): a vendor callback's kept answer and its round, say. The writer's statements become part of the
 * batch's one write statement, so they are set-based, cost no extra round trip while the batch holds the
 * hot accounts' locks, and the money and its records are durable together or not at all. The writer owns
 * its SQL.
 */
export interface UnitWriter<Payload> {
  /**
   * Runs before the batch's transaction, on committed state and without locks (so it never holds a
   * connection or a lock while the batch waits its turn); returns the indexes of the items that must not
   * go ahead (their record says no: a replay, a closed round). Vetoed items move no money and are not
   * written.
   */
  prepare(payloads: readonly Payload[]): Promise<ReadonlySet<number>>;
  /**
   * The writes of the items that went ahead, with each one's balance after it. A batch first runs
   * without asking prepare, and what prepare read may have changed since anyway (another process): the
   * writes must be conditional, returning fewer rows than expected whenever prepare would now say no to
   * an item.
   * False, or throwing here, rolls the batch back and it runs again carefully (prepare first).
   */
  writes(items: readonly { payload: Payload; balanceAfterMinor: bigint | null }[]): UnitWrites;
}

export type UnitRequest<Payload> = {
  /** The transfer, or null for records that move no money (a zero win). */
  row: NewTransfer | null;
  /** The account whose posted balance after this item the writer (and the caller) gets. */
  balanceAccountId: string;
  writer: UnitWriter<Payload>;
  payload: Payload;
};

export type UnitOutcome =
  /** balanceAfterMinor: null when the balance account is a hot one (it keeps no balance per transfer). */
  | { type: 'applied'; transfer: LedgerTransferRow | null; balanceAfterMinor: bigint | null }
  | { type: 'existing'; transfer: LedgerTransferRow }
  | { type: 'refused'; error: AppError }
  | { type: 'vetoed' };

/** A failed batch's units retried alone, at most; the rest fail with the batch (callers retry). */
const maxUnitsRetriedAlone = 64;

/** A plain transfer's batch failed as a whole (for whatever reason): the caller retries it alone. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

export class BatchFailedError extends Error {
  constructor(readonly batchCause: unknown) {
    super('The batch failed as a whole.');
  }
}

/** What a batch reads before its transaction: transfers already in the ledger, the writers' vetoes. */
type BatchReads = { existing: Map<string, LedgerTransferRow>; vetoed: ReadonlySet<number> };

/** An optimistic batch reads nothing ahead. */
const noReads: BatchReads = { existing: new Map(), vetoed: new Set() };

/** A batch run again after a failure takes its locks without waiting for a turn. */
function noTurn(): LockTurn {
  return { wait: Promise.resolve(), granted() {} };
}

/** A batch's place in the lock order: wait for the previous batch's locks, then say ours are held. */
type LockTurn = { wait: Promise<void>; granted: () => void };

type Waiting = {
  row: NewTransfer | null;
  unit?: UnitRequest<unknown>;
  resolve: (outcome: BatchOutcome | UnitOutcome) => void;
  reject: (error: unknown) => void;
};

export type BatcherLimits = {
  /** Transfers committed together; bigger batches hold the locks longer. */
  maxBatchSize: number;
  /** Waiting transfers beyond this are refused at once (backpressure instead of unbounded memory). */
  maxQueued: number;
  /**
   * Batches whose transactions overlap. A second batch does its reads while the first commits and then
   * waits on the shared account locks, which return the first batch's committed totals (PostgreSQL
   * re-reads a row locked FOR UPDATE once the lock is released), so limits still apply in arrival order.
   */
  maxInFlight?: number;
};

export const defaultBatcherLimits: BatcherLimits = { maxBatchSize: 256, maxQueued: 10_000, maxInFlight: 2 };

/**
 * A batch's working copy of an account. One with a balance flag starts from its locked totals; a hot
 * account (no flag: nothing it takes part in can be refused for its balance) starts from zero and
 * collects the batch's delta, written as one delta row without ever locking it.
 */
function totalsOf(row: LedgerAccountRow) {
  const bounded = row.debits_must_not_exceed_credits || row.credits_must_not_exceed_debits;
  const start = (total: string) => (bounded ? BigInt(total) : 0n);
  return {
    row,
    bounded,
    debitsPosted: start(row.debits_posted),
    creditsPosted: start(row.credits_posted),
    debitsPending: start(row.debits_pending),
    creditsPending: start(row.credits_pending),
    touched: false,
  };
}
type WorkingAccount = ReturnType<typeof totalsOf>;

function withinLimits(account: WorkingAccount): boolean {
  const { row } = account;
  if (
    row.debits_must_not_exceed_credits &&
    account.debitsPosted + account.debitsPending > account.creditsPosted
  )
    return false;
  if (
    row.credits_must_not_exceed_debits &&
    account.creditsPosted + account.creditsPending > account.debitsPosted
  )
    return false;
  return true;
}

type Side = { account: WorkingAccount | undefined; isDebit: boolean };

/** An account's posted balance now; unknown (null) for a hot account, whose batch holds only its delta. */
function balanceAfter(account: WorkingAccount): bigint | null {
  return account.bounded ? account.creditsPosted - account.debitsPosted : null;
}

const totalsOfWorking = (account: WorkingAccount) => ({
  id: account.row.id,
  debits_posted: account.debitsPosted.toString(),
  credits_posted: account.creditsPosted.toString(),
  debits_pending: account.debitsPending.toString(),
  credits_pending: account.creditsPending.toString(),
});

function shift(account: WorkingAccount, isDebit: boolean, pending: boolean, amount: bigint): void {
  if (isDebit && pending) account.debitsPending += amount;
  else if (isDebit) account.debitsPosted += amount;
  else if (pending) account.creditsPending += amount;
  else account.creditsPosted += amount;
}

/**
 * Applies one transfer to the working copies of its two accounts, in the arrival order of the batch, and
 * checks the sides in ascending account id exactly as the single path's conditional updates do (so both
 * paths refuse the same transfer with the same error). On refusal the working copies are left as they were.
 */
function applyInMemory(
  row: NewTransfer,
  accounts: Map<string, WorkingAccount>,
): { debitAfter: bigint | null; creditAfter: bigint | null } | AppError {
  const amount = BigInt(row.amount);
  const pending = row.kind === 'pending';
  const debitFirst = BigInt(row.debit_account_id) < BigInt(row.credit_account_id);
  const debitSide: Side = { account: accounts.get(row.debit_account_id), isDebit: true };
  const creditSide: Side = { account: accounts.get(row.credit_account_id), isDebit: false };
  const applied: Side[] = [];
  const undo = () => {
    for (const side of applied) shift(side.account as WorkingAccount, side.isDebit, pending, -amount);
  };
  for (const side of debitFirst ? [debitSide, creditSide] : [creditSide, debitSide]) {
    if (!side.account) {
      undo();
      return new AppError('not_found', 'No such account.');
    }
    shift(side.account, side.isDebit, pending, amount);
    applied.push(side);
    if (!withinLimits(side.account)) {
      undo();
      return new AppError('insufficient_funds');
    }
  }
  const debit = debitSide.account as WorkingAccount;
  const credit = creditSide.account as WorkingAccount;
  if (debit.row.currency !== credit.row.currency) {
    undo();
    return new AppError('validation_failed', 'Both accounts of a transfer must hold the same currency.');
  }
  debit.touched = true;
  credit.touched = true;
  return { debitAfter: balanceAfter(debit), creditAfter: balanceAfter(credit) };
}

/**
 * Group commit for posted and pending transfers. Hot accounts (the house, a vendor) are shared by almost
 * every transfer; locking them once per transfer serialises everything behind round trips and a commit
 * each. Here a batch locks all its accounts in id order, applies the transfers in arrival order in
 * memory with the same limit rules as the single path, writes the totals and the transfers in one
 * statement together with the writers' records, and commits once: the part holding the hot accounts'
 * locks is three round trips (lock, write, commit). A batch first runs optimistically (no replays, no
 * vetoes); when that write fails it runs again reading those first (runBatch). Up to maxInFlight batches
 * overlap: the next one begins while the previous writes and commits, then waits for its account locks.
 * Every caller is answered only after the commit, so an acknowledged transfer is durable. If the careful
 * run fails as a whole too, the caller retries its transfers one by one on the single path.
 */
export class LedgerBatcher {
  private queue: Waiting[] = [];
  /** The transfer ids of each batch in flight. */
  private readonly inFlight = new Set<Set<string>>();
  private lastLockTurn: Promise<void> = Promise.resolve();
  /** The last batch started, settled: a failed batch's careful run reads only after it (see runBatch). */
  private lastBatchDone: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: LedgerRepository,
    private readonly limits: BatcherLimits = defaultBatcherLimits,
    /** Told after a batch that moved money commits: the deltas it may have added to hot accounts can be folded. */
    private readonly onMoneyCommitted: () => void = () => undefined,
  ) {}

  submit(row: NewTransfer): Promise<BatchOutcome> {
    return this.enqueue({ row }) as Promise<BatchOutcome>;
  }

  /** A transfer (or none) with another module's records, committed together (UnitWriter). */
  submitUnit<Payload>(unit: UnitRequest<Payload>): Promise<UnitOutcome> {
    return this.enqueue({ row: unit.row, unit: unit as UnitRequest<unknown> }) as Promise<UnitOutcome>;
  }

  private enqueue(item: Pick<Waiting, 'row' | 'unit'>): Promise<BatchOutcome | UnitOutcome> {
    if (this.queue.length >= this.limits.maxQueued)
      return Promise.reject(new AppError('service_unavailable', 'The ledger is busy; retry shortly.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ ...item, resolve, reject });
      this.drain();
    });
  }

  /**
   * Starts batches while there is work and room; each finished batch starts the next. A batch holding a
   * transfer id of a batch still in flight waits for it: its early existing-id read could not see the
   * other's uncommitted insert, and a replay must be answered as a replay.
   */
  private drain(): void {
    const maxInFlight = Math.max(1, this.limits.maxInFlight ?? 1);
    while (this.queue.length > 0 && this.inFlight.size < maxInFlight) {
      const next = this.queue.slice(0, this.limits.maxBatchSize);
      const ids = new Set(next.flatMap((waiting) => (waiting.row ? [waiting.row.id] : [])));
      if ([...this.inFlight].some((running) => [...running].some((id) => ids.has(id)))) return;
      const batch = this.queue.splice(0, next.length);
      this.inFlight.add(ids);
      const turn = this.takeLockTurn();
      const before = this.lastBatchDone;
      const run = this.runBatch(batch, turn, false, false, before).finally(() => {
        this.inFlight.delete(ids);
        this.drain();
      });
      this.lastBatchDone = run.then(
        () => undefined,
        () => undefined,
      );
    }
  }

  /**
   * Batches take the account locks in the order they started (arrival order), so limits apply in
   * arrival order across overlapping batches too: a batch asks for its locks only once the batch before
   * holds its own, and PostgreSQL then queues it behind that batch on every account they share.
   */
  private takeLockTurn(): LockTurn {
    const previous = this.lastLockTurn;
    let granted = () => {};
    const mine = new Promise<void>((resolve) => {
      granted = resolve;
    });
    this.lastLockTurn = mine;
    return { wait: previous, granted };
  }

  /**
   * Runs a batch optimistically first: no reads before the locks, as if no transfer were a replay and no
   * writer would say no (the usual case). Anything else makes the write fail (a transfer id already
   * there, a writer's condition false) and the batch runs once more carefully: reading the transfers
   * already in the ledger and the writers' vetoes first. Only a careful batch that fails falls back to
   * items alone.
   */
  private async runBatch(
    batch: Waiting[],
    turn: LockTurn,
    careful = false,
    raceRetried = false,
    before: Promise<void> = Promise.resolve(),
  ): Promise<void> {
    try {
      // The reads come first and outside the transaction: a batch never holds a connection while it asks
      // the pool for another.
      const reads = careful ? await this.readAhead(batch) : noReads;
      const outcomes = await this.repository.transaction((transaction) =>
        this.applyBatch(transaction, batch, turn, reads),
      );
      if (outcomes.some((outcome) => outcome.type === 'applied' && outcome.transfer)) this.onMoneyCommitted();
      for (const [index, waiting] of batch.entries()) waiting.resolve(outcomes[index] as BatchOutcome);
    } catch (error) {
      // Whatever failed, the next batch may take its locks.
      turn.granted();
      // The careful run reads committed state: it waits for the batch started before it (which never
      // waits on a later one, so no cycle), or its reads would miss that batch's writes (exposure held,
      // a bet placed) and fail again, and its units would be split off one by one (beyond 64, refused).
      if (!careful) {
        await before;
        return this.runBatch(batch, noTurn(), true);
      }
      // An id race lost to another process (the id read as free, then the winner's row met at insert, as
      // when two settlers pay the same bets): once more, whole, and the read now finds the winners'
      // transfers, answered as replays. Split into units instead, most would fail with the same error.
      if (!raceRetried && isUniqueViolation(error)) return this.runBatch(batch, noTurn(), true, true);
      // Plain transfers are retried one by one by the caller (LedgerService.apply), whatever the cause,
      // so they get a cause that is not another item's business error. A unit's writes are only here, so
      // a failed batch runs its units again alone (a bounded number): one bad item fails only itself.
      const batchFailed = new BatchFailedError(error);
      const units = batch.filter((waiting) => waiting.unit);
      for (const waiting of batch)
        if (!waiting.unit) waiting.reject(batchFailed);
        else if (batch.length === 1) waiting.reject(error);
      if (batch.length === 1) return;
      for (const [index, waiting] of units.entries()) {
        if (index >= maxUnitsRetriedAlone) waiting.reject(error);
        else await this.runBatch([waiting], noTurn(), true);
      }
    }
  }

  /** Transfers already in the ledger and the writers' vetoes, read in parallel on committed state. */
  private async readAhead(batch: Waiting[]): Promise<BatchReads> {
    const ids = [...new Set(batch.flatMap((waiting) => (waiting.row ? [waiting.row.id] : [])))];
    const [existing, vetoed] = await Promise.all([
      ids.length > 0 ? this.repository.findTransfersByIds(ids) : Promise.resolve([]),
      batch.some((waiting) => waiting.unit) ? this.vetoes(batch) : Promise.resolve(new Set<number>()),
    ]);
    return { existing: new Map(existing.map((transfer) => [transfer.id, transfer])), vetoed };
  }

  /** Asks each writer which of its items must not go ahead (before any money moves). */
  private async vetoes(batch: Waiting[]): Promise<Set<number>> {
    const byWriter = new Map<UnitWriter<unknown>, number[]>();
    for (const [index, waiting] of batch.entries()) {
      if (!waiting.unit) continue;
      const indexes = byWriter.get(waiting.unit.writer) ?? [];
      indexes.push(index);
      byWriter.set(waiting.unit.writer, indexes);
    }
    const vetoed = new Set<number>();
    for (const [writer, indexes] of byWriter) {
      const refused = await writer.prepare(indexes.map((index) => (batch[index] as Waiting).unit?.payload));
      for (const position of refused) vetoed.add(indexes[position] as number);
    }
    return vetoed;
  }

  /** Asks each writer for the writes of its items that went ahead, in batch order, with their balance after. */
  private unitWrites(batch: Waiting[], balances: Map<number, bigint | null>): UnitWrites[] {
    const byWriter = new Map<UnitWriter<unknown>, { payload: unknown; balanceAfterMinor: bigint | null }[]>();
    for (const [index, balanceAfterMinor] of balances) {
      const unit = (batch[index] as Waiting).unit as UnitRequest<unknown>;
      const items = byWriter.get(unit.writer) ?? [];
      items.push({ payload: unit.payload, balanceAfterMinor });
      byWriter.set(unit.writer, items);
    }
    return [...byWriter].map(([writer, items]) => writer.writes(items));
  }

  private async applyBatch(
    transaction: Transaction<Database>,
    batch: Waiting[],
    turn: LockTurn,
    reads: BatchReads,
  ): Promise<(BatchOutcome | UnitOutcome)[]> {
    const rows = batch.map((waiting) => waiting.row);
    const { existing, vetoed } = reads;
    const accountIds = [
      ...new Set(
        batch.flatMap((waiting) => [
          ...(waiting.row ? [waiting.row.debit_account_id, waiting.row.credit_account_id] : []),
          ...(waiting.unit ? [waiting.unit.balanceAccountId] : []),
        ]),
      ),
    ];
    await turn.wait;
    let locked: LedgerAccountRow[];
    try {
      locked = await this.repository.lockAccounts(transaction, accountIds);
    } finally {
      turn.granted();
    }
    const accounts = new Map(locked.map((row) => [row.id, totalsOf(row)]));
    const outcomes: (BatchOutcome | UnitOutcome | { type: 'pending'; index: number })[] = [];
    const toInsert: LedgerTransferRow[] = [];
    const firstIndexOfId = new Map<string, number>();
    // Units that went ahead: their balance after, for their writer.
    const unitBalances = new Map<number, bigint | null>();
    for (const [index, row] of rows.entries()) {
      const unit = batch[index]?.unit;
      if (vetoed.has(index)) {
        outcomes.push({ type: 'vetoed' });
        continue;
      }
      if (row === null) {
        const account = unit ? accounts.get(unit.balanceAccountId) : undefined;
        if (!account) {
          outcomes.push({ type: 'refused', error: new AppError('not_found', 'No such account.') });
          continue;
        }
        const balanceAfterMinor = balanceAfter(account);
        unitBalances.set(index, balanceAfterMinor);
        outcomes.push({ type: 'applied', transfer: null, balanceAfterMinor });
        continue;
      }
      const earlier = existing.get(row.id);
      if (earlier) {
        outcomes.push({ type: 'existing', transfer: earlier });
        continue;
      }
      const duplicateOf = firstIndexOfId.get(row.id);
      if (duplicateOf !== undefined) {
        // The same id twice in one batch: the later one is a replay of the first, answered after it.
        outcomes.push({ type: 'pending', index: duplicateOf });
        continue;
      }
      firstIndexOfId.set(row.id, index);
      const applied = applyInMemory(row, accounts);
      if (applied instanceof AppError) {
        outcomes.push({ type: 'refused', error: applied });
        continue;
      }
      if (unit) {
        const unitAccount = accounts.get(unit.balanceAccountId);
        unitBalances.set(index, unitAccount ? balanceAfter(unitAccount) : null);
      }
      toInsert.push({
        ...row,
        debit_account_balance_after: applied.debitAfter?.toString() ?? null,
        credit_account_balance_after: applied.creditAfter?.toString() ?? null,
        created_at: new Date(),
      });
      outcomes.push({ type: 'pending', index });
    }
    // A refusal may be a replay of a transfer already in the ledger (answered as the replay it is, not
    // refused). An optimistic batch asks, holding its locks so the order stays; if one is, it runs again
    // carefully.
    if (reads === noReads) {
      const refusedIds = rows.flatMap((row, index) =>
        row && outcomes[index]?.type === 'refused' ? [row.id] : [],
      );
      if (
        refusedIds.length > 0 &&
        (await this.repository.findTransfersByIds(refusedIds, transaction)).length > 0
      )
        throw new Error('An optimistic batch holds a replay; it runs again carefully.');
    }
    const touched = [...accounts.values()].filter((account) => account.touched);
    const written = await this.repository.writeBatch(
      transaction,
      touched.filter((account) => account.bounded).map(totalsOfWorking),
      touched.filter((account) => !account.bounded).map(totalsOfWorking),
      toInsert,
      this.unitWrites(batch, unitBalances),
    );
    if (written.createdAt.size !== toInsert.length)
      throw new Error('The batch inserted fewer transfers than it applied.');
    // Another process changed a record the writers' prepare read: roll back; each item runs alone.
    if (!written.unitsSucceeded) throw new AppError('invalid_state', 'A record changed under the batch.');
    const inserted = new Map(
      toInsert.map((transfer) => [
        transfer.id,
        { ...transfer, created_at: written.createdAt.get(transfer.id) as Date },
      ]),
    );
    return outcomes.map((outcome, index) => {
      if (outcome.type !== 'pending') return outcome;
      const transfer = inserted.get((rows[outcome.index] as NewTransfer).id);
      if (!transfer) {
        // The first request with this id was refused; a duplicate shares its fate.
        return outcomes[outcome.index] as BatchOutcome;
      }
      if (outcome.index !== index) return { type: 'existing', transfer };
      const balanceAfterMinor = unitBalances.get(index);
      return balanceAfterMinor === undefined
        ? { type: 'applied', transfer }
        : { type: 'applied', transfer, balanceAfterMinor };
    });
  }
}
