import type { AnnouncementsResponse } from '@gaming/contracts/announcements';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { AnnouncementExecution, AnnouncementType } from '@gaming/contracts/home-limits';
import type { LanguageCode } from '@gaming/contracts/languages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** `execution` is whose popups (spec §7; B the anonymous visitor's); the server ignores it for other types. */
export function getAnnouncements(
  type: AnnouncementType,
  language: LanguageCode,
  pageNo: number,
  execution: AnnouncementExecution,
  signal?: AbortSignal,
): Promise<AnnouncementsResponse> {
  return apiGet<AnnouncementsResponse>(apiRoutes.announcements.path, {
    query: { type, language, pageNo, execution },
    signal,
  });
}

/** One page (9 titles, spec §2) of announcements, notices or popups, with their HTML. */
export function useAnnouncements(
  type: AnnouncementType,
  language: LanguageCode,
  pageNo: number,
  execution: AnnouncementExecution = 'B',
) {
  return useQuery({
    // The audience is part of the key: a member must not be shown the visitors' cached popups.
    queryKey: ['announcements', type, language, pageNo, execution],
    queryFn: ({ signal }) => getAnnouncements(type, language, pageNo, execution, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
