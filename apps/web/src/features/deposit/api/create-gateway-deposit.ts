import { apiRoutes } from '@gaming/contracts/api-routes';
import type { DepositGatewayCreateRequest, DepositGatewayCreateResponse } from '@gaming/contracts/deposits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { depositQueryRoot } from './get-deposit-channels';

export function createGatewayDeposit(
  request: DepositGatewayCreateRequest,
): Promise<DepositGatewayCreateResponse> {
  return apiRequest<DepositGatewayCreateResponse>('POST', apiRoutes.depositGatewayCreate.path, {
    body: request,
  });
}

export function useCreateGatewayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGatewayDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositQueryRoot }),
  });
}
