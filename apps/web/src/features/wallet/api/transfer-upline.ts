import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MemberTransferRequest, MemberTransferResponse } from '../lib/wallet-types';
import { accountRecordsQueryRoot } from './get-account-records';
import { balanceQueryRoot } from './get-balance';

export function transferUpline(request: MemberTransferRequest): Promise<MemberTransferResponse> {
  return apiRequest<MemberTransferResponse>('POST', apiRoutes.transferUpline.path, { body: request });
}

/** Whatever the outcome (even a lost reply), the balance and the record are read again. */
export function useTransferUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferUpline,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceQueryRoot }),
        queryClient.invalidateQueries({ queryKey: accountRecordsQueryRoot }),
      ]),
  });
}
