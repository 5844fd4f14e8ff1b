import { type AmountProblem, amountProblem } from '../../../lib/amount-input';

// Typed amounts are shared by every staff form (lib/amount-input.ts); adjustments' callers keep these names.
export { type AmountProblem, amountMinorOf, amountProblem, minorToInput } from '../../../lib/amount-input';

export const minimumReasonLength = 3;
export const maximumReasonLength = 500;

export type ReasonProblem = 'required' | 'tooShort' | 'tooLong';

/** The server decides, this only tells staff beforehand: strictly above the threshold waits for a second approver. */
export function needsSecondApproval(amountMinor: bigint, thresholdMinor: string): boolean {
  return amountMinor > BigInt(thresholdMinor);
}

export function reasonProblem(text: string): ReasonProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (value.length < minimumReasonLength) return 'tooShort';
  if (value.length > maximumReasonLength) return 'tooLong';
  return null;
}

/** A threshold may be 0 (every adjustment needs a second approval), never negative or finer than the currency. */
export function thresholdProblem(text: string, decimals: number): Exclude<AmountProblem, 'zero'> | null {
  const problem = amountProblem(text, decimals);
  return problem === 'zero' ? null : problem;
}
