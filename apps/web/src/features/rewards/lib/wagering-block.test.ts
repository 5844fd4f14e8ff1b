import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { wageringBlockOf } from './wagering-block';

describe('bonus wagering block of a withdrawal refusal', () => {
  it('reads the reply fields beside the error', () => {
    const error = new ApiError({
      code: 'bonus_wagering_active',
      status: 409,
      message: 'x',
      body: { error: { code: 'bonus_wagering_active' }, remainingWageringMinor: '12500', bonusCount: 2 },
    });
    expect(wageringBlockOf(error)).toEqual({ remainingWageringMinor: '12500', bonusCount: 2 });
  });

  it('is null for other errors and tolerates a body without the fields', () => {
    expect(wageringBlockOf(new Error('x'))).toBeNull();
    expect(wageringBlockOf(new ApiError({ code: 'forbidden', status: 403, message: 'x' }))).toBeNull();
    const bare = new ApiError({ code: 'bonus_wagering_active', status: 409, message: 'x' });
    expect(wageringBlockOf(bare)).toEqual({ remainingWageringMinor: '0', bonusCount: 1 });
  });
});
