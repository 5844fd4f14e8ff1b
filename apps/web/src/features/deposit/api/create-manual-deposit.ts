import { ApiError, parseErrorBody, readJson } from '@gaming/contracts/api-client-core';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Deposit } from '@gaming/contracts/deposits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionToken, useSessionStore } from '../../../lib/session';
import { depositQueryRoot } from './get-deposit-channels';

export type ManualDepositInput = {
  requestId: string;
  channelId: string;
  amount: string;
  note: string;
  proofs: File[];
};

/** The one multipart call of the player site: plain fields plus the proof images under `proof`. */
export async function createManualDeposit(input: ManualDepositInput): Promise<Deposit> {
  const form = new FormData();
  form.set('requestId', input.requestId);
  form.set('channelId', input.channelId);
  form.set('amount', input.amount);
  if (input.note) form.set('note', input.note);
  for (const proof of input.proofs) form.append('proof', proof, proof.name);
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch(apiRoutes.depositCreate.path, {
      method: 'POST',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError({ code: 'network_error', status: 0, message: 'network error' });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = parseErrorBody(response.status, body);
    if (token && error.status === 401 && error.code === 'unauthorized') useSessionStore.getState().clear();
    throw error;
  }
  return body as Deposit;
}

export function useCreateManualDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositQueryRoot }),
  });
}
