import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import type { AdminMemberSearchResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';

/** A handful of matches is enough to pick the member to promote; the members page lists the rest. */
export const lookupSize = 5;

/** Members by account name or id (agents or not), to open one and promote it. */
export function useFindMembers(query: string) {
  return useQuery({
    queryKey: ['agents', 'member-lookup', query],
    queryFn: ({ signal }) =>
      apiRequest<AdminMemberSearchResponse>(adminApiRoutes.adminMemberSearch, {
        query: { query, page: 1, pageSize: lookupSize },
        signal,
      }),
    enabled: query.length > 0,
    staleTime: 15_000,
  });
}
