import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DownlineTransferRequest, DownlineTransferResponse } from '../lib/agent-types';
import { agentReportsQueryRoot } from './agent-query';

export function transferDownline(request: DownlineTransferRequest): Promise<DownlineTransferResponse> {
  return apiRequest<DownlineTransferResponse>('POST', apiRoutes.transferDownline.path, { body: request });
}

/** Whatever the outcome (even a lost reply), the balance and the reports are read again. */
export function useTransferDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferDownline,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet-balance'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet-records'] }),
        queryClient.invalidateQueries({ queryKey: agentReportsQueryRoot }),
      ]),
  });
}
