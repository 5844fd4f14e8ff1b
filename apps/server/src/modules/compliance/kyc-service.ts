import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import {
  type AdminKycDocument,
  type AdminKycQueueQuery,
  type AdminKycQueueResponse,
  type KycDecisionRequest,
  type KycDocument,
  type KycStatusResponse,
  kycDocumentMaxBytes,
  kycMemberDocumentsLimit,
  type MemberKycSummary,
} from '@gaming/contracts/kyc';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditService } from '../audit/audit-service.js';
import { ageInYears } from '../auth/registration-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import { type StaffContext, staffActor } from '../staff/staff-service.js';
import type { KycUpload } from './document-type.js';
import type { AdminKycDocumentRow, KycDocumentRow, KycRepository } from './kyc-repository.js';

/** How far back the underage repair sweep looks (it runs every 10 minutes), and how many per run. */
const underageSweepWindowMs = 2 * 24 * 3_600_000;
const underageSweepLimit = 500;

/** The act a gate guards: a withdrawal request, a deposit creation, a game launch or in-house round. */
export type KycAct = 'withdrawal' | 'deposit' | 'play';

/** Documents waiting for review per member: more would only fill the queue (and the database). */
const maxSubmittedPerMember = 10;

export type KycPorts = {
  kycProfile: () => Jurisdiction['kyc'];
  /** Credited deposits of the member up to now (the cumulative-deposit threshold). */
  creditedTotal: (memberId: string, at: Date) => Promise<bigint>;
  /** Starts an `underage` exclusion (H3's exclusions service), so only withdrawal remains. */
  excludeUnderage: (memberId: string, actorName: string, at: Date) => Promise<void>;
};

function iso(value: Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    documentType: row.document_type,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    status: row.status,
    rejectionReason: row.rejection_reason,
    createdAt: new Date(row.created_at).toISOString(),
    reviewedAt: iso(row.reviewed_at),
  };
}

function toAdminDocument(row: AdminKycDocumentRow): AdminKycDocument {
  return {
    ...toDocument(row),
    memberId: row.member_id,
    memberAccount: row.member_account,
    reviewedByName: row.reviewed_by_name,
    memberStatus: row.member_status ?? 'none',
  };
}

function memberActor(member: MemberRow, client: RequestClient) {
  return { type: 'member' as const, id: member.id, name: member.username, ip: client.ip };
}

/**
 * Identity verification (issue 20, plan 5.1): members upload documents, staff verify or reject them, and
 * the gates refuse withdrawals, deposits or play with kyc_required where the jurisdiction profile asks for
 * verification first. A verified member stays verified; the verified birth date decides the age check.
 */
export class KycService {
  constructor(
    private readonly repository: KycRepository,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly ports: KycPorts,
    private readonly now: () => Date,
  ) {}

  async status(memberId: string): Promise<KycStatusResponse> {
    const [state, documents] = await Promise.all([
      this.repository.memberKyc(memberId),
      this.repository.documentsOf(memberId, kycMemberDocumentsLimit),
    ]);
    return {
      status: state?.status ?? 'none',
      verifiedAt: iso(state?.verified_at ?? null),
      requiredBefore: this.ports.kycProfile().requiredBefore,
      documents: documents.map(toDocument),
      maxBytes: kycDocumentMaxBytes,
    };
  }

  /** Stores the files as submitted; the member's state becomes submitted unless already verified. */
  async upload(member: MemberRow, upload: KycUpload, client: RequestClient): Promise<KycDocument[]> {
    const at = this.now();
    const rows = await this.repository.transaction(async (transaction) => {
      const state = await this.repository.lockMemberKyc(transaction, member.id, at);
      const waiting = await this.repository.countSubmitted(transaction, member.id);
      if (waiting + upload.files.length > maxSubmittedPerMember)
        throw new AppError('invalid_state', 'Documents are waiting for review already.');
      const inserted = await this.repository.insertDocuments(
        transaction,
        member.id,
        upload.documentType,
        upload.files,
        at,
      );
      if (state.status !== 'verified')
        await this.repository.setMemberStatus(transaction, member.id, { status: 'submitted' }, at);
      await this.audit.record(
        memberActor(member, client),
        {
          action: 'kyc.upload',
          targetType: 'member',
          targetId: member.id,
          after: {
            documentType: upload.documentType,
            documents: inserted.map((row) => ({
              id: row.id,
              contentType: row.content_type,
              sizeBytes: row.size_bytes,
            })),
          },
        },
        transaction,
      );
      return inserted;
    });
    return rows.map(toDocument);
  }

  /** A member's own document; another member's is not found (the id says nothing about who owns it). */
  async memberFile(memberId: string, id: string) {
    const file = await this.repository.file(id, memberId);
    if (!file) throw new AppError('not_found');
    return file;
  }

  async staffFile(id: string) {
    const file = await this.repository.file(id, undefined);
    if (!file) throw new AppError('not_found');
    return file;
  }

