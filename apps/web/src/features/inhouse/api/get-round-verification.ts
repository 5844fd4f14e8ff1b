import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RoundVerification } from '@gaming/contracts/inhouse';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { verificationQueryRoot } from './query-roots';

export function getRoundVerification(roundId: string, signal?: AbortSignal): Promise<RoundVerification> {
  return apiGet<RoundVerification>(apiRoutes.inhouseRoundVerification.path.replace(':id', roundId), {
    signal,
  });
}

/** A round's seeds, nonce and recorded outcome, for the browser to re-draw. */
export function useRoundVerification(roundId: string | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...verificationQueryRoot, token, roundId],
    queryFn: ({ signal }) => getRoundVerification(roundId as string, signal),
    enabled: token !== null && roundId !== null,
  });
}
