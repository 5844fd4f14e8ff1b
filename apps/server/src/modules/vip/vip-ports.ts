/**
 * What VIP levels read of other modules, composed in app.ts (issue 17 plan): lifetime points from the points
 * ledger (PointsService), valid bet from the play statistics (PlayStatsService), and the upgrade bonus paid
 * through bonus money (BonusesService.grant, kind 'vip', ledger code vip_bonus).
 */
export type VipPointsPort = {
  balanceOf(memberId: string): Promise<{ lifetimePoints: bigint }>;
};

export type VipPlayStatsPort = {
  /** Settled valid bet in [from, to) (all of it when from/to are absent). */
  totalValidBet(memberId: string, fromInstant?: Date, toInstant?: Date): Promise<bigint>;
};

export type VipBonusPort = {
  grant(input: {
    memberId: string;
    amountMinor: bigint;
    kind: 'vip';
    sourceId: string;
    grantKey: string;
    title: string;
    ledgerCode: 'vip_bonus';
    claimable: null;
    wagering: null;
  }): Promise<{ bonusId: string; replayed: boolean }>;
};
