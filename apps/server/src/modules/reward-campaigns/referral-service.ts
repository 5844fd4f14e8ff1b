import type {
  ReferralInfoResponse,
  ReferralInviteeStatus,
  ReferralInviteesResponse,
} from '@gaming/contracts/reward-campaigns';
import { maskAccount } from '../games/catalogue-service.js';
import type {
  CampaignDeposits,
  CampaignGrants,
  CampaignMembers,
  LiveReferralPromotion,
  ReferralPromotions,
} from './ports.js';
import type { RewardCampaignsRepository } from './reward-campaigns-repository.js';

const rewardBatch = 200;
/** First depositors read per page, and pages per run (the next run goes on from there). */
const scanPage = 500;
const scanPages = 10;

/** The promotion has no slot or budget left: the reward row is rolled back with the slot. */
class SlotRefused extends Error {}

/**
 * Invite friends (issue 16, spec §1, §2, §6): the member's code, link and invitees (its direct downline),
 * and the referral reward: when an invitee's first credited deposit (from the live referral promotion's
 * start) reaches the promotion's minimum, its referrer gets the reward once per invitee, ever, with the
 * promotion's wagering if it has one; each reward takes one of the promotion's slots and its budget.
 */
export class ReferralService {
  constructor(
    private readonly repository: RewardCampaignsRepository,
    private readonly deposits: CampaignDeposits,
    private readonly members: CampaignMembers,
    private readonly promotions: ReferralPromotions,
    private readonly grants: CampaignGrants,
    private readonly publicUrl: () => string,
    private readonly now: () => Date,
  ) {}

  async info(member: { id: string; referral_code: string }): Promise<ReferralInfoResponse> {
    const [promotion, counts] = await Promise.all([
      this.promotions.liveReferralPromotion(),
      this.counts(member.id),
    ]);
    const origin = new URL(this.publicUrl()).origin;
    return {
      referralCode: member.referral_code,
      link: `${origin}/register?referralCode=${encodeURIComponent(member.referral_code)}`,
      enabled: promotion !== null,
      promotion: promotion
        ? {
            id: promotion.id,
            title: promotion.title,
            minFirstDepositMinor: promotion.minFirstDepositMinor.toString(),
            rewardMinor: promotion.fixedRewardMinor?.toString() ?? null,
          }
        : null,
      invitees: counts.invitees,
      rewardedInvitees: counts.rewarded,
      rewardedTotalMinor: counts.rewardedMinor.toString(),
    };
  }

  async invitees(
    memberId: string,
    page: { page: number; pageSize: number },
  ): Promise<ReferralInviteesResponse> {
    const { rows, total } = await this.members.directDownline(memberId, page.page, page.pageSize);
    const ids = rows.map((row) => row.id);
    const [deposited, rewards] = await Promise.all([
      this.deposits.depositedAmong(ids),
      this.repository.rewardsOfInvitees(memberId, ids),
    ]);
    return {
      invitees: rows.map((row) => {
        const reward = rewards.get(row.id) ?? null;
        const status: ReferralInviteeStatus = reward
          ? 'rewarded'
          : deposited.has(row.id)
            ? 'deposited'
            : 'registered';
        return {
          account: maskAccount(row.username),
          registeredAt: new Date(row.created_at).toISOString(),
          status,
          rewardMinor: reward,
        };
      }),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
    };
  }

  private async counts(memberId: string) {
    const [downline, rewards] = await Promise.all([
      this.members.directDownline(memberId, 1, 1),
      this.repository.referralRewardCounts(memberId),
    ]);
    return { invitees: downline.total, ...rewards };
  }

  /**
   * Invitees whose first credited deposit (from the promotion's start) reached its minimum and who have no
   * referral reward yet, with their referrer: deposits' first depositors page by page (a cursor kept between
   * runs, from the start again at the end), narrowed to members with an upline, then to those not rewarded.
   */
  private async qualifyingInvitees(promotion: LiveReferralPromotion) {
    const found: Array<{ invitee_id: string; referrer_id: string; amount: string }> = [];
    let after = this.cursor;
    for (let page = 0; page < scanPages && found.length < rewardBatch; page += 1) {
      const depositors = await this.deposits.firstDepositorsBetween({
        from: promotion.startsAt ?? new Date(0),
        to: new Date(this.now().getTime() + 60_000),
        minMinor: promotion.minFirstDepositMinor,
        afterMemberId: after,
        limit: scanPage,
      });
      after = depositors.length < scanPage ? null : (depositors[depositors.length - 1]?.memberId ?? null);
      const uplines = await this.members.uplinesOf(depositors.map((row) => row.memberId));
      const rewarded = await this.repository.rewardedAmong([...uplines.keys()]);
      for (const row of depositors) {
        const referrer = uplines.get(row.memberId);
        if (referrer && !rewarded.has(row.memberId))
          found.push({ invitee_id: row.memberId, referrer_id: referrer, amount: row.amountMinor.toString() });
      }
      if (after === null) break;
    }
    this.cursor = after;
    return found;
  }

  /** Where the next run's scan of first depositors goes on (null: from the start). */
  private cursor: string | null = null;

  /**
   * The referral job (every minute): rewards invitees that qualified under the live referral promotion,
   * once each (the reward row's primary key is the invitee), then pays rows not paid yet (a crash between
   * row and grant). Each reward first takes the promotion's slot and budget through its service.
   */
  async rewardQualified(): Promise<{ rewarded: number; paid: number }> {
    const promotion = await this.promotions.liveReferralPromotion();
    let rewarded = 0;
    if (promotion) {
      const candidates = await this.qualifyingInvitees(promotion);
      for (const candidate of candidates) {
        const firstDeposit = BigInt(candidate.amount);
        const amount = promotion.rewardFor(firstDeposit);
        if (amount <= 0n) continue;
        const outcome = await this.repository
          .transaction(async (transaction) => {
            const { inserted } = await this.repository.insertReferralReward(transaction, {
              inviteeId: candidate.invitee_id,
              referrerId: candidate.referrer_id,
              promotionId: promotion.id,
              firstDepositMinor: firstDeposit,
              amountMinor: amount,
              now: this.now(),
            });
            if (!inserted) return 'exists' as const;
            const refusal = await this.promotions.takeReferralSlot?.(transaction, promotion.id, amount);
            if (refusal) throw new SlotRefused(refusal);
            return 'inserted' as const;
          })
          .catch((error: unknown) => {
            if (error instanceof SlotRefused) return 'refused' as const;
            throw error;
          });
        if (outcome === 'refused') break;
        if (outcome === 'inserted') rewarded += 1;
      }
    }
    const unpaid = await this.repository.unpaidReferralRewards(rewardBatch);
    for (const row of unpaid) {
      const { bonusId } = await this.grants.grant({
        memberId: row.referrer_member_id,
        amountMinor: BigInt(row.amount_minor),
        kind: 'referral',
        sourceId: row.promotion_id,
        grantKey: `referral:${row.invitee_member_id}`,
        title: promotion?.id === row.promotion_id ? promotion.title : 'Referral reward',
        ledgerCode: 'referral_reward',
        claimable: null,
        wagering:
          promotion?.id === row.promotion_id
            ? promotion.wageringFor(BigInt(row.amount_minor), BigInt(row.first_deposit_minor))
            : null,
      });
      await this.repository.markReferralPaid(row.invitee_member_id, bonusId, this.now());
    }
    return { rewarded, paid: unpaid.length };
  }
}
