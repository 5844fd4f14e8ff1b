import type { PromotionReward } from '@gaming/contracts/promotions';
import type { FieldProblem } from '../../../lib/form-values';
import { readOptionalAmount } from '../../../lib/form-values';

/**
 * The amount of an approval: a fixed reward pays its amount (nothing to enter); a percentage or rebate
 * reward pays what the rule computes unless staff enter an amount, which may not pass the rule's cap.
 * Answers the amount to send (null: the rule's) or the problem.
 */
export function approvalAmount(
  text: string,
  reward: PromotionReward | undefined,
  decimals: number,
): { amountMinor: string | null; problem: null } | { amountMinor: null; problem: FieldProblem } {
  if (!reward || reward.type === 'fixed') return { amountMinor: null, problem: null };
  const problems: Record<string, FieldProblem> = {};
  const amountMinor = readOptionalAmount(text, decimals, 'amount', problems);
  if (problems.amount) return { amountMinor: null, problem: problems.amount };
  if (amountMinor !== null && BigInt(amountMinor) > BigInt(reward.capMinor))
    return { amountMinor: null, problem: 'aboveCap' };
  return { amountMinor, problem: null };
}
