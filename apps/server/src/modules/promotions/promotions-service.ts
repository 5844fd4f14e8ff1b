import { languageCodeOr } from '@gaming/contracts/localized-text';
import type {
  AdminPromotionApplication,
  PromotionActionResponse,
  PromotionApplication,
  PromotionApplyFields,
  PromotionAudience,
  PromotionDetail,
  PromotionEligibility,
  PromotionListQuery,
  PromotionListResponse,
  PromotionPublicSummary,
  PromotionReward,
  PromotionSummary,
  PromotionWagering,
} from '@gaming/contracts/promotions';
import { promotionApplyFieldsSchema, promotionLimits } from '@gaming/contracts/promotions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { ProofImage } from '../uploads/proof-upload.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import { AutomaticCandidates } from './promotion-candidates.js';
import { EligibilityRules } from './promotion-eligibility.js';
import { isUniqueViolation, PromotionGrants, refusalError } from './promotion-grants.js';
import type { PromotionBonusPort, PromotionFactsPort } from './promotion-ports.js';
import { memberState, rewardCap, type StateAnswer } from './promotion-rules.js';
import { imagesOf, type Language, type StaffActor, textIn } from './promotion-views.js';
import type {
  ApplicationRow,
  ParticipationRow,
  PromotionRow,
  PromotionsRepository,
  SlotRefusal,
} from './promotions-repository.js';

const _dayMs = 86_400_000;
/** A grant owed this long is taken as its writer's crash (grants take milliseconds). */
const _stuckAfterMs = 60_000;
/** Rows each job run handles at most per promotion (the next run takes the rest). */
const _jobBatch = 200;
const _jobPromotions = 50;
/** Open promotions the summary counts at most. */
const summaryPromotions = 100;

function slotsLeft(row: PromotionRow): number | null {
  return row.max_claims === null ? null : Math.max(0, row.max_claims - row.claims_count);
}

function budgetExhausted(row: PromotionRow): boolean {
  return row.budget_minor !== null && BigInt(row.spent_minor) >= BigInt(row.budget_minor);
}

/**
 * Promotions (issue 16; docs/promotions.md "Promotions"): the staff editor, the site's list and detail with
 * each member's state (spec §4), join, claim and applications, the automatic job, and what the reward
 * campaigns use for the referral promotion.
 *
 * A take (claim, approval, automatic or joined grant) is one transaction that records the participation
 * (status granting, with its amount) and takes a slot and the amount of the budget with one conditional
 * update of the promotion row; then the bonus is granted with the grant key promotion:<id>:<member> and
 * the participation marked granted. A concurrent replay finds the participation and finishes the same grant
 * (the key pays once); a crash between is finished by the job.
 */
