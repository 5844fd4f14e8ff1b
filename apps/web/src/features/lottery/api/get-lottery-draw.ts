import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LotteryDraw } from '@gaming/contracts/lottery-api';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lotteryDrawQueryRoot } from './query-roots';

/** A draw's public verification data: the committed hash, the seed and numbers once drawn. */
export function useLotteryDraw(drawId: string | null) {
  return useQuery({
    queryKey: [...lotteryDrawQueryRoot, drawId],
    queryFn: ({ signal }) =>
      apiGet<LotteryDraw>(apiRoutes.lotteryDraw.path.replace(':drawId', encodeURIComponent(drawId ?? '')), {
        signal,
      }),
    enabled: drawId !== null,
  });
}
