import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import type { AuditFilter } from '../lib/audit-params';

export function getAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditResponse> {
  return apiRequest<AuditResponse>(adminApiRoutes.adminAudit, {
    query: {
      action: filter.action || undefined,
      targetId: filter.targetId || undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: ['audit', filter],
    queryFn: ({ signal }) => getAudit(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
