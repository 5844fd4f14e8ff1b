/**
 * The wire types of the agent centre's calls, inferred from the shared schemas (packages/contracts
 * agents.ts) so the screens and the server cannot drift apart.
 */
import type {
  affiliateApplicationRequestSchema,
  affiliateApplicationStatusResponseSchema,
  agentAccountDetailsResponseSchema,
  agentCreditReportResponseSchema,
  agentDownlineRegisterResponseSchema,
  agentTeamBettingResponseSchema,
  agentTeamMemberDetailResponseSchema,
  agentTeamMembersResponseSchema,
  agentTeamTransactionsResponseSchema,
  agentUserLossResponseSchema,
} from '@gaming/contracts/agents';
import type { memberTransferRequestSchema, memberTransferResponseSchema } from '@gaming/contracts/wallet';
import type { z } from 'zod';

export type {
  AgentDownlineRegisterRequest,
  AgentFlags,
  AgentProfileResponse,
  AgentTeamMember,
  AgentTeamOverviewResponse,
} from '@gaming/contracts/agents';

export type AgentTeamMembersResponse = z.infer<typeof agentTeamMembersResponseSchema>;
export type AgentTeamMemberDetailResponse = z.infer<typeof agentTeamMemberDetailResponseSchema>;
export type AgentTeamBettingResponse = z.infer<typeof agentTeamBettingResponseSchema>;
export type AgentUserLossResponse = z.infer<typeof agentUserLossResponseSchema>;
export type AgentCreditReportResponse = z.infer<typeof agentCreditReportResponseSchema>;
export type AgentTeamTransactionsResponse = z.infer<typeof agentTeamTransactionsResponseSchema>;
export type AgentAccountDetailsResponse = z.infer<typeof agentAccountDetailsResponseSchema>;
export type AgentDownlineRegisterResponse = z.infer<typeof agentDownlineRegisterResponseSchema>;
export type AffiliateApplicationStatus = z.infer<typeof affiliateApplicationStatusResponseSchema>;
export type AffiliateApplicationRequest = z.infer<typeof affiliateApplicationRequestSchema>;
export type DownlineTransferRequest = z.input<typeof memberTransferRequestSchema>;
export type DownlineTransferResponse = z.infer<typeof memberTransferResponseSchema>;
