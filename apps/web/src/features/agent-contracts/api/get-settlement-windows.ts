import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentContractKind, SettlementWindows } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

export type SettlementWindowsFilter = {
  kind?: AgentContractKind;
  status?: 'computed' | 'paid' | 'pending_funds';
  /** ISO instants: window start at or after `from`, before `to`. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** Whose windows: the caller's income as a holder, or what it pays its downline as an offering agent. */
export type SettlementSide = 'income' | 'payments';

const sideRoutes = { income: apiRoutes.agentIncome, payments: apiRoutes.agentContractPayments } as const;

export function getSettlementWindows(
  side: SettlementSide,
  filter: SettlementWindowsFilter,
  signal?: AbortSignal,
): Promise<SettlementWindows> {
  return apiGet<SettlementWindows>(sideRoutes[side].path, {
    query: {
      kind: filter.kind,
      status: filter.status,
      from: filter.from,
      to: filter.to,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

/** Settled windows, newest first, with totals over every page of the filter. */
export function useSettlementWindows(
  side: SettlementSide,
  filter: SettlementWindowsFilter,
  { enabled = true } = {},
) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...contractsQueryRoot, 'windows', side, token, filter] as const,
    queryFn: ({ signal }) => getSettlementWindows(side, filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
