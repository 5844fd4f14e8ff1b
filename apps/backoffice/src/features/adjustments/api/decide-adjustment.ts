import type { Adjustment } from '@gaming/contracts/adjustments';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adjustmentsQueryKey } from './list-adjustments';

export function approveAdjustment(id: string): Promise<Adjustment> {
  return apiRequest<Adjustment>(adminApiRoutes.adminAdjustmentApprove, { params: { id } });
}

export function rejectAdjustment(id: string, reason: string): Promise<Adjustment> {
  return apiRequest<Adjustment>(adminApiRoutes.adminAdjustmentReject, { params: { id }, body: { reason } });
}

/** Approve (money moves) or reject (with a reason); either way every list and wallet refreshes. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve ? approveAdjustment(decision.id) : rejectAdjustment(decision.id, decision.reason),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adjustmentsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['admin-wallet'] });
    },
  });
}
