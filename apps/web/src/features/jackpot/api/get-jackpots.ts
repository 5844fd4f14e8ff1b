import { apiRoutes } from '@gaming/contracts/api-routes';
import { jackpotTickerMs } from '@gaming/contracts/home-limits';
import type { JackpotsResponse } from '@gaming/contracts/jackpots';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getJackpots(signal?: AbortSignal): Promise<JackpotsResponse> {
  return apiGet<JackpotsResponse>(apiRoutes.jackpots.path, { signal });
}

/** The vendors' progressive pools, asked again every 3 s (spec §9) while the tab is visible. */
export function useJackpots() {
  return useQuery({
    queryKey: ['jackpots'],
    queryFn: ({ signal }) => getJackpots(signal),
    refetchInterval: jackpotTickerMs,
    refetchIntervalInBackground: false,
    staleTime: jackpotTickerMs,
  });
}
