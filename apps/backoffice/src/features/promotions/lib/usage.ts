/** How much of a limit is used, in whole percent from 0 to 100 (exact on bigints; 100 when the limit is 0). */
export function usageShare(used: bigint, limit: bigint): number {
  if (limit <= 0n) return 100;
  if (used <= 0n) return 0;
  const share = (used * 100n) / limit;
  return Number(share > 100n ? 100n : share);
}
