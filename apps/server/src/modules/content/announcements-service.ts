import {
  type AdminAnnouncement,
  type AdminAnnouncementCreateRequest,
  type AdminAnnouncementListResponse,
  type AdminAnnouncementUpdateRequest,
  type Announcement,
  type AnnouncementExecution,
  type AnnouncementsResponse,
  type AnnouncementType,
  announcementContentMaxLength,
  announcementsPageSize,
  marqueeNoticeLimit,
  type NoticeResponse,
} from '@gaming/contracts/announcements';
import { readingLanguages } from '@gaming/contracts/localized-text';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type {
  AnnouncementChange,
  AnnouncementRow,
  AnnouncementsRepository,
} from './announcements-repository.js';
import { sanitizeAnnouncementHtml } from './content-html.js';
import { firstLanguageWithContent } from './reading-languages.js';

function isLive(row: AnnouncementRow, now: Date): boolean {
  return row.enabled && row.starts_at <= now && (row.ends_at === null || row.ends_at > now);
}

function toAdminAnnouncement(row: AnnouncementRow, now: Date): AdminAnnouncement {
  return {
    id: row.id,
    type: row.type,
    language: row.language as AdminAnnouncement['language'],
    title: row.title,
    contentHtml: row.content_html,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    sortOrder: row.sort_order,
    enabled: row.enabled,
    execution: row.execution,
    live: isLive(row, now),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    // Stored sanitised; sanitised again on the way out so a stricter policy also covers older rows.
    content: sanitizeAnnouncementHtml(row.content_html),
    time: row.starts_at.toISOString(),
  };
}

function changeOf(request: AdminAnnouncementUpdateRequest, now: Date): AnnouncementChange {
  const change: AnnouncementChange = {};
  if (request.type !== undefined) change.type = request.type;
  if (request.language !== undefined) change.language = request.language;
  if (request.title !== undefined) change.title = request.title;
  if (request.contentHtml !== undefined) change.content_html = safeContent(request.contentHtml);
  if (request.startsAt !== undefined) change.starts_at = request.startsAt ? new Date(request.startsAt) : now;
  if (request.endsAt !== undefined) change.ends_at = request.endsAt ? new Date(request.endsAt) : null;
  if (request.sortOrder !== undefined) change.sort_order = request.sortOrder;
  if (request.enabled !== undefined) change.enabled = request.enabled;
  if (request.execution !== undefined) change.execution = request.execution;
  return change;
}

/**
 * The stored, safe HTML. Escaping can grow a text (& becomes &amp;), so the limit is checked on the
 * result too: the table (0012) and the public reply hold at most twice the input limit.
 */
function safeContent(html: string): string {
  const sanitised = sanitizeAnnouncementHtml(html);
  if (sanitised.length > announcementContentMaxLength * 2)
    throw new AppError('validation_failed', 'The text is too long once made safe; shorten it.', [
      { path: 'contentHtml', message: 'too long' },
    ]);
  return sanitised;
}

function assertWindow(startsAt: Date, endsAt: Date | null): void {
  if (endsAt && endsAt <= startsAt) {
    throw new AppError('validation_failed', 'The end of the publish window must come after its start.', [
      { path: 'endsAt', message: 'must come after startsAt' },
    ]);
  }
}

/**
 * Marquee notices, announcements and popups: what visitors see (published, in their language with EN
 * when their language has none) and the back office's tools, every change audited with before and after.
 */
export class AnnouncementsService {
  constructor(
    private readonly repository: AnnouncementsRepository,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
    /** settings brand.defaultLanguage: read before EN when the visitor's language has nothing. */
    private readonly brandDefault: () => string | undefined = () => undefined,
  ) {}

  /**
   * Published rows of a type for the visitor's language; when that language has none, the brand's
   * default language's rows, then EN's (a partly translated site still shows its notices rather than
   * nothing). For popups every read is of one audience (execution), so the fallback is decided per
   * audience: a Nepali member with no Nepali member popup gets the English member popups even when a
   * Nepali visitors' popup exists.
   */
  private async publishedPage(
    type: AnnouncementType,
    language: string | undefined,
    execution: AnnouncementExecution,
    pageNo: number,
    size: number,
  ) {
    const now = this.clock();
    const page = { offset: (pageNo - 1) * size, limit: size };
    return firstLanguageWithContent(readingLanguages(language, this.brandDefault()), (code) =>
      this.repository.listPublished(type, code, execution, now, page),
    );
  }

