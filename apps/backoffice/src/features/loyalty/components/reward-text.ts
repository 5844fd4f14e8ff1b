import type { TFunction } from 'i18next';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { formatPoints } from '../lib/points-values';

/** A reward or prize in words: "500 points", "NPR 25.00", "NPR 25.00 bonus (5× wagering)". */
export function rewardText(
  t: TFunction,
  reward: { kind: 'points' | 'money' | 'cash' | 'bonus'; amount: string; wageringMultiple?: number | null },
  money: MoneyFormat,
): string {
  if (reward.kind === 'points')
    return t('loyalty.forms.pointsValue', {
      count: Number(reward.amount) || 0,
      points: formatPoints(reward.amount),
    });
  const amount = formatMoney(reward.amount, money);
  if (reward.kind !== 'bonus') return amount;
  return reward.wageringMultiple
    ? t('loyalty.forms.bonusWagering', { amount, multiple: reward.wageringMultiple })
    : t('loyalty.forms.bonusValue', { amount });
}
