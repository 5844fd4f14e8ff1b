/** Live stream sources (0045_live_streams.sql; kysely types); modules/live-streams owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface LiveStreamsTable {
  id: Generated<string>;
  stream_url: string;
  titles: ColumnType<Record<string, string>, string, string>;
  category: string;
  cover_image_id: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  enabled: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  /** bigint: read back as a decimal string. */
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LiveStreamsDatabase {
  live_streams: LiveStreamsTable;
}
