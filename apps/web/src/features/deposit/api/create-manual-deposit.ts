import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Deposit } from '@gaming/contracts/deposits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMultipart } from '../../../lib/api-client';
import { depositQueryRoot } from './get-deposit-channels';

export type ManualDepositInput = {
  requestId: string;
  channelId: string;
  amount: string;
  note: string;
  proofs: File[];
};

/** Multipart: plain fields plus the proof images under `proof`. */
export async function createManualDeposit(input: ManualDepositInput): Promise<Deposit> {
  const form = new FormData();
  form.set('requestId', input.requestId);
  form.set('channelId', input.channelId);
  form.set('amount', input.amount);
  if (input.note) form.set('note', input.note);
  for (const proof of input.proofs) form.append('proof', proof, proof.name);
  return apiMultipart<Deposit>(apiRoutes.depositCreate.path, form);
}

export function useCreateManualDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositQueryRoot }),
  });
}
