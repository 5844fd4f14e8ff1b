import type { PromotionEligibility, PromotionReward, PromotionWagering } from '@gaming/contracts/promotions';

/** Basis points as a percentage without trailing zeros: 1250 -> "12.5", 10000 -> "100", 5 -> "0.05". */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const cents = Math.abs(basisPoints % 100);
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** One line of the rules summary: a translation key and its values (money already formatted). */
export type RuleLine = { key: string; values: Record<string, string | number> };

/** The reward rule as lines: a fixed amount, a percentage of the deposit up to a cap, or a rebate by category. */
export function rewardLines(reward: PromotionReward, money: (minor: string) => string): RuleLine[] {
  switch (reward.type) {
    case 'fixed':
      return [{ key: 'promotions.rules.rewardFixed', values: { amount: money(reward.amountMinor) } }];
    case 'deposit_percent':
      return [
        {
          key: 'promotions.rules.rewardDepositPercent',
          values: { percent: basisPointsToPercent(reward.rateBasisPoints), cap: money(reward.capMinor) },
        },
      ];
    case 'valid_bet_rebate':
      return [
        { key: 'promotions.rules.rewardRebate', values: { cap: money(reward.capMinor) } },
        ...Object.entries(reward.ratesBasisPoints)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([category, rate]) => ({
            key: 'promotions.rules.rebateRate',
            values: { category, percent: basisPointsToPercent(rate) },
          })),
      ];
  }
}

export function eligibilityLine(
  eligibility: PromotionEligibility,
  money: (minor: string) => string,
): RuleLine {
  if (eligibility.type === 'none') return { key: 'promotions.rules.eligibleAll', values: {} };
  const keys = {
    first_deposit: 'promotions.rules.eligibleFirstDeposit',
    deposit_in_period: 'promotions.rules.eligibleDeposits',
    valid_bet_in_period: 'promotions.rules.eligibleValidBet',
  } as const;
  return { key: keys[eligibility.type], values: { amount: money(eligibility.minMinor) } };
}

/** The wagering terms: multiple and base, days, weights (default last), maximum stake and cash-out. */
export function wageringLines(
  wagering: PromotionWagering | null,
  money: (minor: string) => string,
): RuleLine[] {
  if (!wagering) return [{ key: 'promotions.rules.noWagering', values: {} }];
  const lines: RuleLine[] = [
    {
      key:
        wagering.base === 'bonus'
          ? 'promotions.rules.wageringBonus'
          : 'promotions.rules.wageringDepositBonus',
      values: { multiple: wagering.multiple, count: wagering.wageringDays },
    },
  ];
  for (const [category, percent] of Object.entries(wagering.weights).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push({ key: 'promotions.rules.weight', values: { category, percent } });
  }
  lines.push({ key: 'promotions.rules.weightDefault', values: { percent: wagering.defaultWeightPercent } });
  if (wagering.maxStakeMinor)
    lines.push({ key: 'promotions.rules.maxStake', values: { amount: money(wagering.maxStakeMinor) } });
  if (wagering.maxCashoutMinor)
    lines.push({ key: 'promotions.rules.maxCashout', values: { amount: money(wagering.maxCashoutMinor) } });
  return lines;
}
