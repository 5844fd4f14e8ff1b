/**
 * Runs work for the same key one after another inside this process (other keys run freely). The vendor
 * wallet uses it per round so a duplicate callback waits for the first and then finds its stored answer;
 * across processes the database's unique keys and conditional updates keep the money right on their own.
 *
 * With limits, a key holds at most `maxWaitingPerKey` works behind the running one and at most `maxKeys`
 * keys are queued at once; beyond them `run` refuses at once with KeyedLockFullError (the caller answers a
 * retry-later error), so a burst cannot grow the queue without bound.
 */
export type KeyedLockLimits = { maxWaitingPerKey: number; maxKeys: number };

export class KeyedLockFullError extends Error {
  constructor(readonly reason: 'key' | 'keys') {
    super(reason === 'key' ? 'too many waiting for this key' : 'too many keys queued');
    this.name = 'KeyedLockFullError';
  }
}

type Queue = { tail: Promise<unknown>; size: number };

export class KeyedLock {
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly limits?: KeyedLockLimits) {}

  /** Works queued or running for the key (tests and metrics). */
  sizeOf(key: string): number {
    return this.queues.get(key)?.size ?? 0;
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(key);
    if (this.limits) {
      if (queue && queue.size > this.limits.maxWaitingPerKey) throw new KeyedLockFullError('key');
      if (!queue && this.queues.size >= this.limits.maxKeys) throw new KeyedLockFullError('keys');
    }
    if (!queue) {
      queue = { tail: Promise.resolve(), size: 0 };
      this.queues.set(key, queue);
    }
    const current = queue.tail.then(
      () => work(),
      () => work(),
    );
    queue.tail = current.then(
      () => undefined,
      () => undefined,
    );
    queue.size += 1;
    try {
      return await current;
    } finally {
      // Works finish in order, so the last one out removes the key: the map holds only keys in use.
      queue.size -= 1;
      if (queue.size === 0 && this.queues.get(key) === queue) this.queues.delete(key);
    }
  }
}
