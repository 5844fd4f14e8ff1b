import { apiRoutes } from '@gaming/contracts/api-routes';
import type { BannerGroup, BannersResponse } from '@gaming/contracts/catalogue';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getBanners(
  group: BannerGroup,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<BannersResponse> {
  return apiGet<BannersResponse>(apiRoutes.banners.path, { query: { group, language }, signal });
}

export function useBanners(group: BannerGroup, language: LanguageCode) {
  return useQuery({
    queryKey: ['banners', group, language],
    queryFn: ({ signal }) => getBanners(group, language, signal),
    staleTime: 5 * 60_000,
  });
}
