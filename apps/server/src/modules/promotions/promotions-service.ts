import type { BonusStatus } from '@gaming/contracts/bonuses';
import type {
  AdminPromotion,
  AdminPromotionApplication,
  LocalizedContent,
  LocalizedTitle,
  PromotionActionResponse,
  PromotionApplication,
  PromotionApplyFields,
  PromotionAudience,
  PromotionDetail,
  PromotionEligibility,
  PromotionImage,
  PromotionInput,
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
import { sanitizeAnnouncementHtml } from '../content/content-html.js';
import type { MemberRow } from '../members/members-repository.js';
import type { ProofImage } from '../uploads/proof-upload.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import { AutomaticCandidates, type CandidateSources } from './promotion-candidates.js';
import {
  meetsEligibility,
  memberState,
  type RewardFacts,
  rewardAmount,
  rewardCap,
  type StateAnswer,
  wageringTerms,
} from './promotion-rules.js';
import type {
  ApplicationRow,
  ParticipationRow,
  PromotionRow,
  PromotionsRepository,
  PromotionValues,
  SlotRefusal,
} from './promotions-repository.js';

/**
 * What promotions need of bonus money (modules/bonuses, BonusesService satisfies it; composed in app.ts).
 * Promotions never move money themselves: every reward is `grant`ed with a grant key per promotion and
 * member, so a replay or a crash finished later pays once.
 */
export type PromotionBonusPort = {
  grant(input: {
    memberId: string;
    amountMinor: bigint;
    kind: 'promotion' | 'referral';
    sourceId: string;
    grantKey: string;
    title: string;
    ledgerCode?: 'bonus';
    claimable?: { claimExpiresAt: Date } | null;
    wagering?: ReturnType<typeof wageringTerms>;
  }): Promise<{ bonusId: string; status: BonusStatus; replayed: boolean }>;
  /** The brand's cap on a wagering multiple (bonuses.settings maxWageringMultiple). */
  maxWageringMultiple(): number;
  /** Rewards waiting in the member's reward centre (the summary's count). */
  countWaiting(memberId: string): Promise<number>;
  /** Current statuses of the member's bonuses among these ids (issued = still claimable). */
  statusesOf(memberId: string, bonusIds: readonly string[]): Promise<Map<string, string>>;
};

/**
 * Reads of other modules the eligibility rules, audiences and the automatic job need (deposits, rounds,
 * agents and members services; composed in app.ts).
 */
export type PromotionFactsPort = CandidateSources & EligibilityFacts;

/** The member's deposits and valid bet the eligibility rules read. */
export type EligibilityFacts = {
  firstCreditedDeposit(memberId: string): Promise<{ amountMinor: bigint; creditedAt: Date } | null>;
  creditedTotalBetween(memberId: string, from: Date, to: Date): Promise<bigint>;
  settledValidBetByCategory(memberId: string, from: Date, to: Date): Promise<Map<string, bigint>>;
};

export type StaffActor = { staffId: string; name: string; audit: AuditActor };

type Language = 'EN' | 'NE';
type Evaluation = {
  inAudience: boolean;
  eligible: boolean;
  amountMinor: bigint;
  depositBaseMinor: bigint;
};

const dayMs = 86_400_000;
/** A grant owed this long is taken as its writer's crash (grants take milliseconds). */
const stuckAfterMs = 60_000;
/** Rows each job run handles at most per promotion (the next run takes the rest). */
const jobBatch = 200;
const jobPromotions = 50;
/** Open promotions the summary counts at most. */
const summaryPromotions = 100;

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return (error as { code?: string }).code === '23505';
}

function textIn(text: unknown, language: Language): string {
  const value = text as { EN: string; NE?: string };
  return (language === 'NE' && value.NE ? value.NE : value.EN) ?? '';
}

