import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { ContentImage } from '@gaming/contracts/news';
import { useMutation } from '@tanstack/react-query';
import { authorizationHeaders, parseErrorBody } from './api-client';
import { readStorage, storageKeys } from './storage';

/** Largest content image the server takes (the uploads module's 5 MB for png and jpg). */
export const contentImageMaxBytes = 5 * 1024 * 1024;

/** A content image (banner, news cover; png or jpg) uploaded as multipart (field "proof", as every staff image upload). */
export async function uploadContentImage(file: File): Promise<ContentImage> {
  const form = new FormData();
  form.append('proof', file, file.name);
  const response = await fetch(adminApiRoutes.adminContentImageUpload.path, {
    method: 'POST',
    headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as ContentImage;
}

export function useUploadContentImage() {
  return useMutation({ mutationFn: uploadContentImage });
}
