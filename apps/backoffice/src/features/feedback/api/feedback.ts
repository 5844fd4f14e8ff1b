import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminFeedbackAssigneesResponse,
  AdminFeedbackDetail,
  AdminFeedbackListResponse,
  FeedbackStatus,
  FeedbackType,
} from '@gaming/contracts/feedback';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const queryKey = ['feedback'] as const;

/** 'me', 'none' (unassigned), a staff id, or '' for anyone. */
export type FeedbackFilter = Paging & {
  status: FeedbackStatus | '';
  type: FeedbackType | '';
  assignee: string;
};

export function useFeedbackQueue(filter: FeedbackFilter) {
  return useQuery({
    queryKey: [...queryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminFeedbackListResponse>(adminApiRoutes.adminFeedbackList, {
        query: {
          status: filter.status || undefined,
          type: filter.type === '' ? undefined : filter.type,
          assignee: filter.assignee || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackTicket(id: string) {
  return useQuery({
    queryKey: [...queryKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminFeedbackDetail>(adminApiRoutes.adminFeedbackDetail, { params: { id }, signal }),
  });
}

/** Staff a ticket can be assigned to (those who may handle feedback). */
export function useFeedbackAssignees() {
  return useQuery({
    queryKey: [...queryKey, 'assignees'],
    queryFn: ({ signal }) =>
      apiRequest<AdminFeedbackAssigneesResponse>(adminApiRoutes.adminFeedbackAssignees, { signal }),
    staleTime: 60_000,
  });
}

type TicketAction =
  | { action: 'assign'; id: string; staffId?: string }
  | { action: 'answer'; id: string; body: string }
  | { action: 'close'; id: string };

const routeOf = {
  assign: adminApiRoutes.adminFeedbackAssign,
  answer: adminApiRoutes.adminFeedbackAnswer,
  close: adminApiRoutes.adminFeedbackClose,
} as const;

/** Assign (to the caller when no staff id), answer or close a ticket; the queue and the ticket refresh. */
export function useFeedbackAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketAction) => {
      const body =
        input.action === 'assign'
          ? input.staffId
            ? { staffId: input.staffId }
            : {}
          : input.action === 'answer'
            ? { body: input.body }
            : {};
      return apiRequest<unknown>(routeOf[input.action], { params: { id: input.id }, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
