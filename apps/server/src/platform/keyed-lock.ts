/**
 * Runs work for the same key one after another inside this process (other keys run freely). The vendor
 * wallet uses it per round so a duplicate callback waits for the first and then finds its stored answer;
 * across processes the database's unique keys and conditional updates keep the money right on their own.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const current = (previous ?? Promise.resolve()).then(
      () => work(),
      () => work(),
    );
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      // The last one out removes the key, so the map holds only rounds in play.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
