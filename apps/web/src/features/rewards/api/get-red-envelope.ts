import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RedEnvelopeCurrentResponse } from '@gaming/contracts/reward-campaigns';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { redEnvelopeQueryRoot } from './query-roots';

export function getRedEnvelope(signal?: AbortSignal): Promise<RedEnvelopeCurrentResponse> {
  return apiGet<RedEnvelopeCurrentResponse>(apiRoutes.redEnvelopeCurrent.path, { signal });
}

/** The live drop (else the next scheduled one) and the member's grabs; read again every minute. */
export function useRedEnvelope({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...redEnvelopeQueryRoot, token] as const,
    queryFn: ({ signal }) => getRedEnvelope(signal),
    enabled: enabled && token !== null,
    staleTime: 20_000,
    refetchInterval: 60_000,
  });
}
