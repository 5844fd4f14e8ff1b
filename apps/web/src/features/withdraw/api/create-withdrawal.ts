import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Withdrawal, WithdrawCreateRequest } from '@gaming/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

export function createWithdrawal(request: WithdrawCreateRequest): Promise<Withdrawal> {
  return apiRequest<Withdrawal>('POST', apiRoutes.withdrawCreate.path, { body: request });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWithdrawal, onSettled: () => invalidateMoney(queryClient) });
}
