import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FunWallet } from '@gaming/contracts/fun-play';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { funWalletQueryKey } from './get-fun-wallet';

export function resetFunWallet(): Promise<FunWallet> {
  return apiRequest<FunWallet>('POST', apiRoutes.funWalletReset.path, { body: {} });
}

/** Tops the fun balance up to its starting amount (while below it, a few times a day). */
export function useResetFunWallet() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: resetFunWallet,
    onSuccess: (wallet) => queryClient.setQueryData(funWalletQueryKey(token), wallet),
    onError: () => queryClient.invalidateQueries({ queryKey: funWalletQueryKey(token) }),
  });
}
