import { apiRoutes } from '@gaming/contracts/api-routes';
import type { InhouseRound } from '@gaming/contracts/inhouse';
import type { InhouseGameCode } from '@gaming/contracts/inhouse-games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { seedPairQueryRoot } from './get-seed-pair';
import { inhouseRoundsQueryRoot } from './query-roots';

const playPaths = {
  slot: apiRoutes.inhouseSlotPlay.path,
  dice: apiRoutes.inhouseDicePlay.path,
  crash: apiRoutes.inhouseCrashPlay.path,
  mines: apiRoutes.inhouseMinesPlay.path,
} as const satisfies Record<InhouseGameCode, string>;

export type PlayBody = { requestId: string; amount: string } & Record<string, unknown>;

export function playRound(game: InhouseGameCode, body: PlayBody): Promise<InhouseRound> {
  return apiRequest<InhouseRound>('POST', playPaths[game], { body });
}

/** One round; whatever the outcome (even a lost reply) the balance, seed nonce and history are read again. */
export function usePlayRound(game: InhouseGameCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayBody) => playRound(game, body),
    onSettled: () =>
      Promise.all(
        [seedPairQueryRoot, inhouseRoundsQueryRoot, ['balance'], ['wallet-balance'], ['account-records']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
