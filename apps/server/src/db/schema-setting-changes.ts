import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type SettingChangeStatus = 'pending' | 'approved' | 'rejected';

/** A proposed change to a money setting, waiting for a second staff member (migration 0022). */
export interface SettingChangeRequestsTable {
  id: Generated<string>;
  key: 'withdrawals' | 'adjustments' | 'jurisdiction' | 'aml.rules';
  proposed_value: ColumnType<unknown, string, string>;
  base_value: ColumnType<unknown, string, string>;
  status: ColumnType<SettingChangeStatus, SettingChangeStatus | undefined, SettingChangeStatus>;
  proposed_by: string;
  proposed_by_name: string;
  proposed_at: Timestamp;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decision_reason: string | null;
}

export interface SettingChangesDatabase {
  setting_change_requests: SettingChangeRequestsTable;
}
