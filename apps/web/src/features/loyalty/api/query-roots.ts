/**
 * Every query of the loyalty screens (points, mall, redeems, VIP, missions, ranking boards) starts with
 * this root: a redeem, a conversion, a claim or a live points event reads them all again, since each of
 * these actions moves points, lifetime points (so the VIP level) and the badges together.
 */
export const loyaltyQueryRoot = ['loyalty'] as const;
