import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MessageListResponse } from '@gaming/contracts/platform-messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { setUnreadMessageCount } from './get-unread-count';
import { messagesQueryRoot } from './query-roots';

export const messagesPageSize = 10;

export function getMessages(page: number, signal?: AbortSignal): Promise<MessageListResponse> {
  return apiGet<MessageListResponse>(apiRoutes.messageList.path, {
    query: { page, pageSize: messagesPageSize },
    signal,
  });
}

/** One page of the member's inbox, newest first; its unread count also refreshes the badge. */
export function useMessages(page: number) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagesQueryRoot, 'list', token, page] as const,
    queryFn: async ({ signal }) => {
      const answer = await getMessages(page, signal);
      setUnreadMessageCount(queryClient, token, answer.unreadCount);
      return answer;
    },
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
