import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminLiveStream,
  AdminLiveStreamCreateRequest,
  AdminLiveStreamListResponse,
  AdminLiveStreamUpdateRequest,
} from '@gaming/contracts/live-streams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const queryKey = ['streams'] as const;

/** Every stream source in its order (at most 100). */
export function useStreams() {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest<AdminLiveStreamListResponse>(adminApiRoutes.adminStreamList, { signal }),
  });
}

export function useSaveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: null; body: AdminLiveStreamCreateRequest }
        | { id: string; body: AdminLiveStreamUpdateRequest },
    ) =>
      input.id === null
        ? apiRequest<AdminLiveStream>(adminApiRoutes.adminStreamCreate, { body: input.body })
        : apiRequest<AdminLiveStream>(adminApiRoutes.adminStreamUpdate, {
            params: { id: input.id },
            body: input.body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useDeleteStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(adminApiRoutes.adminStreamDelete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
