import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FeedbackRequest, FeedbackResponse } from '@gaming/contracts/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { feedbackQueryRoot } from './query-roots';

export function sendFeedback(request: FeedbackRequest): Promise<FeedbackResponse> {
  return apiRequest<FeedbackResponse>('PUT', apiRoutes.feedback.path, { body: request });
}

/** Sends a ticket (spec §7 feedback); a member's ticket list reads again. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackQueryRoot }),
  });
}
