import { type AgentPeriod, agentPeriods, maximumAgentRangeDays } from '@gaming/contracts/agents';
import { customRangeProblem } from '../../../lib/brand-time';

export type { AgentPeriod };
export { agentPeriods, maximumAgentRangeDays };

/** A report's period as asked: a named one, or a custom range of brand-local days. */
export type AgentPeriodQuery =
  | { period: Exclude<AgentPeriod, 'custom'> }
  | { period: 'custom'; from: string; to: string };

/** What is wrong with the period picked: a custom range that is unreadable, reversed or too long. */
export function periodProblem(query: AgentPeriodQuery): 'invalid' | 'tooLong' | null {
  if (query.period !== 'custom') return null;
  return customRangeProblem(query.from, query.to, maximumAgentRangeDays);
}
