import { describe, expect, it } from 'vitest';
import { LedgerIds } from '../../platform/derived-id.js';
import { withdrawalTransferId } from './withdrawal-ids.js';

describe('withdrawal transfer ids', () => {
  const ids = new LedgerIds(Buffer.alloc(32, 7));

  it('are stable per withdrawal and step, distinct across steps, and well-formed UUIDs', () => {
    const id = '8b0f7a52-9a8c-4c47-9d0e-1f2a3b4c5d6e';
    expect(withdrawalTransferId(ids, id, 'hold')).toBe(withdrawalTransferId(ids, id, 'hold'));
    const steps = (['hold', 'void', 'post', 'fee', 'refund'] as const).map((step) =>
      withdrawalTransferId(ids, id, step),
    );
    expect(new Set(steps).size).toBe(5);
    for (const step of steps)
      expect(step).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(withdrawalTransferId(ids, 'another', 'hold')).not.toBe(steps[0]);
  });

  it('depend on the secret key', () => {
    const id = '8b0f7a52-9a8c-4c47-9d0e-1f2a3b4c5d6e';
    const other = new LedgerIds(Buffer.alloc(32, 9));
    expect(withdrawalTransferId(other, id, 'post')).not.toBe(withdrawalTransferId(ids, id, 'post'));
  });
});
