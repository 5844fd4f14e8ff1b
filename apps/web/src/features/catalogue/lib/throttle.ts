/** Spec §4/§9: the favourite toggle reaches the server at most once per second. */
export const favouriteThrottleMs = 1_000;
/** Changes waiting for their turn at most; past this a click is refused with a message, never dropped. */
export const maximumQueuedFavourites = 30;

export type FavouriteChange = { nodeId: string; favourite: boolean };

/**
 * Every star click counts: the wanted state of each game waits in order and is sent one change per
 * `intervalMs` (the spec's throttle, now on the calls, not on the clicks). A game clicked again while
 * waiting keeps one place in the line and its newest wish. `send` does the call; `settled` hears each
 * result (and whether the game was clicked again meanwhile, so its newer wish still waits).
 */
export class SpacedQueue {
  private readonly wanted = new Map<string, boolean>();
  private readonly order: string[] = [];
  private lastSentMs = Number.NEGATIVE_INFINITY;
  private running = false;

  constructor(
    private readonly send: (change: FavouriteChange) => Promise<void>,
    private readonly settled: (change: FavouriteChange, error: unknown) => void,
    private readonly options: {
      intervalMs: number;
      limit: number;
      now?: () => number;
      sleep?: (ms: number) => Promise<void>;
    },
  ) {}

  /** The state a game will have once its waiting change is sent, if it has one. */
  pending(nodeId: string): boolean | undefined {
    return this.wanted.get(nodeId);
  }

  get size(): number {
    return this.order.length;
  }

  /** False when the line is full: the caller says so instead of losing the click. */
  push(change: FavouriteChange): boolean {
    if (!this.wanted.has(change.nodeId)) {
      if (this.order.length >= this.options.limit) return false;
      this.order.push(change.nodeId);
    }
    this.wanted.set(change.nodeId, change.favourite);
    void this.drain();
    return true;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const now = this.options.now ?? Date.now;
    const sleep = this.options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
    try {
      for (let nodeId = this.order[0]; nodeId !== undefined; nodeId = this.order[0]) {
        const waitMs = this.lastSentMs + this.options.intervalMs - now();
        if (waitMs > 0) await sleep(waitMs);
        this.order.shift();
        const favourite = this.wanted.get(nodeId);
        this.wanted.delete(nodeId);
        if (favourite === undefined) continue;
        this.lastSentMs = now();
        const change = { nodeId, favourite };
        try {
          await this.send(change);
          this.settled(change, null);
        } catch (error) {
          this.settled(change, error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
