/** Tables of agent contracts (kysely types); 0030_agent_contracts.sql; modules/agent-contracts owns this file. */
import type {
  AgentContractKind,
  AgentContractStatus,
  SettlementStatus,
} from '@gaming/contracts/agent-contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Minor = ColumnType<string, string | bigint, string | bigint>;

export interface AgentContractsTable {
  id: Generated<string>;
  kind: AgentContractKind;
  holder_member_id: string;
  offered_by_member_id: string | null;
  offered_by_staff_id: string | null;
  /** jsonb: written as JSON text, read back parsed. */
  terms: ColumnType<unknown, string, string>;
  status: ColumnType<AgentContractStatus, AgentContractStatus | undefined, AgentContractStatus>;
  ends_higher_downline: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  activated_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  end_reason: string | null;
  settled_until: NullableTimestamp;
}

export interface AgentContractHistoryTable {
  id: Generated<string>;
  contract_id: string;
  action: 'offered' | 'accepted' | 'rejected' | 'terminated' | 'superseded';
  actor_type: 'member' | 'staff' | 'system';
  actor_member_id: string | null;
  actor_staff_id: string | null;
  actor_name: string | null;
  reason: string | null;
  created_at: Timestamp;
}

export interface AgentContractWindowsTable {
  contract_id: string;
  window_start: Timestamp;
  window_end: Timestamp;
  kind: AgentContractKind;
  holder_member_id: string;
  payer_member_id: string | null;
  holder_depth: number;
  valid_bet_minor: Minor;
  net_loss_minor: Minor;
  active_members: number;
  carry_in_minor: Minor;
  carry_out_minor: Minor;
  tier_index: number | null;
  amount_minor: Minor;
  status: ColumnType<SettlementStatus, SettlementStatus | undefined, SettlementStatus>;
  transfer_id: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  computed_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  paid_at: NullableTimestamp;
}

export interface AgentContractsDatabase {
  agent_contracts: AgentContractsTable;
  agent_contract_history: AgentContractHistoryTable;
  agent_contract_windows: AgentContractWindowsTable;
}
