import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminAnnouncement,
  AdminAnnouncementCreateRequest,
  AdminAnnouncementListResponse,
  AdminAnnouncementUpdateRequest,
  AnnouncementType,
} from '@gaming/contracts/announcements';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const queryKey = ['content', 'announcements'] as const;

export type AnnouncementFilter = {
  type: AnnouncementType | '';
  language: string;
  page: number;
  pageSize: number;
};

export function useAdminAnnouncements(filter: AnnouncementFilter) {
  return useQuery({
    queryKey: [...queryKey, filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminAnnouncementListResponse>(adminApiRoutes.adminAnnouncementList, {
        query: {
          type: filter.type || undefined,
          language: filter.language || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: null; announcement: AdminAnnouncementCreateRequest }
        | { id: string; announcement: AdminAnnouncementUpdateRequest },
    ) =>
      input.id === null
        ? apiRequest<AdminAnnouncement>(adminApiRoutes.adminAnnouncementCreate, { body: input.announcement })
        : apiRequest<AdminAnnouncement>(adminApiRoutes.adminAnnouncementUpdate, {
            params: { id: input.id },
            body: input.announcement,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ deleted: true }>(adminApiRoutes.adminAnnouncementDelete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
