import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import { resolvePath } from '../../../lib/api-client';
import { fetchBlob } from '../../../lib/fetch-blob';

/** A claim's proof image as a blob, fetched with the staff token. */
export function getProofImage(id: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBlob(resolvePath(adminApiRoutes.adminProofImage.path, { id }), signal);
}

export function useProofImage(id: string) {
  return useQuery({
    queryKey: ['proof-image', id],
    queryFn: ({ signal }) => getProofImage(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
