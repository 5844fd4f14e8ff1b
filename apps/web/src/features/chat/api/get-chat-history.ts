import { apiRoutes } from '@gaming/contracts/api-routes';
import { type ChatHistoryResponse, chatLimits, defaultChatRoomCode } from '@gaming/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * chatHistory: the room's last 50 messages. Guests have no socket, so their page reads it again every
 * few seconds while visible; a member's page reads it once (and after a reconnect) and then lives on the socket.
 */
export function useChatHistory(poll: boolean) {
  return useQuery({
    queryKey: ['chat-history', defaultChatRoomCode] as const,
    queryFn: ({ signal }) =>
      apiGet<ChatHistoryResponse>(apiRoutes.chatHistory.path, {
        query: { roomCode: defaultChatRoomCode },
        signal,
      }),
    staleTime: 0,
    refetchInterval: poll ? chatLimits.guestPollMs : false,
    refetchIntervalInBackground: false,
  });
}
