import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminMessageDetailResponse,
  AdminMessageListResponse,
  AdminMessageSendBody,
  AdminMessageSendResponse,
  AdminMessageStatus,
} from '@gaming/contracts/platform-messages';
import type { AdminVipLevels } from '@gaming/contracts/vip';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const queryKey = ['messages'] as const;

export type MessageFilter = Paging & { status: AdminMessageStatus | '' };

/** Sent and scheduled messages, newest first, with recipient and read counts. */
export function useSentMessages(filter: MessageFilter) {
  return useQuery({
    queryKey: [...queryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminMessageListResponse>(adminApiRoutes.adminMessageList, {
        query: { status: filter.status || undefined, page: filter.page, pageSize: filter.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMessageDetail(id: string) {
  return useQuery({
    queryKey: [...queryKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminMessageDetailResponse>(adminApiRoutes.adminMessageDetail, { params: { id }, signal }),
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMessageSendBody) =>
      apiRequest<AdminMessageSendResponse>(adminApiRoutes.adminMessageSend, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Cancels a scheduled message (the server refuses once it is being sent). */
export function useCancelMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(adminApiRoutes.adminMessageCancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** The VIP levels the loyalty settings define (the segment picker offers these). */
export function useVipLevelChoices() {
  return useQuery({
    queryKey: ['loyalty', 'vip', 'levels'],
    queryFn: ({ signal }) => apiRequest<AdminVipLevels>(adminApiRoutes.adminVipLevels, { signal }),
    staleTime: 60_000,
  });
}
