import { describe, expect, it } from 'vitest';
import { type FavouriteChange, SpacedQueue } from './throttle';

function fakeClock() {
  let nowMs = 10_000;
  return {
    now: () => nowMs,
    sleep: async (ms: number) => {
      nowMs += ms;
    },
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

async function settle(queue: SpacedQueue): Promise<void> {
  for (let turn = 0; turn < 50 && queue.size > 0; turn += 1) await Promise.resolve();
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

describe('SpacedQueue', () => {
  it('sends every click, one call per interval, none dropped', async () => {
    const clock = fakeClock();
    const sent: Array<FavouriteChange & { atMs: number }> = [];
    const queue = new SpacedQueue(
      async (change) => {
        sent.push({ ...change, atMs: clock.now() });
      },
      () => {},
      { intervalMs: 1_000, limit: 30, now: clock.now, sleep: clock.sleep },
    );
    expect(queue.push({ nodeId: '1', favourite: true })).toBe(true);
    expect(queue.push({ nodeId: '2', favourite: true })).toBe(true);
    expect(queue.push({ nodeId: '3', favourite: true })).toBe(true);
    expect(queue.pending('2')).toBe(true);
    await settle(queue);
    expect(sent.map((change) => change.nodeId)).toEqual(['1', '2', '3']);
    expect(sent[1]?.atMs).toBe((sent[0]?.atMs ?? 0) + 1_000);
    expect(sent[2]?.atMs).toBe((sent[1]?.atMs ?? 0) + 1_000);
    expect(queue.pending('2')).toBeUndefined();
  });

  it('keeps one place per game with its newest wish, and refuses (not drops) past the limit', async () => {
    const clock = fakeClock();
    const sent: FavouriteChange[] = [];
    const queue = new SpacedQueue(
      async (change) => {
        sent.push(change);
      },
      () => {},
      { intervalMs: 1_000, limit: 2, now: clock.now, sleep: clock.sleep },
    );
    queue.push({ nodeId: '1', favourite: true });
    queue.push({ nodeId: '2', favourite: true });
    queue.push({ nodeId: '3', favourite: true });
    queue.push({ nodeId: '3', favourite: false });
    expect(queue.push({ nodeId: '4', favourite: true })).toBe(false);
    await settle(queue);
    expect(sent).toEqual([
      { nodeId: '1', favourite: true },
      { nodeId: '2', favourite: true },
      { nodeId: '3', favourite: false },
    ]);
  });
});
