import { resolvePath } from '@gaming/contracts/api-client-core';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FeedbackDetailResponse, FeedbackListResponse } from '@gaming/contracts/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { feedbackQueryRoot } from './query-roots';

export const ticketsPageSize = 10;

export function getTickets(page: number, signal?: AbortSignal): Promise<FeedbackListResponse> {
  return apiGet<FeedbackListResponse>(apiRoutes.feedbackList.path, {
    query: { page, pageSize: ticketsPageSize },
    signal,
  });
}

export function getTicket(ticketId: string, signal?: AbortSignal): Promise<FeedbackDetailResponse> {
  return apiGet<FeedbackDetailResponse>(resolvePath(apiRoutes.feedbackDetail.path, { ticketId }), { signal });
}

/** The member's own tickets, newest first, paged (never asked for by a guest or a trial account). */
export function useTickets(page: number, { enabled }: { enabled: boolean }) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...feedbackQueryRoot, 'list', token, page] as const,
    queryFn: ({ signal }) => getTickets(page, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** One ticket with the staff's answers. */
export function useTicket(ticketId: string | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...feedbackQueryRoot, 'detail', token, ticketId] as const,
    queryFn: ({ signal }) => getTicket(ticketId ?? '', signal),
    enabled: token !== null && ticketId !== null,
    staleTime: 10_000,
  });
}
