import type { AdminWalletLinesResponse } from '@gaming/contracts/adjustments';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WalletLinesFilter } from '../lib/wallet-lines-filter';
import { memberWalletQueryKey } from './get-member-wallet';

export function getMemberWalletLines(
  memberId: string,
  filter: WalletLinesFilter,
  signal?: AbortSignal,
): Promise<AdminWalletLinesResponse> {
  return apiRequest<AdminWalletLinesResponse>(adminApiRoutes.adminMemberWalletLines, {
    params: { id: memberId },
    query: {
      from: filter.from || undefined,
      to: filter.to || undefined,
      code: filter.code || undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

export function useMemberWalletLines(memberId: string, filter: WalletLinesFilter) {
  return useQuery({
    queryKey: [...memberWalletQueryKey, memberId, 'lines', filter],
    queryFn: ({ signal }) => getMemberWalletLines(memberId, filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
