import { apiRoutes } from '@gaming/contracts/api-routes';
import type { SiteSettingsResponse } from '@gaming/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whether a simulator plays the payment gateway or the game vendors (the public site settings say). */
export async function getTestMode(signal?: AbortSignal): Promise<boolean> {
  const settings = await apiRequest<SiteSettingsResponse>(apiRoutes.siteSettings, { signal });
  return settings.testMode === true;
}

export const testModeQueryKey = ['test-mode'] as const;

/** Asked once per visit (before and after sign-in): it changes only with a restart of the server. */
export function useTestMode() {
  return useQuery({
    queryKey: testModeQueryKey,
    queryFn: ({ signal }) => getTestMode(signal),
    staleTime: 30 * 60_000,
  });
}
