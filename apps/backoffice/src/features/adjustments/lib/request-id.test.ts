import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('builds a UUID v4 from random bytes where randomUUID is missing (plain HTTP)', () => {
    const id = newRequestId({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(id).toMatch(uuidV4);
    expect(newRequestId({ getRandomValues: (array) => crypto.getRandomValues(array) })).not.toBe(id);
  });

  it('uses randomUUID when the browser has it', () => {
    expect(newRequestId({ getRandomValues: (array) => array, randomUUID: () => 'from-browser' })).toBe(
      'from-browser',
    );
  });
});
