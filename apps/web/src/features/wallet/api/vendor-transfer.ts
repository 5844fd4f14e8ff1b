import { apiRoutes } from '@gaming/contracts/api-routes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type {
  RecallAllRequest,
  RecallAllResponse,
  VendorTransferRequest,
  VendorTransferResponse,
} from '../lib/vendor-wallet-types';
import { accountRecordsQueryRoot } from './get-account-records';
import { balanceQueryRoot } from './get-balance';
import { vendorWalletsQueryRoot } from './get-vendor-wallets';

export function vendorTransfer(request: VendorTransferRequest): Promise<VendorTransferResponse> {
  return apiRequest<VendorTransferResponse>('POST', apiRoutes.transfer.path, { body: request });
}

export function recallAll(request: RecallAllRequest): Promise<RecallAllResponse> {
  return apiRequest<RecallAllResponse>('POST', apiRoutes.recallAll.path, { body: request });
}

/** Whatever the outcome (even a lost reply), every wallet figure is read again. */
function refreshWallets(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vendorWalletsQueryRoot }),
    queryClient.invalidateQueries({ queryKey: balanceQueryRoot }),
    queryClient.invalidateQueries({ queryKey: accountRecordsQueryRoot }),
  ]);
}

export function useVendorTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: vendorTransfer, onSettled: () => refreshWallets(queryClient) });
}

export function useRecallAll() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recallAll, onSettled: () => refreshWallets(queryClient) });
}
