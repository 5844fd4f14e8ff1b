import type { QueryClient } from '@tanstack/react-query';
import { permissionQueryKey } from '../features/system/api/get-permission';
import { siteSettingsQueryKey } from '../features/system/api/get-site-settings';
import { readBootData } from '../lib/boot-data';

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
