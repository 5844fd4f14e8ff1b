/** Tables of the agent programme's teams (kysely types); 0029_agent_teams.sql; modules/agents owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Written by 0029's trigger on members only; read by modules/agents (and others through its service). */
export interface MemberTreeTable {
  ancestor_id: string;
  descendant_id: string;
  depth: number;
}

export interface AgentProfilesTable {
  member_id: string;
  dividend_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  daily_salary_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  hourly_salary_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  realtime_salary_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AgentApplicationsTable {
  /** bigint: read back as a decimal string. */
  id: Generated<string>;
  member_id: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  remark: string;
  contact: string;
  granted_type: number | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Timestamp;
}

/** Written by 0029's triggers on game_rounds only: settled play per member and 5-minute window. */
export interface MemberPlayWindowsTable {
  member_id: string;
  window_start: Date;
  rounds: number;
  valid_bet_minor: string;
  stake_minor: string;
  win_minor: string;
}

export interface AgentsDatabase {
  member_tree: MemberTreeTable;
  member_play_windows: MemberPlayWindowsTable;
  agent_profiles: AgentProfilesTable;
  agent_applications: AgentApplicationsTable;
}
