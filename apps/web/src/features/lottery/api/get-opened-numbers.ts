import { apiRoutes } from '@gaming/contracts/api-routes';
import type { OpenedNumbersResponse } from '@gaming/contracts/lottery-api';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { openedNumbersQueryRoot } from './query-roots';

/** The latest results are read again this often (the fast games draw every minute). */
export const openedNumbersRefreshMs = 30_000;

/** spec §7 openedNumbers: each game's latest drawn draw (public). */
export function useOpenedNumbers() {
  return useQuery({
    queryKey: [...openedNumbersQueryRoot],
    queryFn: ({ signal }) => apiGet<OpenedNumbersResponse>(apiRoutes.openedNumbers.path, { signal }),
    refetchInterval: openedNumbersRefreshMs,
  });
}
