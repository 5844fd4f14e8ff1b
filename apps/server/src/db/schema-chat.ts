/** Tables of the chat room (kysely types); 0046_chat.sql; modules/chat owns this file. */
import type { ChatRestrictionKind } from '@gaming/contracts/chat';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ChatRoomsTable {
  code: string;
  title: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface ChatMessagesTable {
  /** bigint identity: read back as a decimal string. */
  id: Generated<string>;
  room_code: string;
  member_id: string;
  author_name: string;
  body: string;
  client_id: string;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by_staff_id: string | null;
  delete_reason: string | null;
}

export interface ChatRestrictionsTable {
  id: Generated<string>;
  member_id: string;
  kind: ChatRestrictionKind;
  until: NullableTimestamp;
  reason: string;
  staff_id: string;
  created_at: Timestamp;
  lifted_at: NullableTimestamp;
  lifted_by_staff_id: string | null;
}

export interface ChatDatabase {
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_restrictions: ChatRestrictionsTable;
}
