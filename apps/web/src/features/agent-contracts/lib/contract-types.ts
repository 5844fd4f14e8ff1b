/** The wire types of the contract calls, from the shared schemas (packages/contracts agent-contracts.ts). */
import type {
  agentContractListResponseSchema,
  contractOfferRequestSchema,
  contractRespondRequestSchema,
  contractTerminateRequestSchema,
  settlementWindowListResponseSchema,
} from '@gaming/contracts/agent-contracts';
import type { z } from 'zod';

export type {
  AgentContract,
  AgentContractDetail,
  AgentContractKind,
  AgentContractTerms,
  ConsolidatedResponse,
  ContractConflictResponse,
  ContractHistoryEntry,
  ContractTerminationPreview,
  DividendPeriod,
  DividendTerms,
  DividendTier,
  HolderContractResponse,
  RealtimeTerms,
  SalaryTerms,
  SalaryTier,
  SettlementWindow,
  SettlementWindowListResponse,
  WouldTerminateEntry,
} from '@gaming/contracts/agent-contracts';

export type AgentContractListResponse = z.infer<typeof agentContractListResponseSchema>;
export type ContractOfferRequest = z.input<typeof contractOfferRequestSchema>;
export type ContractRespondRequest = z.infer<typeof contractRespondRequestSchema>;
export type ContractTerminateRequest = z.infer<typeof contractTerminateRequestSchema>;
export type SettlementWindows = z.infer<typeof settlementWindowListResponseSchema>;
