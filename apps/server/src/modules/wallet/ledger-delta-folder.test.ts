import { describe, expect, it } from 'vitest';
import { DeltaFolder } from './ledger-delta-folder.js';

/** A repository whose folds fail while `failing` is set, and otherwise fold fewer than a full batch. */
function repository() {
  const state = { failing: true, calls: 0 };
  return {
    state,
    foldDeltas: async () => {
      state.calls += 1;
      if (state.failing) throw new Error('canceling statement due to lock timeout');
      return 3;
    },
  };
}

describe('DeltaFolder', () => {
  it('counts and reports a failed fold, and a fold that succeeds clears the error', async () => {
    const folding = repository();
    const folder = new DeltaFolder(folding);
    const reported: unknown[] = [];
    folder.onFailure((error) => reported.push(error));
    await folder.fold();
    await folder.fold();
    expect(folder.failures).toBe(2);
    expect(reported).toHaveLength(2);
    expect(String(folder.lastError)).toMatch(/lock timeout/);
    folding.state.failing = false;
    await folder.fold();
    expect(folder.lastError).toBeUndefined();
    expect(folder.failures).toBe(2);
  });

  it('survives a listener that throws', async () => {
    const folder = new DeltaFolder(repository());
    folder.onFailure(() => {
      throw new Error('the logger is gone');
    });
    await expect(folder.fold()).resolves.toBeUndefined();
    expect(folder.failures).toBe(1);
  });
});
