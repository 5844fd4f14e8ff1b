import type { NoticeResponse } from '@gaming/contracts/announcements';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getNotices(language: LanguageCode, signal?: AbortSignal): Promise<NoticeResponse> {
  return apiGet<NoticeResponse>(apiRoutes.notice.path, { query: { language }, signal });
}

/** The marquee's notices (spec §7 notice); a staff edit shows within a few minutes. */
export function useNotices(language: LanguageCode) {
  return useQuery({
    queryKey: ['notices', language],
    queryFn: ({ signal }) => getNotices(language, signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
