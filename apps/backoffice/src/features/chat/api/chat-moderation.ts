import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  type AdminChatMessage,
  type AdminChatRestriction,
  type ChatRestrictionKind,
  chatLimits,
} from '@gaming/contracts/chat';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const queryKey = ['chat-moderation'] as const;

/**
 * How often the screen reads the room again. The live socket is for members only, so the back office
 * polls: one indexed read of at most 100 rows per open moderator tab every 5 s (the cadence guests read
 * the room at), paused while the tab is hidden. A moderator sees a new message within a few seconds.
 */
export const chatModerationPollMs = 5_000;

/** The server's page of messages. */
export const chatMessagePageSize = chatLimits.adminPageSize;

/** How many pages of 100 messages "Older messages" reaches back at most (each is read again on every poll). */
export const chatMessagePagesMax = 5;

type ChatMessagePage = { messages: AdminChatMessage[]; nextBefore: string | null };

/** The next older page's `before`, or undefined when there is none or `chatMessagePagesMax` are read. */
export function nextMessagePage(
  last: ChatMessagePage,
  pages: readonly ChatMessagePage[],
): string | undefined {
  return pages.length < chatMessagePagesMax && last.nextBefore ? last.nextBefore : undefined;
}

/**
 * The lobby's messages (deleted ones too, with who deleted them), newest first, 100 a page. The newest page
 * comes first; `fetchNextPage` adds the next older one, up to `chatMessagePagesMax` pages. Every poll reads
 * the pages again from the newest down, so no message is skipped as new ones push older ones on.
 */
export function useChatMessages() {
  return useInfiniteQuery({
    queryKey: [...queryKey, 'messages'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ChatMessagePage>(adminApiRoutes.adminChatMessages, {
        query: pageParam ? { includeDeleted: 'true', before: pageParam } : { includeDeleted: 'true' },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: nextMessagePage,
    refetchInterval: chatModerationPollMs,
  });
}

/** The mutes and bans in force (at most 100); a mute drops out when it ends, so this polls too. */
export function useChatRestrictions() {
  return useQuery({
    queryKey: [...queryKey, 'restrictions'],
    queryFn: ({ signal }) =>
      apiRequest<{ restrictions: AdminChatRestriction[] }>(adminApiRoutes.adminChatRestrictions, { signal }),
    refetchInterval: chatModerationPollMs,
  });
}

export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { messageId: string; reason: string }) =>
      apiRequest<unknown>(adminApiRoutes.adminChatMessageDelete, {
        params: { messageId: input.messageId },
        body: { reason: input.reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export type ChatRestrictInput = {
  memberId: string;
  kind: ChatRestrictionKind;
  /** A mute's length; a ban has none. */
  minutes?: number;
  reason: string;
};

export function useRestrictChatMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatRestrictInput) =>
      apiRequest<unknown>(adminApiRoutes.adminChatRestrict, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useLiftChatRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (restrictionId: string) =>
      apiRequest<unknown>(adminApiRoutes.adminChatRestrictionLift, { params: { restrictionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
