import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LotteryGameCode, LotteryGameResponse } from '@gaming/contracts/lottery-api';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { clockOffsetMs, salesState } from '../lib/server-clock';
import { lotteryGameQueryRoot } from './query-roots';

/** The game as the server has it, and how far the server's clock is ahead of this device's. */
export type LotteryGameState = LotteryGameResponse & { clockOffsetMs: number };

/** A game's state is read again this often while its draw is on sale… */
export const lotteryGameRefreshMs = 15_000;
/** …and this often once its sales closed (or it has none), so the next draw shows within seconds. */
export const lotteryGameClosedRefreshMs = 3_000;

/** How soon to read the game again: sooner once the draw on sale has closed on the server's clock. */
export function lotteryGameRefetchMs(state: LotteryGameState | undefined, nowMs = Date.now()): number {
  const draw = state?.currentDraw;
  if (!state || !draw) return lotteryGameClosedRefreshMs;
  return salesState(draw.salesCloseAt, nowMs + state.clockOffsetMs) === 'open'
    ? lotteryGameRefreshMs
    : lotteryGameClosedRefreshMs;
}

export async function getLotteryGame(
  gameCode: LotteryGameCode,
  signal?: AbortSignal,
): Promise<LotteryGameState> {
  const sentAtMs = Date.now();
  const game = await apiGet<LotteryGameResponse>(apiRoutes.lotteryGame.path, { query: { gameCode }, signal });
  return { ...game, clockOffsetMs: clockOffsetMs(game.serverTime, sentAtMs, Date.now()) };
}

/** The game's odds, limits and the draw on sale now. */
export function useLotteryGame(gameCode: LotteryGameCode) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...lotteryGameQueryRoot, token, gameCode],
    queryFn: ({ signal }) => getLotteryGame(gameCode, signal),
    enabled: token !== null,
    refetchInterval: (query) => lotteryGameRefetchMs(query.state.data),
  });
}
