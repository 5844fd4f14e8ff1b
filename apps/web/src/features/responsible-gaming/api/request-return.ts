import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgReturnResponse } from '@gaming/contracts/rg-exclusions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rgStatusQueryRoot } from './get-rg-status';

/** After an exclusion has ended: the return takes effect 24 hours later, at the next login after it. */
export function requestReturn(): Promise<RgReturnResponse> {
  return apiRequest<RgReturnResponse>('POST', apiRoutes.rgReturnRequest.path);
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgStatusQueryRoot }),
  });
}
