/** Tables of platform messages (kysely types); 0040_platform_messages.sql; modules/platform-messages owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export type PlatformMessageStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';
export type PlatformMessageAudienceKind = 'member' | 'list' | 'segment';

export interface PlatformMessagesTable {
  id: Generated<string>;
  kind: 'staff' | 'feedback';
  title: string;
  body_html: string;
  preview: string;
  audience_kind: PlatformMessageAudienceKind;
  /** As 0040 says per audience kind (parsed and checked by the repository's readers). */
  audience: Json<Record<string, unknown>>;
  reaches_later_members: ColumnType<boolean, boolean | undefined, boolean>;
  status: PlatformMessageStatus;
  send_at: Timestamp;
  sent_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  /** bigint: read back as a decimal string. */
  cursor_member_id: ColumnType<string | null, string | null | undefined, string | null>;
  batch_count: ColumnType<number, number | undefined, number>;
  recipient_count: ColumnType<number, number | undefined, number>;
  source: string | null;
  source_id: string | null;
  created_by_staff_id: string | null;
  cancelled_by_staff_id: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlatformMessageDeliveriesTable {
  message_id: string;
  member_id: string;
  delivered_at: Timestamp;
  read_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

export interface PlatformMessagesDatabase {
  platform_messages: PlatformMessagesTable;
  platform_message_deliveries: PlatformMessageDeliveriesTable;
}
