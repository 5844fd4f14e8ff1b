import { apiRoutes } from '@gaming/contracts/api-routes';
import type { InhouseRound, LiveRoundResponse } from '@gaming/contracts/inhouse';
import type { LiveInhouseGame } from '@gaming/contracts/inhouse-games';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { seedPairQueryRoot } from './get-seed-pair';
import { inhouseRoundsQueryRoot } from './query-roots';

const withId = (path: string, roundId: string) => path.replace(':id', roundId);

/** The member's crash or mines round in play (picked up again after a reload); null when none. */
export function useLiveRound(game: LiveInhouseGame) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['inhouse-live-round', token, game],
    queryFn: ({ signal }) =>
      apiGet<LiveRoundResponse>(apiRoutes.inhouseLiveRound.path.replace(':game', game), { signal }),
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** A round as the server has it now (a crash round past its crash is settled by the asking). */
export function getRound(roundId: string, signal?: AbortSignal): Promise<InhouseRound> {
  return apiGet<InhouseRound>(withId(apiRoutes.inhouseRound.path, roundId), { signal });
}

type Move =
  | { type: 'crashCashOut'; roundId: string }
  | { type: 'minesCashOut'; roundId: string }
  | { type: 'reveal'; roundId: string; tile: number };

function sendMove(move: Move): Promise<InhouseRound> {
  switch (move.type) {
    case 'crashCashOut':
      return apiRequest('POST', withId(apiRoutes.inhouseCrashCashOut.path, move.roundId), { body: {} });
    case 'minesCashOut':
      return apiRequest('POST', withId(apiRoutes.inhouseMinesCashOut.path, move.roundId), { body: {} });
    case 'reveal':
      return apiRequest('POST', withId(apiRoutes.inhouseMinesReveal.path, move.roundId), {
        body: { tile: move.tile },
      });
  }
}

/** A move in a live round; once the round is settled the balance, nonce and history are read again. */
export function useLiveMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMove,
    onSuccess: (round) => {
      if (round.status !== 'open') void refreshAfterSettle(queryClient);
    },
  });
}

export function refreshAfterSettle(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [seedPairQueryRoot, inhouseRoundsQueryRoot, ['balance'], ['wallet-balance'], ['account-records']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
