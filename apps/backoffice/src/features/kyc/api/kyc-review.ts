import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminKycQueueResponse,
  KycDecisionRequest,
  KycDocument,
  KycDocumentStatus,
} from '@gaming/contracts/kyc';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resolvePath } from '../../../lib/api-client';
import { fetchBlob } from '../../../lib/fetch-blob';

export const kycQueueQueryKey = ['kyc-queue'] as const;
export const kycPageSize = 20;

export function useKycQueue(status: KycDocumentStatus, page: number, pageSize = kycPageSize) {
  return useQuery({
    queryKey: [...kycQueueQueryKey, status, page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<AdminKycQueueResponse>(adminApiRoutes.adminKycQueue, {
        query: { status, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The document's bytes, fetched with the staff token (never a URL the browser opens in this origin). */
export function useKycDocumentFile(id: string) {
  return useQuery({
    queryKey: ['kyc-document-file', id],
    queryFn: ({ signal }) => fetchBlob(resolvePath(adminApiRoutes.adminKycDocumentFile.path, { id }), signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: KycDecisionRequest }) =>
      apiRequest<KycDocument>(adminApiRoutes.adminKycDecide, { params: { id }, body: decision }),
    // An under-age answer (kyc_underage) changed the queue too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycQueueQueryKey }),
  });
}
