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

export interface ContentDatabase {
  announcements: AnnouncementsTable;
}
