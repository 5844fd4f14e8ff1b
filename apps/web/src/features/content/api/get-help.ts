import { apiRoutes } from '@gaming/contracts/api-routes';
import type { HelpResponse } from '@gaming/contracts/content';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getHelp(language: LanguageCode, signal?: AbortSignal): Promise<HelpResponse> {
  return apiGet<HelpResponse>(apiRoutes.help.path, { query: { lang: language, device: 'WEB' }, signal });
}

export function useHelp(language: LanguageCode) {
  return useQuery({
    queryKey: ['help', language],
    queryFn: ({ signal }) => getHelp(language, signal),
    staleTime: 10 * 60_000,
  });
}