function imagesOf(row: PromotionRow): PromotionImage[] {
  return [...(row.images as PromotionImage[])].sort((a, b) => a.sequence - b.sequence);
}

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
    private readonly facts: PromotionFactsPort,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly members: {
      findById(id: string): Promise<MemberRow | undefined>;
      accountsOf(ids: readonly string[]): Promise<Map<string, string>>;
    },
    private readonly db: Kysely<Database>,
    private readonly log: { warn: (object: unknown, message: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.candidates = new AutomaticCandidates(facts, repository);
  }

  private readonly candidates: AutomaticCandidates;

  // --- staff: the editor -------------------------------------------------------------------------

  /** Sanitises the content and checks what zod cannot (the wagering cap of the bonuses' settings). */
  private valuesOf(input: PromotionInput): PromotionValues {
    if (input.wagering && input.wagering.multiple > this.bonuses.maxWageringMultiple())
      throw new AppError(
        'wagering_multiple_too_high',
        `The wagering multiple is above this brand's cap of ${this.bonuses.maxWageringMultiple()}x.`,
      );
    const content: LocalizedContent = { EN: sanitizeAnnouncementHtml(input.content.EN) };
    if (input.content.NE) content.NE = sanitizeAnnouncementHtml(input.content.NE);
    const title: LocalizedTitle = { EN: input.title.EN };
    if (input.title.NE) title.NE = input.title.NE;
    const images = [...input.images].sort((a, b) => a.sequence - b.sequence);
    return {
      title: JSON.stringify(title),
      content: JSON.stringify(content),
      images: JSON.stringify(images),
      filter_type: input.filterType,
      tags: [...input.tags],
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      audience: JSON.stringify(input.audience),
      participation: input.participation,
      kind: input.kind,
      reward: JSON.stringify(input.reward),
      eligibility: JSON.stringify(input.eligibility),
      wagering: input.wagering ? JSON.stringify(input.wagering) : null,
      claim_days: input.claimDays,
      per_device: input.limits.perDevice,
      per_ip: input.limits.perIp,
      max_claims: input.limits.maxClaims,
      budget_minor: input.limits.budgetMinor,
    };
  }

  async create(actor: StaffActor, input: PromotionInput): Promise<AdminPromotion> {
    const values = this.valuesOf(input);
    const row = await this.db.transaction().execute(async (transaction) => {
      const created = await this.repository.insert(values, actor.staffId, transaction);
      await this.audit.record(
        actor.audit,
        { action: 'promotion.create', targetType: 'promotion', targetId: created.id, after: input },
        transaction,
      );
      return created;
    });
    return this.adminView(row, 0);
  }

  async update(actor: StaffActor, id: string, input: PromotionInput): Promise<AdminPromotion> {
    const values = this.valuesOf(input);
    const row = await this.db.transaction().execute(async (transaction) => {
      const before = await this.repository.lock(transaction, id);
      if (!before) throw new AppError('not_found');
      // Slots and budget may shrink, never below what members already took.
      const issues = [];
      if (values.max_claims !== null && values.max_claims < before.claims_count)
        issues.push({ path: 'limits.maxClaims', message: 'validation.belowUsed' });
      if (values.budget_minor !== null && BigInt(values.budget_minor) < BigInt(before.spent_minor))
        issues.push({ path: 'limits.budgetMinor', message: 'validation.belowUsed' });
      if (issues.length > 0)
        throw new AppError('validation_failed', 'Slots or budget below what is already used.', issues);
      const updated = await this.repository.update(id, values, transaction);
      if (!updated) throw new AppError('invalid_state', 'An archived promotion cannot be changed.');
      await this.audit.record(
        actor.audit,
        {
          action: 'promotion.update',
          targetType: 'promotion',
          targetId: id,
          before: this.inputOf(before),
          after: input,
        },
        transaction,
      );
      return updated;
    });
    return this.adminView(row, (await this.repository.pendingCounts([id])).get(id) ?? 0);
  }

  async publish(actor: StaffActor, id: string): Promise<AdminPromotion> {
    return this.changeStatus(actor, id, ['draft'], 'published', 'promotion.publish');
  }

  async archive(actor: StaffActor, id: string): Promise<AdminPromotion> {
    return this.changeStatus(actor, id, ['draft', 'published'], 'archived', 'promotion.archive');
  }

  private async changeStatus(
    actor: StaffActor,
    id: string,
    from: readonly ('draft' | 'published' | 'archived')[],
    to: 'published' | 'archived',
    action: string,
  ): Promise<AdminPromotion> {
    const row = await this.db.transaction().execute(async (transaction) => {
      const before = await this.repository.lock(transaction, id);
      if (!before) throw new AppError('not_found');
      // Publishing checks the wagering cap again: the setting may have been lowered since the save.
      if (to === 'published') this.valuesOf(this.inputOf(before));
      const changed = await this.repository.setStatus(id, from, to, transaction);
      if (!changed) throw new AppError('invalid_state', `This promotion is ${before.status}.`);
      await this.audit.record(
        actor.audit,
        {
          action,
          targetType: 'promotion',
          targetId: id,
          before: { status: before.status },
          after: { status: to },
        },
        transaction,
      );
      return changed;
    });
    return this.adminView(row, (await this.repository.pendingCounts([id])).get(id) ?? 0);
  }

  /** What the member would see, from unsaved input (the content sanitised exactly as a save would). */
  preview(input: PromotionInput, language: Language) {
    const values = this.valuesOf(input);
    return {
      title: textIn(JSON.parse(values.title), language),
      content: textIn(JSON.parse(values.content), language),
      images: JSON.parse(values.images) as PromotionImage[],
      tags: input.tags,
    };
  }

  async adminList(
    filter: Parameters<PromotionsRepository['adminList']>[0],
    page: number,
    pageSize: number,
  ): Promise<{ promotions: AdminPromotion[]; pageInfo: { page: number; pageSize: number; total: number } }> {
    const { rows, total } = await this.repository.adminList(filter, page, pageSize);
    const pending = await this.repository.pendingCounts(rows.map((row) => row.id));
    return {
      promotions: rows.map((row) => this.adminView(row, pending.get(row.id) ?? 0)),
      pageInfo: { page, pageSize, total },
    };
  }

  async adminDetail(id: string): Promise<AdminPromotion> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('not_found');
    return this.adminView(row, (await this.repository.pendingCounts([id])).get(id) ?? 0);
  }

  async uploadImage(actor: StaffActor, image: ProofImage) {
    const { id } = await this.repository.insertImage(image, actor.staffId);
    await this.audit.record(actor.audit, {
      action: 'promotion.image_upload',
      targetType: 'promotion_image',
      targetId: id,
      after: { sha256: image.sha256, bytes: image.bytes.length },
    });
    return { id, url: `/api/promotions/images/${id}` };
  }

  async image(id: string) {
    const image = /^[0-9a-f-]{36}$/i.test(id) ? await this.repository.findImage(id) : undefined;
    if (!image) throw new AppError('not_found');
    return { contentType: image.content_type, bytes: image.bytes, sha256: image.sha256 };
  }

  private inputOf(row: PromotionRow): PromotionInput {
    return {
      title: row.title as LocalizedTitle,
      content: row.content as LocalizedContent,
      images: imagesOf(row),
      filterType: row.filter_type,
      tags: row.tags as PromotionInput['tags'],
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      audience: row.audience as PromotionAudience,
      participation: row.participation,
      kind: row.kind,
      reward: row.reward as PromotionReward,
      eligibility: row.eligibility as PromotionEligibility,
      wagering: row.wagering as PromotionWagering | null,
      claimDays: row.claim_days,
      limits: {
        perDevice: row.per_device,
        perIp: row.per_ip,
        maxClaims: row.max_claims,
        budgetMinor: row.budget_minor,
      },
    };
  }

  private adminView(row: PromotionRow, pendingApplications: number): AdminPromotion {
    return {
      id: row.id,
      status: row.status,
      ...this.inputOf(row),
      usage: {
        claims: row.claims_count,
        maxClaims: row.max_claims,
        spentMinor: row.spent_minor,
        budgetMinor: row.budget_minor,
      },
      pendingApplications,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      publishedAt: row.published_at?.toISOString() ?? null,
    };
  }

  // --- rules: audience, eligibility, amount --------------------------------------------------------

  private async inAudience(row: PromotionRow, member: MemberRow): Promise<boolean> {
    const audience = row.audience as PromotionAudience;
    switch (audience.type) {
      case 'everyone':
        return true;
      case 'new_members':
        return member.created_at.getTime() >= this.now().getTime() - audience.days * dayMs;
      case 'vip_levels':
        // VIP levels come with issue 17: stored, but no member has a level yet, so nobody matches.
        return false;
      case 'agent_teams':
        return (await this.facts.inTeamsOf([member.id], audience.agentAccounts)).length > 0;
    }
  }

  /** Audience, eligibility and the amount by the rule, from the member's deposits and valid bet. */
  async evaluate(row: PromotionRow, member: MemberRow, memo?: FactsMemo): Promise<Evaluation> {
    const reads = memo ?? new FactsMemo(this.facts);
    const none = { inAudience: false, eligible: false, amountMinor: 0n, depositBaseMinor: 0n };
    if (member.type === 4 || !(await this.inAudience(row, member))) return none;
    const eligibility = row.eligibility as PromotionEligibility;
    const reward = row.reward as PromotionReward;
    const needsDeposits =
      eligibility.type === 'first_deposit' ||
      eligibility.type === 'deposit_in_period' ||
      reward.type === 'deposit_percent' ||
      (row.wagering as PromotionWagering | null)?.base === 'deposit_plus_bonus';
    const needsBets = eligibility.type === 'valid_bet_in_period' || reward.type === 'valid_bet_rebate';
    let firstDepositInPeriodMinor: bigint | null = null;
    let periodDepositsMinor = 0n;
    if (needsDeposits) {
      if (eligibility.type === 'first_deposit') {
        const first = await reads.firstCreditedDeposit(member.id);
        if (first && first.creditedAt >= row.starts_at && first.creditedAt < row.ends_at)
          firstDepositInPeriodMinor = first.amountMinor;
      } else {
        periodDepositsMinor = await reads.creditedTotalBetween(member.id, row.starts_at, row.ends_at);
      }
    }
    const validBetByCategory = needsBets
      ? await reads.settledValidBetByCategory(member.id, row.starts_at, row.ends_at)
      : new Map<string, bigint>();
    let periodValidBetMinor = 0n;
    for (const amount of validBetByCategory.values()) periodValidBetMinor += amount;
    const eligible = meetsEligibility(eligibility, {
      firstDepositInPeriodMinor,
      periodDepositsMinor,
      periodValidBetMinor,
    });
    const facts: RewardFacts = {
      depositBaseMinor:
        eligibility.type === 'first_deposit' ? (firstDepositInPeriodMinor ?? 0n) : periodDepositsMinor,
      validBetByCategory,
    };
    const amountMinor = eligible ? rewardAmount(reward, facts) : 0n;
    return {
      inAudience: true,
      eligible: eligible && amountMinor > 0n,
      amountMinor,
      depositBaseMinor: facts.depositBaseMinor,
    };
  }

  // --- the site: list, detail, summary -----------------------------------------------------------

  private async statesFor(
    rows: readonly PromotionRow[],
    member: MemberRow | null,
  ): Promise<Map<string, StateAnswer>> {
    // One member's deposit and bet reads are shared by the page's promotions with the same period.
    const memo = new FactsMemo(this.facts);
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
            ? await this.evaluate(row, member, memo)
            : {
                inAudience: open && taken !== 'granted' ? await this.inAudience(row, member) : true,
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
    const language: Language = query.language ?? (member?.language === 'NE' ? 'NE' : 'EN');
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
    const language: Language = requested ?? (member?.language === 'NE' ? 'NE' : 'EN');
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
    if (!(await this.inAudience(row, member))) throw new AppError('promotion_not_eligible');
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
    if (existing && existing.status !== 'joined') return this.finishExisting(row, existing);
    if (row.participation !== 'claim') throw new AppError('invalid_state', 'This promotion is not claimed.');
    this.assertOpen(row);
    const evaluation = await this.evaluate(row, member);
    if (!evaluation.eligible) throw new AppError('promotion_not_eligible');
    return this.take(row, member.id, evaluation, 'claim', client);
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

  /** A participation that already took its slot: finish its grant (the same key pays once) and answer it. */
  private async finishExisting(
    row: PromotionRow,
    participation: ParticipationRow,
  ): Promise<PromotionActionResponse> {
    const bonusId = participation.bonus_id ?? (await this.grantFor(row, participation)).bonusId;
    return {
      state: participation.via === 'claim' ? 'claimed' : 'issued',
      bonusId,
      amountMinor: participation.amount_minor,
      replayed: true,
    };
  }

  /**
   * Records the participation and takes a slot and the amount of the budget in one transaction, then
   * grants the bonus. Replays (the member already took it) answer the first grant.
   */
  private async take(
    row: PromotionRow,
    memberId: string,
    evaluation: Pick<Evaluation, 'amountMinor' | 'depositBaseMinor'>,
    via: 'claim' | 'automatic' | 'join' | 'application',
    client: RequestClient | null,
  ): Promise<PromotionActionResponse> {
    const now = this.now();
    let participation: ParticipationRow | undefined;
    try {
      participation = await this.db.transaction().execute(async (transaction) => {
        const taken = await this.repository.takeParticipation(transaction, {
          promotionId: row.id,
          memberId,
          amountMinor: evaluation.amountMinor,
          depositBaseMinor: evaluation.depositBaseMinor,
          deviceKey: row.per_device ? (client?.deviceId ?? null) : null,
          ipKey: row.per_ip ? (client?.ip ?? null) : null,
          via,
        });
        if (!taken) return undefined;
        const refusal = await this.repository.takeSlot(transaction, row.id, evaluation.amountMinor, now);
        if (refusal) throw refusalError(refusal);
        return taken;
      });
    } catch (error) {
      if (
        isUniqueViolation(error) &&
        error.constraint !== 'promotion_participations_promotion_id_member_id_key'
      )
        throw new AppError('promotion_device_limit');
      throw error;
    }
    if (!participation) {
      const existing = await this.repository.participation(row.id, memberId);
      if (!existing || existing.status === 'joined') throw new AppError('service_unavailable');
      return this.finishExisting(row, existing);
    }
    const granted = await this.grantFor(row, participation);
    return {
      state: via === 'claim' ? 'claimed' : 'issued',
      bonusId: granted.bonusId,
      amountMinor: participation.amount_minor,
      replayed: false,
    };
  }

  /** Grants the participation's bonus (same key: once) and marks it granted. */
  private async grantFor(row: PromotionRow, participation: ParticipationRow) {
    const amountMinor = BigInt(participation.amount_minor as string);
    const depositBaseMinor = BigInt(participation.deposit_base_minor ?? '0');
    const claimable = participation.via !== 'claim';
    const result = await this.bonuses.grant({
      memberId: participation.member_id,
      amountMinor,
      kind: row.kind === 'referral' ? 'referral' : 'promotion',
      sourceId: row.id,
      grantKey: `promotion:${row.id}:${participation.member_id}`,
      title: textIn(row.title, 'EN').slice(0, promotionLimits.titleLength),
      ledgerCode: 'bonus',
      // A reward the member did not take itself waits in the reward centre until it claims it there.
      claimable: claimable
        ? { claimExpiresAt: new Date(this.now().getTime() + row.claim_days * dayMs) }
        : null,
      wagering: wageringTerms(row.wagering as PromotionWagering | null, amountMinor, depositBaseMinor),
    });
    await this.repository.markGranted(participation.id, result.bonusId);
    return result;
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
    if (!(await this.inAudience(row, member))) throw new AppError('promotion_not_eligible');
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
    return this.applicationView(application, textIn(row.title, member.language === 'NE' ? 'NE' : 'EN'));
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
      member.language === 'NE' ? 'NE' : 'EN',
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
      const evaluation = await this.evaluate(row, member);
      depositBaseMinor = evaluation.depositBaseMinor;
    } else {
      const evaluation = await this.evaluate(row, member);
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
    await this.grantFor(row, participation);
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

  // --- the job ------------------------------------------------------------------------------------

  /**
   * Every minute, safe to run twice or to die half-way: finishes grants a crash left (same grant key),
   * grants joined members who now qualify, and grants automatic promotions to members who qualify.
   */
  async runMinute() {
    let finished = 0;
    let granted = 0;
    for (const stuck of await this.repository.stuckGranting(
      new Date(this.now().getTime() - stuckAfterMs),
      jobBatch,
    )) {
      const row = await this.repository.find(stuck.promotion_id);
      if (!row) continue;
      await this.grantFor(row, stuck);
      finished += 1;
    }
    // Referral promotions are paid per invitee by reward campaigns, never by this job.
    const open = await this.repository.openAt(this.now(), jobPromotions, {
      participations: ['automatic', 'join'],
      kind: 'standard',
    });
    for (const row of open) {
      const candidates =
        row.participation === 'join'
          ? (await this.repository.joinedOf(row.id, jobBatch)).map((participation) => ({
              memberId: participation.member_id,
              joinedId: participation.id as string | null,
            }))
          : (await this.candidates.next(row, jobBatch, this.now())).map((memberId) => ({
              memberId,
              joinedId: null,
            }));
      const memo = new FactsMemo(this.facts);
      for (const { memberId, joinedId } of candidates) {
        const member = await this.members.findById(memberId);
        const evaluation = member?.status === 'active' ? await this.evaluate(row, member, memo) : null;
        if (!evaluation?.eligible) {
          if (joinedId) await this.repository.touchJoined(joinedId);
          continue;
        }
        try {
          await this.take(
            row,
            memberId,
            evaluation,
            row.participation === 'join' ? 'join' : 'automatic',
            null,
          );
          granted += 1;
        } catch (error) {
          // Out of slots or budget, or closed: the rest of this promotion waits for nothing.
          if (error instanceof AppError && error.code.startsWith('promotion_')) break;
          this.log.warn(
            { err: error, promotionId: row.id, memberId },
            'promotion grant failed; retried next run',
          );
        }
      }
    }
    return { finished, granted };
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

function refusalError(refusal: SlotRefusal): AppError {
  if (refusal === 'slots_exhausted') return new AppError('promotion_slots_exhausted');
  if (refusal === 'budget_exhausted') return new AppError('promotion_budget_exhausted');
  return new AppError('promotion_not_live');
}

function memberActor(member: MemberRow): AuditActor {
  return { type: 'member', id: member.id, name: member.username, ip: null };
}

/** The facts reads of one request, each asked once per member and period. */
class FactsMemo implements EligibilityFacts {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(private readonly facts: EligibilityFacts) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      this.cache.set(key, value);
    }
    return value;
  }

  firstCreditedDeposit(memberId: string) {
    return this.once(`first:${memberId}`, () => this.facts.firstCreditedDeposit(memberId));
  }

  creditedTotalBetween(memberId: string, from: Date, to: Date) {
    const key = `deposits:${memberId}:${from.getTime()}:${to.getTime()}`;
    return this.once(key, () => this.facts.creditedTotalBetween(memberId, from, to));
  }

  settledValidBetByCategory(memberId: string, from: Date, to: Date) {
    const key = `bets:${memberId}:${from.getTime()}:${to.getTime()}`;
    return this.once(key, () => this.facts.settledValidBetByCategory(memberId, from, to));
  }
}
