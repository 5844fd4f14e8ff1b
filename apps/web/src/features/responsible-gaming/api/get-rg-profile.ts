import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgProfile } from '@gaming/contracts/jurisdiction';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getRgProfile(signal?: AbortSignal): Promise<RgProfile> {
  return apiGet<RgProfile>(apiRoutes.rgProfile.path, { signal });
}

export const rgProfileQueryKey = ['rg-profile'] as const;

/** The brand's member-visible responsible-gaming profile (tools offered, intervals, game rules); changes rarely. */
export function useRgProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: rgProfileQueryKey,
    queryFn: ({ signal }) => getRgProfile(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
