import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RedEnvelopeGrabResponse } from '@gaming/contracts/reward-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRewardQueries } from '../../../lib/invalidate-rewards';
import { redEnvelopeQueryRoot } from './query-roots';

export function grabRedEnvelope(dropId: string): Promise<RedEnvelopeGrabResponse> {
  return apiRequest<RedEnvelopeGrabResponse>(
    'POST',
    apiRoutes.redEnvelopeGrab.path.replace(':id', encodeURIComponent(dropId)),
  );
}

/** Grabs one envelope of the drop (a replay answers the same envelope); the drop is read again after. */
export function useGrabRedEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grabRedEnvelope,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: redEnvelopeQueryRoot }),
        invalidateRewardQueries(queryClient),
      ]);
    },
  });
}
