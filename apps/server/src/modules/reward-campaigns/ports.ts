import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditActor } from '../audit/audit-service.js';
import type { GrantRecords, PendingGrant, WageringTerms } from '../bonuses/bonuses-service.js';

export type { GrantRecords, PendingGrant };

import type { DepositsService } from '../deposits/deposits-service.js';
import type { MembersService } from '../members/members-service.js';
import type { StaffService } from '../staff/staff-service.js';

/**
 * What reward campaigns need from the bonuses module (BonusesService.grant, issue 16 plan): one payout
 * per grant key, ever; a replay returns the first bonus. Red envelopes, raffle prizes and the manual rebate
 * carry no wagering and are paid to the member's main wallet at once (pool:bonus -> member main, with the
 * campaign's ledger code); a referral reward carries its promotion's wagering, if any.
 */
export type CampaignGrantInput = {
  memberId: string;
  amountMinor: bigint;
  kind: 'red_envelope' | 'raffle' | 'manual_rebate' | 'referral';
  sourceId: string;
  grantKey: string;
  title: string;
  ledgerCode: 'rebate' | 'red_envelope' | 'raffle_prize' | 'referral_reward';
  claimable: null;
  wagering: WageringTerms | null;
};
export type CampaignGrants = {
  grant(input: CampaignGrantInput): Promise<{ bonusId: string; replayed: boolean }>;
  /** The grant's row written in the campaign's transaction (its record and the row commit together). */
  grantInTransaction(transaction: Transaction<Database>, input: CampaignGrantInput): Promise<PendingGrant>;
  /** The payout of a committed grant, with the campaign's records in the same group commit when it pays. */
  finishGrant(
    pending: PendingGrant,
    records: GrantRecords,
  ): Promise<{ bonusId: string; replayed: boolean; recordsCommitted: boolean }>;
};

/** The live referral promotion (modules/promotions' liveReferralPromotion), as reward campaigns use it. */
export type LiveReferralPromotion = {
  id: string;
  title: string;
  /** Invitees' first deposits credited from this instant count (null: any first deposit). */
  startsAt: Date | null;
  minFirstDepositMinor: bigint;
  /** The referrer's reward for a qualifying invitee with this first deposit (0: none). */
  rewardFor: (firstDepositMinor: bigint) => bigint;
  /** A fixed reward to show, or null when it depends on the deposit. */
  fixedRewardMinor: bigint | null;
  /** The wagering the reward carries (the promotion's template), or null: paid to main at once. */
  wageringFor: (rewardMinor: bigint, firstDepositMinor: bigint) => WageringTerms | null;
};
export type ReferralPromotions = {
  liveReferralPromotion(): Promise<LiveReferralPromotion | null>;
  /**
   * Takes one of the promotion's slots and `amountMinor` of its budget inside the caller's transaction (the
   * reward row is written in the same one, so a rollback returns the slot). null: taken; else why not.
   */
  takeReferralSlot?(
    transaction: Transaction<Database>,
    promotionId: string,
    amountMinor: bigint,
  ): Promise<string | null>;
};

/** A member's bonus on the manual rebate rate in basis points (VIP levels, issue 17); 0: none. */
export type RebateBonusPort = { basisPointsOf(memberId: string): Promise<number> };

/** A staff action's actor for the audit log. */
export type StaffActor = { staffId: string; audit: AuditActor };

/** The deposits' reads campaigns need (DepositsService): audiences, deposit tickets, referral qualification. */
export type CampaignDeposits = Pick<
  DepositsService,
  | 'hasCreditedSince'
  | 'creditedTotalBetween'
  | 'depositorsBetween'
  | 'firstDepositorsBetween'
  | 'depositedAmong'
>;

/** The members' reads campaigns need (MembersService): invitees, their uplines, account names. */
export type CampaignMembers = Pick<MembersService, 'uplinesOf' | 'directDownline' | 'accountsOf'>;

/** Staff names for "created by" (StaffService). */
export type CampaignStaff = Pick<StaffService, 'usernameOf' | 'usernamesOf'>;

/**
 * Who may be picked by a campaign (raffle entries, red-envelope eligibility): other modules add filters at
 * composition (responsible gaming drops members whose marketing is blocked by an exclusion). No filter: all.
 */
export class CampaignAudienceFilters {
  private readonly filters: Array<(memberIds: readonly string[]) => Promise<string[]>> = [];

  add(filter: (memberIds: readonly string[]) => Promise<string[]>): void {
    this.filters.push(filter);
  }

  /** The given members that every filter keeps (order kept). */
  async keep(memberIds: readonly string[]): Promise<string[]> {
    let kept = [...memberIds];
    for (const filter of this.filters) {
      if (kept.length === 0) break;
      kept = await filter(kept);
    }
    return kept;
  }

  async allows(memberId: string): Promise<boolean> {
    return (await this.keep([memberId])).length === 1;
  }
}
