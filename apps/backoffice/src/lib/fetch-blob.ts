import { authorizationHeaders, parseErrorBody } from './api-client';
import { readStorage, storageKeys } from './storage';

/**
 * A file the server keeps behind the staff token (a member's proof or application image): an <img src>
 * cannot send the bearer token, so the file is fetched with it and shown through an object URL
 * (components/fetched-image.tsx). A refusal comes back as the API's error.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(path, {
    headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
    signal,
  });
  if (!response.ok) throw parseErrorBody(response.status, await response.json().catch(() => null));
  return response.blob();
}
