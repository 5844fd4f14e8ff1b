import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentPeriodQuery } from '../lib/agent-period';
import type { AgentCreditReportResponse } from '../lib/agent-types';
import { agentReportsQueryRoot, periodParams } from './agent-query';

export type CreditReportFilter = { period: AgentPeriodQuery; page: number; pageSize: number };

export function getCreditReport(
  filter: CreditReportFilter,
  signal?: AbortSignal,
): Promise<AgentCreditReportResponse> {
  return apiGet<AgentCreditReportResponse>(apiRoutes.agentCreditReport.path, {
    query: { ...periodParams(filter.period), page: filter.page, pageSize: filter.pageSize },
    signal,
  });
}

/** Credit report: money sent to and received from each direct downline in the period. */
export function useCreditReport(filter: CreditReportFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'agentCreditReport', token, filter] as const,
    queryFn: ({ signal }) => getCreditReport(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
