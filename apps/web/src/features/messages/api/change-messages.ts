import { resolvePath } from '@gaming/contracts/api-client-core';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MessageCountResponse } from '@gaming/contracts/platform-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { setUnreadMessageCount } from './get-unread-count';
import { messagesQueryRoot } from './query-roots';

export function markAllMessagesRead(): Promise<MessageCountResponse> {
  return apiRequest<MessageCountResponse>('POST', apiRoutes.messagesRead.path, { body: { all: true } });
}

export function deleteMessage(messageId: string): Promise<MessageCountResponse> {
  return apiRequest<MessageCountResponse>('DELETE', resolvePath(apiRoutes.messageDelete.path, { messageId }));
}

/** After a read or a delete: the badge takes the answered count, then the inbox reads again. */
function useMessagesChange<Input>(change: (input: Input) => Promise<MessageCountResponse>) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => setUnreadMessageCount(queryClient, token, answer.count),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: messagesQueryRoot,
        predicate: (query) => query.queryKey[1] !== 'unread',
      }),
  });
}

/** Marks every message of the inbox read (spec: mark all read). */
export function useMarkAllMessagesRead() {
  return useMessagesChange(() => markAllMessagesRead());
}

/** Deletes one message from the member's inbox. */
export function useDeleteMessage() {
  return useMessagesChange(deleteMessage);
}
