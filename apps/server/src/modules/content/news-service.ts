import { readingLanguages } from '@gaming/contracts/localized-text';
import type {
  AdminNews,
  AdminNewsCreateRequest,
  AdminNewsListResponse,
  AdminNewsUpdateRequest,
  NewsDetailResponse,
  NewsListResponse,
  NewsSummary,
} from '@gaming/contracts/news';
import { newsLimits } from '@gaming/contracts/news';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import { sanitizeAnnouncementHtml } from './content-html.js';
import { type ContentImagesService, contentImageUrl } from './content-images-service.js';
import type { NewsFields, NewsRepository, NewsRow } from './news-repository.js';
import { firstLanguageWithContent } from './reading-languages.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewsActor = { staffId: string; audit: AuditActor };

/**
 * The stored, safe body: the announcements' policy (prose, links, https images; no scripts, handlers,
 * styles or ids). Escaping can grow a text, so the table's limit is checked on the result.
 */
function safeBody(html: string): string {
  const sanitised = sanitizeAnnouncementHtml(html);
  if (sanitised.length > newsLimits.bodyMaxLength * 2)
    throw new AppError('validation_failed', undefined, [{ path: 'bodyHtml', message: 'validation.tooLong' }]);
  return sanitised;
}

function summaryOf(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: row.cover_image_id ? contentImageUrl(row.cover_image_id) : null,
    publishedAt: (row.published_at ?? row.created_at).toISOString(),
  };
}

function adminOf(row: NewsRow): AdminNews {
  return {
    id: row.id,
    language: row.language as AdminNews['language'],
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    coverImageId: row.cover_image_id,
    coverUrl: row.cover_image_id ? contentImageUrl(row.cover_image_id) : null,
    status: row.status,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of an article: its fields, the body by its length only. */
function auditOf(row: NewsRow) {
  return {
    language: row.language,
    title: row.title,
    status: row.status,
    publishedAt: row.published_at?.toISOString() ?? null,
    coverImageId: row.cover_image_id,
    bodyLength: row.body_html.length,
  };
}

/** News (issue 18): the public list and article, and the back office's editor (manageContent). */
export class NewsService {
  constructor(
    private readonly repository: NewsRepository,
    private readonly images: ContentImagesService,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
    /** settings brand.defaultLanguage: read before EN when the visitor's language has nothing. */
    private readonly brandDefault: () => string | undefined = () => undefined,
  ) {}

  /** Published articles in the language asked for; when it has none, the brand's default's, then EN's. */
  async list(query: { language?: string; page: number; pageSize: number }): Promise<NewsListResponse> {
    const offset = (query.page - 1) * query.pageSize;
    const { served, ...result } = await firstLanguageWithContent(
      readingLanguages(query.language, this.brandDefault()),
      (code) => this.repository.listPublished(code, this.now(), query.pageSize, offset),
    );
    return {
      language: served,
      items: result.rows.map(summaryOf),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(id: string): Promise<NewsDetailResponse> {
    const row = uuidPattern.test(id) ? await this.repository.findPublished(id, this.now()) : undefined;
    if (!row) throw new AppError('not_found');
    // Stored sanitised; sanitised again on the way out so a stricter policy also covers older rows.
    return { ...summaryOf(row), language: row.language, bodyHtml: sanitizeAnnouncementHtml(row.body_html) };
  }

  async adminList(query: {
    language?: string;
    status?: 'draft' | 'published';
    page: number;
    pageSize: number;
  }): Promise<AdminNewsListResponse> {
    const { rows, total } = await this.repository.list({
      language: query.language,
      status: query.status,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(adminOf), total, page: query.page, pageSize: query.pageSize };
  }

  async adminDetail(id: string): Promise<AdminNews> {
    return adminOf(await this.rowOrNotFound(id));
  }

  async create(actor: NewsActor, request: AdminNewsCreateRequest): Promise<AdminNews> {
    if (request.coverImageId) await this.images.requireExisting(request.coverImageId, 'coverImageId');
    const row = await this.repository.insert(
      {
        language: request.language,
        title: request.title,
        summary: request.summary,
        body_html: safeBody(request.bodyHtml),
        cover_image_id: request.coverImageId,
        published_at: request.publishedAt ? new Date(request.publishedAt) : null,
      },
      actor.staffId,
    );
    await this.audit.record(actor.audit, {
      action: 'news.create',
      targetType: 'news',
      targetId: row.id,
      after: auditOf(row),
    });
    return adminOf(row);
  }

  async update(actor: NewsActor, id: string, request: AdminNewsUpdateRequest): Promise<AdminNews> {
    const before = await this.rowOrNotFound(id);
    if (request.coverImageId) await this.images.requireExisting(request.coverImageId, 'coverImageId');
    const change: Partial<NewsFields> = {};
    if (request.language !== undefined) change.language = request.language;
    if (request.title !== undefined) change.title = request.title;
    if (request.summary !== undefined) change.summary = request.summary;
    if (request.bodyHtml !== undefined) change.body_html = safeBody(request.bodyHtml);
    if (request.coverImageId !== undefined) change.cover_image_id = request.coverImageId;
    if (request.publishedAt !== undefined)
      change.published_at = request.publishedAt ? new Date(request.publishedAt) : null;
    // A published article keeps a time: clearing it means "now".
    if (before.status === 'published' && change.published_at === null) change.published_at = this.now();
    const row = await this.repository.update(id, change);
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'news.update',
      targetType: 'news',
      targetId: id,
      before: auditOf(before),
      after: auditOf(row),
    });
    return adminOf(row);
  }

  async publish(actor: NewsActor, id: string): Promise<AdminNews> {
    const before = await this.rowOrNotFound(id);
    const row = await this.repository.publish(id, this.now());
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'news.publish',
      targetType: 'news',
      targetId: id,
      before: auditOf(before),
      after: auditOf(row),
    });
    return adminOf(row);
  }

  async unpublish(actor: NewsActor, id: string): Promise<AdminNews> {
    const before = await this.rowOrNotFound(id);
    const row = await this.repository.update(id, { status: 'draft' });
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'news.unpublish',
      targetType: 'news',
      targetId: id,
      before: auditOf(before),
      after: auditOf(row),
    });
    return adminOf(row);
  }

  async remove(actor: NewsActor, id: string): Promise<void> {
    const row = uuidPattern.test(id) ? await this.repository.delete(id) : undefined;
    if (!row) throw new AppError('not_found');
    await this.audit.record(actor.audit, {
      action: 'news.delete',
      targetType: 'news',
      targetId: id,
      before: auditOf(row),
    });
  }

  private async rowOrNotFound(id: string): Promise<NewsRow> {
    const row = uuidPattern.test(id) ? await this.repository.find(id) : undefined;
    if (!row) throw new AppError('not_found');
    return row;
  }
}
