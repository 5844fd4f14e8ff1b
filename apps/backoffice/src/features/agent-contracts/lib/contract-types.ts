import type {
  adminSettlementRetryResponseSchema,
  adminSettlementRunListResponseSchema,
} from '@gaming/contracts/agent-contracts';
import type { adminAgentListResponseSchema } from '@gaming/contracts/agents';
import type { z } from 'zod';

export type {
  AgentContract,
  AgentContractDetail,
  AgentContractKind,
  AgentContractListResponse,
  AgentContractStatus,
  AgentContractTerms,
  ContractConflictResponse,
  ContractTerminationPreview,
  DividendPeriod,
  SettlementRun,
  SettlementStatus,
  SettlementWindow,
  SettlementWindowListResponse,
  WouldTerminateEntry,
} from '@gaming/contracts/agent-contracts';

export type SettlementRunList = z.infer<typeof adminSettlementRunListResponseSchema>;
export type SettlementRetryResult = z.infer<typeof adminSettlementRetryResponseSchema>;
/** Tops of chains, to whom the house offers contracts (the agents' list with topOnly). */
export type TopAgentList = z.infer<typeof adminAgentListResponseSchema>;

/** The four kinds, statuses and window states, in the order the screens list them. */
export const contractKinds = ['realtime', 'daily', 'hourly', 'dividend'] as const;
export const contractStatuses = ['offered', 'active', 'rejected', 'terminated', 'superseded'] as const;
export const settlementStates = ['computed', 'paid', 'pending_funds'] as const;
export const dividendPeriodCodes = ['D', 'W', 'H', 'M'] as const;
