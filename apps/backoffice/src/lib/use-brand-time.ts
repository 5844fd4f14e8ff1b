import { apiRoutes } from '@gaming/contracts/api-routes';
import type { SiteSettingsResponse } from '@gaming/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { formatBrandDateTime, formatUtcOffset } from './brand-time';

export const siteSettingsQueryKey = ['site-settings'] as const;

/** The public site settings (brand, test mode): read once per visit and again after a while. */
export function useSiteSettings<T>(select: (settings: SiteSettingsResponse) => T) {
  return useQuery({
    queryKey: siteSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<SiteSettingsResponse>(apiRoutes.siteSettings, { signal }),
    staleTime: 10 * 60_000,
    select,
  });
}

const selectOffset = (settings: SiteSettingsResponse) => settings.brand.gmtOffsetMinutes;

export type BrandTime = {
  /** Minutes east of UTC; undefined until the settings have arrived. */
  offsetMinutes: number | undefined;
  /** "UTC+05:45", or '' until known. */
  label: string;
  /** `yyyy-MM-dd HH:mm:ss UTC+05:45`; null for an empty value or while the offset is unknown. */
  format: (value: string | null | undefined) => string | null;
};

/**
 * The brand's time for every screen of the back office (issue 14 #8): one offset from the site
 * settings, so staff in any time zone read the same times as each other and as the members.
 */
export function useBrandTime(): BrandTime {
  const offsetMinutes = useSiteSettings(selectOffset).data;
  if (offsetMinutes === undefined) return { offsetMinutes, label: '', format: () => null };
  return {
    offsetMinutes,
    label: formatUtcOffset(offsetMinutes),
    format: (value) => formatBrandDateTime(value, offsetMinutes),
  };
}
