import { type GameCategoryCode, gameCategoryCodes } from '@gaming/contracts/category-routes';
import {
  defaultRebateRates,
  type ManualRebateClaimResponse,
  type ManualRebateResponse,
  type RebateClaim,
  type RebateLine,
  type RebateRates,
  rebateLineSchema,
  rewardCampaignLimits,
} from '@gaming/contracts/reward-campaigns';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { applyRate, ratePpm } from '../agent-contracts/contract-terms.js';
import type { AuditService } from '../audit/audit-service.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { CampaignGrants, RebateBonusPort, StaffActor } from './ports.js';
import { isUniqueViolation, type RewardCampaignsRepository } from './reward-campaigns-repository.js';

const sweepAfterMs = 30_000;
const sweepBatch = 200;
const linesSchema = z.array(rebateLineSchema);

const ppmPerBasisPoint = 100n;
const wholePpm = 1_000_000n;

function withBonus(ppm: bigint, bonusBasisPoints: number): bigint {
  const total = ppm + BigInt(bonusBasisPoints) * ppmPerBasisPoint;
  return total > wholePpm ? wholePpm : total;
}

/** 12500n → "0.0125"; 1000000n → "1" (the contract's rate text: at most 6 decimals). */
function rateText(ppm: bigint): string {
  if (ppm >= wholePpm) return '1';
  const fraction = ppm.toString().padStart(6, '0').replace(/0+$/, '');
  return fraction === '' ? '0' : `0.${fraction}`;
}

type ClaimRow = Awaited<ReturnType<RewardCampaignsRepository['insertRebateClaim']>>;

/**
 * The manual rebate (issue 16, spec §6, whitelabel MANPLAYREB3): valid bet on rounds settled since the
 * member's last claim, times the rate of each game category. A claim covers [previous claim's end, now −
 * settleLagMs); the lag leaves rounds still being written to the next claim. Claims tile time: a claim
 * starts where the previous one ended, and a unique index on (member, start) makes a concurrent double
 * claim insert one row; the payout is a grant keyed by the claim.
 */
export class ManualRebateService {
  constructor(
    private readonly repository: RewardCampaignsRepository,
    private readonly rounds: RoundsService,
    private readonly grants: CampaignGrants,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly now: () => Date,
    private readonly settleLagMs = 5_000,
    private readonly rebateBonus: RebateBonusPort = { basisPointsOf: async () => 0 },
  ) {}

  private requireEnabled(): void {
    if (!this.settings.get('whitelabel').MANPLAYREB3) throw new AppError('function_not_enabled');
  }

  async rates(): Promise<RebateRates> {
    const row = await this.repository.rebateRates();
    if (!row) return defaultRebateRates;
    return { rates: row.rates as RebateRates['rates'], minClaimMinor: row.min_claim_minor };
  }

  async updateRates(actor: StaffActor, rates: RebateRates): Promise<RebateRates> {
    const before = await this.rates();
    await this.repository.transaction(async (transaction) => {
      await this.repository.saveRebateRates(
        transaction,
        rates.rates as Record<string, string>,
        BigInt(rates.minClaimMinor),
        this.now(),
      );
      await this.audit.record(
        actor.audit,
        {
          action: 'manual_rebate.rates',
          targetType: 'manual_rebate_rates',
          targetId: 'brand',
          before,
          after: rates,
        },
        transaction,
      );
    });
    return this.rates();
  }

  /**
   * Valid bet times each category's rate, plus the member's VIP level bonus (basis points added to every
   * category that has a rate; a category without one still earns nothing), at most 100 %. The level in
   * force when the rebate is shown or claimed applies to the whole claim.
   */
  private async computed(memberId: string, since: Date | null, until: Date) {
    const [rates, bonusBasisPoints] = await Promise.all([
      this.rates(),
      this.rebateBonus.basisPointsOf(memberId),
    ]);
    const byCategory =
      since && until <= since
        ? new Map<string, bigint>()
        : await this.rounds.settledValidBetByCategory(memberId, since ?? new Date(0), until);
    const lines: RebateLine[] = [];
    let total = 0n;
    for (const category of gameCategoryCodes) {
      const configured = rates.rates[category as GameCategoryCode];
      const validBet = byCategory.get(category) ?? 0n;
      if (!configured || validBet <= 0n) continue;
      const ppm = withBonus(ratePpm(configured), bonusBasisPoints);
      const rate = rateText(ppm);
      const amount = applyRate(validBet, ppm);
      lines.push({ category, validBetMinor: validBet.toString(), rate, amountMinor: amount.toString() });
      total += amount;
    }
    return { lines, total, minClaim: BigInt(rates.minClaimMinor) };
  }

  async available(memberId: string): Promise<ManualRebateResponse> {
    this.requireEnabled();
    const until = new Date(this.now().getTime() - this.settleLagMs);
    const [last, claims] = await Promise.all([
      this.repository.lastRebateClaim(memberId),
      this.repository.rebateClaims(memberId, rewardCampaignLimits.rebateClaims),
    ]);
    const since = last?.to_at ?? null;
    const { lines, total, minClaim } = await this.computed(memberId, since, until);
    return {
      since: since?.toISOString() ?? null,
      until: until.toISOString(),
      lines,
      availableMinor: total.toString(),
      minClaimMinor: minClaim.toString(),
      claims: claims.map((claim) => this.claimOf(claim)),
    };
  }

  async claim(memberId: string): Promise<ManualRebateClaimResponse> {
    this.requireEnabled();
    const now = this.now();
    const until = new Date(now.getTime() - this.settleLagMs);
    const last = await this.repository.lastRebateClaim(memberId);
    const since = last?.to_at ?? null;
    if (since && until <= since) throw new AppError('nothing_to_claim');
    const { lines, total, minClaim } = await this.computed(memberId, since, until);
    if (total <= 0n || total < minClaim) throw new AppError('nothing_to_claim');
    let claim: ClaimRow;
    try {
      claim = await this.repository.insertRebateClaim({
        memberId,
        fromAt: since,
        toAt: until,
        amountMinor: total,
        lines,
        now,
      });
    } catch (error) {
      // Another claim from the same start won the race: that one is paid (once), this one answers it.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.repository.rebateClaimFrom(memberId, since);
      if (!winner) throw error;
      claim = winner;
    }
    if (!claim.bonus_id) await this.pay(claim);
    return this.claimOf(claim);
  }

  private async pay(claim: ClaimRow): Promise<void> {
    const { bonusId } = await this.grants.grant({
      memberId: claim.member_id,
      amountMinor: BigInt(claim.amount_minor),
      kind: 'manual_rebate',
      sourceId: claim.id,
      grantKey: `manual_rebate:${claim.id}`,
      title: 'Manual rebate',
      ledgerCode: 'rebate',
      claimable: null,
      wagering: null,
    });
    await this.repository.markRebatePaid(claim.id, bonusId, this.now());
  }

  /** The sweeper: pays claim rows whose request died before its grant. */
  async payStragglers(): Promise<{ paid: number }> {
    const rows = await this.repository.unpaidRebateClaims(
      new Date(this.now().getTime() - sweepAfterMs),
      sweepBatch,
    );
    for (const row of rows) await this.pay(row);
    return { paid: rows.length };
  }

  private claimOf(claim: ClaimRow): RebateClaim {
    return {
      id: claim.id,
      fromAt: claim.from_at?.toISOString() ?? null,
      toAt: claim.to_at.toISOString(),
      amountMinor: claim.amount_minor,
      lines: linesSchema.parse(claim.lines),
      claimedAt: claim.claimed_at.toISOString(),
    };
  }
}
