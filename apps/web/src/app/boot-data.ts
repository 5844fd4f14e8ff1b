import type { QueryClient } from '@tanstack/react-query';
import { permissionQueryKey } from '../features/system/api/get-permission';
import { siteSettingsQueryKey } from '../features/system/api/get-site-settings';

type BootData = { permission?: unknown; siteSettings?: unknown; homeBanner?: unknown };

function readBootData(doc: Document): BootData | null {
  try {
    const data: unknown = JSON.parse(doc.getElementById('boot-data')?.textContent || 'null');
    return typeof data === 'object' && data !== null ? (data as BootData) : null;
  } catch {
    // A damaged data block only costs the requests it would have saved.
    return null;
  }
}

/**
 * Seeds the system status and site settings the server put in index.html (apps/server/src/web-index.ts),
 * so the app paints its frame at once instead of waiting for two requests; the status is still
 * re-checked in the background as usual. Without the data (or unreadable) the app asks for them itself.
 */
export function seedBootData(queryClient: QueryClient, doc: Document = document): void {
  const data = readBootData(doc);
  if (data?.permission) queryClient.setQueryData(permissionQueryKey, data.permission);
  if (data?.siteSettings) queryClient.setQueryData(siteSettingsQueryKey, data.siteSettings);
}
