import {
  type AdminBanner,
  type AdminBannerCreateRequest,
  type AdminBannerListResponse,
  type AdminBannerReorderRequest,
  type AdminBannerUpdateRequest,
  bannerLimits,
  bannerLinkIsValid,
} from '@gaming/contracts/banners';
import type { BannerGroup } from '@gaming/contracts/catalogue';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { AdminBannerRow, BannerFields, BannersAdminRepository } from './banners-admin-repository.js';
import { type ContentImagesService, contentImageUrl } from './content-images-service.js';

export type BannerActor = { staffId: string; audit: AuditActor };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isLive(row: AdminBannerRow, now: Date): boolean {
  return (
    row.enabled &&
    (row.starts_at === null || row.starts_at <= now) &&
    (row.ends_at === null || row.ends_at > now)
  );
}

function adminOf(row: AdminBannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    groupName: row.group_name as BannerGroup,
    imageUrl: row.image_url,
    titles: row.titles,
    linkageType: row.linkage_type,
    linkageTarget: row.linkage_target,
    sortOrder: row.sort_order,
    enabled: row.enabled,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    live: isLive(row, now),
  };
}

/** Titles without empty entries (an empty title is no title: the site falls back to EN). */
function titlesOf(titles: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(titles).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

function linkOf(type: 'route' | 'external' | null, target: string | null) {
  const trimmed = target?.trim() || null;
  if (!bannerLinkIsValid({ linkageType: type, linkageTarget: trimmed }))
    throw new AppError('banner_link_invalid');
  return type === null
    ? { linkage_type: null, linkage_target: null }
    : { linkage_type: type, linkage_target: trimmed };
}

function auditOf(row: AdminBannerRow) {
  return {
    groupName: row.group_name,
    imageUrl: row.image_url,
    titles: row.titles,
    linkageType: row.linkage_type,
    linkageTarget: row.linkage_target,
    enabled: row.enabled,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    sortOrder: row.sort_order,
  };
}

/** The back office's banner editor (issue 18): every group, image, link, titles, order and schedule. */
export class BannersAdminService {
  constructor(
    private readonly repository: BannersAdminRepository,
    private readonly images: ContentImagesService,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(group: BannerGroup | undefined): Promise<AdminBannerListResponse> {
    const now = this.now();
    const rows = await this.repository.list(group, bannerLimits.listMaxItems);
    return { banners: rows.map((row) => adminOf(row, now)) };
  }

  async create(actor: BannerActor, request: AdminBannerCreateRequest): Promise<AdminBanner> {
    await this.images.requireExisting(request.imageId, 'imageId');
    const fields: BannerFields = {
      group_name: request.groupName,
      image_url: contentImageUrl(request.imageId),
      titles: titlesOf(request.titles),
      ...linkOf(request.linkageType, request.linkageTarget),
      enabled: request.enabled,
      starts_at: request.startsAt ? new Date(request.startsAt) : null,
      ends_at: request.endsAt ? new Date(request.endsAt) : null,
    };
    const row = await this.repository.insertAtEnd(fields, bannerLimits.perGroup);
    if (!row) throw new AppError('banner_group_full');
    await this.audit.record(actor.audit, {
      action: 'banner.create',
      targetType: 'banner',
      targetId: row.id,
      after: auditOf(row),
    });
    return adminOf(row, this.now());
  }

  async update(actor: BannerActor, id: string, request: AdminBannerUpdateRequest): Promise<AdminBanner> {
    const before = await this.rowOrNotFound(id);
    const change: Partial<BannerFields> = {};
    if (request.imageId !== undefined) {
      await this.images.requireExisting(request.imageId, 'imageId');
      change.image_url = contentImageUrl(request.imageId);
    }
    if (request.groupName !== undefined) change.group_name = request.groupName;
    if (request.titles !== undefined) change.titles = titlesOf(request.titles);
    if (request.linkageType !== undefined)
      Object.assign(change, linkOf(request.linkageType, request.linkageTarget ?? null));
    if (request.enabled !== undefined) change.enabled = request.enabled;
    if (request.startsAt !== undefined)
      change.starts_at = request.startsAt ? new Date(request.startsAt) : null;
    if (request.endsAt !== undefined) change.ends_at = request.endsAt ? new Date(request.endsAt) : null;
    const startsAt = change.starts_at !== undefined ? change.starts_at : before.starts_at;
    const endsAt = change.ends_at !== undefined ? change.ends_at : before.ends_at;
    if (startsAt && endsAt && endsAt <= startsAt)
      throw new AppError('validation_failed', undefined, [
        { path: 'endsAt', message: 'the end must come after the start' },
      ]);
    const moves = change.group_name !== undefined && change.group_name !== before.group_name;
    const row = await this.repository.update(
      id,
      change,
      moves ? { perGroup: bannerLimits.perGroup } : undefined,
    );
    if (row === 'full') throw new AppError('banner_group_full');
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'banner.update',
      targetType: 'banner',
      targetId: id,
      before: auditOf(before),
      after: auditOf(row),
    });
    return adminOf(row, this.now());
  }

  async remove(actor: BannerActor, id: string): Promise<void> {
    const row = uuidPattern.test(id) ? await this.repository.delete(id) : undefined;
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      before: auditOf(row),
    });
  }

  async reorder(actor: BannerActor, request: AdminBannerReorderRequest): Promise<AdminBannerListResponse> {
    if (!(await this.repository.reorder(request.groupName, request.bannerIds)))
      throw new AppError('validation_failed', undefined, [
        { path: 'bannerIds', message: "the group's banners, each once" },
      ]);
    await this.audit.record(actor.audit, {
      action: 'banner.reorder',
      targetType: 'banner_group',
      targetId: request.groupName,
      after: { bannerIds: request.bannerIds },
    });
    return this.list(request.groupName);
  }

  private async rowOrNotFound(id: string): Promise<AdminBannerRow> {
    const row = uuidPattern.test(id) ? await this.repository.find(id) : undefined;
    if (!row) throw new AppError('not_found');
    return row;
  }
}
