import type { AdminMemberWallet } from '@gaming/contracts/adjustments';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of a member's wallet starts with this, so a money change refreshes them all at once. */
export const memberWalletQueryKey = ['admin-wallet'] as const;

export function getMemberWallet(memberId: string, signal?: AbortSignal): Promise<AdminMemberWallet> {
  return apiRequest<AdminMemberWallet>(adminApiRoutes.adminMemberWallet, {
    params: { id: memberId },
    signal,
  });
}

export function useMemberWallet(memberId: string) {
  return useQuery({
    queryKey: [...memberWalletQueryKey, memberId, 'summary'],
    queryFn: ({ signal }) => getMemberWallet(memberId, signal),
    staleTime: 5_000,
  });
}
