import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type {
  AgentContractKind,
  SettlementRetryResult,
  SettlementRunList,
  SettlementStatus,
  SettlementWindowListResponse,
} from '../lib/contract-types';

const settlementsQueryKey = ['agent-settlements'] as const;

export function useSettlementRuns(query: {
  kind: AgentContractKind | '';
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: [...settlementsQueryKey, 'runs', query],
    queryFn: ({ signal }) =>
      apiRequest<SettlementRunList>(adminApiRoutes.adminSettlementRunList, {
        query: {
          kind: query.kind || undefined,
          from: query.from ?? undefined,
          to: query.to ?? undefined,
          page: query.page,
          pageSize: query.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    // Real-time windows settle every 5 minutes; the list follows without a reload.
    refetchInterval: 30_000,
  });
}

/** The payments of one run (kind and window), e.g. those still pending. */
export function useSettlementWindows(query: {
  kind: AgentContractKind;
  windowStart: string;
  status: SettlementStatus | '';
  page: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: [...settlementsQueryKey, 'windows', query],
    queryFn: ({ signal }) =>
      apiRequest<SettlementWindowListResponse>(adminApiRoutes.adminSettlementWindowList, {
        query: {
          kind: query.kind,
          windowStart: query.windowStart,
          status: query.status || undefined,
          page: query.page,
          pageSize: query.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Pending payments are retried on every run anyway; this asks for it now. */
export function useRetryPending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: AgentContractKind | '') =>
      apiRequest<SettlementRetryResult>(adminApiRoutes.adminSettlementRetry, {
        body: kind ? { kind } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementsQueryKey }),
  });
}
