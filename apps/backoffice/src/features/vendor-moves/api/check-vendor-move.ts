import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminVendorMoveCheckResponse } from '@gaming/contracts/vendor-wallet-moves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vendorMovesQueryKey } from './list-vendor-moves';

export function checkVendorMove(id: string) {
  return apiRequest<AdminVendorMoveCheckResponse>(adminApiRoutes.adminVendorMoveCheck, { params: { id } });
}

/** Asks the vendor about one move now; replies with the move as the check left it. */
export function useCheckVendorMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => checkVendorMove(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorMovesQueryKey }),
  });
}
