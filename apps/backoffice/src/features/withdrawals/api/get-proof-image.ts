import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import { authorizationHeaders, parseErrorBody, resolvePath } from '../../../lib/api-client';
import { readStorage, storageKeys } from '../../../lib/storage';

/**
 * A claim's proof image as a blob: an <img src> cannot send the bearer token, so the image is fetched
 * with it and shown through an object URL (revoked by the component that made it).
 */
export async function getProofImage(id: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(resolvePath(adminApiRoutes.adminProofImage.path, { id }), {
    headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
    signal,
  });
  if (!response.ok) throw parseErrorBody(response.status, await response.json().catch(() => null));
  return response.blob();
}

export function useProofImage(id: string) {
  return useQuery({
    queryKey: ['proof-image', id],
    queryFn: ({ signal }) => getProofImage(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
