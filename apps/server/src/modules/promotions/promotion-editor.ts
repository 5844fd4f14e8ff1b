import { mapTexts, presentTexts } from '@gaming/contracts/localized-text';
import type {
  AdminPromotion,
  LocalizedContent,
  LocalizedTitle,
  PromotionAudience,
  PromotionEligibility,
  PromotionImage,
  PromotionInput,
  PromotionReward,
  PromotionWagering,
} from '@gaming/contracts/promotions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { sanitizeAnnouncementHtml } from '../content/content-html.js';
import type { ProofImage } from '../uploads/proof-upload.js';
import { imagesOf, type Language, type StaffActor, textIn } from './promotion-views.js';
import type { PromotionRow, PromotionsRepository, PromotionValues } from './promotions-repository.js';

/**
 * The staff's promotion editor (issue 16; docs/promotions.md): create, update, publish, archive and preview
 * (content sanitised on save), images, the list with slots and budget use; every change audited in the
 * same transaction as the row.
 */
export class PromotionEditor {
  constructor(
    private readonly repository: PromotionsRepository,
    private readonly bonuses: { maxWageringMultiple(): number },
    private readonly audit: AuditService,
    private readonly db: Kysely<Database>,
  ) {}

  /** Sanitises the content and checks what zod cannot (the wagering cap of the bonuses' settings). */
  private valuesOf(input: PromotionInput): PromotionValues {
    if (input.wagering && input.wagering.multiple > this.bonuses.maxWageringMultiple())
      throw new AppError(
        'wagering_multiple_too_high',
        `The wagering multiple is above this brand's cap of ${this.bonuses.maxWageringMultiple()}x.`,
      );
    const content = mapTexts(presentTexts(input.content), sanitizeAnnouncementHtml) as LocalizedContent;
    const title: LocalizedTitle = presentTexts(input.title);
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
}
