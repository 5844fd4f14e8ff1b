import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminMission,
  AdminMissionBody,
  AdminMissionClaimsResponse,
  AdminMissionListResponse,
  MissionStatus,
} from '@gaming/contracts/missions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const missionsQueryKey = ['loyalty', 'missions'] as const;

export type MissionFilter = Paging & { status: MissionStatus | '' };

export function useMissions(filter: MissionFilter) {
  return useQuery({
    queryKey: [...missionsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminMissionListResponse>(adminApiRoutes.adminMissionList, {
        query: { status: filter.status || undefined, page: filter.page, pageSize: filter.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdminMissionBody }) =>
      id === null
        ? apiRequest<AdminMission>(adminApiRoutes.adminMissionCreate, { body })
        : apiRequest<AdminMission>(adminApiRoutes.adminMissionUpdate, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionsQueryKey }),
  });
}

/** Who claimed a mission, newest first, and whether each reward is paid. */
export function useMissionClaims(id: string, paging: Paging) {
  return useQuery({
    queryKey: [...missionsQueryKey, 'claims', id, paging],
    queryFn: ({ signal }) =>
      apiRequest<AdminMissionClaimsResponse>(adminApiRoutes.adminMissionClaims, {
        params: { id },
        query: { page: paging.page, pageSize: paging.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
