import type { AmlFlag } from '@gaming/contracts/aml';
import type { AdminMemberCompliance } from '@gaming/contracts/harm-markers';
import type { MemberKycSummary } from '@gaming/contracts/kyc';
import type { RgExclusionHistory } from '@gaming/contracts/rg-exclusions';
import { AppError } from '../../platform/errors.js';
import type { HarmMarkersService } from './harm-markers-service.js';
import type { InteractionsService } from './interactions-service.js';
import type { LimitChangeRow } from './limits-repository.js';

/** Each part of the view reads at most this many rows. */
const perPart = 50;

/** The other parts' services the view reads through (H2 limits, H3 exclusions, H6 KYC and AML). */
export type ComplianceSources = {
  limitHistoryOf: (memberId: string, limit: number) => Promise<LimitChangeRow[]>;
  exclusionHistoryOf: (memberId: string) => Promise<RgExclusionHistory>;
  kycStatusOf: (memberId: string) => Promise<MemberKycSummary>;
  amlFlagsOf: (memberId: string) => Promise<AmlFlag[]>;
};

/** adminMemberCompliance: limits, exclusions and register checks, KYC, AML flags, markers, interactions. */
export class MemberComplianceService {
  constructor(
    private readonly sources: ComplianceSources,
    private readonly markers: HarmMarkersService,
    private readonly interactions: InteractionsService,
  ) {}

  async of(memberId: string): Promise<AdminMemberCompliance> {
    if (!(await this.interactions.memberExists(memberId))) throw new AppError('not_found');
    const [limitChanges, exclusions, kyc, amlFlags, markers, interactions] = await Promise.all([
      this.sources.limitHistoryOf(memberId, perPart),
      this.sources.exclusionHistoryOf(memberId),
      this.sources.kycStatusOf(memberId),
      this.sources.amlFlagsOf(memberId),
      this.markers.ofMember(memberId, perPart),
      this.interactions.ofMember(memberId, perPart),
    ]);
    return {
      limitChanges: limitChanges.slice(0, perPart).map((row) => ({
        id: row.id,
        kind: row.kind,
        period: row.period,
        fromValue: row.from_value,
        toValue: row.to_value,
        outcome: row.outcome,
        actorType: row.actor_type,
        actorName: row.actor_name,
        at: new Date(row.at).toISOString(),
      })),
      exclusions: {
        ...exclusions,
        exclusions: exclusions.exclusions.slice(0, perPart),
        registerChecks: exclusions.registerChecks.slice(0, perPart),
      },
      kyc: { ...kyc, documents: kyc.documents.slice(0, perPart) },
      amlFlags: amlFlags.slice(0, perPart),
      markers,
      interactions,
    };
  }
}
