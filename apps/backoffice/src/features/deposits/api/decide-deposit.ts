import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminDeposit } from '@gaming/contracts/deposits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { depositsQueryRoot } from './get-deposits';

export type DepositDecision = { id: string; decision: 'approve' | 'reject'; text: string };

/** Approve (with an optional note) or reject (with a reason); both are audited on the server. */
export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, text }: DepositDecision) =>
      decision === 'approve'
        ? apiRequest<AdminDeposit>(adminApiRoutes.adminDepositApprove, {
            params: { id },
            body: text ? { note: text } : {},
          })
        : apiRequest<AdminDeposit>(adminApiRoutes.adminDepositReject, {
            params: { id },
            body: { reason: text },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositsQueryRoot }),
  });
}
