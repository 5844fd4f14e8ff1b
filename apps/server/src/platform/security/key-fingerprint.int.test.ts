import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../../db/embedded.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { KeyFingerprintRepository } from './key-fingerprint-repository.js';
import { assertSecretKeyMatches, secretKeyFingerprint } from './secret-key.js';

describe('one secret key per database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('records the first key, accepts it again, and refuses a process with another key', async () => {
    const repository = new KeyFingerprintRepository(database.db);
    const firstKey = Buffer.alloc(32, 1);
    await assertSecretKeyMatches(firstKey, repository);
    await assertSecretKeyMatches(Buffer.from(firstKey), repository);
    await expect(assertSecretKeyMatches(Buffer.alloc(32, 2), repository)).rejects.toBeInstanceOf(
      StartupError,
    );
    // The first key still stands after a refusal.
    await assertSecretKeyMatches(firstKey, repository);
  });

  it('records a fingerprint that is neither the key nor shared by another key', () => {
    const key = Buffer.alloc(32, 3);
    const fingerprint = secretKeyFingerprint(key);
    expect(fingerprint).not.toContain(key.toString('hex'));
    expect(fingerprint).not.toBe(secretKeyFingerprint(Buffer.alloc(32, 4)));
  });
});
