import { ApiError } from '../../../lib/api-client';

/**
 * The withdrawal refusal `bonus_wagering_active` carries, beside the error, how much wagering remains and
 * how many bonuses hold it (BonusWageringBlock); null for any other error or a malformed body.
 */
export function wageringBlockOf(
  error: unknown,
): { remainingWageringMinor: string; bonusCount: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'bonus_wagering_active') return null;
  const body = error.body as { remainingWageringMinor?: unknown; bonusCount?: unknown } | null;
  const remaining = body?.remainingWageringMinor;
  const count = body?.bonusCount;
  return {
    remainingWageringMinor: typeof remaining === 'string' && /^\d{1,30}$/.test(remaining) ? remaining : '0',
    bonusCount: typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1,
  };
}
