import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryKey } from './search-members';

export function getMember(id: string, signal?: AbortSignal): Promise<AdminMemberDetail> {
  return apiRequest<AdminMemberDetail>(adminApiRoutes.adminMemberDetail, { params: { id }, signal });
}

export function memberQueryKey(id: string) {
  return [...membersQueryKey, 'detail', id] as const;
}

export function useMember(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: memberQueryKey(id),
    queryFn: ({ signal }) => getMember(id, signal),
    staleTime: 5_000,
  });
}
