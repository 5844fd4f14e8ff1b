import type {
  adminAffiliateApplicationListResponseSchema,
  adminAffiliateApplicationSchema,
  adminAgentDetailResponseSchema,
  adminAgentListResponseSchema,
  adminAgentSummarySchema,
  adminAgentTreeChildrenResponseSchema,
  adminAgentTreeNodeSchema,
  adminAgentTreePathResponseSchema,
} from '@gaming/contracts/agents';
import type { z } from 'zod';

/** The replies of the back office's agent operations, as packages/contracts/src/agents.ts defines them. */
export type AdminAgentList = z.infer<typeof adminAgentListResponseSchema>;
export type AdminAgentSummary = z.infer<typeof adminAgentSummarySchema>;
export type AdminAgentDetail = z.infer<typeof adminAgentDetailResponseSchema>;
export type AdminAgentTreeNode = z.infer<typeof adminAgentTreeNodeSchema>;
export type AdminAgentTreeChildren = z.infer<typeof adminAgentTreeChildrenResponseSchema>;
export type AdminAgentTreePath = z.infer<typeof adminAgentTreePathResponseSchema>;
export type AdminAffiliateApplication = z.infer<typeof adminAffiliateApplicationSchema>;
export type AdminAffiliateApplicationList = z.infer<typeof adminAffiliateApplicationListResponseSchema>;

/** The agent types of the spec (1 agent, 2 sub-agent, 41 affiliate, 42 sub-affiliate); 0 is a member. */
export const agentTypes = ['1', '2', '41', '42'] as const;
export type AgentTypeCode = (typeof agentTypes)[number];
export const agentFlagNames = [
  'dividendEnabled',
  'dailySalaryEnabled',
  'hourlySalaryEnabled',
  'realtimeSalaryEnabled',
] as const;
