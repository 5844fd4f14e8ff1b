import type { QueryValue } from '../../../lib/api-client';
import type { AgentPeriodQuery } from '../lib/agent-period';

/** Every agent-centre report's query starts with this: invalidate it after money moves in the team. */
export const agentReportsQueryRoot = ['agent-reports'] as const;

/** The period part of a report's query string (from and to only for a custom range). */
export function periodParams(period: AgentPeriodQuery): Record<string, QueryValue> {
  return period.period === 'custom'
    ? { period: 'custom', from: period.from, to: period.to }
    : { period: period.period };
}
