import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RotateSeedResponse } from '@gaming/contracts/inhouse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { seedPairQueryRoot } from './get-seed-pair';
import { inhouseRoundsQueryRoot, verificationQueryRoot } from './query-roots';

/** Rotation (optionally with a new client seed): the old server seed is revealed. */
export function rotateSeed(clientSeed?: string): Promise<RotateSeedResponse> {
  return clientSeed === undefined
    ? apiRequest<RotateSeedResponse>('POST', apiRoutes.inhouseRotateSeed.path, { body: {} })
    : apiRequest<RotateSeedResponse>('PUT', apiRoutes.inhouseClientSeed.path, { body: { clientSeed } });
}

export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed?: string) => rotateSeed(clientSeed),
    onSettled: () =>
      Promise.all(
        [seedPairQueryRoot, inhouseRoundsQueryRoot, verificationQueryRoot].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
