import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminLanguages } from '@gaming/contracts/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const languagesQueryKey = ['languages'] as const;

export function useLanguages() {
  return useQuery({
    queryKey: languagesQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminLanguages>(adminApiRoutes.adminLanguages, { signal }),
  });
}

export function useSaveLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLanguages) =>
      apiRequest<AdminLanguages>(adminApiRoutes.adminLanguagesUpdate, { body }),
    onSuccess: (saved) => queryClient.setQueryData(languagesQueryKey, saved),
  });
}
