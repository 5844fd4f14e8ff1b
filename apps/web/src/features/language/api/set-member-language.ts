import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec §4: a logged-in member's language choice is told to the server too. */
export function setMemberLanguage(language: LanguageCode): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('PUT', apiRoutes.memberLanguage.path, { body: { language } });
}

export function useSetMemberLanguage() {
  return useMutation({ mutationFn: setMemberLanguage });
}
