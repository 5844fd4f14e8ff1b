import { apiRoutes } from '@gaming/contracts/api-routes';
import type { SiteSettingsResponse } from '@gaming/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsResponse> {
  return apiGet<SiteSettingsResponse>(apiRoutes.siteSettings.path, { signal });
}

export const siteSettingsQueryKey = ['site-settings'] as const;

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsQueryKey,
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 5 * 60_000,
  });
}
