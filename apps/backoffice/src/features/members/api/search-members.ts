import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMemberSearchResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import type { MemberSearch } from '../lib/search-params';

export function searchMembers(
  search: MemberSearch,
  signal?: AbortSignal,
): Promise<AdminMemberSearchResponse> {
  return apiRequest<AdminMemberSearchResponse>(adminApiRoutes.adminMemberSearch, {
    query: {
      query: search.query || undefined,
      status: search.status ?? undefined,
      page: search.page,
      pageSize: search.pageSize,
    },
    signal,
  });
}

export const membersQueryKey = ['members'] as const;

export function useMemberSearch(search: MemberSearch) {
  return useQuery({
    queryKey: [...membersQueryKey, 'search', search],
    queryFn: ({ signal }) => searchMembers(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
