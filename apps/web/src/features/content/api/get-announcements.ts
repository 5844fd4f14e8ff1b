import type { AnnouncementsResponse, AnnouncementType } from '@gaming/contracts/announcements';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getAnnouncements(
  type: AnnouncementType,
  language: LanguageCode,
  pageNo: number,
  signal?: AbortSignal,
): Promise<AnnouncementsResponse> {
  return apiGet<AnnouncementsResponse>(apiRoutes.announcements.path, {
    query: { type, language, pageNo },
    signal,
  });
}

/** One page (9 titles, spec §2) of announcements, notices or popups, with their HTML. */
export function useAnnouncements(type: AnnouncementType, language: LanguageCode, pageNo: number) {
  return useQuery({
    queryKey: ['announcements', type, language, pageNo],
    queryFn: ({ signal }) => getAnnouncements(type, language, pageNo, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
