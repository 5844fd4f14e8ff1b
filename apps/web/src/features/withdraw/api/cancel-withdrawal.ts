import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Withdrawal } from '@gaming/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/** withdrawCancel: the pending withdrawal becomes rejected and its held amount returns to the balance. */
export function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return apiRequest<Withdrawal>('POST', apiRoutes.withdrawCancel.path.replace(':id', encodeURIComponent(id)));
}

/** Refused (409) or not found (404) too, the list and balance are read again: the record may have moved on. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelWithdrawal, onSettled: () => invalidateMoney(queryClient) });
}
