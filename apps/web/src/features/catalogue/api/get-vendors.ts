import { apiRoutes } from '@gaming/contracts/api-routes';
import type { VendorsResponse } from '@gaming/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';

/** Spec §4: the vendor list is cached in session storage and refetched when stale. */
const vendorsStaleMs = 5 * 60_000;

interface CachedVendors {
  savedAtMs: number;
  data: VendorsResponse;
}

function readCachedVendors(): CachedVendors | undefined {
  const raw = readStorage('session', storageKeys.vendorsCache);
  if (!raw) return undefined;
  try {
    const cached = JSON.parse(raw) as Partial<CachedVendors>;
    if (typeof cached.savedAtMs !== 'number' || !Array.isArray(cached.data?.lanes)) return undefined;
    return { savedAtMs: cached.savedAtMs, data: cached.data };
  } catch {
    return undefined;
  }
}

export async function getVendors(signal?: AbortSignal): Promise<VendorsResponse> {
  const data = await apiGet<VendorsResponse>(apiRoutes.vendors.path, { signal });
  writeStorage('session', storageKeys.vendorsCache, JSON.stringify({ savedAtMs: Date.now(), data }));
  return data;
}

export const vendorsQueryKey = ['vendors'] as const;

export function useVendors() {
  return useQuery({
    queryKey: vendorsQueryKey,
    queryFn: ({ signal }) => getVendors(signal),
    staleTime: vendorsStaleMs,
    initialData: () => readCachedVendors()?.data,
    initialDataUpdatedAt: () => readCachedVendors()?.savedAtMs,
  });
}
