import { describe, expect, it } from 'vitest';
import { shortReference } from './reference';

describe('shortReference', () => {
  it('keeps the first 8 and last 4 characters of a uuid, upper case', () => {
    expect(shortReference('3f2a91c0-1d2e-4a5b-9c8d-00112233 7b1e'.replace(' ', ''))).toBe('3F2A91C0…7B1E');
  });

  it('leaves a short reference whole', () => {
    expect(shortReference('abc-123')).toBe('ABC123');
  });
});
