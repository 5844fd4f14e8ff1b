import type { RewardWagering } from '@gaming/contracts/bonuses';

/** The bar's width: the server's percent (rounded down, 100 only when met), kept within 0..100. */
export function barPercent(wagering: Pick<RewardWagering, 'percent'>): number {
  return Math.min(100, Math.max(0, Math.trunc(wagering.percent)));
}

/** Contribution weights to show: listed categories by name order, then the default for the rest. */
export function weightRows(
  wagering: Pick<RewardWagering, 'weights' | 'defaultWeightPercent'>,
): Array<{ category: string | null; percent: number }> {
  return [
    ...Object.entries(wagering.weights)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, percent]) => ({ category, percent })),
    { category: null, percent: wagering.defaultWeightPercent },
  ];
}

/** Whole days (rounded up) until a deadline; 0 once it has passed, null without one. */
export function daysLeft(deadline: string | null, nowMs: number): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 86_400_000));
}

/** The wire multiple ("8.00", "12.50") as people read it ("8", "12.5"). */
export function multipleText(multiple: string): string {
  if (!/^\d+(\.\d+)?$/.test(multiple) || !multiple.includes('.')) return multiple;
  return multiple.replace(/0+$/, '').replace(/\.$/, '');
}
