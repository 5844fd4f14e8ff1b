import { apiRoutes } from '@gaming/contracts/api-routes';
import type { InhouseRoundsResponse } from '@gaming/contracts/inhouse';
import type { InhouseGameCode } from '@gaming/contracts/inhouse-games';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { inhouseRoundsQueryRoot } from './query-roots';

export const roundsPageSize = 10;

export function getInhouseRounds(
  query: { page: number; game?: InhouseGameCode | undefined },
  signal?: AbortSignal,
): Promise<InhouseRoundsResponse> {
  return apiGet<InhouseRoundsResponse>(apiRoutes.inhouseRounds.path, {
    query: { page: query.page, pageSize: roundsPageSize, game: query.game },
    signal,
  });
}

/** The member's in-house rounds, newest first, a page at a time. */
export function useInhouseRounds(page: number, game?: InhouseGameCode) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...inhouseRoundsQueryRoot, token, page, game ?? 'all'],
    queryFn: ({ signal }) => getInhouseRounds({ page, game }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
