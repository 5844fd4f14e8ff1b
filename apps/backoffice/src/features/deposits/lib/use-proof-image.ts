import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { resolvePath } from '@gaming/contracts/api-client-core';
import { useEffect, useState } from 'react';
import { authorizationHeaders } from '../../../lib/api-client';
import { readStorage, storageKeys } from '../../../lib/storage';

/**
 * A proof image for an <img>: the image route needs the bearer token, which an <img src> cannot send, so
 * the bytes are fetched as a blob and shown through an object URL (revoked when no longer shown).
 */
export function useProofImage(id: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(resolvePath(adminApiRoutes.adminProofImage.path, { id }), {
      headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
      signal: controller.signal,
      cache: 'no-store',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return state;
}
