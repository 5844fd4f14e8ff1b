import { apiRoutes } from '@gaming/contracts/api-routes';
import type { KycDocument, KycDocumentType, KycStatusResponse } from '@gaming/contracts/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiMultipart } from '../../../lib/api-client';

const kycQueryKey = ['kyc'] as const;

export function useKycStatus() {
  return useQuery({
    queryKey: kycQueryKey,
    queryFn: ({ signal }) => apiGet<KycStatusResponse>(apiRoutes.kycStatus.path, { signal }),
  });
}

/** Multipart: the document type plus one or two files under `document`. */
export function uploadKycDocuments(documentType: KycDocumentType, files: readonly File[]) {
  const form = new FormData();
  form.set('documentType', documentType);
  for (const file of files) form.append('document', file, file.name);
  return apiMultipart<{ documents: KycDocument[] }>(apiRoutes.kycUpload.path, form);
}

export function useUploadKycDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentType, files }: { documentType: KycDocumentType; files: File[] }) =>
      uploadKycDocuments(documentType, files),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycQueryKey }),
  });
}
