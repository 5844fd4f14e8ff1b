import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AuditChainStatus } from '@gaming/contracts/audit-chain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The tamper-evident chain's head and what waits for the sealer (sealed about a minute after writing). */
export function useAuditChain() {
  return useQuery({
    queryKey: ['audit-chain'],
    queryFn: ({ signal }) => apiRequest<AuditChainStatus>(adminApiRoutes.adminAuditChain, { signal }),
    staleTime: 15_000,
  });
}
