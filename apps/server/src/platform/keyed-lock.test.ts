import { describe, expect, it } from 'vitest';
import { KeyedLock, KeyedLockFullError } from './keyed-lock.js';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('KeyedLock', () => {
  it('runs one key one after another and other keys freely', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const first = gate();
    const a1 = lock.run('a', async () => {
      await first.opened;
      order.push('a1');
    });
    const a2 = lock.run('a', async () => {
      order.push('a2');
    });
    await lock.run('b', async () => {
      order.push('b');
    });
    first.open();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['b', 'a1', 'a2']);
    expect(lock.sizeOf('a')).toBe(0);
  });

  it('without limits, queues any number', async () => {
    const lock = new KeyedLock();
    const first = gate();
    const runs = Array.from({ length: 100 }, () => lock.run('a', () => first.opened));
    expect(lock.sizeOf('a')).toBe(100);
    first.open();
    await Promise.all(runs);
  });

  it('refuses beyond maxWaitingPerKey behind the running one, and accepts again once drained', async () => {
    const lock = new KeyedLock({ maxWaitingPerKey: 3, maxKeys: 10 });
    const first = gate();
    const accepted = Array.from({ length: 4 }, () => lock.run('a', () => first.opened));
    await expect(lock.run('a', async () => 'late')).rejects.toBeInstanceOf(KeyedLockFullError);
    // Another key is not affected.
    await expect(lock.run('b', async () => 'other')).resolves.toBe('other');
    first.open();
    await Promise.all(accepted);
    await expect(lock.run('a', async () => 'again')).resolves.toBe('again');
    expect(lock.sizeOf('a')).toBe(0);
  });

  it('refuses a new key beyond maxKeys; a failing work frees its place', async () => {
    const lock = new KeyedLock({ maxWaitingPerKey: 1, maxKeys: 2 });
    const first = gate();
    const held = [lock.run('a', () => first.opened), lock.run('b', () => first.opened)];
    await expect(lock.run('c', async () => 'c')).rejects.toMatchObject({ reason: 'keys' });
    // A key already queued still takes its waiting place.
    const waiting = lock.run('a', async () => 'a2');
    first.open();
    await Promise.all(held);
    await expect(waiting).resolves.toBe('a2');
    await expect(lock.run('c', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(lock.sizeOf('c')).toBe(0);
    await expect(lock.run('c', async () => 'c')).resolves.toBe('c');
  });
});
