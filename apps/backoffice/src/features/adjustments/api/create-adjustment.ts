import type { Adjustment, AdjustmentCreateRequest } from '@gaming/contracts/adjustments';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adjustmentsQueryKey } from './list-adjustments';

/** The request id makes a retried submit (a double click, a lost reply) apply once. */
export function createAdjustment(request: AdjustmentCreateRequest): Promise<Adjustment> {
  return apiRequest<Adjustment>(adminApiRoutes.adminAdjustmentCreate, { body: request });
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdjustment,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adjustmentsQueryKey });
      // A member's wallet panel shows the new line at once.
      await queryClient.invalidateQueries({ queryKey: ['admin-wallet'] });
    },
  });
}
