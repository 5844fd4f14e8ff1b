import {
  type AdminLiveStream,
  type AdminLiveStreamCreateRequest,
  type AdminLiveStreamListResponse,
  type AdminLiveStreamUpdateRequest,
  isLiveStreamUrl,
  type LiveModelListResponse,
  type LiveStreamCategory,
  liveStreamLimits,
} from '@gaming/contracts/live-streams';
import { firstTextIn, readingLanguages } from '@gaming/contracts/localized-text';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import { contentImageUrl } from '../content/content-images-service.js';
import type { LiveStreamFields, LiveStreamRow, LiveStreamsRepository } from './live-streams-repository.js';

export type StreamActor = { staffId: string; audit: AuditActor };

/** What the streams need of the content images (news covers, banners): an uploaded image exists. */
export type StreamCoverImages = { requireExisting(id: string, path: string): Promise<void> };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isLive(row: LiveStreamRow, now: Date): boolean {
  return (
    row.enabled &&
    (row.starts_at === null || row.starts_at <= now) &&
    (row.ends_at === null || row.ends_at > now)
  );
}

function coverUrlOf(row: LiveStreamRow): string | null {
  return row.cover_image_id ? contentImageUrl(row.cover_image_id) : null;
}

function adminOf(row: LiveStreamRow, now: Date): AdminLiveStream {
  return {
    id: row.id,
    streamUrl: row.stream_url,
    titles: row.titles,
    category: row.category as LiveStreamCategory,
    coverImageId: row.cover_image_id,
    coverUrl: coverUrlOf(row),
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    enabled: row.enabled,
    sortOrder: row.sort_order,
    live: isLive(row, now),
    updatedAt: row.updated_at.toISOString(),
  };
}

function auditOf(row: LiveStreamRow) {
  return {
    streamUrl: row.stream_url,
    titles: row.titles,
    category: row.category,
    coverImageId: row.cover_image_id,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    enabled: row.enabled,
    sortOrder: row.sort_order,
  };
}

/** Titles without empty entries (an empty title is no title: the site falls back to EN). */
function titlesOf(titles: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(titles).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

function urlOf(value: string): string {
  const url = value.trim();
  if (!isLiveStreamUrl(url)) throw new AppError('stream_url_invalid');
  return url;
}

/** Stream sources (issue 19): staff's list (manageStreams, audited) and liveModelList. */
export class LiveStreamsService {
  constructor(
    private readonly repository: LiveStreamsRepository,
    private readonly images: StreamCoverImages,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
    /** settings brand.defaultLanguage: a title in it is read before EN's. */
    private readonly brandDefault: () => string | undefined = () => undefined,
  ) {}

  /** The streams showing now, titled in `language`, else in the brand's default, else in EN. */
  async liveModels(language: string | undefined): Promise<LiveModelListResponse> {
    const order = readingLanguages(language, this.brandDefault());
    const rows = await this.repository.listLive(this.now(), liveStreamLimits.publicMaxItems);
    return {
      content: rows.map((row) => ({
        id: row.id,
        title: firstTextIn(row.titles, order),
        category: row.category as LiveStreamCategory,
        streamUrl: row.stream_url,
        coverUrl: coverUrlOf(row),
        startsAt: row.starts_at?.toISOString() ?? null,
        endsAt: row.ends_at?.toISOString() ?? null,
      })),
    };
  }

  async list(): Promise<AdminLiveStreamListResponse> {
    const now = this.now();
    const rows = await this.repository.list(liveStreamLimits.maxStreams);
    return { streams: rows.map((row) => adminOf(row, now)) };
  }

  async create(actor: StreamActor, request: AdminLiveStreamCreateRequest): Promise<AdminLiveStream> {
    const streamUrl = urlOf(request.streamUrl);
    if (request.coverImageId) await this.images.requireExisting(request.coverImageId, 'coverImageId');
    if ((await this.repository.count()) >= liveStreamLimits.maxStreams)
      throw new AppError('validation_failed', undefined, [
        { path: 'streamUrl', message: `at most ${liveStreamLimits.maxStreams} streams` },
      ]);
    const fields: LiveStreamFields = {
      stream_url: streamUrl,
      titles: titlesOf(request.titles),
      category: request.category,
      cover_image_id: request.coverImageId,
      starts_at: request.startsAt ? new Date(request.startsAt) : null,
      ends_at: request.endsAt ? new Date(request.endsAt) : null,
      enabled: request.enabled,
      sort_order: request.sortOrder,
    };
    const row = await this.repository.insert(fields, actor.staffId);
    await this.audit.record(actor.audit, {
      action: 'stream.create',
      targetType: 'live_stream',
      targetId: row.id,
      after: auditOf(row),
    });
    return adminOf(row, this.now());
  }

  async update(
    actor: StreamActor,
    id: string,
    request: AdminLiveStreamUpdateRequest,
  ): Promise<AdminLiveStream> {
    const before = uuidPattern.test(id) ? await this.repository.find(id) : undefined;
    if (!before) throw new AppError('not_found');
    const change: Partial<LiveStreamFields> = {};
    if (request.streamUrl !== undefined) change.stream_url = urlOf(request.streamUrl);
    if (request.titles !== undefined) change.titles = titlesOf(request.titles);
    if (request.category !== undefined) change.category = request.category;
    if (request.coverImageId !== undefined) {
      if (request.coverImageId) await this.images.requireExisting(request.coverImageId, 'coverImageId');
      change.cover_image_id = request.coverImageId;
    }
    if (request.startsAt !== undefined)
      change.starts_at = request.startsAt ? new Date(request.startsAt) : null;
    if (request.endsAt !== undefined) change.ends_at = request.endsAt ? new Date(request.endsAt) : null;
    if (request.enabled !== undefined) change.enabled = request.enabled;
    if (request.sortOrder !== undefined) change.sort_order = request.sortOrder;
    const startsAt = change.starts_at !== undefined ? change.starts_at : before.starts_at;
    const endsAt = change.ends_at !== undefined ? change.ends_at : before.ends_at;
    if (startsAt && endsAt && endsAt <= startsAt)
      throw new AppError('validation_failed', undefined, [
        { path: 'endsAt', message: 'the end must come after the start' },
      ]);
    const row = await this.repository.update(id, change);
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'stream.update',
      targetType: 'live_stream',
      targetId: id,
      before: auditOf(before),
      after: auditOf(row),
    });
    return adminOf(row, this.now());
  }

  async remove(actor: StreamActor, id: string): Promise<void> {
    const row = uuidPattern.test(id) ? await this.repository.delete(id) : undefined;
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'stream.delete',
      targetType: 'live_stream',
      targetId: id,
      before: auditOf(row),
    });
  }
}
