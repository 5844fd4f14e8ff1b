import { apiRoutes } from '@gaming/contracts/api-routes';
import type { UnreadMessageCountResponse } from '@gaming/contracts/platform-messages';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { asksUnreadCount, type InboxAccount, unreadMessage } from '../lib/unread-badge';
import { messagesQueryRoot } from './query-roots';

export function getUnreadMessageCount(signal?: AbortSignal): Promise<UnreadMessageCountResponse> {
  return apiGet<UnreadMessageCountResponse>(apiRoutes.unreadMessageCount.path, { signal });
}

export const unreadMessageKey = (token: string | null) => [...messagesQueryRoot, 'unread', token] as const;

/**
 * `unreadMessage` (spec §3 public state; §7 unreadMessageCount): the messages red badge. Read once per
 * session and never for a guest or a trial account (spec §4); the live `messages` event, a read and a
 * delete write the new count straight into this cache.
 */
export function useUnreadMessage(account: InboxAccount): number {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({
    queryKey: unreadMessageKey(token),
    queryFn: ({ signal }) => getUnreadMessageCount(signal),
    enabled: asksUnreadCount(account) && token !== null,
    staleTime: 5 * 60_000,
  });
  return unreadMessage(account, query.data?.count);
}

/** Writes a count the server answered (a read, a delete, a live event) into the badge's cache. */
export function setUnreadMessageCount(queryClient: QueryClient, token: string | null, count: number): void {
  queryClient.setQueryData<UnreadMessageCountResponse>(unreadMessageKey(token), { count });
}
