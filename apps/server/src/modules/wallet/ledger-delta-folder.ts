/** What the folder needs of the repository. */
export type DeltaFolding = { foldDeltas: (limit: number) => Promise<number> };

/** Deltas folded per statement: a fold holds the hot rows' locks only for this many. */
const foldLimit = 5_000;
/** At most one fold per this interval per process: a busy ledger writes a few hundred deltas a second. */
const foldIntervalMs = 250;

/**
 * Keeps the hot accounts' delta rows few (0057_ledger_hot_accounts.sql): after deltas are written, a fold
 * runs once the interval has passed, one at a time, again while the last fold was full. Folding changes
 * no account's totals (row plus deltas), so a fold that fails or never runs costs only read speed; the
 * next write tries again.
 */
export class DeltaFolder {
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private lastFoldAt = 0;
  /** The last fold's failure, for a health view; cleared by a fold that succeeds. */
  lastError: unknown;
  /** Folds that failed since the process started (the metric ledger_delta_fold_failures). */
  failures = 0;
  private failureListener: ((error: unknown) => void) | undefined;

  constructor(private readonly repository: DeltaFolding) {}

  /** Told of each failed fold (the app logs it); a listener that throws is ignored. */
  onFailure(listener: (error: unknown) => void): void {
    this.failureListener = listener;
  }

  /** Deltas were committed: fold them soon. */
  noteDeltas(): void {
    if (this.running || this.timer) return;
    const waitMs = Math.max(0, this.lastFoldAt + foldIntervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.fold();
    }, waitMs);
    this.timer.unref();
  }

  /** Folds now, until a fold is not full; resolves when done (tests and shutdown call it). */
  async fold(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      // Bounded: a backlog larger than this waits for the next note.
      for (let round = 0; round < 20; round += 1)
        if ((await this.repository.foldDeltas(foldLimit)) < foldLimit) break;
      this.lastError = undefined;
    } catch (error) {
      this.lastError = error;
      this.failures += 1;
      try {
        this.failureListener?.(error);
      } catch {
        // Reporting a failure must not become one.
      }
    } finally {
      this.lastFoldAt = Date.now();
      this.running = false;
    }
  }
}
