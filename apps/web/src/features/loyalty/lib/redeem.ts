import type { MallItem } from '@gaming/contracts/points-mall';
import { toWhole } from './whole-numbers';

export type RedeemBlock = 'soldOut' | 'notEnoughPoints' | null;

/**
 * How many of an item the member may ask for in one redeem: the item's per-redeem maximum, what is in
 * stock and what the spendable points pay for (the server checks all of it again, and the member's
 * lifetime or daily limit, which only it knows the use of). 0 with the reason when none.
 */
export function redeemCapacity(
  item: Pick<MallItem, 'pointsPrice' | 'maxQuantityPerRedeem' | 'stock'>,
  spendablePoints: bigint | null,
): { maximum: number; block: RedeemBlock } {
  if (item.stock !== null && item.stock <= 0) return { maximum: 0, block: 'soldOut' };
  const price = toWhole(item.pointsPrice) ?? 0n;
  let maximum = Math.max(1, item.maxQuantityPerRedeem);
  if (item.stock !== null) maximum = Math.min(maximum, item.stock);
  if (spendablePoints !== null && price > 0n) {
    const affordable = spendablePoints / price;
    if (affordable < 1n) return { maximum: 0, block: 'notEnoughPoints' };
    if (affordable < BigInt(maximum)) maximum = Number(affordable);
  }
  return { maximum, block: null };
}

/** Points a redeem of `quantity` costs. */
export function redeemTotalPoints(pointsPrice: string, quantity: number): bigint {
  return (toWhole(pointsPrice) ?? 0n) * BigInt(quantity);
}