  async queue(query: AdminKycQueueQuery): Promise<AdminKycQueueResponse> {
    const { rows, total } = await this.repository.queue(
      query.status,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return {
      documents: rows.map(toAdminDocument),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /**
   * Verify or reject a submitted document (a conditional update: a second decision gets invalid_state).
   * A verification whose birth date is under the brand's minimum age is recorded as a rejection, the member
   * gets an underage exclusion (only withdrawal remains; staff return deposits by hand) and the answer is
   * kyc_underage, so the reviewer sees at once what happened.
   */
  async decide(context: StaffContext, id: string, decision: KycDecisionRequest, client: RequestClient) {
    const at = this.now();
    const staff = context.staff;
    const minimumAge = this.settings.get('registration.settings').minimumAgeYears;
    const underage = 'verify' in decision && ageInYears(decision.verify.birthDate, at) < minimumAge;
    const row = await this.repository.transaction(async (transaction) => {
      const current = await this.repository.findDocument(id, transaction);
      if (!current) throw new AppError('not_found');
      const state = await this.repository.lockMemberKyc(transaction, current.member_id, at);
      const verified = 'verify' in decision && !underage;
      const decided = await this.repository.decide(transaction, id, {
        status: verified ? 'verified' : 'rejected',
        reviewed_by: staff.id,
        reviewed_by_name: staff.username,
        reviewed_at: at,
        rejection_reason: 'reject' in decision ? decision.reject.reason : underage ? 'underage' : null,
      });
      if (!decided) throw new AppError('invalid_state');
      if ('verify' in decision) {
        await this.repository.setMemberStatus(
          transaction,
          current.member_id,
          {
            status: underage ? 'rejected' : 'verified',
            verified_at: underage ? null : at,
            verified_by_name: underage ? null : staff.username,
            verified_birth_date: decision.verify.birthDate,
            verified_full_name: decision.verify.fullName,
          },
          at,
        );
      } else if (state.status !== 'verified') {
        const waiting = await this.repository.countSubmitted(transaction, current.member_id);
        await this.repository.setMemberStatus(
          transaction,
          current.member_id,
          { status: waiting > 0 ? 'submitted' : 'rejected' },
          at,
        );
      }
      await this.audit.record(
        staffActor(staff, client),
        {
          action: underage ? 'kyc.underage' : verified ? 'kyc.verify' : 'kyc.reject',
          targetType: 'member',
          targetId: current.member_id,
          before: { documentId: id, status: 'submitted', memberStatus: state.status },
          after: {
            documentId: id,
            status: decided.status,
            ...('verify' in decision ? { birthDate: decision.verify.birthDate } : {}),
            ...('reject' in decision ? { reason: decision.reject.reason } : {}),
          },
        },
        transaction,
      );
      return decided;
    });
    if (underage) {
      await this.ports.excludeUnderage(row.member_id, staff.username, at);
      throw new AppError('kyc_underage');
    }
    return toDocument(row);
  }

  /**
   * Repairs an underage decision whose exclusion did not follow (the process died, or the exclusion failed,
   * after the decision committed): every such decision of the last two days gets its exclusion, once.
   */
  async sweepUnderage(): Promise<{ checked: number }> {
    const since = new Date(this.now().getTime() - underageSweepWindowMs);
    const memberIds = await this.repository.underageSince(since, underageSweepLimit);
    for (const memberId of memberIds)
      await this.ports.excludeUnderage(memberId, 'kyc-underage-sweep', this.now());
    return { checked: memberIds.length };
  }

  /**
   * The gate (kyc_required) for an act, by the profile: any withdrawal once verification is required at
   * all (or above the withdrawal threshold), deposits when required before deposit or play or past the
   * cumulative threshold, play when required before play. Costs no query when no rule applies.
   */
  async assert(memberId: string, act: KycAct, amountMinor: bigint | undefined): Promise<void> {
    if (!(await this.requires(memberId, act, amountMinor))) return;
    const state = await this.repository.memberKyc(memberId);
    if (state?.status !== 'verified') throw new AppError('kyc_required');
  }

  private async requires(memberId: string, act: KycAct, amountMinor: bigint | undefined): Promise<boolean> {
    const profile = this.ports.kycProfile();
    const before = profile.requiredBefore;
    if (act === 'play') return before === 'play';
    if (act === 'deposit') {
      if (before === 'deposit' || before === 'play') return true;
      const threshold = profile.cumulativeDepositThresholdMinor;
      if (threshold === null) return false;
      const credited = await this.ports.creditedTotal(memberId, this.now());
      return credited + (amountMinor ?? 0n) > BigInt(threshold);
    }
    if (before !== 'none') return true;
    const threshold = profile.withdrawalThresholdMinor;
    // Without the amount (a check that is not told it) the threshold is taken as reached.
    return threshold !== null && (amountMinor === undefined || amountMinor > BigInt(threshold));
  }

  /** For the member compliance view (H7): state and the latest documents (at most 50). */
  async statusOf(memberId: string): Promise<MemberKycSummary> {
    const [state, documents] = await Promise.all([
      this.repository.memberKyc(memberId),
      this.repository.documentsForStaff(memberId, 50),
    ]);
    return {
      status: state?.status ?? 'none',
      verifiedAt: iso(state?.verified_at ?? null),
      verifiedByName: state?.verified_by_name ?? null,
      documents: documents.map(toAdminDocument),
    };
  }
}
