import { profileFieldNames } from '@gaming/contracts/auth';
import { describe, expect, it } from 'vitest';
import { profileFields } from './profile-fields';

describe('profile fields', () => {
  it('are exactly the contract profile fields', () => {
    expect([...profileFields].sort()).toEqual([...profileFieldNames].sort());
  });
});
