/** Tables of the member risk view (kysely types); 0028_member_risk.sql; modules/risk owns this file. */
import type { MemberFlag } from '@gaming/contracts/member-risk';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MemberDevicesTable {
  member_id: string;
  device_id: string;
  user_agent: string | null;
  last_ip: string | null;
  login_count: ColumnType<number, number | undefined, number>;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface MemberNotesTable {
  /** bigint: read back as a decimal string. */
  id: Generated<string>;
  member_id: string;
  staff_id: string;
  staff_name: string;
  body: string;
  created_at: Timestamp;
}

export interface MemberFlagsTable {
  member_id: string;
  flag: MemberFlag;
  reason: string;
  set_by: string;
  set_by_name: string;
  set_at: Timestamp;
}

export interface RiskDatabase {
  member_devices: MemberDevicesTable;
  member_notes: MemberNotesTable;
  member_flags: MemberFlagsTable;
}
