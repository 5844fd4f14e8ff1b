import { resolvePath } from '@gaming/contracts/api-client-core';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MessageDetailResponse } from '@gaming/contracts/platform-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { setUnreadMessageCount } from './get-unread-count';
import { messagesQueryRoot } from './query-roots';

export function getMessage(messageId: string, signal?: AbortSignal): Promise<MessageDetailResponse> {
  return apiGet<MessageDetailResponse>(resolvePath(apiRoutes.messageDetail.path, { messageId }), { signal });
}

/**
 * One message with its (sanitised) HTML. Reading it marks it read on the server: the badge takes the
 * count it answers, and the inbox pages read again to show it read.
 */
export function useMessage(messageId: string | null) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagesQueryRoot, 'detail', token, messageId] as const,
    queryFn: async ({ signal }) => {
      const answer = await getMessage(messageId ?? '', signal);
      setUnreadMessageCount(queryClient, token, answer.unreadCount);
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryRoot, 'list'] });
      return answer;
    },
    enabled: token !== null && messageId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