  async notices(language: string | undefined): Promise<NoticeResponse> {
    // Marquee notices are for everyone: the execution is not read for them.
    const { served, rows } = await this.publishedPage('marquee', language, 'B', 1, marqueeNoticeLimit);
    return {
      language: served,
      list: rows.map((row) => ({ id: row.id, title: row.title, time: row.starts_at.toISOString() })),
    };
  }

  async announcements(query: {
    type: AnnouncementType;
    language?: string | undefined;
    pageNo: number;
    /** Whose popups: B (anonymous visitors) unless asked; only read for type popup. */
    execution?: AnnouncementExecution | undefined;
  }): Promise<AnnouncementsResponse> {
    const { served, rows, total } = await this.publishedPage(
      query.type,
      query.language,
      query.execution ?? 'B',
      query.pageNo,
      announcementsPageSize,
    );
    return {
      language: served,
      content: rows.map(toAnnouncement),
      pageNum: query.pageNo,
      pageSize: announcementsPageSize,
      totalPages: Math.ceil(total / announcementsPageSize),
      total,
    };
  }

  async list(filter: {
    type?: AnnouncementType | undefined;
    language?: string | undefined;
    page: number;
    pageSize: number;
  }): Promise<AdminAnnouncementListResponse> {
    const { rows, total } = await this.repository.list({
      type: filter.type,
      language: filter.language,
      offset: (filter.page - 1) * filter.pageSize,
      limit: filter.pageSize,
    });
    const now = this.clock();
    return {
      announcements: rows.map((row) => toAdminAnnouncement(row, now)),
      page: filter.page,
      pageSize: filter.pageSize,
      total,
    };
  }

  async create(actor: AuditActor, request: AdminAnnouncementCreateRequest): Promise<AdminAnnouncement> {
    const now = this.clock();
    const startsAt = request.startsAt ? new Date(request.startsAt) : now;
    const endsAt = request.endsAt ? new Date(request.endsAt) : null;
    assertWindow(startsAt, endsAt);
    return this.repository.transaction(async (transaction) => {
      const row = await this.repository.insert(transaction, {
        type: request.type,
        language: request.language,
        title: request.title,
        content_html: safeContent(request.contentHtml),
        starts_at: startsAt,
        ends_at: endsAt,
        sort_order: request.sortOrder,
        enabled: request.enabled,
        execution: request.execution,
      });
      const created = toAdminAnnouncement(row, now);
      await this.audit.record(
        actor,
        {
          action: 'content.announcement.create',
          targetType: 'announcement',
          targetId: row.id,
          after: created,
        },
        transaction,
      );
      return created;
    });
  }

  async update(
    actor: AuditActor,
    id: string,
    request: AdminAnnouncementUpdateRequest,
  ): Promise<AdminAnnouncement> {
    const now = this.clock();
    return this.repository.transaction(async (transaction) => {
      const before = await this.repository.lock(transaction, id);
      if (!before) throw new AppError('not_found', 'No such announcement.');
      const change = changeOf(request, now);
      const startsAt = change.starts_at === undefined ? before.starts_at : new Date(change.starts_at);
      const endsAt =
        change.ends_at === undefined
          ? before.ends_at
          : change.ends_at === null
            ? null
            : new Date(change.ends_at);
      assertWindow(startsAt, endsAt);
      const after = await this.repository.update(transaction, id, change);
      const updated = toAdminAnnouncement(after, now);
      await this.audit.record(
        actor,
        {
          action: 'content.announcement.update',
          targetType: 'announcement',
          targetId: id,
          before: toAdminAnnouncement(before, now),
          after: updated,
        },
        transaction,
      );
      return updated;
    });
  }

  async remove(actor: AuditActor, id: string): Promise<void> {
    const now = this.clock();
    await this.repository.transaction(async (transaction) => {
      const before = await this.repository.lock(transaction, id);
      if (!before) throw new AppError('not_found', 'No such announcement.');
      await this.repository.remove(transaction, id);
      await this.audit.record(
        actor,
        {
          action: 'content.announcement.delete',
          targetType: 'announcement',
          targetId: id,
          before: toAdminAnnouncement(before, now),
        },
        transaction,
      );
    });
  }
}
