/** Tables of site content (announcements and notices; kysely types); modules/content owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type AnnouncementKind = 'marquee' | 'announcement' | 'popup';
/** Who a popup is for (0014): A members, B anonymous visitors, F a member's first login. */
export type AnnouncementExecution = 'A' | 'B' | 'F';

export interface AnnouncementsTable {
  /** bigint identity: read back as a decimal string. */
  id: Generated<string>;
  type: AnnouncementKind;
  language: string;
  title: string;
  content_html: string;
  starts_at: Timestamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sort_order: Defaulted<number>;
  enabled: Defaulted<boolean>;
  /** Only read for popups; marquee notices and announcements are for everyone. */
  execution: Defaulted<AnnouncementExecution>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Staff-uploaded content images (news covers, banners); 0042_news.sql; append-only. */
export interface ContentImageFilesTable {
  id: Generated<string>;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  sha256: string;
  bytes: Buffer;
  uploaded_by: string | null;
  created_at: Timestamp;
}

/** News articles (0042_news.sql). */
export interface NewsArticlesTable {
  id: Generated<string>;
  language: string;
  title: string;
  summary: Defaulted<string>;
  body_html: string;
  cover_image_id: string | null;
  status: Defaulted<'draft' | 'published'>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentDatabase {
  announcements: AnnouncementsTable;
  content_image_files: ContentImageFilesTable;
  news_articles: NewsArticlesTable;
}