export class PromotionsService {
  constructor(
    private readonly repository: PromotionsRepository,
    private readonly bonuses: PromotionBonusPort,
    readonly facts: PromotionFactsPort,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly members: {
      findById(id: string): Promise<MemberRow | undefined>;
      accountsOf(ids: readonly string[]): Promise<Map<string, string>>;
    },
    private readonly db: Kysely<Database>,
    readonly log: { warn: (object: unknown, message: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.rules = new EligibilityRules(facts, now);
    this.grants = new PromotionGrants(
      repository,
      bonuses,
      this.rules,
      new AutomaticCandidates(facts, repository),
      members,
      db,
      log,
      now,
    );
  }

  private readonly rules: EligibilityRules;
  private readonly grants: PromotionGrants;

  /** The job (every minute): see PromotionGrants.runMinute. */
  runMinute() {
    return this.grants.runMinute();
  }

  // --- the site: list, detail, summary -----------------------------------------------------------

  private async statesFor(
    rows: readonly PromotionRow[],
    member: MemberRow | null,
  ): Promise<Map<string, StateAnswer>> {
    // One member's deposit and bet reads are shared by the page's promotions with the same period.
    const memo = this.rules.memo();
    const now = this.now();
    const ids = rows.map((row) => row.id);
    const participations = member ? await this.repository.participationsOf(member.id, ids) : new Map();
    const applications = member ? await this.repository.latestApplicationsOf(member.id, ids) : new Map();
    const bonusIds = [...participations.values()]
      .map((participation: ParticipationRow) => participation.bonus_id)
      .filter((id): id is string => id !== null);
    const statuses =
      member && bonusIds.length > 0 ? await this.bonuses.statusesOf(member.id, bonusIds) : new Map();
    const answers = new Map<string, StateAnswer>();
    for (const row of rows) {
      const open = row.status === 'published' && row.starts_at <= now && row.ends_at > now;
      let memberFacts = null;
      if (member) {
        const participation = participations.get(row.id) as ParticipationRow | undefined;
        const taken =
          participation === undefined ? null : participation.status === 'joined' ? 'joined' : 'granted';
        // Eligibility costs reads: asked only where it decides the action (claim, open, not taken).
        const evaluation =
          open && taken === null && row.participation === 'claim'
            ? await this.rules.evaluate(row, member, memo)
            : {
                inAudience: open && taken !== 'granted' ? await this.rules.inAudience(row, member) : true,
                eligible: null,
              };
        memberFacts = {
          taken: taken as 'joined' | 'granted' | null,
          bonusWaiting:
            participation?.status === 'granting' ||
            (participation?.bonus_id ? statuses.get(participation.bonus_id) === 'claimable' : false),
          inAudience: member.type !== 4 && evaluation.inAudience,
          eligible: evaluation.eligible,
          application: (applications.get(row.id) as ApplicationRow | undefined)?.status ?? null,
        };
      }
      answers.set(
        row.id,
        memberState({
          now,
          status: row.status,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          participation: row.participation,
          slotsExhausted: row.max_claims !== null && row.claims_count >= row.max_claims,
          budgetExhausted: budgetExhausted(row),
          member: memberFacts,
        }),
      );
    }
    return answers;
  }

  private summaryOf(row: PromotionRow, state: StateAnswer, language: Language): PromotionSummary {
    return {
      id: row.id,
      title: textIn(row.title, language),
      coverImageUrl: imagesOf(row)[0]?.url ?? null,
      filterType: row.filter_type,
      tags: row.tags as PromotionSummary['tags'],
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      participation: row.participation,
      kind: row.kind,
      ...state,
      slotsLeft: slotsLeft(row),
    };
  }

  async list(query: PromotionListQuery, member: MemberRow | null): Promise<PromotionListResponse> {
    const language: Language = query.language ?? languageCodeOr(member?.language);
    const pageSize = Math.min(query.pageSize, promotionLimits.pageSize);
    const { rows, total } = await this.repository.publishedList(
      { filterType: query.filter === 'all' ? undefined : query.filter, tag: query.tag },
      query.page,
      pageSize,
    );
    const states = await this.statesFor(rows, member);
    return {
      promotions: rows.map((row) => this.summaryOf(row, states.get(row.id) as StateAnswer, language)),
      pageInfo: { page: query.page, pageSize, total },
    };
  }

  private async published(id: string): Promise<PromotionRow> {
    const row = await this.repository.find(id);
    // A draft or archived promotion is not shown to members ("not found", not "forbidden").
    if (row?.status !== 'published') throw new AppError('not_found');
    return row;
  }

  async detail(
    id: string,
    member: MemberRow | null,
    requested: Language | undefined,
  ): Promise<PromotionDetail> {
    const row = await this.published(id);
    const language: Language = requested ?? languageCodeOr(member?.language);
    const state = (await this.statesFor([row], member)).get(row.id) as StateAnswer;
    const participation = member ? await this.repository.participation(row.id, member.id) : undefined;
    const application = member
      ? (await this.repository.latestApplicationsOf(member.id, [row.id])).get(row.id)
      : undefined;
    return {
      ...this.summaryOf(row, state, language),
      content: textIn(row.content, language),
      images: imagesOf(row),
      audienceType: (row.audience as PromotionAudience).type,
      reward: row.reward as PromotionReward,
      eligibility: row.eligibility as PromotionEligibility,
      wagering: row.wagering as PromotionWagering | null,
      claimDays: row.claim_days,
      application: application ? await this.applicationView(application, textIn(row.title, language)) : null,
      grant:
        participation?.bonus_id && participation.amount_minor
          ? {
              bonusId: participation.bonus_id,
              amountMinor: participation.amount_minor,
              at: (participation.granted_at ?? participation.updated_at).toISOString(),
            }
          : null,
    };
  }

  /** availablePromoCount and availablePromo (spec §3, §6). */
  async summary(member: MemberRow | null): Promise<PromotionPublicSummary> {
    const now = this.now();
    const referral = await this.liveReferralPromotion();
    let availablePromoCount = 0;
    if (member) {
      const open = await this.repository.openAt(now, summaryPromotions);
      const states = await this.statesFor(open, member);
      for (const state of states.values())
        if (state.action === 'join' || state.action === 'apply' || state.action === 'claim')
          availablePromoCount += 1;
      availablePromoCount += await this.bonuses.countWaiting(member.id);
    }
    return { availablePromoCount, availablePromo: [{ code: 'REFERRAL', enabled: referral !== null }] };
  }

  // --- the member's actions ----------------------------------------------------------------------

  async join(member: MemberRow, id: string): Promise<PromotionActionResponse> {
    const row = await this.published(id);
    const existing = await this.repository.participation(row.id, member.id);
    if (existing) return this.actionAnswer(existing, true);
    this.assertOpen(row);
    if (row.participation !== 'join') throw new AppError('invalid_state', 'This promotion is not joined.');
    if (!(await this.rules.inAudience(row, member))) throw new AppError('promotion_not_eligible');
    const joined = await this.repository.insertJoined(row.id, member.id);
    if (!joined) throw new AppError('service_unavailable');
    // A concurrent join of the same member found the row its twin wrote: the same answer, replayed.
    if (!joined.inserted) return this.actionAnswer(joined.row, true);
    await this.audit.record(memberActor(member), {
      action: 'promotion.join',
      targetType: 'promotion',
      targetId: row.id,
    });
    return this.actionAnswer(joined.row, false);
  }

  /** The member claims now (participation claim): eligible, within the limits, once. */
  async claim(member: MemberRow, id: string, client: RequestClient): Promise<PromotionActionResponse> {
    const row = await this.published(id);
    const existing = await this.repository.participation(row.id, member.id);
    if (existing && existing.status !== 'joined') return this.grants.finishExisting(row, existing);
    if (row.participation !== 'claim') throw new AppError('invalid_state', 'This promotion is not claimed.');
    this.assertOpen(row);
    const evaluation = await this.rules.evaluate(row, member);
    if (!evaluation.eligible) throw new AppError('promotion_not_eligible');
    return this.grants.take(row, member.id, evaluation, 'claim', client);
  }

  private assertOpen(row: PromotionRow) {
    const now = this.now();
    if (row.status !== 'published' || row.starts_at > now || row.ends_at <= now)
      throw new AppError('promotion_not_live');
    if (row.max_claims !== null && row.claims_count >= row.max_claims)
      throw new AppError('promotion_slots_exhausted');
    if (budgetExhausted(row)) throw new AppError('promotion_budget_exhausted');
  }

  private actionAnswer(participation: ParticipationRow, replayed: boolean): PromotionActionResponse {
    return {
      state:
        participation.status === 'joined' ? 'joined' : participation.via === 'claim' ? 'claimed' : 'issued',
      bonusId: participation.bonus_id,
      amountMinor: participation.amount_minor,
      replayed,
    };
  }

  /** An application (participation apply): comment <= 140 and 0..3 png/jpg images <= 5 MB (spec §5). */
  async apply(
    member: MemberRow,
    id: string,
    upload: { fields: Record<string, string>; images: ProofImage[] },
  ): Promise<PromotionApplication> {
    const parsed = promotionApplyFieldsSchema.safeParse(upload.fields);
    if (!parsed.success)
      throw new AppError(
        'validation_failed',
        undefined,
        parsed.error.issues
          .slice(0, 20)
          .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    const fields: PromotionApplyFields = parsed.data;
    const row = await this.published(id);
    if (row.participation !== 'apply')
      throw new AppError('invalid_state', 'This promotion takes no applications.');
    const existing = await this.repository.participation(row.id, member.id);
    if (existing && existing.status !== 'joined')
      throw new AppError('invalid_state', 'You already took part.');
    this.assertOpen(row);
    if (!(await this.rules.inAudience(row, member))) throw new AppError('promotion_not_eligible');
    let application: ApplicationRow;
    try {
      application = await this.db.transaction().execute(async (transaction) => {
        const inserted = await this.repository.insertApplication(transaction, {
          promotionId: row.id,
          memberId: member.id,
          comment: fields.comment,
        });
        await this.uploads.save(
          transaction,
          member.id,
          { type: 'promotion_application', id: inserted.id },
          upload.images,
        );
        await this.audit.record(
          memberActor(member),
          { action: 'promotion.apply', targetType: 'promotion_application', targetId: inserted.id },
          transaction,
        );
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('promotion_application_pending');
      throw error;
    }
    return this.applicationView(application, textIn(row.title, languageCodeOr(member.language)));
  }

  private async applicationView(row: ApplicationRow, title: string): Promise<PromotionApplication> {
    return {
      id: row.id,
      promotionId: row.promotion_id,
      promotionTitle: title,
      status: row.status,
      comment: row.comment,
      imageIds: await this.uploads.idsOf({ type: 'promotion_application', id: row.id }),
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
      rejectReason: row.reject_reason,
      amountMinor: row.amount_minor,
    };
  }

  async myApplications(
    member: MemberRow,
    query: { status?: ApplicationRow['status']; page: number; pageSize: number },
  ) {
    const pageSize = Math.min(query.pageSize, promotionLimits.pageSize);
    const { rows, total } = await this.repository.memberApplications(
      member.id,
      query.status,
      query.page,
      pageSize,
    );
    const titles = await this.titlesOf(
      rows.map((row) => row.promotion_id),
      languageCodeOr(member.language),
    );
    return {
      applications: await Promise.all(
        rows.map((row) => this.applicationView(row, titles.get(row.promotion_id) ?? '')),
      ),
      pageInfo: { page: query.page, pageSize, total },
    };
  }

  private async titlesOf(ids: readonly string[], language: Language): Promise<Map<string, string>> {
    const rows = await this.repository.findMany([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, textIn(row.title, language)]));
  }

  // --- staff: the application queue ---------------------------------------------------------------

  async staffApplications(query: {
    status: ApplicationRow['status'];
    promotionId?: string;
    page: number;
    pageSize: number;
  }): Promise<{
    applications: AdminPromotionApplication[];
    pageInfo: { page: number; pageSize: number; total: number };
  }> {
    const pageSize = Math.min(query.pageSize, promotionLimits.pageSize);
    const { rows, total } = await this.repository.staffApplications(query, query.page, pageSize);
    const [titles, accounts] = await Promise.all([
      this.titlesOf(
        rows.map((row) => row.promotion_id),
        'EN',
      ),
      this.members.accountsOf(rows.map((row) => row.member_id)),
    ]);
    return {
      applications: await Promise.all(
        rows.map(async (row) => ({
          ...(await this.applicationView(row, titles.get(row.promotion_id) ?? '')),
          memberId: row.member_id,
          account: accounts.get(row.member_id) ?? '',
          decidedBy: row.decided_by_name,
        })),
      ),
      pageInfo: { page: query.page, pageSize, total },
    };
  }

  /** An application's image for staff: the image must belong to that application. */
  async applicationImage(applicationId: string, imageId: string) {
    if (!/^\d{1,18}$/.test(applicationId)) throw new AppError('not_found');
    const ids = await this.uploads.idsOf({ type: 'promotion_application', id: applicationId });
    if (!ids.includes(imageId)) throw new AppError('not_found');
    return this.uploads.read(imageId, undefined);
  }

  /**
   * Approves a pending application: the amount by the rule, or one staff enter within the rule's cap; the
   * participation takes a slot and the bonus is granted claimable (the member claims it in the reward centre).
   */
  async approve(actor: StaffActor, id: string, enteredMinor: bigint | undefined) {
    const application = await this.repository.findApplication(id);
    if (!application) throw new AppError('not_found');
    if (application.status !== 'pending')
      throw new AppError('invalid_state', `This application is ${application.status}.`);
    const row = await this.repository.find(application.promotion_id);
    const member = await this.members.findById(application.member_id);
    if (!row || !member) throw new AppError('not_found');
    let amountMinor: bigint;
    let depositBaseMinor = 0n;
    if (enteredMinor !== undefined) {
      if (enteredMinor > rewardCap(row.reward as PromotionReward))
        throw new AppError('validation_failed', 'The amount is above the promotion reward cap.', [
          { path: 'amountMinor', message: 'validation.amount' },
        ]);
      amountMinor = enteredMinor;
      const evaluation = await this.rules.evaluate(row, member);
      depositBaseMinor = evaluation.depositBaseMinor;
    } else {
      const evaluation = await this.rules.evaluate(row, member);
      if (evaluation.amountMinor <= 0n) throw new AppError('promotion_not_eligible');
      amountMinor = evaluation.amountMinor;
      depositBaseMinor = evaluation.depositBaseMinor;
    }
    const now = this.now();
    const participation = await this.db.transaction().execute(async (transaction) => {
      const locked = await this.repository.lockApplication(transaction, id);
      if (locked?.status !== 'pending') throw new AppError('invalid_state', 'This application was decided.');
      const taken = await this.repository.takeParticipation(transaction, {
        promotionId: row.id,
        memberId: member.id,
        amountMinor,
        depositBaseMinor,
        deviceKey: null,
        ipKey: null,
        via: 'application',
      });
      if (!taken) throw new AppError('invalid_state', 'The member already took part.');
      const refusal = await this.repository.takeSlot(transaction, row.id, amountMinor, now);
      if (refusal) throw refusalError(refusal);
      await this.repository.decideApplication(transaction, id, {
        status: 'approved',
        amountMinor,
        staffId: actor.staffId,
        staffName: actor.name,
      });
      await this.audit.record(
        actor.audit,
        {
          action: 'promotion.application_approve',
          targetType: 'promotion_application',
          targetId: id,
          after: { amountMinor: amountMinor.toString(), memberId: member.id, promotionId: row.id },
        },
        transaction,
      );
      return taken;
    });
    await this.grants.grantFor(row, participation);
    return this.staffApplicationView(id);
  }

  async reject(actor: StaffActor, id: string, reason: string) {
    await this.db.transaction().execute(async (transaction) => {
      const locked = await this.repository.lockApplication(transaction, id);
      if (!locked) throw new AppError('not_found');
      const decided = await this.repository.decideApplication(transaction, id, {
        status: 'rejected',
        reason,
        staffId: actor.staffId,
        staffName: actor.name,
      });
      if (!decided) throw new AppError('invalid_state', `This application is ${locked.status}.`);
      await this.audit.record(
        actor.audit,
        {
          action: 'promotion.application_reject',
          targetType: 'promotion_application',
          targetId: id,
          after: { reason },
        },
        transaction,
      );
    });
    return this.staffApplicationView(id);
  }

  private async staffApplicationView(id: string): Promise<AdminPromotionApplication> {
    const row = await this.repository.findApplication(id);
    if (!row) throw new AppError('not_found');
    const titles = await this.titlesOf([row.promotion_id], 'EN');
    const member = await this.members.findById(row.member_id);
    return {
      ...(await this.applicationView(row, titles.get(row.promotion_id) ?? '')),
      memberId: row.member_id,
      account: member?.username ?? '',
      decidedBy: row.decided_by_name,
    };
  }

  // --- for reward campaigns (the referral promotion) -----------------------------------------------

  /**
   * The live referral promotion (published, kind referral, open now, slots and budget left), or null.
   * modules/reward-campaigns pays its reward per qualifying invitee and shows invite friends only when
   * one exists (availablePromo REFERRAL).
   */
  async liveReferralPromotion(): Promise<{
    id: string;
    title: string;
    reward: PromotionReward;
    eligibility: PromotionEligibility;
    wagering: PromotionWagering | null;
    claimDays: number;
    startsAt: Date;
    endsAt: Date;
  } | null> {
    const rows = await this.repository.openAt(this.now(), 10, { kind: 'referral' });
    const row = rows.find(
      (candidate) =>
        !(candidate.max_claims !== null && candidate.claims_count >= candidate.max_claims) &&
        !budgetExhausted(candidate),
    );
    if (!row) return null;
    return {
      id: row.id,
      title: textIn(row.title, 'EN'),
      reward: row.reward as PromotionReward,
      eligibility: row.eligibility as PromotionEligibility,
      wagering: row.wagering as PromotionWagering | null,
      claimDays: row.claim_days,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    };
  }

  /**
   * Takes one slot and `amountMinor` of the promotion's budget for a referral reward, inside the caller's
   * transaction (the campaign writes its reward row in the same one, so a rollback returns the slot).
   * Answers null when taken, or why not: not_live | slots_exhausted | budget_exhausted. The caller then
   * grants through BonusesService with its own key (referral:<promotion>:<invitee>).
   */
  takeReferralSlot(
    executor: Kysely<Database> | Transaction<Database>,
    promotionId: string,
    amountMinor: bigint,
  ): Promise<SlotRefusal | null> {
    return this.repository.takeSlot(executor, promotionId, amountMinor, this.now());
  }
}

function memberActor(member: MemberRow): AuditActor {
  return { type: 'member', id: member.id, name: member.username, ip: null };
}
