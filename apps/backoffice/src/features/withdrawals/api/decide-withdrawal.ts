import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminWithdrawalDecision, AdminWithdrawalDetail } from '@gaming/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalQueryKey } from './get-withdrawal';
import { withdrawalsQueryKey } from './list-withdrawals';

export function decideWithdrawal(id: string, decision: AdminWithdrawalDecision) {
  return apiRequest<AdminWithdrawalDetail>(adminApiRoutes.adminWithdrawalDecide, {
    params: { id },
    body: decision,
  });
}

/** Replies with the withdrawal as it is now; a concurrent decision elsewhere comes back as invalid_state. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: AdminWithdrawalDecision }) =>
      decideWithdrawal(id, decision),
    onSuccess: (detail) => queryClient.setQueryData(withdrawalQueryKey(detail.withdrawal.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
  });
}
