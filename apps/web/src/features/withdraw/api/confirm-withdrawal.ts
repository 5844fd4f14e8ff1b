import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Withdrawal, WithdrawConfirmRequest } from '@gaming/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

export function confirmWithdrawal(id: string, request: WithdrawConfirmRequest): Promise<Withdrawal> {
  return apiRequest<Withdrawal>(
    'POST',
    apiRoutes.withdrawConfirm.path.replace(':id', encodeURIComponent(id)),
    {
      body: request,
    },
  );
}

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; request: WithdrawConfirmRequest }) =>
      confirmWithdrawal(input.id, input.request),
    onSettled: () => invalidateMoney(queryClient),
  });
}
