import { randomUUID } from 'node:crypto';
import type {
  AdminMallItem,
  AdminMallItemCreate,
  AdminMallItemInput,
  MallItem,
  MallItemStatus,
  PointsMallSettings,
} from '@gaming/contracts/points-mall';
import { AppError } from '../../platform/errors.js';
import type { AuditActor } from '../audit/audit-repository.js';
import type { AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { ProofImage } from '../uploads/proof-upload.js';
import type { MallItemFields, MallItemRow, PointsMallRepository } from './points-mall-repository.js';
import type { MallGrants } from './points-mall-service.js';
import { imagesOf, imageUrl, type StaffActor } from './points-mall-views.js';

/**
 * Staff side of the mall's catalogue (issue 17 B): items (the kind's rules, images, publish/hide, stock)
 * and the conversion settings; every write audited. Redeems already made keep the terms they were made
 * with, so an edit never reaches into them.
 */
export class PointsMallEditor {
  constructor(
    private readonly repository: PointsMallRepository,
    private readonly grants: Pick<MallGrants, 'checkWagering'>,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  async adminItems(query: {
    page: number;
    pageSize: number;
    status?: MallItemStatus;
    kind?: MallItem['kind'];
  }) {
    const { rows, total } = await this.repository.staffItems({
      status: query.status,
      kind: query.kind,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(adminItemOf), pageInfo: { page: query.page, pageSize: query.pageSize, total } };
  }

  async createItem(actor: StaffActor, input: AdminMallItemCreate): Promise<AdminMallItem> {
    const fields = await this.fieldsOf(input);
    const row = await this.repository.insertItem({
      id: randomUUID(),
      ...fields,
      stock: input.stock === null ? null : BigInt(input.stock),
      status: 'draft',
    });
    const item = adminItemOf(row);
    await this.audit.record(actor.audit, {
      action: 'points_mall.item_create',
      targetType: 'points_mall_item',
      targetId: row.id,
      after: item,
    });
    return item;
  }

  async updateItem(actor: StaffActor, id: string, input: AdminMallItemInput): Promise<AdminMallItem> {
    const before = await this.itemOrNotFound(id);
    const fields = await this.fieldsOf(input);
    const row = await this.repository.updateItem(id, fields);
    if (!row) throw new AppError('not_found');
    const item = adminItemOf(row);
    await this.audit.record(actor.audit, {
      action: 'points_mall.item_update',
      targetType: 'points_mall_item',
      targetId: id,
      before: adminItemOf(before),
      after: item,
    });
    return item;
  }

  async setItemStatus(actor: StaffActor, id: string, status: MallItemStatus): Promise<AdminMallItem> {
    const before = await this.itemOrNotFound(id);
    const row = await this.repository.setItemStatus(id, status);
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'points_mall.item_status',
      targetType: 'points_mall_item',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
    return adminItemOf(row);
  }

  async setItemStock(
    actor: StaffActor,
    id: string,
    stock: number | null,
    reason: string,
  ): Promise<AdminMallItem> {
    const before = await this.itemOrNotFound(id);
    const row = await this.repository.setItemStock(id, stock === null ? null : BigInt(stock));
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'points_mall.item_stock',
      targetType: 'points_mall_item',
      targetId: id,
      before: { stock: before.stock },
      after: { stock: row.stock, reason },
    });
    return adminItemOf(row);
  }

  async uploadImage(actor: StaffActor, image: ProofImage) {
    const { id } = await this.repository.insertImage(image, actor.staffId);
    await this.audit.record(actor.audit, {
      action: 'points_mall.image_upload',
      targetType: 'points_mall_image',
      targetId: id,
      after: { sha256: image.sha256, bytes: image.bytes.length },
    });
    return { id, url: imageUrl(id) };
  }

  private async itemOrNotFound(id: string): Promise<MallItemRow> {
    const row = await this.repository.findItem(id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The kind's rules: cash and bonus pay money (bonus with wagering within the brand's cap), goods do not. */
  private async fieldsOf(input: AdminMallItemInput): Promise<MallItemFields> {
    const problems: { path: string; message: string }[] = [];
    const paysMoney = input.kind !== 'goods';
    if (paysMoney !== (input.amountMinor !== null && BigInt(input.amountMinor) > 0n))
      problems.push({
        path: 'amountMinor',
        message: paysMoney ? 'validation.required' : 'validation.not_allowed',
      });
    const hasWagering = input.wageringMultiple !== null || input.wageringDays !== null;
    if (
      (input.kind === 'bonus') !== (input.wageringMultiple !== null && input.wageringDays !== null) ||
      (input.kind !== 'bonus' && hasWagering)
    )
      problems.push({
        path: 'wageringMultiple',
        message: input.kind === 'bonus' ? 'validation.required' : 'validation.not_allowed',
      });
    const imageIds = [...new Set(input.imageIds)];
    const known = await this.repository.existingImageIds(imageIds);
    if (imageIds.some((imageId) => !known.has(imageId)))
      problems.push({ path: 'imageIds', message: 'validation.image' });
    if (problems.length > 0) throw new AppError('validation_failed', undefined, problems);
    if (input.kind === 'bonus' && input.amountMinor !== null && input.wageringMultiple !== null)
      this.grants.checkWagering({
        multipleOfMinor: BigInt(input.amountMinor),
        multiple: input.wageringMultiple,
        weights: {},
        defaultWeightPercent: 100,
        maxStakeMinor: null,
        maxCashoutMinor: null,
        wageringDays: input.wageringDays ?? 1,
      });
    return {
      kind: input.kind,
      category: input.category,
      title: JSON.stringify(input.title),
      description: JSON.stringify(input.description),
      points_price: BigInt(input.pointsPrice),
      amount_minor: paysMoney && input.amountMinor !== null ? BigInt(input.amountMinor) : null,
      wagering_multiple: input.kind === 'bonus' ? input.wageringMultiple : null,
      wagering_days: input.kind === 'bonus' ? input.wageringDays : null,
      max_quantity_per_redeem: input.maxQuantityPerRedeem,
      member_limit_quantity: input.memberLimit?.quantity ?? null,
      member_limit_period: input.memberLimit?.period ?? null,
      image_ids: JSON.stringify(imageIds),
      sort_order: input.sortOrder,
    };
  }

  settingsValue(): PointsMallSettings {
    return this.settings.get('pointsMall.settings');
  }

  async updateSettings(actor: AuditActor, value: PointsMallSettings): Promise<PointsMallSettings> {
    const before = this.settings.get('pointsMall.settings');
    const after = await this.settings.update('pointsMall.settings', () => value, actor.name);
    await this.audit.record(actor, {
      action: 'points_mall.settings',
      targetType: 'settings',
      targetId: 'pointsMall.settings',
      before,
      after,
    });
    return after;
  }
}

function adminItemOf(row: MallItemRow): AdminMallItem {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: row.title as AdminMallItem['title'],
    description: row.description as AdminMallItem['description'],
    pointsPrice: row.points_price,
    amountMinor: row.amount_minor,
    wageringMultiple: row.wagering_multiple === null ? null : Number(row.wagering_multiple),
    wageringDays: row.wagering_days,
    maxQuantityPerRedeem: row.max_quantity_per_redeem,
    memberLimit:
      row.member_limit_quantity !== null && row.member_limit_period !== null
        ? { quantity: row.member_limit_quantity, period: row.member_limit_period }
        : null,
    stock: row.stock === null ? null : Number(row.stock),
    redeemedQuantity: Number(row.redeemed_quantity),
    images: imagesOf(row),
    status: row.status,
    sortOrder: row.sort_order,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
