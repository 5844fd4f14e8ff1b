import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are UUID v4 and differ each time', () => {
    const first = newRequestId();
    expect(first).toMatch(uuidV4);
    expect(newRequestId()).not.toBe(first);
  });

  it('are UUID v4 without crypto.randomUUID (plain HTTP)', () => {
    const source = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId(source)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});
