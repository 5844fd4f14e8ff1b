import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LotteryBet, LotteryBetBody } from '@gaming/contracts/lottery-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { balanceQueryRoot } from '../../../lib/query-roots';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import {
  lotteryBetsQueryRoot,
  lotteryGameQueryRoot,
  lotteryResultsQueryRoot,
  openedNumbersQueryRoot,
} from './query-roots';

export type BetDraft = Omit<LotteryBetBody, 'requestId'>;

export function placeLotteryBet(body: LotteryBetBody): Promise<LotteryBet> {
  return apiRequest<LotteryBet>('POST', apiRoutes.lotteryBet.path, { body });
}

/** The balance and the member's records. */
const moneyQueryRoots = [balanceQueryRoot, ['betting-records']] as const;

/** After a bet, or when an open bet settles: the balance, the bets, the game and the results are read again. */
export function useLotteryRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          lotteryBetsQueryRoot,
          lotteryGameQueryRoot,
          lotteryResultsQueryRoot,
          openedNumbersQueryRoot,
          ...moneyQueryRoots,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient],
  );
}

/**
 * One bet per confirmation, idempotent (lib/use-idempotent-submit): a lost reply or a 5xx retries with
 * the same request id, so the server places it at most once; a 4xx refusal lets the next try take a new
 * id. Whatever the outcome, the balance, the open bets and the game (its draw may have closed) are read
 * again. `draft` is read when the member confirms.
 */
export function usePlaceBet(draft: () => BetDraft | null) {
  const refresh = useLotteryRefresh();
  return useIdempotentSubmit<LotteryBet | null>(async (requestId) => {
    const body = draft();
    if (!body) return null;
    try {
      return await placeLotteryBet({ requestId, ...body });
    } finally {
      void refresh();
    }
  });
}
