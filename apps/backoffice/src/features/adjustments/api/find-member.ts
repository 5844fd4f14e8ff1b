import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import type { AdminMemberSearchResponse, AdminMemberSummary } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';

/** The member with exactly this account name (case-insensitive), or null; the search matches parts too. */
export async function findMemberByAccount(
  account: string,
  signal?: AbortSignal,
): Promise<AdminMemberSummary | null> {
  const result = await apiRequest<AdminMemberSearchResponse>(adminApiRoutes.adminMemberSearch, {
    query: { query: account, page: 1, pageSize: 100 },
    signal,
  });
  const wanted = account.toLowerCase();
  return result.members.find((member) => member.account.toLowerCase() === wanted) ?? null;
}

export function useMemberByAccount(account: string) {
  return useQuery({
    queryKey: ['adjustments', 'member-lookup', account.toLowerCase()],
    queryFn: ({ signal }) => findMemberByAccount(account, signal),
    enabled: account.length > 0,
    staleTime: 30_000,
  });
}
